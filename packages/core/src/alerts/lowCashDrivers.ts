import { accountIdOf } from '../accounts/account.js';
import type { Account } from '../accounts/account.js';
import type { LowCashWarning } from '../accounts/lowCash.js';
import { addDays } from '../dates.js';
import type { IsoDate } from '../dates.js';
import { forecastDetail } from '../forecast/engine/forecastDetail.js';
import type { EngineForecast } from '../forecast/engineResult.js';
import type { RecurringChoices } from '../forecast/engine/forecastTypes.js';
import type { Transaction } from '../transaction.js';
import { largestComingPayments } from './comingPayments.js';
import type { ComingPayment } from './comingPayments.js';

export type LowCashDriversInput = {
  transactions: readonly Transaction[];
  accounts: readonly Account[];
  asOf: IsoDate;
  choices?: RecurringChoices;
  /** Total cash's forecast (converted, with several currencies): where its crossing's come from. */
  total: Pick<EngineForecast, 'upcoming' | 'planned'>;
  limit: number;
};

/**
 * The largest payments expected from the as-of date to the end of a crossing's week, from the
 * forecast of what crosses: total cash's for total cash; for an account, the forecast of its own
 * transactions alone, in its own currency, so another account's payroll or a planned one-off
 * (which belongs to no account) is never said to take it there.
 */
export function lowCashDrivers(
  warning: LowCashWarning,
  { transactions, accounts, asOf, choices, total, limit }: LowCashDriversInput,
): ComingPayment[] {
  const window = { from: asOf, to: addDays(warning.weekStart, 6), limit };
  if (warning.accountId === null) return largestComingPayments(total, window);
  const account = accounts.find((a) => a.id === warning.accountId);
  if (account === undefined) return [];
  const own = transactions.filter((t) => accountIdOf(t) === account.id);
  const detail = forecastDetail(own, {
    asOf,
    ...(choices ? { choices } : {}),
    accounts: [account],
  });
  return largestComingPayments({ upcoming: detail.upcoming, planned: [] }, window);
}
