/**
 * The whole database, one file per domain (docs/decisions/0043); drizzle.config.ts reads this index.
 * snake_case columns (drizzle `casing: 'snake_case'`); amounts are whole rupees.
 */
export * from './accounts';
export * from './consultations';
export * from './site';
export * from './operations';
export * from './money';
export * from './resources';
export * from './programmes';
export * from './terminology';
export * from './clinical';
export * from './prakriti';
export * from './dispensary';
export * from './dispensing';
export * from './session-notes';
export * from './outcomes';
export * from './sales';
