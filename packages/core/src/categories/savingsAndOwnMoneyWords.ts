/**
 * Words (lower case, words apart) that name money in coming from savings, investments or the
 * account's own people rather than a sale: investment income, contributions and the holder's own
 * accounts, in the languages of the statements Cashline reads. Both the accented and the
 * unaccented spelling, as banks write either.
 */

/** Dividends, coupons, interest and other income from savings and investments. */
export const INVESTMENT_WORDS: readonly string[] = [
  'dividend',
  'dividends',
  'proventos',
  'rendimento',
  'rendimentos',
  'div',
  'qualified dividend',
  'ordinary dividend',
  'capital gain',
  'capital gains',
  'cap gain',
  'reinvestment',
  'coupon',
  'interest',
  'int earned',
  'credit interest',
  'dividende',
  'dividendes',
  'interets',
  'intérêts',
  'dividenden',
  'ertragsgutschrift',
  'ausschuettung',
  'ausschüttung',
  'zinsgutschrift',
  'zinsen',
  'rentebijschrijving',
  'dividendo',
  'dividendi',
  'cedola',
  'cedole',
  'interessi',
  'dividenda',
  'dividendy',
  'kupon',
  'urok',
  'úrok',
  'uroky',
  'úroky',
  'you sold',
  // Not 'asset management': it names a fund manager, who pays a business as any customer does.
  'redemption',
  'rachat',
  'resgate',
  'odsetki',
  'odsetek',
  'creditrente',
];

/**
 * Money put in by someone who shares the account or its costs, or by an employer to a pension
 * plan: a contribution, no sale.
 */
export const CONTRIBUTION_WORDS: readonly string[] = [
  'contribution',
  'contributions',
  'employer contr',
  'participant',
  'beitrag',
  'bijdrage',
  'contributo',
  'příspěvek',
  'prispevek',
];

/** An own account named as the other end of money in: savings books and current accounts. */
export const OWN_ACCOUNT_WORDS: readonly string[] = [
  'compte cheques',
  'compte chèques',
  'epargne',
  'épargne',
  'livret',
  'sparbuch',
  'risparmio',
  'sporici',
  'spořicí',
  'sporeni',
  'spoření',
  'transferred from',
  'poupanca',
  'poupança',
  'poup',
  'spaarrekening',
  'sparkonto',
  'tagesgeldkonto',
  'savings account',
  // A bank checking that the account is the business's own, with a deposit or a code.
  'acctverify',
  'verifizierungscode',
  'verification deposit',
  'trial deposit',
  'micro deposit',
  'microdeposit',
];
