export type { Cents } from './money.js';
export { fromCents, toCents } from './money.js';
