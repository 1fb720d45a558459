import type { CashOut } from './cashOutRisk.js';
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
