import type { TransactionType } from '../transaction.js';
import type { SeededRandom } from './seededRandom.js';

/**
 * A payee of a generated small business: the category a bookkeeper would give its transactions
 * (the label), how often it appears, its amounts, and how its bank writes it (noisy: card
 * numbers, dates, references, store numbers). Some are well-known names the heuristics should
 * know; others are local firms or customers no built-in list can know.
 */
export type PayeeSpec = {
  truth: string;
  type: TransactionType;
  /** Expected occurrences per month (1/3: quarterly). */
  perMonth: number;
  /** Amount range in currency units. */
  amount: readonly [number, number];
  describe: (rng: SeededRandom) => string;
};

const card = (rng: SeededRandom, name: string): string =>
  rng.chance(0.9)
    ? `CHECKCARD ${rng.digits(4)} ${name} ${rng.digits(6)}`
    : `DEBIT CARD PURCHASE XXXX${rng.digits(4)} ${name}`;
const ach = (rng: SeededRandom, name: string): string => `ACH DEBIT ${name} ${rng.digits(6)} PPD`;

const CUSTOMERS = [
  'NORTHWIND TRADERS',
  'CONTOSO LTD',
  'FABRIKAM INC',
  'TAILSPIN TOYS',
  'LITWARE INC',
  'ADVENTURE WORKS',
  'BLUE YONDER AIRLINES',
  'WINGTIP TOYS',
  'PROSEWARE INC',
  'LUCERNE PUBLISHING',
  'MARGIES TRAVEL',
  'ALPINE SKI HOUSE',
];

const customer = (name: string, perMonth: number): PayeeSpec[] => [
  {
    truth: 'Sales',
    type: 'inflow',
    perMonth: perMonth * 0.75,
    amount: [800, 12_000],
    describe: (rng) => `ACH CREDIT ${name} INV ${rng.digits(5)}`,
  },
  {
    truth: 'Sales',
    type: 'inflow',
    perMonth: perMonth * 0.25,
    amount: [800, 12_000],
    describe: (rng) => `WIRE TRANSFER CREDIT ${name} REF ${rng.code(8)}`,
  },
];

/** A services business with a small kitchen: about 170 transactions a month. */
export const PAYEES: readonly PayeeSpec[] = [
  ...CUSTOMERS.flatMap((name, i) => customer(name, i < 4 ? 3 : 1)),
  {
    truth: 'Sales',
    type: 'inflow',
    perMonth: 9,
    amount: [300, 4_000],
    describe: (rng) => `STRIPE TRANSFER ST-${rng.code(10)}`,
  },
  {
    truth: 'Sales',
    type: 'inflow',
    perMonth: 20,
    amount: [40, 900],
    describe: (rng) => `SQUARE INC ${rng.digits(6)}P2 L${rng.digits(6)}`,
  },
  {
    truth: 'Sales',
    type: 'inflow',
    perMonth: 3,
    amount: [100, 2_000],
    describe: (rng) => `MOBILE DEPOSIT REF ${rng.digits(9)}`,
  },
  {
    truth: 'Sales',
    type: 'inflow',
    perMonth: 6,
    amount: [20, 400],
    describe: (rng) =>
      `ZELLE FROM ${rng.pick(['J SMITH', 'M GARCIA', 'A CHEN', 'R PATEL', 'L JONES'])} ${rng.code(9)}`,
  },
  {
    truth: 'Payroll',
    type: 'outflow',
    perMonth: 2.17,
    amount: [18_000, 24_000],
    describe: (rng) => `GUSTO PAYROLL ${rng.digits(6)} ACME LLC`,
  },
  {
    truth: 'Payroll',
    type: 'outflow',
    perMonth: 2.17,
    amount: [4_000, 6_000],
    describe: (rng) => `GUSTO TAX ${rng.digits(6)} ACME LLC`,
  },
  {
    truth: 'Payroll',
    type: 'outflow',
    perMonth: 0.5,
    amount: [500, 3_000],
    describe: (rng) =>
      `ONLINE TRANSFER TO CONTRACTOR ${rng.pick(['DAVIS', 'NGUYEN'])} ${rng.digits(4)}`,
  },
  {
    truth: 'Taxes',
    type: 'outflow',
    perMonth: 1 / 3,
    amount: [3_000, 9_000],
    describe: (rng) => `IRS USATAXPYMT ${rng.digits(15)}`,
  },
  {
    truth: 'Taxes',
    type: 'outflow',
    perMonth: 1,
    amount: [600, 1_800],
    describe: (rng) => `TX COMPTROLLER SALES TAX ${rng.digits(8)}`,
  },
  {
    truth: 'Rent',
    type: 'outflow',
    perMonth: 1,
    amount: [6_500, 6_500],
    describe: (rng) => ach(rng, 'OAKWOOD HOLDINGS LLC'),
  },
  {
    truth: 'Utilities',
    type: 'outflow',
    perMonth: 1,
    amount: [300, 900],
    describe: (rng) => `PG&E WEB ONLINE ${rng.digits(6)}`,
  },
  {
    truth: 'Utilities',
    type: 'outflow',
    perMonth: 1,
    amount: [180, 220],
    describe: (rng) => card(rng, 'COMCAST BUSINESS 800-391-3000 PA'),
  },
  {
    truth: 'Utilities',
    type: 'outflow',
    perMonth: 1,
    amount: [90, 260],
    describe: (rng) => `CITY OF AUSTIN UTILITY ${rng.digits(8)}`,
  },
  ...(
    [
      ['AWS EMEA aws.amazon.co WA', 300, 2_400],
      ['GOOGLE *GSUITE_acme.co', 72, 144],
      ['SLACK T02ABCD CA', 120, 180],
      ['ADOBE *CREATIVE CLD 408-536-6000', 55, 55],
      ['SALESFORCE.COM 800-667-6389', 450, 450],
      ['GITHUB, INC. SAN FRANCISCO', 84, 84],
      ['INTUIT *QBOOKS ONLINE CA', 90, 90],
      ['ZOOM.US 888-799-9666', 30, 60],
      ['VERCEL INC. COVINA', 20, 120],
      ['LINEAR ORBIT INC', 40, 80],
      ['CALENDLY ATLANTA GA', 16, 16],
    ] as const
  ).map(([name, low, high]): PayeeSpec => ({
    truth: 'Software',
    type: 'outflow',
    perMonth: 1,
    amount: [low, high],
    describe: (rng) => card(rng, name),
  })),
  {
    truth: 'Insurance',
    type: 'outflow',
    perMonth: 1,
    amount: [410, 410],
    describe: (rng) => ach(rng, 'STATE FARM INS PREM'),
  },
  {
    truth: 'Insurance',
    type: 'outflow',
    perMonth: 1 / 12,
    amount: [2_400, 2_900],
    describe: (rng) => `HISCOX INC ${rng.digits(10)}`,
  },
  {
    truth: 'Bank Fees',
    type: 'outflow',
    perMonth: 1,
    amount: [25, 25],
    describe: () => 'MONTHLY MAINTENANCE FEE',
  },
  {
    truth: 'Bank Fees',
    type: 'outflow',
    perMonth: 1.5,
    amount: [15, 35],
    describe: (rng) => `WIRE TRANSFER FEE ${rng.digits(6)}`,
  },
  {
    truth: 'Loan Payments',
    type: 'outflow',
    perMonth: 1,
    amount: [1_250, 1_250],
    describe: (rng) => `SBA EIDL LOAN PMT ${rng.digits(10)}`,
  },
  {
    truth: 'Marketing',
    type: 'outflow',
    perMonth: 4,
    amount: [50, 800],
    describe: (rng) => card(rng, `GOOGLE *ADS${rng.digits(10)} CC GOOGLE.COM CA`),
  },
  {
    truth: 'Marketing',
    type: 'outflow',
    perMonth: 3,
    amount: [40, 500],
    describe: (rng) => card(rng, `FACEBK *${rng.code(10)} MENLO PARK CA`),
  },
  {
    truth: 'Marketing',
    type: 'outflow',
    perMonth: 0.7,
    amount: [200, 1_500],
    describe: (rng) => `BRIGHT PRINT CO INV ${rng.digits(5)}`,
  },
  {
    truth: 'Maintenance',
    type: 'outflow',
    perMonth: 0.6,
    amount: [150, 1_200],
    describe: () => `JOES PLUMBING & HEATING`,
  },
  {
    truth: 'Maintenance',
    type: 'outflow',
    perMonth: 4,
    amount: [60, 90],
    describe: (rng) => ach(rng, 'CINTAS CORP'),
  },
  {
    truth: 'Maintenance',
    type: 'outflow',
    perMonth: 2,
    amount: [20, 400],
    describe: (rng) => card(rng, `THE HOME DEPOT #${rng.digits(4)} AUSTIN TX`),
  },
  {
    truth: 'Food Supplies',
    type: 'outflow',
    perMonth: 8,
    amount: [300, 2_500],
    describe: (rng) => `SYSCO CENTRAL TEXAS INV ${rng.digits(7)}`,
  },
  {
    truth: 'Food Supplies',
    type: 'outflow',
    perMonth: 6,
    amount: [80, 600],
    describe: (rng) => card(rng, 'METRO PRODUCE DIST AUSTIN TX'),
  },
  {
    truth: 'Food Supplies',
    type: 'outflow',
    perMonth: 2,
    amount: [100, 900],
    describe: (rng) => card(rng, `RESTAURANT DEPOT #${rng.digits(3)}`),
  },
  {
    truth: 'Miscellaneous',
    type: 'outflow',
    perMonth: 8,
    amount: [10, 300],
    describe: (rng) => card(rng, `AMAZON.COM*${rng.code(9)} AMZN.COM/BILL WA`),
  },
  {
    truth: 'Miscellaneous',
    type: 'outflow',
    perMonth: 2,
    amount: [10, 200],
    describe: (rng) => card(rng, `STAPLES ${rng.digits(8)} AUSTIN TX`),
  },
  {
    truth: 'Miscellaneous',
    type: 'outflow',
    perMonth: 0.1,
    amount: [50, 400],
    describe: () => 'TX SOS BUSINESS LICENSE RENEWAL',
  },
  {
    truth: 'Other',
    type: 'outflow',
    perMonth: 1,
    amount: [1_000, 5_000],
    describe: (rng) => `ONLINE TRANSFER TO SAV ${rng.digits(4)}`,
  },
  {
    truth: 'Other',
    type: 'outflow',
    perMonth: 2,
    amount: [40, 400],
    describe: (rng) => `ATM WITHDRAWAL ${rng.digits(6)} 5TH ST AUSTIN`,
  },
  {
    truth: 'Other',
    type: 'inflow',
    perMonth: 1,
    amount: [1, 30],
    describe: () => 'INTEREST PAYMENT',
  },
];
