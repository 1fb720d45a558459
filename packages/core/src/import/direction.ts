/** Words a debit/credit type column uses, and the direction each gives (-1 out, +1 in). */
const DIRECTION_WORDS: ReadonlyMap<string, 1 | -1> = new Map([
  ['debit', -1],
  ['dr', -1],
  ['dbit', -1],
  ['d', -1],
  ['withdrawal', -1],
  ['out', -1],
  ['soll', -1],
  ['s', -1],
  ['débit', -1],
  ['credit', 1],
  ['cr', 1],
  ['crdt', 1],
  ['c', 1],
  ['deposit', 1],
  ['in', 1],
  ['haben', 1],
  ['h', 1],
  ['crédit', 1],
]);

/** -1 for a debit word, +1 for a credit word (`Cr.` too), undefined for anything else. */
export function directionOfWord(cell: string): 1 | -1 | undefined {
  const word = cell.trim().toLowerCase();
  return DIRECTION_WORDS.get(word.endsWith('.') ? word.slice(0, -1) : word);
}

const INFLOW_DESCRIPTION = /sale|pos|ubereats|square|revenue|income/;
const INFLOW_CATEGORY = /sales|revenue/;

/**
 * app.md section 5's direction rule, which decisions.md limits to files that carry no direction at
 * all: a row is an inflow when its description names a sale, pos, ubereats, square, revenue or
 * income, or its category names sales or revenue; otherwise it is an outflow.
 */
export function isInflowByKeywords(description: string, category: string): boolean {
  return (
    INFLOW_DESCRIPTION.test(description.toLowerCase()) ||
    INFLOW_CATEGORY.test(category.toLowerCase())
  );
}
