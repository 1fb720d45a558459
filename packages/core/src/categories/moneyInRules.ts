import {
  CASH_ADVANCE_WORDS,
  LENDER_NAME_WORDS,
  OWN_MONEY_WORDS,
  ROUND_UP_WORDS,
} from './advanceAndSavingsWords.js';
import { withoutBusinessNames } from './businessName.js';
import { FINANCE_FAMILIES } from './financeFamilies.js';
import {
  CLAIM_WORDS,
  FUND_PAYING_AFTER,
  FUND_PAYING_BEFORE,
  LOAN_WORDS,
  STATE_FUND_CODES,
} from './financeInWords.js';
import { GIFT_WORDS } from './giftWords.js';
import { OTHER_LANGUAGE_FAMILIES } from './otherLanguageFamilies.js';
import {
  BENEFIT_WORDS,
  CONTRIBUTION_WORDS,
  INVESTMENT_WORDS,
  OWN_ACCOUNT_WORDS,
  PAY_WORDS,
  REIMBURSEMENT_WORDS,
  TAX_REFUND_WORDS,
} from './personalIncomeWords.js';

/**
 * A reading of money in from what the line says the money is, whatever the payee: a fee coming
 * back, a currency conversion, own money moving, pay, or a customer paying. A rule that does not
 * read names skips the names of businesses in the line: "BENEFIT COSMETICS LLC" paying is no
 * benefit, "ACME CORP DIV" no dividend.
 */
export type MoneyInRule = { name: string; category: string; pattern: RegExp; readsNames: boolean };

/** Anything between two words. */
const GAP = '[^\\p{L}\\p{N}]+';

/**
 * Phrases (lower case, words apart) as one case-insensitive pattern of whole words: nothing of
 * `edge` (by default a letter or a digit) just before or after.
 */
function wholeWords(phrases: readonly string[], edge = '[\\p{L}\\p{N}]'): string {
  const alternatives = phrases.map((phrase) =>
    phrase
      .split(' ')
      .map((word) => word.replace(/[.*+?^${}()|[\]\\/-]/g, '\\$&'))
      .join(GAP),
  );
  return `(?<!${edge})(?:${alternatives.join('|')})(?!${edge})`;
}

const rule = (name: string, category: string, source: string, readsNames = true): MoneyInRule => ({
  name,
  category,
  pattern: new RegExp(source, 'iu'),
  readsNames,
});

const phrasesOf = (category: string): readonly string[] =>
  [...FINANCE_FAMILIES, ...OTHER_LANGUAGE_FAMILIES]
    .filter((f) => f.category === category)
    .flatMap((f) => f.phrases);

/** A commission paid in is one earned (an agent's sale); a bank's refunded one says so. */
const EARNED = new Set(['commission', 'commissions']);

const BANK_FEE_PHRASES = phrasesOf('Bank Fees').filter((phrase) => !EARNED.has(phrase));

/** Words that say money came back: a refund, a reversal, a returned payment. */
const BACK = [
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
  // A payment the bank could not make, come back ("ACH Credit Reject").
  'reject',
  'rejected',
];

const CURRENCIES =
  'eur|usd|gbp|chf|jpy|aud|cad|nzd|sek|nok|dkk|pln|czk|huf|brl|mxn|inr|cny|hkd|sgd|zar';

const BANK_FEES = wholeWords([
  ...BANK_FEE_PHRASES,
  'frais',
  'spese',
  'comision',
  'gebuehr',
  'gebühr',
  'gebühren',
  'advance fee',
]);

const CONVERSION = `${wholeWords([
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

const BETWEEN_OWN = wholeWords([
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
const OWN_ACCOUNT_END = `${wholeWords(['from', 'van', 'von', 'de', 'desde', 'da', 'to', 'naar', 'nach', 'auf'])}${GAP}(?:(?:my|own|your|mijn|mein|meinem)${GAP})?${wholeWords(
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

const PAY = wholeWords(PAY_WORDS);

/** "DIRECT DEP", as an ACH line's entry description writes a direct deposit. */
const DIRECT_DEP = `(?<![\\p{L}\\p{N}])direct${GAP}dep(?![\\p{L}\\p{N}])`;

/** The bank's own words before a direct deposit ("ACH DEPOSIT DIRECT DEP 0412"): no payer. */
const BANK_PREFIX = `^[^\\p{L}]*(?:${wholeWords(['ach', 'deposit', 'credit', 'electronic', 'mobile'])}[^\\p{L}]*)+`;

/** A card processor or marketplace paying out a business's sales: no employer. */
const PROCESSOR = wholeWords([
  'stripe',
  'square',
  'sq inc',
  'paypal',
  'shopify',
  'etsy',
  'ebay',
  'clover',
  'toast',
  'doordash',
  'grubhub',
  'uber eats',
  'venmo',
  'zettle',
  'sumup',
  'adyen',
  'braintree',
  'woocommerce',
  'gumroad',
  'mollie',
]);

/**
 * A direct deposit that is pay: one with a consumer's ACH markers ("ACME SVCS DIRECT DEP PPD",
 * "DES:DIRECT DEP … INDN:JANE DOE"), or one that names who pays ("Plaid Direct Dep", "Direct
 * Deposit - Excelsior Welding Company") unless that name is a bank's word or a processor's, or the
 * line is a business-to-business entry (CCD). "DIRECT DEPOSIT" alone names nobody: any ACH credit,
 * a customer's as well.
 */
const PAID_BY_NAME = `${DIRECT_DEP}.*${wholeWords(['ppd', 'indn'])}|^(?!.*${wholeWords(['ccd'])})(?!.*${PROCESSOR})(?!${BANK_PREFIX}${DIRECT_DEP})(?:.*\\p{L}.*${DIRECT_DEP}|.*(?<![\\p{L}\\p{N}])direct${GAP}deposit\\s*[-–:]\\s*\\p{L})`;

/**
 * A sale of shares: "SOLD +MSFX 41 @84.22" starts with it and names a price or the securities;
 * "SOLD ITEMS EBAY" and "ITEMS SOLD" are a customer's sale.
 */
const SHARES_SOLD = `^\\s*sold(?![\\p{L}\\p{N}]).*(?:@\\s*\\d|${wholeWords([
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

const FUND_CODE = wholeWords(STATE_FUND_CODES);
const FUND_PAYING = FUND_PAYING_BEFORE.map((phrase) => phrase.split(' ').join(GAP)).join('|');

/** A French state fund's code where the line says the fund pays, or the code alone. */
const STATE_FUND = `(?<=(?<![\\p{L}\\p{N}])(?:${FUND_PAYING})${GAP})${FUND_CODE}|${FUND_CODE}(?=${GAP}${wholeWords(FUND_PAYING_AFTER)}|[^\\p{L}]*$)`;

/** A state's tax refund code glued to its name, as US ACH lines write it ("NYSTTAXRFD"). */
const TAX_REFUND_CODE = 'tax(?:rfd|ref)(?![\\p{L}\\p{N}])';

const CUSTOMER_PAYING = `${wholeWords([
  'invoice',
  'inv',
  'rechnung',
  'factuur',
  'facture',
  'fattura',
  'factura',
  'faktura',
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
  // A SEPA credit transfer is how any euro payment arrives: a customer's, unless it says otherwise.
  // Only SEPA's: a bank's "BOOK TRANSFER CREDIT TRANSFER FROM LOAN ACCOUNT" is no customer paying.
  wholeWords(['sepa credit', 'sepa ct'], '\\p{L}')
}`;

/**
 * Read in this order before the keyword lists, for money in only. A bank never pays a fee, so a
 * fee named on money in is one coming back; so is any refund or reversal. A leg of a currency
 * conversion, money from the business's own savings or current account, and pay (a salary, as a
 * personal-style account receives) are no sale; nor are a benefit or pension, dividends or interest.
 * A tax authority paying in, or a tax said to be refunded, is a tax refund (after the benefits: a
 * social-security payment is no tax refund). What is left that names an invoice paid, or a
 * credit over a payment network (ACH, wire), is a customer paying: a sale; then a line that says
 * a claim or a loan is paid out is no sale. Who pays never decides: an insurer, a lender or a fund
 * manager is a customer like any other unless the line says otherwise.
 */
export const MONEY_IN_RULES: readonly MoneyInRule[] = [
  rule('fee coming back', 'Other', BANK_FEES),
  rule('benefit or pension', 'Other', `${wholeWords(BENEFIT_WORDS)}|${STATE_FUND}`, false),
  rule('pay', 'Other', `${PAY}|${PAID_BY_NAME}`),
  rule('tax refund', 'Taxes', `${wholeWords(TAX_REFUND_WORDS)}|${TAX_REFUND_CODE}`),
  rule('money coming back', 'Other', wholeWords([...BACK, ...REIMBURSEMENT_WORDS])),
  rule('currency conversion', 'Other', CONVERSION),
  rule(
    'own accounts',
    'Other',
    `${BETWEEN_OWN}|${OWN_ACCOUNT_END}|${wholeWords([...OWN_ACCOUNT_WORDS, ...OWN_MONEY_WORDS])}`,
  ),
  rule('cash advance', 'Other', wholeWords(CASH_ADVANCE_WORDS)),
  rule('cash advance', 'Other', wholeWords(LENDER_NAME_WORDS), false),
  rule('own accounts', 'Other', wholeWords(ROUND_UP_WORDS), false),
  // A gift's word may be glued to a reference number ("0123SPENDE").
  rule('gift', 'Other', wholeWords(GIFT_WORDS, '\\p{L}'), false),
  rule('contribution', 'Other', wholeWords(CONTRIBUTION_WORDS), false),
  rule('investment income', 'Other', `${wholeWords(INVESTMENT_WORDS)}|${SHARES_SOLD}`, false),
  rule('customer paying', 'Sales', CUSTOMER_PAYING),
  rule('claim or loan paid out', 'Other', wholeWords([...CLAIM_WORDS, ...LOAN_WORDS]), false),
];

/** The first rule that reads a line of money in, if any does. */
export function moneyInRule(text: string): MoneyInRule | undefined {
  let unnamed: string | undefined;
  return MONEY_IN_RULES.find((r) => {
    if (!r.pattern.test(text)) return false;
    if (r.readsNames) return true;
    // Only a line the rule reads is searched for names: most lines of money in are not.
    unnamed ??= withoutBusinessNames(text);
    return r.pattern.test(unnamed);
  });
}
