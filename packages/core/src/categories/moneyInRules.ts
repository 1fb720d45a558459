import {
  CASH_ADVANCE_WORDS,
  LENDER_NAME_WORDS,
  OWN_MONEY_WORDS,
  ROUND_UP_WORDS,
} from './advanceAndSavingsWords.js';
import { withoutBusinessNames } from './businessName.js';
import { CLAIM_WORDS, FUND_MANAGER_WORDS, INSURER_WORDS, LOAN_WORDS } from './financeInWords.js';
import { GIFT_WORDS } from './giftWords.js';
import {
  ACCOUNT_CHECK_WORDS,
  BENEFIT_SHORT_WORDS,
  CARD_PUSH_WORDS,
  EXPENSE_APP,
  GLUED_LOAN,
  HOLD_RELEASED_WORDS,
  PROMOTION_WORDS,
  SENT_TO_OWN,
} from './moneyInSignals.js';
import {
  BACK,
  BANK_FEES,
  BETWEEN_OWN,
  CONVERSION,
  INVOICE_PAID,
  NETWORK_CREDIT,
  OWN_ACCOUNT_END,
  PAID_BY_NAME,
  PAY,
  PROCESSOR,
  SHARES_SOLD,
  STATE_FUND,
  TAX_REFUND_CODE,
  wholeWords,
} from './moneyInPatterns.js';
import { BENEFIT_WORDS, REIMBURSEMENT_WORDS, TAX_REFUND_WORDS } from './personalIncomeWords.js';
import {
  CONTRIBUTION_WORDS,
  INVESTMENT_WORDS,
  OWN_ACCOUNT_WORDS,
} from './savingsAndOwnMoneyWords.js';

/**
 * A reading of money in from what the line says the money is, whatever the payee: a fee coming
 * back, a currency conversion, own money moving, pay, or a customer paying. A rule that does not
 * read names skips the names of businesses in the line: "BENEFIT COSMETICS LLC" paying is no
 * benefit, "ACME CORP DIV" no dividend.
 */
export type MoneyInRule = { name: string; category: string; pattern: RegExp; readsNames: boolean };

const rule = (name: string, category: string, source: string, readsNames = true): MoneyInRule => ({
  name,
  category,
  pattern: new RegExp(source, 'iu'),
  readsNames,
});

/**
 * Read in this order before the keyword lists, for money in only. A bank never pays a fee, so a
 * fee named on money in is one coming back; so is any refund or reversal. A leg of a currency
 * conversion, money from the business's own savings or current account, and pay (a salary, as a
 * personal-style account receives) are no sale; nor are a benefit or pension, dividends or interest.
 * A tax authority paying in, or a tax said to be refunded, is a tax refund (after the benefits: a
 * social-security payment is no tax refund). What is left that names an invoice paid is a customer
 * paying: a sale. Then a line that says a claim or a loan is paid out is no sale, and nor is money
 * from an insurer or a fund manager told by its trade's word ("ASSURANCES", "ASSET MANAGEMENT"):
 * for most businesses it is a claim settled or a redemption, and a sale wrongly booked overstates
 * revenue, where a clinic's insurers wrongly left in Other are one rule each to fix. Its brand alone
 * decides nothing ("AVIVA PLC" may be a customer). Last, a credit over a payment network (ACH, a
 * wire, SEPA), which says how money came and not what it is, is a customer paying.
 */
export const MONEY_IN_RULES: readonly MoneyInRule[] = [
  rule('fee coming back', 'Other', BANK_FEES),
  rule(
    'benefit or pension',
    'Other',
    `${wholeWords([...BENEFIT_WORDS, ...BENEFIT_SHORT_WORDS])}|${STATE_FUND}`,
    false,
  ),
  rule('pay', 'Other', `${PAY}|${PAID_BY_NAME}`),
  rule('tax refund', 'Taxes', `${wholeWords(TAX_REFUND_WORDS)}|${TAX_REFUND_CODE}`),
  rule(
    'money coming back',
    'Other',
    `${wholeWords([...BACK, ...REIMBURSEMENT_WORDS, ...HOLD_RELEASED_WORDS])}|${EXPENSE_APP}`,
  ),
  rule('currency conversion', 'Other', CONVERSION),
  rule('promotion', 'Other', wholeWords(PROMOTION_WORDS)),
  rule(
    'own accounts',
    'Other',
    `${BETWEEN_OWN}|${OWN_ACCOUNT_END}|${SENT_TO_OWN}|${wholeWords([...OWN_ACCOUNT_WORDS, ...OWN_MONEY_WORDS, ...ACCOUNT_CHECK_WORDS])}`,
  ),
  rule('cash advance', 'Other', wholeWords(CASH_ADVANCE_WORDS)),
  rule(
    'cash advance',
    'Other',
    `${wholeWords(LENDER_NAME_WORDS)}|(?<![\\p{L}\\p{N}])${GLUED_LOAN}`,
    false,
  ),
  rule('push to own card', 'Other', `^(?!.*${PROCESSOR}).*${wholeWords(CARD_PUSH_WORDS)}`),
  rule('own accounts', 'Other', wholeWords(ROUND_UP_WORDS), false),
  // A gift's word may be glued to a reference number ("0123SPENDE").
  rule('gift', 'Other', wholeWords(GIFT_WORDS, '\\p{L}'), false),
  rule('contribution', 'Other', wholeWords(CONTRIBUTION_WORDS), false),
  rule('investment income', 'Other', `${wholeWords(INVESTMENT_WORDS)}|${SHARES_SOLD}`, false),
  rule('invoice paid', 'Sales', INVOICE_PAID),
  rule('claim or loan paid out', 'Other', wholeWords([...CLAIM_WORDS, ...LOAN_WORDS]), false),
  rule(
    'insurer or fund manager paying',
    'Other',
    wholeWords([...INSURER_WORDS, ...FUND_MANAGER_WORDS]),
  ),
  rule('customer paying', 'Sales', NETWORK_CREDIT),
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
