import { keyOfText } from '../payees/payeeKey.js';
import type { Account } from './account.js';

/** Words banks and card issuers put on a movement between one's own accounts. */
const TRANSFER_WORDS =
  /\b(transfer|xfer|trf|payment thank you|payment - thank you|thank you for your payment|autopay|card payment|credit card payment|card pmt|epayment|online banking payment)\b/i;

/** Words of account names too common to say which account a description names. */
const GENERIC_NAME_WORDS = new Set([
  'account',
  'and',
  'bank',
  'business',
  'cash',
  'checking',
  'current',
  'loan',
  'main',
  'operating',
  'savings',
  'the',
]);

/** What identifies an account in a description: distinctive words of its name and its digits. */
export type AccountMarks = { words: string[]; digits: string[] };

export function accountMarks(account: Account): AccountMarks {
  const words = keyOfText(account.name)
    .split(' ')
    .filter((w) => w.length >= 3 && !GENERIC_NAME_WORDS.has(w));
  const digits = account.name.match(/\d{4}/g) ?? [];
  return { words, digits };
}

export function saysTransfer(description: string): boolean {
  return TRANSFER_WORDS.test(description);
}

/** Whether the description names the account (a distinctive word of its name, or its last digits). */
export function namesAccount(description: string, marks: AccountMarks | undefined): boolean {
  if (marks === undefined) return false;
  if (marks.digits.some((d) => description.includes(d))) return true;
  if (marks.words.length === 0) return false;
  const words = new Set(keyOfText(description).split(' '));
  return marks.words.some((w) => words.has(w));
}

/** Points for the dates' distance, 0 to 3 days apart. */
const DAY_POINTS = [4, 3, 2, 1] as const;
/** Points for each side whose description says transfer or names the other side's account. */
export const SIDE_EVIDENCE_POINTS = 4;
/** A pair with at least this score is linked without asking: both sides bear it out. */
export const AUTO_LINK_SCORE = 2 * SIDE_EVIDENCE_POINTS + 1;

/**
 * How likely an outflow and an inflow of the same amount in two accounts, `days` apart, are one
 * transfer: closer dates score more, and each side whose description says transfer (or card
 * payment) or names the other account adds evidence. One side alone is not enough to link: a
 * transfer out to an untracked account must not take an unrelated payment of the same amount.
 */
export function transferScore(days: number, outEvidence: boolean, inEvidence: boolean): number {
  const score = DAY_POINTS[Math.abs(days)] ?? 0;
  if (score === 0) return 0;
  return score + (outEvidence ? SIDE_EVIDENCE_POINTS : 0) + (inEvidence ? SIDE_EVIDENCE_POINTS : 0);
}
