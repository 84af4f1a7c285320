/**
 * UPI intent QR, drawn locally: `upi://pay?pa=<clinic UPI id>&pn=<clinic name>&am=<amount>&cu=INR
 * &tn=<note>&tr=<consultation reference>` for the consultation's real amount.
 */
import QRCode from 'qrcode';
import type { ClinicProfile } from '@core/schemas/clinic-profile';
import { formatConsultationId } from '@core/booking/consultation-id';
import type { ConsultationRow } from '@server/modules/consultations/consultations.server';
import type { PaymentProvider } from './payment-provider';
import { clinicProfile } from '@server/modules/clinic/clinic-profile.server';

export function upiPayUri(
  profile: Pick<ClinicProfile, 'upiId' | 'upiPayeeName'>,
  consultation: Pick<ConsultationRow, 'id' | 'amount'>,
): string {
  const params: [string, string][] = [
    ['pa', profile.upiId],
    ['pn', profile.upiPayeeName],
    ['am', consultation.amount.toFixed(2)],
    ['cu', 'INR'],
    ['tn', `Consultation ${formatConsultationId(consultation.id)}`],
    ['tr', consultation.id],
  ];
  return `upi://pay?${params.map(([k, v]) => `${k}=${encodeURIComponent(v)}`).join('&')}`;
}

function qrPngDataUrl(text: string): Promise<string> {
  return QRCode.toDataURL(text, { errorCorrectionLevel: 'M', margin: 2, width: 320, color: { dark: '#1f2d1f', light: '#ffffff' } });
}

export const upiQrProvider: PaymentProvider = {
  name: 'upi-qr',
  async createPaymentRequest(ctx, consultation) {
    const upiUri = upiPayUri(await clinicProfile(ctx), consultation);
    return { provider: 'upi-qr', qrCodeData: await qrPngDataUrl(upiUri), upiUri, reference: null };
  },
};
