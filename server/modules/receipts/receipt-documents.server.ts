/**
 * Reading receipts: the PDF of one consultation's receipt (its owner, or staff who reach that
 * consultation: a doctor only their own) and the desk's list of receipts issued in a date range.
 */
import { and, asc, eq, gte, lt } from 'drizzle-orm';
import { addDays, slotStart } from '@core/booking/slots';
import { formatReceiptNumber } from '@core/receipts/receipt-number';
import type { ReceiptMode } from '@core/constants';
import type { AppContext } from '@server/context';
import { consultations, receipts } from '@server/db/schema';
import { Conflict, NotFound } from '@server/domain/errors';
import type { Actor } from '@server/domain/actor';
import { renderReceiptPdf } from '@server/documents/receipt-pdf';
import { clinicProfile } from '@server/modules/clinic/clinic-profile.server';
import { canAccess, getConsultationRow } from '@server/modules/consultations/booking/access.server';
import { patientNumberOf } from '@server/modules/profile/patient-numbers.server';

/** The receipt PDF of a paid consultation and its file name ('receipt-SA-2026-27-000123.pdf'). */
export async function receiptPdf(ctx: AppContext, id: string, actor: Actor): Promise<{ filename: string; pdf: Buffer }> {
  const row = await getConsultationRow(ctx, id.trim().toUpperCase());
  if (!row || !canAccess(row, actor)) throw new NotFound('booking.consultationNotFound');
  if (row.paymentStatus !== 'paid') throw new Conflict('receipts.notPaid');
  const [receipt] = await ctx.db.select().from(receipts).where(eq(receipts.consultationId, row.id)).limit(1);
  if (!receipt) throw new NotFound('receipts.notIssued');
  const number = formatReceiptNumber(receipt.financialYear, receipt.number);
  const pdf = await renderReceiptPdf(
    {
      number,
      issuedAt: receipt.issuedAt,
      amount: receipt.amount,
      mode: receipt.mode,
      reference: receipt.reference,
      locale: row.locale,
      patientNumber: await patientNumberOf(ctx, row.patientId),
      consultation: row,
    },
    await clinicProfile(ctx),
  );
  return { filename: `receipt-${number.replaceAll('/', '-')}.pdf`, pdf };
}

/** The receipt number of a consultation, as the staff page shows it, or null. */
export async function receiptSummary(ctx: AppContext, consultationId: string): Promise<{ number: string; issuedAt: string } | null> {
  const [receipt] = await ctx.db.select().from(receipts).where(eq(receipts.consultationId, consultationId)).limit(1);
  return receipt ? { number: formatReceiptNumber(receipt.financialYear, receipt.number), issuedAt: receipt.issuedAt.toISOString() } : null;
}

export interface ReceiptListItem {
  number: string;
  issuedAt: string;
  consultationId: string;
  name: string | null;
  amount: number;
  mode: ReceiptMode;
  reference: string | null;
}

/** Receipts issued from `from` to `to` (clinic dates, both included), in number order. */
export async function listReceipts(ctx: AppContext, range: { from: string; to: string }): Promise<ReceiptListItem[]> {
  const rows = await ctx.db
    .select({ receipt: receipts, name: consultations.name })
    .from(receipts)
    .leftJoin(consultations, eq(consultations.id, receipts.consultationId))
    .where(and(gte(receipts.issuedAt, slotStart(range.from, '00:00')), lt(receipts.issuedAt, slotStart(addDays(range.to, 1), '00:00'))))
    .orderBy(asc(receipts.issuedAt), asc(receipts.number))
    .limit(2000);
  return rows.map(({ receipt: r, name }) => ({
    number: formatReceiptNumber(r.financialYear, r.number),
    issuedAt: r.issuedAt.toISOString(),
    consultationId: r.consultationId,
    name,
    amount: r.amount,
    mode: r.mode,
    reference: r.reference,
  }));
}
