import { dateParts, shortMonthName } from '../dates.js';
import type { IsoDate } from '../dates.js';
import { longDateLabel } from '../runway/runwayText.js';
import type { CashOut } from './cashOutRisk.js';
import type { Cadence } from './engine/schedule.js';
import { chanceText } from './cashOutRisk.js';
import type { ForecastWeekRow } from './pageModel.js';

/**
 * Whether and when cash runs out within the forecast, in one sentence: the week by its dates and,
 * when the forecast has a likely range, how likely.
 */
export function cashOutText(cashOut: CashOut, weeks: readonly ForecastWeekRow[]): string {
  const horizon = `${weeks.length} weeks`;
  switch (cashOut.status) {
    case 'already':
      return 'The balance is already at or below zero.';
    case 'expected':
    case 'possible': {
      const when = weeks[cashOut.week]?.period ?? '';
      const chance = cashOut.chance === null ? '' : ` (${chanceText(cashOut.chance)} chance)`;
      return cashOut.status === 'expected'
        ? `Cash runs out in the week of ${when}${chance}.`
        : `Cash stays above zero on the expected path, but could run out in the week of ${when}${chance}.`;
    }
    case 'none':
      return cashOut.chance === null
        ? `Cash stays above zero for all ${horizon} of this forecast.`
        : `Cash stays above zero for all ${horizon}, even at the low end of the likely range.`;
  }
}

const CADENCE_WORDS: Readonly<Record<Cadence, string>> = {
  weekly: 'Weekly',
  biweekly: 'Every 2 weeks',
  'semi-monthly': 'Twice a month',
  monthly: 'Monthly',
  quarterly: 'Quarterly',
  annual: 'Yearly',
};

/** A series' cadence in words: 'Every 2 weeks'. */
export function cadenceText(cadence: Cadence): string {
  return CADENCE_WORDS[cadence];
}

function dayMonth(date: IsoDate): string {
  const { day, month } = dateParts(date);
  return `${day} ${shortMonthName(month)}`;
}

/**
 * When a series falls due within the forecast: '1 Jul 2026', '1 Jul and 3 Aug 2026',
 * '1 Jul, 3 Aug and 1 Sep 2026', or past three dates '12 Jun 2026, then 12 more times'.
 */
export function dueDatesText(dates: readonly IsoDate[]): string {
  const first = dates[0];
  const last = dates.at(-1);
  if (first === undefined || last === undefined) return '';
  if (dates.length > 3) {
    return `${longDateLabel(first)}, then ${dates.length - 1} more times`;
  }
  if (dates.length === 1) return longDateLabel(first);
  const sameYear = first.slice(0, 4) === last.slice(0, 4);
  const head = dates.slice(0, -1).map((date) => (sameYear ? dayMonth(date) : longDateLabel(date)));
  return `${head.join(', ')} and ${longDateLabel(last)}`;
}
