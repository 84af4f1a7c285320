/**
 * A programme's balance, paid at the counter in parts or whole (decision 0055): THE one path and
 * validator for a balance payment. Each payment gets its receipt number in its own transaction; its
 * UPI reference is held like any other (decision 0030); it counts on today's reconciliation or, when
 * today is closed, the next open day (decision 0056). Never more than the balance: the programme's
 * row lock serialises payments here, and the database's `programmes_balance_paid` check refuses an
 * overpayment from any writer (the insert trigger adds each payment to `programmes.balance_paid`).
 */
import { randomUUID } from 'node:crypto';
import { asc, eq } from 'drizzle-orm';
import { PAYMENT_MODE } from '@core/constants';
import { can } from '@core/policy';
import { formatRupees } from '@core/money';
import { programmeBalanceDue } from '@core/programmes/price';
import { formatReceiptNumber } from '@core/receipts/receipt-number';
import type { BalancePayment } from '@core/schemas/programmes/programmes';
import type { AppContext } from '@server/context';
import { isCheckViolation } from '@server/db/errors';
import { programmePayments, programmes, receipts } from '@server/db/schema';
import { staffActor, type SignedInStaff } from '@server/domain/actor';
import { BadRequest, Conflict, Forbidden, NotFound } from '@server/domain/errors';
import { writeAudit } from '@server/audit/audit.server';
import { paymentCountsOn } from '@server/modules/paperwork/day-close.server';
import { holdingReferences, recordReferencesAs } from '@server/modules/payments/payment-references.server';
import { issueMoneyInReceipt } from '@server/modules/receipts/receipts.server';
import { reachable } from './reach.server';

export interface RecordedBalancePayment {
  id: string;
  receiptId: string;
  receiptNumber: string;
  countsOn: string;
  balance: number;
}

/** Records a payment towards a programme's balance (the desk). 400 above the balance; 409 when nothing can be paid. */
export async function recordBalancePayment(
  ctx: AppContext,
  actor: SignedInStaff,
  programmeId: string,
  form: BalancePayment,
): Promise<RecordedBalancePayment> {
  if (!can(actor, 'programmes.manage')) throw new Forbidden();
  await reachable(ctx, actor, programmeId);
  const reference = form.reference?.trim() || null;
  const upi = form.method === 'upi' || form.method === 'clinic-upi';
  if (upi && !reference) throw new BadRequest('programmes.accept.utrRequired', { reference: 'programmes.accept.utrRequired' });
  const id = randomUUID();
  try {
    return await holdingReferences(ctx, { references: [reference], self: { paysFor: 'balance', id } }, () =>
      ctx.db.transaction(async (tx) => {
        await recordReferencesAs(tx, staffActor(actor));
        const [row] = await tx.select().from(programmes).where(eq(programmes.id, programmeId)).for('update');
        if (!row) throw new NotFound('programmes.accept.notFound');
        if (row.status !== 'accepted' && row.status !== 'completed') throw new Conflict('programmes.balance.notOpen');
        if (row.deposit > 0 && row.depositStatus !== 'paid') throw new Conflict('programmes.balance.depositFirst');
        const balance = programmeBalanceDue(row);
        if (balance <= 0) throw new Conflict('programmes.balance.nothingDue');
        if (form.amount > balance)
          throw new BadRequest(
            'programmes.balance.aboveBalance',
            { amount: 'programmes.balance.aboveBalance' },
            { balance: formatRupees(balance) },
          );
        const countsOn = await paymentCountsOn(ctx, tx);
        const now = ctx.now();
        await tx.insert(programmePayments).values({
          id,
          programmeId,
          amount: form.amount,
          method: form.method,
          reference,
          countsOn,
          recordedAt: now,
          recordedBy: actor.id,
        });
        const receipt = await issueMoneyInReceipt(
          tx,
          ctx,
          { paysFor: 'balance', programmeId, programmePaymentId: id, amount: form.amount, mode: PAYMENT_MODE[form.method], reference },
          actor.id,
        );
        await writeAudit(tx, ctx, actor, {
          action: 'programme.balancePayment',
          entity: 'programme',
          entityId: programmeId,
          before: { balancePaid: row.balancePaid, balance },
          after: { paymentId: id, amount: form.amount, method: form.method, reference, countsOn, receipt: receipt.number },
        });
        return {
          id,
          receiptId: receipt.id,
          receiptNumber: formatReceiptNumber(receipt.financialYear, receipt.number),
          countsOn,
          balance: balance - form.amount,
        };
      }),
    );
  } catch (error) {
    // Another writer got in first (the database's check): the same answer as the check above, with the balance now.
    if (isCheckViolation(error, 'programmes_balance_paid')) {
      const [row] = await ctx.db.select().from(programmes).where(eq(programmes.id, programmeId));
      const balance = row ? programmeBalanceDue(row) : 0;
      throw new BadRequest(
        'programmes.balance.aboveBalance',
        { amount: 'programmes.balance.aboveBalance' },
        { balance: formatRupees(balance) },
      );
    }
    throw error;
  }
}

export interface ProgrammePaymentItem {
  id: string;
  amount: number;
  method: BalancePayment['method'];
  reference: string | null;
  recordedAt: string;
  countsOn: string;
  receipt: { id: string; number: string } | null;
}

/** The balance payments of a programme, oldest first, each with its receipt. */
export async function programmePaymentsOf(ctx: AppContext, programmeId: string): Promise<ProgrammePaymentItem[]> {
  const rows = await ctx.db
    .select({ payment: programmePayments, receipt: { id: receipts.id, year: receipts.financialYear, number: receipts.number } })
    .from(programmePayments)
    .leftJoin(receipts, eq(receipts.programmePaymentId, programmePayments.id))
    .where(eq(programmePayments.programmeId, programmeId))
    .orderBy(asc(programmePayments.recordedAt));
  return rows.map(({ payment: p, receipt: r }) => ({
    id: p.id,
    amount: p.amount,
    method: p.method,
    reference: p.reference,
    recordedAt: p.recordedAt.toISOString(),
    countsOn: p.countsOn,
    receipt: r ? { id: r.id, number: formatReceiptNumber(r.year, r.number) } : null,
  }));
}
