/**
 * Words (lower case, words apart) that say what money in from an insurer, a lender or a French
 * state fund is. The payer's name alone never does: an insurer, a bank or a fund manager pays a
 * business for its goods as any customer does ("AVIVA PLC BACS", "CNP ASSURANCES").
 */

/** An insurance claim paid out. */
export const CLAIM_WORDS: readonly string[] = [
  'claim',
  'claims',
  'claim payment',
  'claim settlement',
  'insurance settlement',
  'insurance payout',
  'sinistre',
  'indemnite',
  'indemnité',
  'indemnites',
  'indemnités',
  'schadenzahlung',
  'schadensregulierung',
  'schadenregulierung',
  'schadenersatz',
  'schadevergoeding',
  'schade uitkering',
  'risarcimento',
  'sinistro',
  'siniestro',
  'indemnizacion',
  'indemnización',
];

/**
 * A loan paid out, or instalments of one paid back to the account. Not "prêt" alone, which is also
 * a shop's "ready" ("PRET A MANGER").
 */
export const LOAN_WORDS: readonly string[] = [
  'loan',
  'loan disbursement',
  'loan proceeds',
  'eidl',
  'deblocage pret',
  'déblocage prêt',
  'deblocage de pret',
  'déblocage de prêt',
  'deblocage fonds',
  'déblocage fonds',
  'versement pret',
  'versement prêt',
  'decaissement pret',
  'décaissement prêt',
  'pret immobilier',
  'prêt immobilier',
  'pret personnel',
  'prêt personnel',
  'pret professionnel',
  'prêt professionnel',
  'darlehen',
  'darlehensauszahlung',
  'kredit auszahlung',
  'kreditauszahlung',
  'lening',
  'hypotheek',
  'aflossing',
  'aflossingstermijn',
  'prestito',
  'mutuo',
  'finanziamento',
  'prestamo',
  'préstamo',
  'emprestimo',
  'empréstimo',
  'financiamento',
  'pozajmica',
  'pozajmici',
  'uver',
  'úvěr',
  'splatka',
  'splátka',
];

/**
 * French state funds' short codes that also start businesses' names: a benefit only where the line
 * reads as a French transfer from the fund ("VIR RSI PRESTATIONS", "VIREMENT DE RSI", "SECU
 * SOCIALE") or the code stands alone ("SECU 05/2008").
 */
export const STATE_FUND_CODES: readonly string[] = ['rsi', 'secu'];

/** French words before a state fund's code that say it is the one paying. */
export const FUND_PAYING_BEFORE: readonly string[] = ['vir', 'virement', 'vir recu', 'recu', 'de'];

/** French words after a state fund's code that say it pays a benefit. */
export const FUND_PAYING_AFTER: readonly string[] = [
  'sociale',
  'prestations',
  'prestation',
  'maladie',
  'retraite',
  'indemnites',
  'indemnités',
  'remboursement',
  'rembt',
];
