/**
 * Words (lower case, words apart) that say what money in is where the payer's name does not: a
 * push to the business's own debit card, a card hold coming back, a bank's promotion, a benefit as
 * government lines cut it short, a transfer to the holder's own account or a bank's first one into
 * it, a lender's glued name, an expense app's reimbursement.
 */

/**
 * A push to the business's own debit card (Visa Direct, Visa's money transfer, Mastercard
 * MoneySend): its holder's money moved from an app or a wallet, or an app's advance. A customer
 * pays into the account, not onto its card; a card processor's instant payout names the processor
 * (read by the rule, not here).
 */
export const CARD_PUSH_WORDS: readonly string[] = [
  'visa direct',
  'visamoney',
  'visa money transfer',
  'moneysend',
];

/** A card's authorisation released: a hold on the account coming back, no customer paying. */
export const HOLD_RELEASED_WORDS: readonly string[] = [
  'auth crdt',
  'auth credit',
  'authorization credit',
  'authorisation credit',
];

/** A bank's promotion or bonus credited: a reward like cash back, no sale. */
export const PROMOTION_WORDS: readonly string[] = [
  'abono por campaña',
  'abono por campana',
  'bonificación',
  'bonificacion',
];

/** A benefit as government ACH lines cut it short ("VA BENEF"). */
export const BENEFIT_SHORT_WORDS: readonly string[] = ['benef'];

/**
 * Money in that says where it went ("Naar Bunq", Dutch for "to"): the line of a transfer the holder
 * sent to an account of their own. Not "naar aanleiding van" ("in reply to"), as a customer's
 * payment may say.
 */
export const SENT_TO_OWN = '(?<![\\p{L}\\p{N}])naar(?![\\p{L}\\p{N}])(?![^\\p{L}]*aanleiding)';

/**
 * A bank's first transfer into a new account, its check that the account is the holder's own
 * ("EERSTE OVERBOEKING", Dutch for "first transfer").
 */
export const ACCOUNT_CHECK_WORDS: readonly string[] = ['eerste overboeking'];

/** A lender's name glued to "loan" as card networks write it ("SUNSHINELOAN"). */
export const GLUED_LOAN = '\\p{L}{3,}loans?(?![\\p{L}\\p{N}])';

/**
 * An expense app paying back an employee's expenses: a reimbursement, no sale. Read inside a word,
 * as ACH lines run the employer's name into it ("ACME INCEXPENSIFY"); no word of any language
 * holds "expensify".
 */
export const EXPENSE_APP = 'expensify';
