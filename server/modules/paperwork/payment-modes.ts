/** How the money came, as the accounts read it: UPI (to the clinic's UPI id or at the counter), cash, card or online (the gateway). */
import type { ReceiptMode } from '@core/constants';

type PaymentMethod = 'upi' | 'gateway' | 'clinic-cash' | 'clinic-card' | 'clinic-upi';

const MODE: Record<PaymentMethod, ReceiptMode> = {
  upi: 'upi',
  'clinic-upi': 'upi',
  'clinic-cash': 'cash',
  'clinic-card': 'card',
  gateway: 'online',
};

/** The mode of a payment method; none for a payment without a method (a free consultation). */
export function paymentMode(method: PaymentMethod | null): ReceiptMode | null {
  return method ? MODE[method] : null;
}
