import type { SeedTransaction } from './seed';

/** A name of its own for each supplier and customer: none of them is a recurring payment. */
const letter = (i: number) => String.fromCharCode(65 + i);

/** Weekdays of June and July 2026 (1 June is a Monday). */
function weekdays(): string[] {
  const days: string[] = [];
  for (let d = 0; d < 61; d += 1) {
    const date = new Date(Date.UTC(2026, 5, 1 + d));
    const weekday = date.getUTCDay();
    if (weekday !== 0 && weekday !== 6) days.push(date.toISOString().slice(0, 10));
  }
  return days;
}

/** Splits a total into `count` uneven parts in whole cents that add up to it. */
function split(total: number, count: number): number[] {
  const weights = Array.from({ length: count }, (_, i) => 3 + ((i * 7) % 5));
  const sum = weights.reduce((s, w) => s + w, 0);
  const cents = weights.map((w) => Math.floor((total * 100 * w) / sum));
  cents[count - 1] = (cents[count - 1] ?? 0) + total * 100 - cents.reduce((s, c) => s + c, 0);
  return cents.map((c) => c / 100);
}

/**
 * Two months (1 June - 31 July 2026) of a business checking account, worked by hand: $45,030 of
 * customer deposits and $76,241 paid out (rent $6,500 on the 1st, payroll $7,100 on the 1st and the
 * 15th, Google Workspace $412.50 on the 3rd, $34,016 of supplies), -$511.66 a day: from $82,500 to
 * $51,289. As of 31 July the forecast places payroll six times, rent and Workspace three times, and
 * the rest of the flow at (45,030 - 34,016) x 7 / 61 = +$1,263.90 a week: 51,289 + 13 x 1,263.90
 * - 63,337.50 = $4,382.20 on 30 October, falling about $515 a day, out of cash on 8 November.
 */
export function twoMonthLedger(): SeedTransaction[] {
  const rows: Omit<SeedTransaction, 'id' | 'balance'>[] = [];
  const out = (date: string, amount: number, description: string, category: string) =>
    rows.push({ date, amount: -amount, type: 'outflow', description, category });
  for (const month of ['2026-06', '2026-07']) {
    out(`${month}-01`, 6500, 'ACH RENT MAPLE PROPERTIES', 'Rent');
    out(`${month}-01`, 7100, 'GUSTO PAYROLL NET PAY', 'Payroll');
    out(`${month}-03`, 412.5, 'GOOGLE *WORKSPACE', 'Software');
    out(`${month}-15`, 7100, 'GUSTO PAYROLL NET PAY', 'Payroll');
  }
  const days = weekdays();
  const supplyDays = days.filter((_, i) => i % 2 === 0);
  split(34_016, supplyDays.length).forEach((amount, i) =>
    out(supplyDays[i] as string, amount, `SUPPLIER ${letter(i)} ORDER`, 'Supplies'),
  );
  const depositDays = days.filter((_, i) => i % 2 === 1);
  split(45_030, depositDays.length).forEach((amount, i) =>
    rows.push({
      date: depositDays[i] as string,
      amount,
      type: 'inflow',
      description: `DEPOSIT CUSTOMER ${letter(i)}`,
      category: 'Sales',
    }),
  );
  rows.sort((a, b) => (a.date < b.date ? -1 : a.date > b.date ? 1 : 0));
  let balance = 82_500 * 100;
  const withBalances = rows.map((row, i) => {
    balance += Math.round(row.amount * 100);
    return { ...row, id: `young-${i}`, balance: balance / 100 };
  });
  return withBalances.reverse();
}
