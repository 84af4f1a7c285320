/**
 * CSV exports, streamed (decision 0027): rows are read in batches by keyset (the sort key of the
 * last row sent), turned into CSV lines and handed to the reply stream one batch at a time, so a
 * year of consultations never sits in memory. Who may export what: `exportScope`.
 */
import { and, asc, eq, gte, isNotNull, isNull, lt, sql } from 'drizzle-orm';
import { formatConsultationId } from '@core/booking/consultation-id';
import { addDays, clinicTime, slotStart } from '@core/booking/slots';
import { translate, type MessageKey } from '@core/i18n/catalog';
import type { Locale } from '@core/i18n/locales';
import { scopeOf } from '@core/policy';
import type { ExportKind, ExportRange } from '@core/schemas/paperwork';
import type { AppContext } from '@server/context';
import { consultations, feedback, patients } from '@server/db/schema';
import { Forbidden } from '@server/domain/errors';
import type { SignedInStaff } from '@server/domain/actor';
import { writeAudit } from '@server/audit/audit.server';
import { CSV_BOM, csvDate, csvLine, type CsvValue } from './csv';
import { paymentMode } from './payment-modes';

/**
 * Rows per database read: small enough to keep memory flat (a few MB), large enough that a year
 * takes few reads (payments, feedback and patients have no index on their sort key: each read
 * scans the table once; bench/README.md).
 */
const EXPORT_BATCH = 2000;

/** The doctor whose rows a doctor account is limited to (a doctor account without a profile sees none), or null for all. */
function exportScope(actor: SignedInStaff, kind: ExportKind): string | null {
  const scope = scopeOf(actor, `exports.${kind}`);
  if (!scope) throw new Forbidden();
  return scope === 'own' ? (actor.doctorId ?? '00000000-0000-0000-0000-000000000000') : null;
}

/** The instants a clinic-date range covers: from its first midnight to the midnight after its last day. */
function instants(range: ExportRange): { start: Date; end: Date } {
  return { start: slotStart(range.from, '00:00'), end: slotStart(addDays(range.to, 1), '00:00') };
}

type Batch<Row> = (after: Row | null) => Promise<Row[]>;

/** Every row, batch after batch, each batch starting after the last row of the one before. */
async function* keyset<Row>(read: Batch<Row>): AsyncGenerator<Row[]> {
  let after: Row | null = null;
  for (;;) {
    const rows = await read(after);
    if (rows.length) yield rows;
    if (rows.length < EXPORT_BATCH) return;
    after = rows.at(-1) ?? null;
  }
}

interface Sheet<Row> {
  header: MessageKey[];
  read: Batch<Row>;
  line: (row: Row) => CsvValue[];
}

function consultationSheet(
  ctx: AppContext,
  range: ExportRange,
  doctorId: string | null,
  t: (k: string) => string,
): Sheet<ConsultationLine> {
  const c = consultations;
  return {
    header: [
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
    ].map((k) => `staff.paperwork.col.${k}` as MessageKey),
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

function modeLabel(method: ConsultationLine['paymentMethod'], t: (k: string) => string): string {
  const mode = paymentMode(method);
  return mode ? t(`staff.paperwork.mode.${mode}`) : '';
}

function paymentSheet(
  ctx: AppContext,
  range: ExportRange,
  t: (k: string) => string,
): Sheet<ConsultationLine & { paymentVerifiedAt: Date }> {
  const c = consultations;
  const { start, end } = instants(range);
  return {
    header: ['paidOn', 'time', 'id', 'patient', 'doctor', 'visitDate', 'amount', 'paymentMode', 'reference', 'refundDue', 'refundedOn'].map(
      (k) => `staff.paperwork.col.${k}` as MessageKey,
    ),
    read: (after) =>
      ctx.db
        .select(CONSULTATION_COLUMNS)
        .from(c)
        .where(
          and(
            eq(c.paymentStatus, 'paid'),
            gte(c.paymentVerifiedAt, start),
            lt(c.paymentVerifiedAt, end),
            after
              ? sql`(${c.paymentVerifiedAt}, ${c.id}) > (${after.paymentVerifiedAt.toISOString()}::timestamptz, ${after.id})`
              : undefined,
          ),
        )
        .orderBy(asc(c.paymentVerifiedAt), asc(c.id))
        .limit(EXPORT_BATCH) as Promise<(ConsultationLine & { paymentVerifiedAt: Date })[]>,
    line: (r) => [
      csvDate(r.paymentVerifiedAt),
      clinicTime(r.paymentVerifiedAt),
      formatConsultationId(r.id),
      r.name,
      r.doctorName,
      csvDate(r.date),
      r.amount,
      modeLabel(r.paymentMethod, t),
      r.paymentUtr ?? r.paymentReference,
      r.refundDue,
      csvDate(r.refundedAt),
    ],
  };
}

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

function feedbackSheet(ctx: AppContext, range: ExportRange, doctorId: string | null, t: (k: string) => string): Sheet<FeedbackLine> {
  const { start, end } = instants(range);
  const average = (r: FeedbackLine) =>
    r.ratings.length ? Math.round((r.ratings.reduce((s, x) => s + x.rating, 0) / r.ratings.length) * 10) / 10 : null;
  return {
    header: ['date', 'id', 'visitDate', 'doctor', 'patient', 'average', 'ratings', 'onTime', 'comments'].map(
      (k) => `staff.paperwork.col.${k}` as MessageKey,
    ),
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

function patientSheet(ctx: AppContext, range: ExportRange): Sheet<PatientLine> {
  const { start, end } = instants(range);
  return {
    header: ['date', 'patient', 'phone', 'email', 'age', 'language', 'consentOn', 'consentVersion', 'noticeChannel'].map(
      (k) => `staff.paperwork.col.${k}` as MessageKey,
    ),
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

function sheetFor(ctx: AppContext, kind: ExportKind, range: ExportRange, doctorId: string | null, t: (k: string) => string): Sheet<never> {
  const sheets: Record<ExportKind, () => Sheet<never>> = {
    consultations: () => consultationSheet(ctx, range, doctorId, t) as unknown as Sheet<never>,
    payments: () => paymentSheet(ctx, range, t) as unknown as Sheet<never>,
    feedback: () => feedbackSheet(ctx, range, doctorId, t) as unknown as Sheet<never>,
    patients: () => patientSheet(ctx, range) as unknown as Sheet<never>,
  };
  return sheets[kind]();
}

/**
 * Checks the role, writes the audit entry (who, when, which export, which range), and answers the
 * CSV as a stream of strings: the byte order mark and header, then one string per batch.
 */
export async function startExport(
  ctx: AppContext,
  actor: SignedInStaff,
  kind: ExportKind,
  range: ExportRange,
  locale: Locale,
): Promise<AsyncGenerator<string>> {
  const doctorId = exportScope(actor, kind);
  await writeAudit(ctx.db, ctx, actor, {
    action: `export.${kind}`,
    entity: 'export',
    entityId: `${range.from}..${range.to}`,
    after: { kind, from: range.from, to: range.to },
  });
  const t = (key: string) => translate(locale, key);
  const sheet = sheetFor(ctx, kind, range, doctorId, t);
  return (async function* () {
    yield CSV_BOM + csvLine(sheet.header.map(t));
    for await (const rows of keyset(sheet.read)) yield rows.map((r) => csvLine(sheet.line(r))).join('');
  })();
}
