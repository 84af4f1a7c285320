/**
 * Rupee amounts in figures, the one formatter of the app, its pages, messages and PDFs
 * (docs/decisions/0046): whole rupees with the ₹ sign, grouped the Indian way (₹2,50,075), the same
 * in English and Hindi. The lint refuses `₹` typed before an amount anywhere else.
 */
export function formatRupees(rupees: number): string {
  return `₹${rupees.toLocaleString('en-IN')}`;
}
