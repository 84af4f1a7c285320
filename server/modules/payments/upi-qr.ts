/**
 * UPI intent QR, drawn locally: `upi://pay?pa=<clinic UPI id>&pn=<clinic name>&am=<amount>&cu=INR
 * &tn=<note>&tr=<consultation reference>` for the consultation's real amount.
 */
import QRCode from 'qrcode';
import type { ClinicProfile } from '@core/schemas/staff/clinic-profile';
import { formatConsultationId } from '@core/booking/consultation-id';
import type { ConsultationRow } from '@server/modules/consultations/booking/access.server';
import type { PaymentProvider } from './payment-provider';
import { clinicProfile } from '@server/modules/clinic/clinic-profile.server';
import type { AppContext } from '@server/context';

export function upiPayUri(
  profile: Pick<ClinicProfile, 'upiId' | 'upiPayeeName'>,
  consultation: Pick<ConsultationRow, 'id' | 'amount'>,
): string {
  return upiUri(profile, {
    amount: consultation.amount,
    note: `Consultation ${formatConsultationId(consultation.id)}`,
    reference: consultation.id,
  });
}

/** Any UPI payment to the clinic: the amount in rupees, the note the payer's app shows and the clinic's reference. */
function upiUri(profile: Pick<ClinicProfile, 'upiId' | 'upiPayeeName'>, payment: UpiPayment): string {
  const params: [string, string][] = [
    ['pa', profile.upiId],
    ['pn', profile.upiPayeeName],
    ['am', payment.amount.toFixed(2)],
    ['cu', 'INR'],
    ['tn', payment.note],
    ['tr', payment.reference],
  ];
  return `upi://pay?${params.map(([k, v]) => `${k}=${encodeURIComponent(v)}`).join('&')}`;
}

interface UpiPayment {
  amount: number;
  note: string;
  reference: string;
}

/** The QR (PNG data URL) and link of a UPI payment other than a consultation's (a programme's deposit). */
export async function upiQr(ctx: AppContext, payment: UpiPayment): Promise<{ qrCodeData: string; upiUri: string }> {
  const uri = upiUri(await clinicProfile(ctx), payment);
  return { qrCodeData: await qrPngDataUrl(uri), upiUri: uri };
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
