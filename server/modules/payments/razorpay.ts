/**
 * Razorpay dynamic UPI QR (https://razorpay.com/docs/api/qr-codes/): one single-use, fixed-amount QR
 * per consultation, reused while it is open. The payment arrives through the webhook
 * `POST /api/webhooks/razorpay`, whose HMAC-SHA256 signature is checked with the webhook secret.
 */
import { createHmac, timingSafeEqual } from 'node:crypto';
import { clinicProfile } from '@server/modules/clinic/clinic-profile.server';
import { formatConsultationId } from '@core/booking/consultation-id';
import type { AppContext } from '@server/context';
import { ServiceUnavailable } from '@server/domain/errors';
import type { PaymentProvider } from './payment-provider';

interface RazorpayQr {
  id: string;
  image_url: string;
  status: string;
}

function authHeader(ctx: AppContext): string {
  return `Basic ${Buffer.from(`${ctx.config.RAZORPAY_KEY_ID ?? ''}:${ctx.config.RAZORPAY_KEY_SECRET ?? ''}`).toString('base64')}`;
}

async function razorpayFetch<T>(ctx: AppContext, path: string, init: { method?: string; body?: unknown } = {}): Promise<T> {
  const response = await fetch(`${ctx.config.RAZORPAY_BASE_URL.replace(/\/$/, '')}${path}`, {
    method: init.method ?? 'GET',
    headers: { authorization: authHeader(ctx), 'content-type': 'application/json', accept: 'application/json' },
    body: init.body === undefined ? undefined : JSON.stringify(init.body),
    signal: AbortSignal.timeout(10_000),
  }).catch((error: unknown) => {
    ctx.log.error({ err: error }, 'razorpay unreachable');
    throw new ServiceUnavailable('booking.payment.gatewayUnavailable');
  });
  if (!response.ok) {
    ctx.log.error({ status: response.status, path }, 'razorpay answered an error');
    throw new ServiceUnavailable('booking.payment.gatewayUnavailable');
  }
  return (await response.json()) as T;
}

async function imageAsDataUrl(ctx: AppContext, url: string): Promise<string> {
  const response = await fetch(url, { signal: AbortSignal.timeout(10_000) }).catch(() => null);
  if (!response?.ok) throw new ServiceUnavailable('booking.payment.gatewayUnavailable');
  const type = response.headers.get('content-type')?.split(';')[0] || 'image/png';
  return `data:${type};base64,${Buffer.from(await response.arrayBuffer()).toString('base64')}`;
}

export const razorpayProvider: PaymentProvider = {
  name: 'razorpay',
  async createPaymentRequest(ctx, consultation) {
    let qr: RazorpayQr | null = null;
    if (consultation.paymentReference?.startsWith('qr_')) {
      qr = await razorpayFetch<RazorpayQr>(ctx, `/v1/payments/qr_codes/${encodeURIComponent(consultation.paymentReference)}`);
      if (qr.status !== 'active') qr = null;
    }
    if (!qr) {
      const closeBy = Math.floor((consultation.holdExpiresAt ?? new Date(ctx.now().getTime() + 24 * 3_600_000)).getTime() / 1000);
      qr = await razorpayFetch<RazorpayQr>(ctx, '/v1/payments/qr_codes', {
        method: 'POST',
        body: {
          type: 'upi_qr',
          name: (await clinicProfile(ctx)).upiPayeeName,
          usage: 'single_use',
          fixed_amount: true,
          payment_amount: consultation.amount * 100,
          description: `Consultation ${formatConsultationId(consultation.id)}`,
          close_by: Math.max(closeBy, Math.floor(ctx.now().getTime() / 1000) + 300),
          notes: { consultationId: consultation.id },
        },
      });
    }
    return { provider: 'razorpay', qrCodeData: await imageAsDataUrl(ctx, qr.image_url), upiUri: null, reference: qr.id };
  },
};

/** Razorpay signs the raw webhook body: hex HMAC-SHA256 with the webhook secret. */
export function razorpaySignature(secret: string, rawBody: Buffer | string): string {
  return createHmac('sha256', secret).update(rawBody).digest('hex');
}

export function verifyRazorpaySignature(secret: string | undefined, rawBody: Buffer, signature: string | undefined): boolean {
  if (!secret || !signature || !/^[0-9a-f]{64}$/i.test(signature)) return false;
  const expected = Buffer.from(razorpaySignature(secret, rawBody), 'hex');
  const given = Buffer.from(signature, 'hex');
  return expected.length === given.length && timingSafeEqual(expected, given);
}

/** The consultation and payment a webhook event speaks of, or null for events we do not act on. */
export function paymentFromWebhook(
  event: unknown,
): { consultationId: string | null; qrId: string | null; paymentId: string; amountPaise: number } | null {
  const e = event as {
    event?: string;
    payload?: {
      payment?: { entity?: { id?: string; amount?: number; status?: string; notes?: Record<string, string> } };
      qr_code?: { entity?: { id?: string; notes?: Record<string, string> } };
    };
  };
  if (e?.event !== 'qr_code.credited' && e?.event !== 'payment.captured') return null;
  const payment = e.payload?.payment?.entity;
  if (!payment?.id || typeof payment.amount !== 'number') return null;
  if (payment.status && payment.status !== 'captured') return null;
  const qr = e.payload?.qr_code?.entity;
  const consultationId = qr?.notes?.consultationId ?? payment.notes?.consultationId ?? null;
  return { consultationId, qrId: qr?.id ?? null, paymentId: payment.id, amountPaise: payment.amount };
}
