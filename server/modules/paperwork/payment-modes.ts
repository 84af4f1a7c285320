/**
 * How the money came, as the accounts read it, from core's one table of methods and modes
 * (PAYMENT_MODE in core/constants.ts, docs/decisions/0046): for a row in code and for SQL.
 */
import { sql, type SQL } from 'drizzle-orm';
import { PAYMENT_MODE, type PaymentMethod, type ReceiptMode } from '@core/constants';

/** The mode of a payment method; none for a payment without a method (a free consultation). */
export function paymentMode(method: PaymentMethod | null): ReceiptMode | null {
  return method ? PAYMENT_MODE[method] : null;
}

const quoted = (value: string) => `'${value.replaceAll("'", "''")}'`;

/**
 * The same table as a SQL CASE over a payment-method column; a row without a method reads as
 * `otherwise` (insights count an unpaid booking under UPI, the way it is usually paid).
 */
export function paymentModeSql(column: string, otherwise: ReceiptMode): SQL {
  const branches = Object.entries(PAYMENT_MODE).map(([method, mode]) => `WHEN ${quoted(method)} THEN ${quoted(mode)}`);
  return sql.raw(`CASE ${column} ${branches.join(' ')} ELSE ${quoted(otherwise)} END`);
}
