/** The consultations sheet: one line a consultation of the range, with its payment and refund. */
import { and, asc, eq, gte, sql } from 'drizzle-orm';
import { formatConsultationId } from '@core/booking/consultation-id';
import type { ExportRange } from '@core/schemas/staff/paperwork';
import type { AppContext } from '@server/context';
import { consultations } from '@server/db/schema';
import { csvDate } from '@server/modules/paperwork/csv';
import { columns, EXPORT_BATCH, modeLabel, type Sheet } from './sheet';

export function consultationSheet(
  ctx: AppContext,
  range: ExportRange,
  doctorId: string | null,
  t: (k: string) => string,
): Sheet<ConsultationLine> {
  const c = consultations;
  return {
    header: columns([
      'date',
      'time',
      'id',
      'patient',
      'phone',
      'doctor',
      'department',
      'type',
      'mode',
      'status',
      'amount',
      'payment',
      'paymentMode',
      'reference',
      'paidOn',
      'refundDue',
      'refundedOn',
    ]),
    read: (after) =>
      ctx.db
        .select(CONSULTATION_COLUMNS)
        .from(c)
        .where(
          and(
            // The lower bound from the last row sent lets the (date, doctor_id) index start there:
            // each batch reads its own rows, not the whole range again (incremental sort by time).
            gte(c.date, after?.date ?? range.from),
            sql`${c.date} <= ${range.to}`,
            doctorId ? eq(c.doctorId, doctorId) : undefined,
            after ? sql`(${c.date}, ${c.timeSlot}, ${c.id}) > (${after.date}, ${after.timeSlot}, ${after.id})` : undefined,
          ),
        )
        .orderBy(asc(c.date), asc(c.timeSlot), asc(c.id))
        .limit(EXPORT_BATCH),
    line: (r) => [
      csvDate(r.date),
      r.timeSlot,
      formatConsultationId(r.id),
      r.name,
      r.contact,
      r.doctorName,
      r.department,
      r.consultationType,
      t(`staff.mode.${r.mode}`),
      t(`consultations.status.${r.status}`),
      r.amount,
      t(`staff.payment.${r.paymentStatus}`),
      r.paymentStatus === 'paid' ? modeLabel(r.paymentMethod, t) : '',
      r.paymentUtr ?? r.paymentReference,
      csvDate(r.paymentStatus === 'paid' ? r.paymentVerifiedAt : null),
      r.refundDue,
      csvDate(r.refundedAt),
    ],
  };
}

const CONSULTATION_COLUMNS = {
  id: consultations.id,
  date: consultations.date,
  timeSlot: consultations.timeSlot,
  name: consultations.name,
  contact: consultations.contact,
  doctorName: consultations.doctorName,
  department: consultations.department,
  consultationType: consultations.consultationType,
  mode: consultations.mode,
  status: consultations.status,
  amount: consultations.amount,
  paymentStatus: consultations.paymentStatus,
  paymentMethod: consultations.paymentMethod,
  paymentUtr: consultations.paymentUtr,
  paymentReference: consultations.paymentReference,
  paymentVerifiedAt: consultations.paymentVerifiedAt,
  refundDue: consultations.refundDue,
  refundedAt: consultations.refundedAt,
};
type ConsultationLine = { [K in keyof typeof CONSULTATION_COLUMNS]: (typeof CONSULTATION_COLUMNS)[K]['_']['data'] | null } & {
  id: string;
  date: string;
  timeSlot: string;
};
