import { CARD_PROCESSORS } from './cardProcessors.js';
import { FINANCE_FAMILIES } from './financeFamilies.js';
import { FUND_PAYING_AFTER, FUND_PAYING_BEFORE, STATE_FUND_CODES } from './financeInWords.js';
import { OTHER_LANGUAGE_FAMILIES } from './otherLanguageFamilies.js';
import { PAY_WORDS } from './personalIncomeWords.js';

// The patterns the money-in rules are made of (see moneyInRules.ts): whole words in any language,
// ACH and SEPA wording, and the shapes of a direct deposit, a share sale and a state fund's code.

/** Anything between two words. */
export const GAP = '[^\\p{L}\\p{N}]+';

/**
 * Phrases (lower case, words apart) as one case-insensitive pattern of whole words: nothing of
 * `edge` (by default a letter or a digit) just before or after.
 */
export function wholeWords(phrases: readonly string[], edge = '[\\p{L}\\p{N}]'): string {
  const alternatives = phrases.map((phrase) =>
    phrase
      .split(' ')
      .map((word) => word.replace(/[.*+?^${}()|[\]\\/-]/g, '\\$&'))
      .join(GAP),
  );
  return `(?<!${edge})(?:${alternatives.join('|')})(?!${edge})`;
}

const phrasesOf = (category: string): readonly string[] =>
  [...FINANCE_FAMILIES, ...OTHER_LANGUAGE_FAMILIES]
    .filter((f) => f.category === category)
    .flatMap((f) => f.phrases);

/** A commission paid in is one earned (an agent's sale); a bank's refunded one says so. */
const EARNED = new Set(['commission', 'commissions']);

const BANK_FEE_PHRASES = phrasesOf('Bank Fees').filter((phrase) => !EARNED.has(phrase));

/** Words that say money came back: a refund, a reversal, a returned payment. */
export const BACK = [
  'reversal',
  'reversed',
  'reverse',
  'refund',
  'refunded',
  'rebate',
  'waived',
  'waiver',
  'remission',
  'correction',
  'storno',
  'rueckbuchung',
  'rückbuchung',
  'erstattung',
  'rueckerstattung',
  'rückerstattung',
  'remboursement',
  'rimborso',
  'ristorno',
  'reembolso',
  'devolucion',
  'devolución',
  'terugbetaling',
  'terugboeking',
  'chargeback',
  'returned',
  'estorno',
  // A discount credited back in Hungarian ("forgalmi kedvezmény", a turnover discount).
  'kedvezmény',
  'kedvezmeny',
  // A payment the bank could not make, come back ("ACH Credit Reject").
  'reject',
  'rejected',
];

export const CURRENCIES =
  'eur|usd|gbp|chf|jpy|aud|cad|nzd|sek|nok|dkk|pln|czk|huf|brl|mxn|inr|cny|hkd|sgd|zar';

export const BANK_FEES = wholeWords([
  ...BANK_FEE_PHRASES,
  'frais',
  'spese',
  'comision',
  'gebuehr',
  'gebühr',
  'gebühren',
  'advance fee',
]);

export const CONVERSION = `${wholeWords([
  'converted',
  'conversion',
  'currency exchange',
  'fx trade',
  'fx conversion',
  'forex',
  'geldwechsel',
  'devisenumtausch',
  // Serbian banks' "counter-value" of a currency sold to the account.
  'protivvrednost',
])}|(?<![\\p{L}\\p{N}])(?:${CURRENCIES})\\s*(?:[./]|to|->)\\s*(?:${CURRENCIES})(?![\\p{L}\\p{N}])`;

export const BETWEEN_OWN = wholeWords([
  'own account',
  'own accounts',
  'between accounts',
  'between my accounts',
  'internal transfer',
  'interne overboeking',
  'interne overschrijving',
  'virement interne',
  'umbuchung',
  'uebertrag',
  'übertrag',
  'kontouebertrag',
  'kontoübertrag',
  'account transfer',
  'topped up',
  'top up',
  'topup',
  'aufladung',
  'ricarica',
]);

/** "from savings", "to my checking", "van spaarrekening": an own account named as the other end. */
export const OWN_ACCOUNT_END = `${wholeWords(['from', 'van', 'von', 'de', 'desde', 'da', 'to', 'naar', 'nach', 'auf'])}${GAP}(?:(?:my|own|your|mijn|mein|meinem)${GAP})?${wholeWords(
  [
    'savings',
    'saving',
    'checking',
    'chequing',
    'current account',
    'share account',
    'spaarrekening',
    'sparkonto',
    'tagesgeld',
    'compte courant',
    'ahorro',
    'chk',
    'sav',
    'loan account',
    'loan acct',
  ],
)}`;

export const PAY = wholeWords(PAY_WORDS);

/**
 * A direct deposit as ACH lines and banks cut it short: "DIRECT DEP", "DIR DEP", "DIRDEP", and a
 * credit union's "DDEPOSIT".
 */
export const DIRECT_DEP = `(?<![\\p{L}\\p{N}])(?:direct${GAP}dep|dir${GAP}dep|dirdep|ddeposit)(?![\\p{L}\\p{N}])`;

/** The bank's own words before a direct deposit ("ACH DEPOSIT DIRECT DEP 0412"): no payer. */
export const BANK_PREFIX = `^[^\\p{L}]*(?:${wholeWords(['ach', 'deposit', 'credit', 'electronic', 'mobile'])}[^\\p{L}]*)+`;

/**
 * A card processor or marketplace paying out a business's sales, or Venmo: a line naming one is
 * no pay and no push to the owner's own card.
 */
export const PROCESSOR = wholeWords([...CARD_PROCESSORS, 'venmo']);

/**
 * A direct deposit that is pay: one with a consumer's ACH markers ("ACME SVCS DIRECT DEP PPD",
 * "DES:DIRECT DEP … INDN:JANE DOE"), or one that names who pays ("Plaid Direct Dep", "Direct
 * Deposit - Excelsior Welding Company") unless that name is a bank's word or a processor's, or the
 * line is a business-to-business entry (CCD). "DIRECT DEPOSIT" alone names nobody: any ACH credit,
 * a customer's as well.
 */
export const PAID_BY_NAME = `${DIRECT_DEP}.*${wholeWords(['ppd', 'indn'])}|^(?!.*${wholeWords(['ccd'])})(?!.*${PROCESSOR})(?!${BANK_PREFIX}${DIRECT_DEP})(?:.*\\p{L}.*${DIRECT_DEP}|.*(?<![\\p{L}\\p{N}])direct${GAP}deposit\\s*[-–:]\\s*\\p{L})`;

/**
 * A sale of shares: "SOLD +MSFX 41 @84.22" starts with it and names a price or the securities;
 * "SOLD ITEMS EBAY" and "ITEMS SOLD" are a customer's sale.
 */
export const SHARES_SOLD = `^\\s*sold(?![\\p{L}\\p{N}]).*(?:@\\s*\\d|${wholeWords([
  'share',
  'shares',
  'sh',
  'units',
  'securities',
  'stock',
  'stocks',
  'etf',
  'fund',
  'lot',
])})`;

export const FUND_CODE = wholeWords(STATE_FUND_CODES);
export const FUND_PAYING = FUND_PAYING_BEFORE.map((phrase) => phrase.split(' ').join(GAP)).join(
  '|',
);

/** A French state fund's code where the line says the fund pays, or the code alone. */
export const STATE_FUND = `(?<=(?<![\\p{L}\\p{N}])(?:${FUND_PAYING})${GAP})${FUND_CODE}|${FUND_CODE}(?=${GAP}${wholeWords(FUND_PAYING_AFTER)}|[^\\p{L}]*$)`;

/** A state's tax refund code glued to its name, as US ACH lines write it ("NYSTTAXRFD"). */
export const TAX_REFUND_CODE = 'tax(?:rfd|ref)(?![\\p{L}\\p{N}])';

/** An invoice paid: a customer paying, whoever the payer is. */
export const INVOICE_PAID = wholeWords([
  'invoice',
  'inv',
  'rechnung',
  'factuur',
  'facture',
  'fattura',
  'factura',
  'faktura',
]);

/**
 * A credit over a payment network (ACH, a wire, BACS, CHAPS, SEPA): how any customer's payment
 * arrives, though it says nothing of what the money is.
 */
export const NETWORK_CREDIT = `${wholeWords([
  'ach credit',
  'ach cr',
  'ach deposit',
  'incoming wire',
  'inbound wire',
  'wire in',
  'fedwire credit',
  'chaps credit',
  'bacs credit',
  'inward remittance',
])}|${
  // Only SEPA's: a bank's "BOOK TRANSFER CREDIT TRANSFER FROM LOAN ACCOUNT" is no customer paying.
  wholeWords(['sepa credit', 'sepa ct'], '\\p{L}')
}`;
