import { clinicProfile } from '@server/modules/clinic/clinic-profile.server';
import { toConsultationDto } from '@server/modules/consultations/views';
import { actorOf } from '@server/domain/actor';
import { NotFound } from '@server/domain/errors';
import { isPayable } from '@core/consultations/rules';
import { findPaymentConsultation, paymentRequestFor } from '@server/modules/payments/payments.server';
import { metaT, pageMeta } from '~/features/seo/meta';
import { PaymentPage } from '~/features/booking/payment-page';
import type { Route } from './+types/payment';

/** The consultation is always loaded from the server for its owner (reload and shared links work). */
export async function loader({ params, context }: Route.LoaderArgs) {
  if (!context.identity) return { found: false as const };
  // Not this visitor's booking (or none): the page says so. Any other failure (the database down) is the error page's.
  const row = await findPaymentConsultation(context.ctx, params.contactNote, actorOf(context.identity)).catch((error: unknown) => {
    if (error instanceof NotFound) return null;
    throw error;
  });
  if (!row) return { found: false as const };
  let payment: { qrCodeData: string; upiUri: string | null } | null = null;
  let qrFailed = false;
  if (isPayable(row)) {
    try {
      const request = await paymentRequestFor(context.ctx, row);
      payment = { qrCodeData: request.qrCodeData, upiUri: request.upiUri };
    } catch (error) {
      context.ctx.log.error({ err: error, consultationId: row.id }, 'payment QR failed');
      qrFailed = true;
    }
  }
  return {
    found: true as const,
    consultation: toConsultationDto(row),
    payment,
    qrFailed,
    payee: (await clinicProfile(context.ctx)).upiPayeeName,
  };
}

export const meta: Route.MetaFunction = (args) =>
  pageMeta(args, {
    title: metaT(args, 'booking.payment.title'),
    description: metaT(args, 'booking.payment.metaDescription'),
    suffix: false,
    noindex: true,
  });

export default function Payment({ loaderData }: Route.ComponentProps) {
  return <PaymentPage data={loaderData} />;
}
