/** The payments sheet: every money in of the range by when it came, with its receipt number (decision 0055). */
import { sql } from 'drizzle-orm';
import { formatConsultationId } from '@core/booking/consultation-id';
import { clinicTime } from '@core/booking/slots';
import type { PaymentMethod } from '@core/constants';
import { formatReceiptNumber } from '@core/receipts/receipt-number';
import type { ExportRange } from '@core/schemas/staff/paperwork';
import type { AppContext } from '@server/context';
import { csvDate, csvText } from '@server/modules/paperwork/csv';
import { columns, EXPORT_BATCH, instants, modeLabel, type Sheet } from './sheet';

/** One money in of the payments sheet: a consultation, a programme's deposit or a balance payment (decision 0055). */
interface PaymentLine {
  at: Date;
  kind: 'consultation' | 'deposit' | 'balance' | 'sale';
  id: string;
  name: string | null;
  doctorName: string | null;
  visitDate: string | null;
  amount: number;
  method: PaymentMethod | null;
  reference: string | null;
  refundDue: number | null;
  refundedAt: Date | null;
  receiptYear: string | null;
  receiptNumber: number | null;
}

const nullableNumber = (v: unknown) => (v === null || v === undefined ? null : Number(v));

/** Every money in of the range by when it came, with its receipt number; UTRs as text (decision 0055). */
export function paymentSheet(ctx: AppContext, range: ExportRange, t: (k: string) => string): Sheet<PaymentLine> {
  const { start, end } = instants(range);
  const from = start.toISOString();
  const to = end.toISOString();
  return {
    header: columns([
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
    ]),
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
