/**
 * Words (lower case, words apart) of money in that is neither a sale nor pay: an app's or a
 * lender's advance on wages, and a bank's savings features moving the account's own money.
 */

/** An advance paid out by a cash-advance app or a payday lender: a loan, no sale. */
export const CASH_ADVANCE_WORDS: readonly string[] = [
  'cash advance',
  'auto advance',
  'paycheck advance',
  'payday advance',
  'payday loan',
  'instacash',
  'earned wage access',
  'loans',
];

/** A bank's savings feature or the owner's own money: round-ups, pots, an owner's draw. */
export const OWN_MONEY_WORDS: readonly string[] = [
  'round up',
  'round ups',
  'roundup',
  'roundups',
  'added to pot',
  'from pot',
  'pot transfer',
  'self payout',
  'owner draw',
  'owners draw',
];
