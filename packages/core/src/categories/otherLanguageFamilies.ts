import type { KeywordFamily } from './keywordFamily.js';

/**
 * Costs in the words of Brazilian, Dutch, German and Macedonian statements, beyond those the
 * finance and supplier families know: taxes (IOF, IPTU, the Dutch WOZ), a bank's tariffs and
 * commissions, employers' social-insurance contributions, loans, premiums and utilities. Part of
 * `PAYEE_FAMILIES`, after the supplier families; on money in, a fee is one coming back and a
 * lender or an insurer paying is no sale, as for the finance families.
 */
export const OTHER_LANGUAGE_FAMILIES: readonly KeywordFamily[] = [
  {
    category: 'Taxes',
    phrases: [
      'iof',
      'i o f',
      'imposto',
      'impostos',
      'tributo',
      'tributos',
      'iptu',
      'darf',
      'woz',
      'aanslag',
      'aanslagbiljet',
      'aanslagbiljetnummer',
      'gemeentelijke belastingen',
      'waterschapsbelasting',
      // Tax authorities and taxes of Balkan, Polish, Nordic and Singapore statements.
      'porez',
      'poreska uprava',
      'porezna uprava',
      'urzad skarbowy',
      'mva',
      'skatteverket',
      'skattetaten',
      'iras',
    ],
  },
  {
    category: 'Bank Fees',
    phrases: [
      'tarifa',
      'tarifas',
      'provizija',
      'provizije',
      'gebuehr',
      'gebyr',
      'gebyrer',
      'entgelte',
      'bankfee',
      'prowadzenie rachunku',
      'dcc fee',
      'currency exchange fee',
    ],
  },
  {
    // An employer's contributions for its staff to the statutory health and pension insurers.
    category: 'Payroll',
    phrases: [
      'salaris',
      'salarissen',
      'knappschaft',
      'krankenkasse',
      'aok',
      'bkk',
      'ikk',
      'barmer',
      'dak gesundheit',
      'minijob zentrale',
      'sozialversicherung',
    ],
  },
  {
    category: 'Loan Payments',
    phrases: [
      'aflossing',
      'aflossingstermijn',
      'hypotheek',
      'pozajmica',
      'pozajmici',
      'emprestimo',
      'financiamento',
      'paskola',
      'paskolos',
      'kredyt',
      'kredytu',
    ],
  },
  {
    category: 'Insurance',
    phrases: [
      'seguro',
      'premie',
      'zorgverzekering',
      'reisverzekering',
      'autoverzekering',
      'inboedelverzekering',
    ],
  },
  {
    category: 'Utilities',
    phrases: [
      'conta de luz',
      'conta luz',
      'conta telefone',
      'conta de telefone',
      'conta agua',
      'conta de agua',
      'esgoto',
      'energia eletrica',
      'elektricna energija',
    ],
  },
  {
    category: 'Maintenance',
    phrases: ['schilderwerk', 'schilder', 'loodgieter', 'dakdekker', 'onderhoud', 'reparatie'],
  },
  {
    // An accountant's services, a fee for a service as app.md files one.
    category: 'Miscellaneous',
    phrases: [
      'accounting services',
      'accounting fees',
      'bookkeeping',
      'boekhouding',
      'buchhaltung',
    ],
    only: 'outflow',
  },
];
