/**
 * A programme's money: the price is the sum of its sessions' prices (rupees per
 * session from the therapy settings), the admin may give a discount, and the deposit asked by UPI
 * is a share of what is left, rounded up to whole hundreds; the balance is paid at the clinic.
 */
import { PROGRAMME_DEPOSIT_PERCENT } from '@core/constants';

/** The price of a plan (each day's therapies) from the price per session of each therapy. */
export function programmePrice(plan: readonly { therapies: readonly string[] }[], pricePerSession: (slug: string) => number): number {
  return plan.reduce((sum, day) => sum + day.therapies.reduce((daySum, slug) => daySum + pricePerSession(slug), 0), 0);
}

/** The deposit for a price after discount: PROGRAMME_DEPOSIT_PERCENT of it, rounded up to ₹100, never above it. */
export function programmeDeposit(price: number, discount: number): number {
  const due = Math.max(0, price - discount);
  return Math.min(due, Math.ceil((due * PROGRAMME_DEPOSIT_PERCENT) / 100 / 100) * 100);
}

/** What is left to pay at the clinic once the deposit is in. */
export function programmeBalance(price: number, discount: number, depositPaid: boolean): number {
  const due = Math.max(0, price - discount);
  return depositPaid ? due - programmeDeposit(price, discount) : due;
}

/**
 * What is still to pay on a programme (decision 0055): the price after discount, less the deposit once
 * paid and the balance payments so far. Never below 0. The database's programmes_balance_paid agrees.
 */
export function programmeBalanceDue(p: {
  price: number;
  discount: number;
  deposit: number;
  depositStatus: string;
  balancePaid: number;
}): number {
  return Math.max(0, p.price - p.discount - (p.depositStatus === 'paid' ? p.deposit : 0) - p.balancePaid);
}
