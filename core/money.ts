import { numberFormat } from './i18n/intl-cache';

/**
 * Rupee amounts in figures, the one formatter of the app, its pages, messages and PDFs
 * (docs/decisions/0046): whole rupees with the ₹ sign, grouped the Indian way (₹2,50,075), the same
 * in English and Hindi. The lint refuses `₹` typed before an amount anywhere else.
 */
export function formatRupees(rupees: number): string {
  return `₹${numberFormat('en-IN').format(rupees)}`;
}

/**
 * An amount held in paise (the dispensary's prices, decision 0062): as formatRupees, with the paise
 * when there are any (₹1,250.50; ₹180).
 */
export function formatPaise(paise: number): string {
  const rupees = paise / 100;
  const fraction = paise % 100 === 0 ? 0 : 2;
  return `₹${numberFormat('en-IN', { minimumFractionDigits: fraction, maximumFractionDigits: fraction }).format(rupees)}`;
}
