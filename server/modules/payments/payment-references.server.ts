/**
 * One payment reference pays for one thing (decision 0030). The database keeps `payment_references`
 * equal to the payment columns of consultations and programme deposits (triggers, in the same
 * transaction) and refuses a reference another holder has with its primary key; this turns that
 * refusal into the one 409 every path answers: a patient hears that the number is already used,
 * staff hear what holds it (the consultation, or whose programme deposit).
 */
import { and, eq, inArray, not, sql } from 'drizzle-orm';
import { formatConsultationId } from '@core/booking/consultation-id';
import { PAYMENT_REFERENCE_KINDS, referenceKey, type PaysFor } from '@core/payments/references';
import type { AppContext } from '@server/context';
import type { Db, Tx } from '@server/db/client';
import { isUniqueViolation } from '@server/db/errors';
import { patients, paymentReferences, programmePayments, programmes, taxInvoices } from '@server/db/schema';
import { Conflict } from '@server/domain/errors';
import type { Actor } from '@server/domain/actor';

export interface ReferenceHolder {
  paysFor: PaysFor;
  id: string;
}

/** Who records the references written in this transaction (`payment_references.recorded_by`). */
export async function recordReferencesAs(tx: Tx | Db, actor: Actor | 'gateway'): Promise<void> {
  const who =
    actor === 'gateway'
      ? 'gateway'
      : actor.kind === 'staff'
        ? `staff:${actor.staff.id}`
        : actor.kind === 'patient'
          ? `patient:${actor.patientId}`
          : 'system';
  await tx.execute(sql`select set_config('clinic.recorded_by', ${who}, true)`);
}

/** The holder (other than `self`) of any of these references, as each kind would store it; or null. */
async function referenceHolder(
  ctx: AppContext,
  references: readonly (string | null | undefined)[],
  self: ReferenceHolder,
): Promise<(ReferenceHolder & { reference: string }) | null> {
  const keys = [...new Set(references.flatMap((r) => PAYMENT_REFERENCE_KINDS.map((kind) => referenceKey(r, kind))))].filter(
    (k): k is string => !!k,
  );
  if (!keys.length) return null;
  const [row] = await ctx.db
    .select({ reference: paymentReferences.reference, paysFor: paymentReferences.paysFor, id: paymentReferences.paysForId })
    .from(paymentReferences)
    .where(
      and(
        inArray(paymentReferences.reference, keys),
        not(and(eq(paymentReferences.paysFor, self.paysFor), eq(paymentReferences.paysForId, self.id))!),
      ),
    )
    .limit(1);
  return row ?? null;
}

/**
 * The 409 for a reference already held, when `error` is the database refusing it (else null).
 * `patientMessage` (a patient's path) says only that it is used; staff and the gateway get the holder.
 */
export async function referenceInUse(
  ctx: AppContext,
  error: unknown,
  options: { references: readonly (string | null | undefined)[]; self: ReferenceHolder; patientMessage?: string },
): Promise<Conflict | null> {
  if (!isUniqueViolation(error, 'payment_references_pkey')) return null;
  if (options.patientMessage) return new Conflict(options.patientMessage);
  const holder = await referenceHolder(ctx, options.references, options.self);
  if (!holder) return new Conflict('payments.referenceUsed');
  const heldBy = { kind: holder.paysFor, id: holder.id };
  if (holder.paysFor === 'consultation')
    return new Conflict(
      'payments.referenceOnConsultation',
      { reference: holder.reference, id: formatConsultationId(holder.id) },
      { heldBy },
    );
  // A dispensary sale is named by its tax invoice (decision 0070).
  if (holder.paysFor === 'sale') {
    const [sale] = await ctx.db.select({ invoiceNo: taxInvoices.invoiceNo }).from(taxInvoices).where(eq(taxInvoices.id, holder.id));
    return new Conflict('payments.referenceOnSale', { reference: holder.reference, invoiceNo: sale?.invoiceNo ?? '—' }, { heldBy });
  }
  // A balance payment is named by its programme, like a deposit (decision 0055).
  const programmeId =
    holder.paysFor === 'balance'
      ? ((await ctx.db.select({ id: programmePayments.programmeId }).from(programmePayments).where(eq(programmePayments.id, holder.id)))[0]
          ?.id ?? holder.id)
      : holder.id;
  const [deposit] = await ctx.db
    .select({ name: patients.name, startDate: programmes.startDate })
    .from(programmes)
    .innerJoin(patients, eq(patients.id, programmes.patientId))
    .where(eq(programmes.id, programmeId));
  return new Conflict(
    'payments.referenceOnDeposit',
    { reference: holder.reference, name: deposit?.name ?? '—', date: deposit?.startDate ?? '—' },
    { heldBy },
  );
}

/** Runs `write`; a reference another payment holds becomes `referenceInUse`'s 409. */
export async function holdingReferences<T>(
  ctx: AppContext,
  options: Parameters<typeof referenceInUse>[2],
  write: () => Promise<T>,
): Promise<T> {
  try {
    return await write();
  } catch (error) {
    throw (await referenceInUse(ctx, error, options)) ?? error;
  }
}
