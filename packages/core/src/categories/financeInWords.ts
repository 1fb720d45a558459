/**
 * Words (lower case, words apart) that say what money in from an insurer, a lender, a fund manager
 * or a French state fund is. An insurer or a fund manager is told by its trade's word, never by its
 * brand ("AVIVA PLC BACS", "AON UK LTD" and "ALLIANZ TECHNOLOGY SE" may be customers; so may a
 * business whose name an insurer's brand shares, "PROGRESSIVE DENTAL GROUP").
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
 * An insurer or a health fund by its trade's word: its money in with no word of an invoice is a
 * claim settled or a refund of care, no sale. Austria's regional health funds as their lines
 * write them ("NÖGKK", Gebietskrankenkasse).
 */
export const INSURER_WORDS: readonly string[] = [
  'insurance',
  'insurer',
  'insurers',
  // Not "assurance" alone: in English it is also an auditor's or a quality check ("QUALITY ASSURANCE
  // SERVICES LLC" is a customer).
  'assurances',
  'life assurance',
  'mutual assurance',
  'assurance vie',
  'assurance maladie',
  'versicherung',
  'versicherungen',
  'verzekering',
  'verzekeringen',
  'zorgverzekeraar',
  'zorgverzekeringen',
  'assicurazione',
  'assicurazioni',
  'seguros',
  'seguradora',
  'aseguradora',
  'health fund',
  'gebietskrankenkasse',
  'ögk',
  'oegk',
  'wgkk',
  'nögkk',
  'noegkk',
  'oögkk',
  'ooegkk',
  'stgkk',
  'kgkk',
  'sgkk',
  'tgkk',
  'vgkk',
  'bgkk',
];

/** A fund manager by its trade's word: its money in is a redemption or a distribution. */
export const FUND_MANAGER_WORDS: readonly string[] = [
  'asset management',
  'asset mgmt',
  'asset managers',
  'fund management',
  'fund managers',
  'investment management',
  'gestion d actifs',
  'gestion de actifs',
  'kapitalverwaltungsgesellschaft',
  'fondsgesellschaft',
  'vermogensbeheer',
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
