import type { IsoDate } from '../dates.js';
import type { EngineForecast } from '../forecast/engineResult.js';

export type ComingPayment = {
  date: IsoDate;
  description: string;
  /** The series' category, or 'Planned' for a one-off the team entered. */
  category: string;
  /** Money out, positive. */
  amount: number;
};

/**
 * The largest payments the forecast expects from `from` (default: all it has) to `to` (inclusive):
 * each recurring series on each of its due dates, and the planned one-offs; the largest first,
 * then the earliest.
 */
export function largestComingPayments(
  forecast: Pick<EngineForecast, 'upcoming' | 'planned'>,
  { from = '0000-01-01', to, limit }: { from?: IsoDate; to: IsoDate; limit: number },
): ComingPayment[] {
  const payments: ComingPayment[] = [];
  for (const series of forecast.upcoming) {
    if (series.amount >= 0) continue;
    for (const date of series.dates) {
      if (date < from || date > to) continue;
      payments.push({
        date,
        description: series.description,
        category: series.category,
        amount: -series.amount,
      });
    }
  }
  for (const item of forecast.planned) {
    if (item.amount < 0 && item.date >= from && item.date <= to) {
      payments.push({
        date: item.date,
        description: item.description,
        category: 'Planned',
        amount: -item.amount,
      });
    }
  }
  return payments
    .sort((a, b) => b.amount - a.amount || (a.date < b.date ? -1 : a.date > b.date ? 1 : 0))
    .slice(0, limit);
}
