/**
 * Reading receipts: the PDF of one consultation's receipt (its owner, or staff who reach that
 * consultation: a doctor only their own), or any receipt by its id.
 */
import { asc, eq } from 'drizzle-orm';
import { staffReaches } from '@core/consultations/rules';
import type { Locale } from '@core/i18n/locales';
import { formatReceiptNumber } from '@core/receipts/receipt-number';
import type { AppContext } from '@server/context';
import { doctors, patients, programmes, receipts } from '@server/db/schema';
import { Conflict, NotFound } from '@server/domain/errors';
import type { Actor } from '@server/domain/actor';
import { renderReceiptPdf, type ReceiptDocument } from '@server/documents/receipt-pdf';
import { clinicProfile } from '@server/modules/clinic/clinic-profile.server';
import { canAccess, getConsultationRow } from '@server/modules/consultations/booking/access.server';
import { patientNumberOf } from '@server/modules/profile/patient-numbers.server';

/** The receipt PDF of a paid consultation and its file name ('receipt-SA-2026-27-000123.pdf'), in its booking's language or `lang`. */
export async function receiptPdf(ctx: AppContext, id: string, actor: Actor, lang?: Locale): Promise<{ filename: string; pdf: Buffer }> {
  const row = await getConsultationRow(ctx, id.trim().toUpperCase());
  if (!row || !canAccess(row, actor)) throw new NotFound('booking.consultationNotFound');
  if (row.paymentStatus !== 'paid') throw new Conflict('receipts.notPaid');
  const [receipt] = await ctx.db.select().from(receipts).where(eq(receipts.consultationId, row.id)).limit(1);
  if (!receipt) throw new NotFound('receipts.notIssued');
  return render(ctx, receipt, { locale: lang ?? row.locale, patientId: row.patientId, consultation: row });
}

type Receipt = typeof receipts.$inferSelect;

async function render(
  ctx: AppContext,
  receipt: Receipt,
  about: { locale: Locale; patientId: string | null } & Pick<ReceiptDocument, 'consultation' | 'programme'>,
): Promise<{ filename: string; pdf: Buffer }> {
  const number = formatReceiptNumber(receipt.financialYear, receipt.number);
  const pdf = await renderReceiptPdf(
    {
      number,
      issuedAt: receipt.issuedAt,
      amount: receipt.amount,
      mode: receipt.mode,
      reference: receipt.reference,
      locale: about.locale,
      patientNumber: about.patientId ? await patientNumberOf(ctx, about.patientId) : null,
      ...(about.consultation ? { consultation: about.consultation } : {}),
      ...(about.programme ? { programme: about.programme } : {}),
    },
    await clinicProfile(ctx),
  );
  return { filename: `receipt-${number.replaceAll('/', '-')}.pdf`, pdf };
}

/** Whether the actor reaches a programme: its patient, the desk, the doctor who prescribed it. */
function reachesProgramme(actor: Actor, p: { patientId: string; doctorId: string | null }): boolean {
  if (actor.kind === 'patient') return p.patientId === actor.patientId;
  if (actor.kind === 'staff') return staffReaches(actor.staff, { doctorId: p.doctorId ?? '' }, 'programmes.view');
  return true;
}

/**
 * Any receipt by its id (decision 0055): a consultation's, a programme deposit's or a balance payment's,
 * for whoever reaches what it paid for (else 404), in the booking's language or `lang`.
 */
export async function receiptPdfById(ctx: AppContext, id: string, actor: Actor, lang?: Locale): Promise<{ filename: string; pdf: Buffer }> {
  const [receipt] = await ctx.db.select().from(receipts).where(eq(receipts.id, id)).limit(1);
  if (!receipt) throw new NotFound('receipts.notFound');
  if (receipt.paysFor === 'consultation') {
    const row = receipt.consultationId ? await getConsultationRow(ctx, receipt.consultationId) : null;
    if (!row || !canAccess(row, actor)) throw new NotFound('receipts.notFound');
    return render(ctx, receipt, { locale: lang ?? row.locale, patientId: row.patientId, consultation: row });
  }
  const [p] = await ctx.db
    .select({
      patientId: programmes.patientId,
      doctorId: programmes.doctorId,
      startDate: programmes.startDate,
      locale: programmes.locale,
      name: patients.name,
      doctorName: doctors.name,
    })
    .from(programmes)
    .innerJoin(patients, eq(patients.id, programmes.patientId))
    .leftJoin(doctors, eq(doctors.id, programmes.doctorId))
    .where(eq(programmes.id, receipt.programmeId ?? '00000000-0000-0000-0000-000000000000'));
  if (!p || !reachesProgramme(actor, p)) throw new NotFound('receipts.notFound');
  return render(ctx, receipt, {
    locale: lang ?? p.locale,
    patientId: p.patientId,
    programme: {
      paysFor: receipt.paysFor === 'deposit' ? 'deposit' : 'balance',
      name: p.name,
      doctorName: p.doctorName ?? '',
      startDate: p.startDate,
    },
  });
}

/** The receipts of a programme (its deposit's, then each balance payment's), for its pages. */
export async function programmeReceipts(ctx: AppContext, programmeId: string) {
  const rows = await ctx.db
    .select()
    .from(receipts)
    .where(eq(receipts.programmeId, programmeId))
    .orderBy(asc(receipts.issuedAt), asc(receipts.number));
  return rows.map((r) => ({
    id: r.id,
    number: formatReceiptNumber(r.financialYear, r.number),
    paysFor: r.paysFor,
    paymentId: r.programmePaymentId,
    amount: r.amount,
    issuedAt: r.issuedAt.toISOString(),
  }));
}

/** The receipt number of a consultation, as the staff page shows it, or null. */
export async function receiptSummary(ctx: AppContext, consultationId: string): Promise<{ number: string; issuedAt: string } | null> {
  const [receipt] = await ctx.db.select().from(receipts).where(eq(receipts.consultationId, consultationId)).limit(1);
  return receipt ? { number: formatReceiptNumber(receipt.financialYear, receipt.number), issuedAt: receipt.issuedAt.toISOString() } : null;
}
