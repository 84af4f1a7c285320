/**
 * UPI intent QR, drawn locally: `upi://pay?pa=<clinic UPI id>&pn=<clinic name>&am=<amount>&cu=INR
 * &tn=<note>&tr=<consultation reference>` for the consultation's real amount.
 */
import QRCode from 'qrcode';
import { clinic } from '../../../core/clinic.ts';
import { formatConsultationId } from '../../../core/booking/consultation-id.ts';
import type { Config } from '../../config.ts';
import type { ConsultationRow } from '../consultations/consultations.server.ts';
import type { PaymentProvider } from './payment-provider.ts';

export function upiPayUri(config: Pick<Config, 'CLINIC_UPI_ID'>, consultation: Pick<ConsultationRow, 'id' | 'amount'>): string {
  const params: [string, string][] = [
    ['pa', config.CLINIC_UPI_ID ?? clinic.upiId],
    ['pn', clinic.name],
    ['am', consultation.amount.toFixed(2)],
    ['cu', 'INR'],
    ['tn', `Consultation ${formatConsultationId(consultation.id)}`],
    ['tr', consultation.id],
  ];
  return `upi://pay?${params.map(([k, v]) => `${k}=${encodeURIComponent(v)}`).join('&')}`;
}

export function qrPngDataUrl(text: string): Promise<string> {
  return QRCode.toDataURL(text, { errorCorrectionLevel: 'M', margin: 2, width: 320, color: { dark: '#1f2d1f', light: '#ffffff' } });
}

export const upiQrProvider: PaymentProvider = {
  name: 'upi-qr',
  async createPaymentRequest(ctx, consultation) {
    const upiUri = upiPayUri(ctx.config, consultation);
    return { provider: 'upi-qr', qrCodeData: await qrPngDataUrl(upiUri), upiUri, reference: null };
  },
};
