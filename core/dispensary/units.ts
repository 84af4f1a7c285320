/** Units of stock (decision 0062): read by patients' pages too, apart from the catalogue's form messages. */
/**
 * The unit stock is counted in. Every quantity is a whole number of its unit: the counted units
 * (a tablet, a bottle) cannot be split, and the measured units are counted in whole millilitres and
 * grams, the finest a clinic measures oil or powder (a 5 litre can is received as 5000 ml).
 */
export const STOCK_UNITS = ['tablet', 'capsule', 'bottle', 'jar', 'pack', 'sachet', 'tube', 'piece', 'ml', 'g'] as const;
export type StockUnit = (typeof STOCK_UNITS)[number];
