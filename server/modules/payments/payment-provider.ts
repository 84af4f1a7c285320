/**
 * The payment adapter boundary. The payment screen asks the configured provider for a QR code for a
 * consultation; `upi-qr` (default) draws a UPI intent QR locally, `razorpay` asks Razorpay for a
 * dynamic QR whose payment arrives through the signed webhook. Adding a provider means one file
 * implementing `PaymentProvider` and one case below.
 */
import type { AppContext } from '@server/context';
import type { ConsultationRow } from '@server/modules/consultations/booking/access.server';
import { razorpayProvider } from './razorpay';
import { upiQrProvider } from './upi-qr';

export interface PaymentRequest {
  provider: 'upi-qr' | 'razorpay';
  /** PNG data URL of the QR code. */
  qrCodeData: string;
  /** The `upi://pay?...` link for a UPI app on the same phone, when the provider has one. */
  upiUri: string | null;
  /** The provider's reference to store on the consultation (Razorpay QR id), if any. */
  reference: string | null;
}

export interface PaymentProvider {
  readonly name: PaymentRequest['provider'];
  createPaymentRequest(ctx: AppContext, consultation: ConsultationRow): Promise<PaymentRequest>;
}

export function paymentProvider(ctx: AppContext): PaymentProvider {
  return ctx.config.PAYMENT_PROVIDER === 'razorpay' ? razorpayProvider : upiQrProvider;
}
