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
  // Well-known cash-advance and earned-wage apps paying out their advance ("Dave Inc", "KLOVER APP
  // BOOST"); "Dave" or "Brigit" alone is a person, "Albert" and "Empower" also other firms.
  'dave inc',
  'earnin',
  'klover',
  'floatme',
  'cleo ai',
  'spotme',
  'dailypay',
  'payactiv',
  'possible finance',
];

/**
 * A lender's name that says it advances money ("Empower Loans"), read only outside a business's
 * name: "Harbor Loans LLC" paying is a customer.
 */
export const LENDER_NAME_WORDS: readonly string[] = ['loans'];

/** A bank's round-up, read only outside a business's name: "Round Up Marketing LLC" is a customer. */
export const ROUND_UP_WORDS: readonly string[] = ['round up', 'round ups'];

/** A bank's savings feature or the owner's own money: round-ups, pots, an owner's draw. */
export const OWN_MONEY_WORDS: readonly string[] = [
  'roundup',
  'roundups',
  'added to pot',
  'from pot',
  'pot transfer',
  'self payout',
  'owner draw',
  'owners draw',
  // The owners paying in the company's capital.
  'share capital',
  'aandelenkapitaal',
  'storting aandelen',
  'stammkapital',
  'capital social',
];
