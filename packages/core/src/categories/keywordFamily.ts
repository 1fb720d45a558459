import type { TransactionType } from '../transaction.js';

/**
 * One family of the keyword heuristics: phrases (one or more whole words, lower case) that give a
 * category, optionally only for money going one way.
 */
export type KeywordFamily = {
  category: string;
  phrases: readonly string[];
  only?: TransactionType;
};
