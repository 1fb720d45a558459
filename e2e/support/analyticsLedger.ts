import type { SeedTransaction } from './seed';

function iso(date: Date): string {
  const month = String(date.getMonth() + 1).padStart(2, '0');
  const day = String(date.getDate()).padStart(2, '0');
  return `${date.getFullYear()}-${month}-${day}`;
}

/** Day `day` of the month `monthsBack` months before this one, in the local calendar. */
function dayOfMonthBack(today: Date, monthsBack: number, day: number): string {
  return iso(new Date(today.getFullYear(), today.getMonth() - monthsBack, day));
}

/**
 * A ledger around today's date (the app reads the local clock), newest first. Worked out by hand:
 * all time inflows 15,000 (Sales 13,000, Consulting 2,000) and outflows 9,000 (Rent 4,500,
 * Payroll 3,000, Marketing 1,000, Utilities 500); this month so far in 7,000, out 4,500; last
 * month in 4,000, out 2,000; balance 20,000. The last 3 complete months bring in 7,000 and pay out
 * 3,000: cash-flow positive, and 20 months of cash if revenue stopped. Tests that need those
 * months fixed pin the browser's clock to the 15th (a month end would make this month complete).
 */
export function analyticsLedger(now = new Date(), aiMarker?: string): SeedTransaction[] {
  const today = iso(now);
  const lastMonth = (day: number) => dayOfMonthBack(now, 1, day);
  const threeBack = (day: number) => dayOfMonthBack(now, 3, day);
  const sevenBack = (day: number) => dayOfMonthBack(now, 7, day);
  const rows: Array<[string, number, string, string, number?]> = [
    // Today's running balance, in the bank's order: payroll, rent, retainer, then the payment.
    [today, 5000, 'Sales', 'Client payment', 20000],
    [today, 2000, 'Consulting', 'Advisory retainer', 15000],
    [today, -1500, 'Rent', 'Office rent', 13000],
    [today, -3000, 'Payroll', 'Team payroll', 14500],
    [lastMonth(15), 4000, 'Sales', 'Last month sales'],
    [lastMonth(14), -1500, 'Rent', 'Last month rent'],
    [lastMonth(10), -500, 'Utilities', 'Electricity'],
    [threeBack(12), 3000, 'Sales', 'Spring sales'],
    [threeBack(1), -1000, 'Marketing', 'Ad campaign'],
    [sevenBack(15), 1000, 'Sales', 'Old sales'],
    [sevenBack(10), -1500, 'Rent', 'Old rent'],
  ];
  // A category only this ledger has: the AI request carries it, so the fake gateway can tell
  // this test's forecast call from those of tests running beside it.
  if (aiMarker) rows.push([lastMonth(20), 1, aiMarker, 'Marker']);
  return rows.map(([date, amount, category, description, balance], i) => ({
    id: `seed-${i + 1}`,
    date,
    description,
    amount,
    type: amount < 0 ? 'outflow' : 'inflow',
    category,
    ...(balance === undefined ? {} : { balance }),
  }));
}
