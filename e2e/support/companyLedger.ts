import type { SeedAccount, SeedTransaction } from './seed';

function iso(date: Date): string {
  const month = String(date.getMonth() + 1).padStart(2, '0');
  const day = String(date.getDate()).padStart(2, '0');
  return `${date.getFullYear()}-${month}-${day}`;
}

/** The company's accounts: operating checking, a savings reserve and a corporate card. */
export const companyAccounts: SeedAccount[] = [
  {
    id: 'ops',
    name: 'Silicon Valley Operating Checking',
    kind: 'checking',
    currency: 'USD',
    openingBalance: 0,
    openingDate: '2020-01-01',
    archived: false,
  },
  {
    id: 'reserve',
    name: 'Treasury Reserve Savings',
    kind: 'savings',
    currency: 'USD',
    openingBalance: 750_000,
    openingDate: '2020-01-01',
    archived: false,
  },
  {
    id: 'amex',
    name: 'Amex Corporate Platinum',
    kind: 'credit card',
    currency: 'USD',
    openingBalance: 0,
    openingDate: '2020-01-01',
    archived: false,
  },
];

/**
 * Six months (or `monthsBack`) and the month so far of a company burning about half a million dollars a month, with
 * the long payee names and six-figure amounts to the cent that real books have, around today's
 * date (the app reads the local clock), newest first; before the 20th, ending with last month.
 */
export function companyLedger(now = new Date(), monthsBack = 6): SeedTransaction[] {
  const rows: SeedTransaction[] = [];
  const month: Array<[number, number, string, string, string]> = [
    [1, -149_200, 'Payroll', 'GUSTO PAYROLL NET PAY BATCH', 'ops'],
    [1, -45_000, 'Rent', 'Market Street office lease', 'ops'],
    [3, 212_350.25, 'Sales', 'Stripe payout', 'ops'],
    [5, -61_299.47, 'Software', 'Amazon Web Services monthly invoice', 'ops'],
    [8, -24_870.33, 'Marketing', 'Google Ads campaign spend', 'ops'],
    [12, 35_480.1, 'Consulting', 'Enterprise implementation invoice paid', 'ops'],
    [15, -149_200, 'Payroll', 'GUSTO PAYROLL NET PAY BATCH', 'ops'],
    [18, -18_450.2, 'Software', 'Figma, Notion and Slack annual seats', 'amex'],
    [20, -38_120.55, 'Contractors', 'Deel contractor payments', 'ops'],
  ];
  // Before the month's last entry (the 20th) the ledger ends with last month, whole: the app dates
  // its figures by the data, so the pages show the same figures on any day of the month.
  const end = now.getDate() >= 20 ? now : new Date(now.getFullYear(), now.getMonth(), 0);
  for (let back = 0; back <= monthsBack; back += 1) {
    for (const [day, amount, category, description, accountId] of month) {
      const date = new Date(end.getFullYear(), end.getMonth() - back, day);
      if (date > end) continue;
      rows.push({
        id: `company-${back}-${day}-${rows.length}`,
        date: iso(date),
        description,
        amount,
        type: amount < 0 ? 'outflow' : 'inflow',
        category,
        accountId,
      });
    }
  }
  rows.sort((a, b) => (a.date < b.date ? 1 : a.date > b.date ? -1 : 0));
  // The operating account's newest statement line carries its running balance.
  const newestOps = rows.find((row) => row.accountId === 'ops');
  if (newestOps) newestOps.balance = 1_450_000;
  return rows;
}
