import type { SeedTransaction } from './seed';

/** Rent was paid on the first business day of each month, as the bank dated it. */
const RENT_DATES = [
  ...['2025-01-01', '2025-02-03', '2025-03-03', '2025-04-01', '2025-05-01', '2025-06-02'],
  ...['2025-07-01', '2025-08-01', '2025-09-01', '2025-10-01', '2025-11-03', '2025-12-01'],
  ...['2026-01-01', '2026-02-02', '2026-03-02', '2026-04-01', '2026-05-01', '2026-06-01'],
];

/**
 * A ledger the forecast engine reads exactly, worked by hand: rent of 1,000 on the first business
 * day of each month from Jan 2025 to Jun 2026 and nothing else; 2,000 left after June's. As of
 * 10 Jun 2026 (a Wednesday) the 13 weeks run from 11 Jun to 9 Sep and the rent falls on Wed 1 Jul
 * (week 3, to 1,000), Mon 3 Aug (1 Aug is a Saturday and was paid after the weekend: week 8, to 0)
 * and Tue 1 Sep (week 12, 27 Aug – 2 Sep, to -1,000): the lowest balance and the week cash runs out.
 */
export function rentLedger(): SeedTransaction[] {
  return RENT_DATES.map((date, i) => ({
    id: `rent-${i}`,
    date,
    description: `Rent Oak St ${date}`,
    amount: -1000,
    type: 'outflow' as const,
    category: 'Rent',
    balance: 19_000 - 1000 * i,
  })).reverse();
}
