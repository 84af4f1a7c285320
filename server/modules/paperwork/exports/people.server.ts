/** The feedback sheet (a doctor: their own) and the patients sheet (those who consented, registered in the range). */
import { and, asc, eq, gte, isNotNull, isNull, lt, sql } from 'drizzle-orm';
import { formatConsultationId } from '@core/booking/consultation-id';
import type { ExportRange } from '@core/schemas/staff/paperwork';
import type { AppContext } from '@server/context';
import { consultations, feedback, patients } from '@server/db/schema';
import { csvDate } from '@server/modules/paperwork/csv';
import { columns, EXPORT_BATCH, instants, type Sheet } from './sheet';

const FEEDBACK_COLUMNS = {
  id: feedback.id,
  createdAt: feedback.createdAt,
  consultationId: feedback.consultationId,
  ratings: feedback.ratings,
  onTime: feedback.onTime,
  comments: feedback.comments,
  date: consultations.date,
  doctorName: consultations.doctorName,
  name: consultations.name,
};
type FeedbackLine = {
  id: string;
  createdAt: Date;
  consultationId: string;
  ratings: { question: string; rating: number }[];
  onTime: boolean | null;
  comments: string;
  date: string;
  doctorName: string;
  name: string;
};

export function feedbackSheet(ctx: AppContext, range: ExportRange, doctorId: string | null, t: (k: string) => string): Sheet<FeedbackLine> {
  const { start, end } = instants(range);
  const average = (r: FeedbackLine) =>
    r.ratings.length ? Math.round((r.ratings.reduce((s, x) => s + x.rating, 0) / r.ratings.length) * 10) / 10 : null;
  return {
    header: columns(['date', 'id', 'visitDate', 'doctor', 'patient', 'average', 'ratings', 'onTime', 'comments']),
    read: (after) =>
      ctx.db
        .select(FEEDBACK_COLUMNS)
        .from(feedback)
        .innerJoin(consultations, eq(consultations.id, feedback.consultationId))
        .where(
          and(
            gte(feedback.createdAt, start),
            lt(feedback.createdAt, end),
            doctorId ? eq(feedback.doctorId, doctorId) : undefined,
            after
              ? sql`(${feedback.createdAt}, ${feedback.id}) > (${after.createdAt.toISOString()}::timestamptz, ${after.id}::uuid)`
              : undefined,
          ),
        )
        .orderBy(asc(feedback.createdAt), asc(feedback.id))
        .limit(EXPORT_BATCH),
    line: (r) => [
      csvDate(r.createdAt),
      formatConsultationId(r.consultationId),
      csvDate(r.date),
      r.doctorName,
      r.name,
      average(r),
      r.ratings.map((x) => `${x.question}: ${x.rating}`).join('; '),
      r.onTime === null ? '' : t(r.onTime ? 'staff.paperwork.yes' : 'staff.paperwork.no'),
      r.comments,
    ],
  };
}

type PatientLine = typeof patients.$inferSelect;

export function patientSheet(ctx: AppContext, range: ExportRange): Sheet<PatientLine> {
  const { start, end } = instants(range);
  return {
    header: columns(['date', 'patient', 'phone', 'email', 'age', 'language', 'consentOn', 'consentVersion', 'noticeChannel']),
    read: (after) =>
      ctx.db
        .select()
        .from(patients)
        .where(
          and(
            isNotNull(patients.consentAt),
            isNull(patients.deletedAt),
            gte(patients.createdAt, start),
            lt(patients.createdAt, end),
            after
              ? sql`(${patients.createdAt}, ${patients.id}) > (${after.createdAt.toISOString()}::timestamptz, ${after.id}::uuid)`
              : undefined,
          ),
        )
        .orderBy(asc(patients.createdAt), asc(patients.id))
        .limit(EXPORT_BATCH),
    line: (r) => [
      csvDate(r.createdAt),
      r.name,
      r.contact,
      r.email,
      r.age,
      r.locale,
      csvDate(r.consentAt),
      r.consentVersion,
      r.noticeChannel,
    ],
  };
}
