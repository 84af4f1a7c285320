/**
 * Tells the patient about a payment the desk confirmed (a queued notice, sent by the worker), and
 * the clinic about bookings cancelled because their patient deleted the account. A failure is
 * logged and never undoes the change.
 */
import { clinicProfile } from '@server/modules/clinic/clinic-profile.server';
import { enqueueNotice } from '@server/notify/notices';
import { formatConsultationId } from '@core/booking/consultation-id';
import { translate } from '@core/i18n/catalog';
import { formatRupees } from '@core/money';
import { LOCALES } from '@core/i18n/locales';
import type { AppContext } from '@server/context';
import type { consultations } from '@server/db/schema';
import { formatWhen, notifyConsultation } from '@server/notify/consultation-notices';

type Row = typeof consultations.$inferSelect;

export async function afterStaffChange(ctx: AppContext, before: Row, after: Row): Promise<void> {
  // Cancellations and reschedules are announced by the booking module itself.
  const notices: 'paid'[] = [];
  if (before.paymentStatus !== 'paid' && after.paymentStatus === 'paid') notices.push('paid');
  for (const kind of notices) {
    try {
      await notifyConsultation(ctx, after, kind);
    } catch (error) {
      ctx.log.error({ err: error, consultationId: after.id, kind }, 'staff notice failed');
    }
  }
}

/**
 * E-mails the clinic (its public address) the bookings cancelled because their patient deleted the
 * account, with the refunds due, in English and Hindi. No name or number: the account is gone.
 */
export async function tellClinicAccountDeleted(ctx: AppContext, cancelled: Row[]): Promise<void> {
  if (!cancelled.length) return;
  const text = LOCALES.map((locale) =>
    [
      translate(locale, 'staff.notice.accountDeleted.intro'),
      '',
      ...cancelled.flatMap((c) => [
        translate(locale, 'staff.notice.accountDeleted.line', {
          id: formatConsultationId(c.id),
          doctor: c.doctorName,
          when: formatWhen(locale, c.date, c.timeSlot),
          amount: formatRupees(c.amount),
        }),
        ...(c.refundDue
          ? [
              translate(locale, 'staff.notice.accountDeleted.refund', {
                amount: formatRupees(c.refundDue),
                method: c.paymentMethod
                  ? translate(locale, `staff.method.${c.paymentMethod}`)
                  : translate(locale, `staff.payment.${c.paymentStatus}`),
                reference: c.paymentUtr ? `, UTR ${c.paymentUtr}` : c.paymentReference ? `, ${c.paymentReference}` : '',
              }),
            ]
          : []),
      ]),
      '',
      translate(locale, 'staff.notice.accountDeleted.outro'),
    ].join('\n'),
  ).join('\n\n----\n\n');
  // Queued like every notice: retried by the worker, listed under Unsent notices when it cannot go.
  const email = {
    to: (await clinicProfile(ctx)).email,
    subject: translate('en', 'staff.notice.accountDeleted.subject', { count: cancelled.length }),
    text,
  };
  try {
    await enqueueNotice(ctx, { event: 'account-deleted', channel: 'email', email });
  } catch (error) {
    ctx.log.error({ err: error, consultationIds: cancelled.map((c) => c.id) }, 'clinic notice of a deleted account could not be queued');
  }
}
