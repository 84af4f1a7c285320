/**
 * A programme's final bill (decision 0067): the programme, its sessions as delivered, its charge
 * lines and every money in with its receipt, read for its patient or staff who reach the programme
 * (a doctor their own; anyone else 404), in the programme's language or the one asked.
 */
import { and, asc, eq, isNotNull } from 'drizzle-orm';
import { therapyName } from '@content/therapies/catalogue';
import { clinicDate } from '@core/booking/slots';
import { PAYMENT_MODE } from '@core/constants';
import { staffReaches } from '@core/consultations/rules';
import type { Locale } from '@core/i18n/locales';
import { programmeBill, type Bill, type BillPayment } from '@core/programmes/bill';
import type { AppContext } from '@server/context';
import { doctors, patients, programmes, receipts, therapySessions } from '@server/db/schema';
import type { Actor } from '@server/domain/actor';
import { NotFound } from '@server/domain/errors';
import { formatReceiptNumber } from '@core/receipts/receipt-number';
import { programmePaymentsOf } from '@server/modules/programmes/desk/balance.server';
import { programmeMaterials } from '@server/modules/dispensary/materials.server';
import { patientInvoicesBetween } from '@server/modules/dispensary/invoices.server';
import { translate } from '@core/i18n/catalog';
import { patientNumberOf } from '@server/modules/profile/patient-numbers.server';

export interface ProgrammeBill extends Bill {
  id: string;
  status: 'proposed' | 'accepted' | 'cancelled' | 'completed';
  /** The language the bill is written in, and the programme's own. */
  locale: Locale;
  programmeLocale: Locale;
  patientName: string;
  patientNumber: number | null;
  doctorName: string;
  startDate: string;
  /** ISO instant the bill was made. */
  issuedAt: string;
}

type Row = typeof programmes.$inferSelect;

/** Whether the actor reaches the programme: its patient, staff who reach it (a doctor: their own). */
function reaches(actor: Actor, row: Pick<Row, 'patientId' | 'doctorId'>): boolean {
  if (actor.kind === 'patient') return actor.patientId === row.patientId;
  if (actor.kind === 'staff') return staffReaches(actor.staff, { doctorId: row.doctorId ?? '' }, 'programmes.bill');
  return false;
}

async function depositPayment(ctx: AppContext, row: Row): Promise<BillPayment[]> {
  if (row.depositStatus !== 'paid' || row.deposit <= 0) return [];
  const [r] = await ctx.db
    .select()
    .from(receipts)
    .where(and(eq(receipts.programmeId, row.id), eq(receipts.paysFor, 'deposit')))
    .limit(1);
  return [
    {
      kind: 'deposit',
      amount: row.deposit,
      at: (row.depositPaidAt ?? row.updatedAt).toISOString(),
      mode: PAYMENT_MODE[row.depositMethod ?? 'upi'],
      receipt: r ? { id: r.id, number: formatReceiptNumber(r.financialYear, r.number) } : null,
    },
  ];
}

/** The programme's last day: its last session's date, or its start while it has none. */
function lastDay(startDate: string, sessions: readonly { startsAt: Date | null }[]): string {
  return sessions.reduce((last, s) => (s.startsAt && clinicDate(s.startsAt) > last ? clinicDate(s.startsAt) : last), startDate);
}

/** The bill of programme `id` for `actor`, in `lang` or the programme's language. */
export async function loadProgrammeBill(ctx: AppContext, actor: Actor, id: string, lang?: Locale): Promise<ProgrammeBill> {
  const [found] = await ctx.db
    .select({ row: programmes, patientName: patients.name, doctorName: doctors.name })
    .from(programmes)
    .innerJoin(patients, eq(patients.id, programmes.patientId))
    .leftJoin(doctors, eq(doctors.id, programmes.doctorId))
    .where(eq(programmes.id, id));
  if (!found || !reaches(actor, found.row)) throw new NotFound('programmes.accept.notFound');
  const { row } = found;
  const locale = lang ?? row.locale;
  const sessions = await ctx.db
    .select({
      day: therapySessions.day,
      startsAt: therapySessions.startsAt,
      slug: therapySessions.therapySlug,
      status: therapySessions.status,
    })
    .from(therapySessions)
    .where(and(eq(therapySessions.programmeId, id), isNotNull(therapySessions.startsAt)))
    .orderBy(asc(therapySessions.startsAt));
  const balance = (await programmePaymentsOf(ctx, id)).map((p): BillPayment => ({
    kind: 'balance',
    amount: p.amount,
    at: p.recordedAt,
    mode: PAYMENT_MODE[p.method],
    receipt: p.receipt,
  }));
  const bill = programmeBill({
    status: row.status,
    price: row.price,
    discount: row.discount,
    discountReason: row.discountReason,
    sessions: sessions.map((s) => ({ day: s.day, date: clinicDate(s.startsAt), therapy: therapyName(s.slug, locale), status: s.status })),
    payments: [...(await depositPayment(ctx, row)), ...balance],
    refunded: row.refundedAt && row.refundDue ? row.refundDue : 0,
    materials: (await programmeMaterials(ctx.db, id)).items.map((m) => ({
      name: m.name,
      quantity: m.quantity,
      unit: translate(locale, `dispensary.unit.${m.unit}`),
    })),
    medicines: await patientInvoicesBetween(ctx, row.patientId, row.startDate, lastDay(row.startDate, sessions), locale),
  });
  return {
    ...bill,
    id: row.id,
    status: row.status,
    locale,
    programmeLocale: row.locale,
    patientName: found.patientName,
    patientNumber: await patientNumberOf(ctx, row.patientId),
    doctorName: found.doctorName ?? '',
    startDate: row.startDate,
    issuedAt: ctx.now().toISOString(),
  };
}
