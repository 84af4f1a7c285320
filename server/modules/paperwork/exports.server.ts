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
import { CSV_BOM, csvDate, csvLine, csvText, type CsvValue } from './csv';
import { formatReceiptNumber } from '@core/receipts/receipt-number';
import { paymentMode } from './payment-modes';
import { dailySalesSheet, hsnSummarySheet, salesRegisterSheet } from '@server/modules/dispensary/sales-register.server';

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

/** One money in of the payments sheet: a consultation, a programme's deposit or a balance payment (decision 0055). */
interface PaymentLine {
  at: Date;
  kind: 'consultation' | 'deposit' | 'balance' | 'sale';
  id: string;
  name: string | null;
  doctorName: string | null;
  visitDate: string | null;
  amount: number;
  method: ConsultationLine['paymentMethod'];
  reference: string | null;
  refundDue: number | null;
  refundedAt: Date | null;
  receiptYear: string | null;
  receiptNumber: number | null;
}

const nullableNumber = (v: unknown) => (v === null || v === undefined ? null : Number(v));

/** Every money in of the range by when it came, with its receipt number; UTRs as text (decision 0055). */
function paymentSheet(ctx: AppContext, range: ExportRange, t: (k: string) => string): Sheet<PaymentLine> {
  const { start, end } = instants(range);
  const from = start.toISOString();
  const to = end.toISOString();
  return {
    header: [
      'paidOn',
      'time',
      'for',
      'id',
      'patient',
      'doctor',
      'visitDate',
      'amount',
      'paymentMode',
      'reference',
      'receipt',
      'refundDue',
      'refundedOn',
    ].map((k) => `staff.paperwork.col.${k}` as MessageKey),
    read: async (after) => {
      const rows = (await ctx.db.execute(sql`
        select * from (
          select c.payment_verified_at as at, 'consultation' as kind, c.id::text as id, c.name, c.doctor_name, c.date::text as visit_date,
                 c.amount, c.payment_method as method, coalesce(c.payment_utr, c.payment_reference) as reference,
                 c.refund_due, c.refunded_at, r.financial_year as receipt_year, r.number as receipt_number
            from consultations c left join receipts r on r.consultation_id = c.id
           where c.payment_status = 'paid' and c.payment_verified_at >= ${from}::timestamptz and c.payment_verified_at < ${to}::timestamptz
          union all
          select p.deposit_paid_at, 'deposit', p.id::text, pt.name, d.name, p.start_date::text, p.deposit, p.deposit_method,
                 coalesce(p.deposit_utr, p.deposit_reference), null, null, r.financial_year, r.number
            from programmes p join patients pt on pt.id = p.patient_id left join doctors d on d.id = p.doctor_id
                 left join receipts r on r.programme_id = p.id and r.pays_for = 'deposit'
           where p.deposit_status = 'paid' and p.deposit_paid_at >= ${from}::timestamptz and p.deposit_paid_at < ${to}::timestamptz
          union all
          select pp.recorded_at, 'balance', pp.id::text, pt.name, d.name, p.start_date::text, pp.amount, pp.method,
                 pp.reference, null, null, r.financial_year, r.number
            from programme_payments pp join programmes p on p.id = pp.programme_id join patients pt on pt.id = p.patient_id
                 left join doctors d on d.id = p.doctor_id left join receipts r on r.programme_payment_id = pp.id
           where pp.recorded_at >= ${from}::timestamptz and pp.recorded_at < ${to}::timestamptz
          union all
          select i.issued_at, 'sale', i.invoice_no, i.buyer_name, null, null, i.amount, i.method, i.reference, n.amount, n.issued_at,
                 r.financial_year, r.number from tax_invoices i left join credit_notes n on n.invoice_id = i.id left join receipts r on r.tax_invoice_id = i.id
           where i.issued_at >= ${from}::timestamptz and i.issued_at < ${to}::timestamptz
        ) money
        ${after ? sql`where (at, id) > (${after.at.toISOString()}::timestamptz, ${after.id})` : sql``}
        order by at, id limit ${EXPORT_BATCH}`)) as unknown as { rows: Record<string, unknown>[] };
      return rows.rows.map((r) => ({
        at: new Date(r.at as string),
        kind: r.kind as PaymentLine['kind'],
        id: r.id as string,
        name: (r.name as string | null) ?? null,
        doctorName: (r.doctor_name as string | null) ?? null,
        visitDate: (r.visit_date as string | null) ?? null,
        amount: Number(r.amount),
        method: r.method as PaymentLine['method'],
        reference: (r.reference as string | null) ?? null,
        refundDue: nullableNumber(r.refund_due),
        refundedAt: r.refunded_at ? new Date(r.refunded_at as string) : null,
        receiptYear: (r.receipt_year as string | null) ?? null,
        receiptNumber: nullableNumber(r.receipt_number),
      }));
    },
    line: (r) => [
      csvDate(r.at),
      clinicTime(r.at),
      t(`staff.paperwork.for.${r.kind}`),
      r.kind === 'consultation' ? formatConsultationId(r.id) : r.id,
      r.name,
      r.doctorName,
      csvDate(r.visitDate),
      r.amount,
      modeLabel(r.method, t),
      csvText(r.reference),
      r.receiptYear && r.receiptNumber !== null ? formatReceiptNumber(r.receiptYear, r.receiptNumber) : '',
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

function sheetFor(
  ctx: AppContext,
  kind: ExportKind,
  range: ExportRange,
  doctorId: string | null,
  t: (k: string) => string,
  locale: Locale,
): Sheet<never> {
  const sheets: Record<ExportKind, () => Sheet<never>> = {
    consultations: () => consultationSheet(ctx, range, doctorId, t) as unknown as Sheet<never>,
    payments: () => paymentSheet(ctx, range, t) as unknown as Sheet<never>,
    feedback: () => feedbackSheet(ctx, range, doctorId, t) as unknown as Sheet<never>,
    patients: () => patientSheet(ctx, range) as unknown as Sheet<never>,
    sales: () => salesRegisterSheet(ctx, range, t, locale) as unknown as Sheet<never>,
    'sales-hsn': () => hsnSummarySheet(ctx, range) as unknown as Sheet<never>,
    'sales-daily': () => dailySalesSheet(ctx, range) as unknown as Sheet<never>,
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
  const sheet = sheetFor(ctx, kind, range, doctorId, t, locale);
  return (async function* () {
    yield CSV_BOM + csvLine(sheet.header.map(t));
    for await (const rows of keyset(sheet.read)) yield rows.map((r) => csvLine(sheet.line(r))).join('');
  })();
}
