export { parsePayee, payeeKey } from './parsePayee.js';
export type { ParsedPayee } from './parsePayee.js';
