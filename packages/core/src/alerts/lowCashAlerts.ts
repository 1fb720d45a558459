import type { LowCashWarning } from '../accounts/lowCash.js';
import { addDays } from '../dates.js';
import type { IsoDate } from '../dates.js';

/** An alert already sent: for total cash (`total`) or an account (its id), the week it named. */
export type SentLowCashAlert = { scope: string; weekStart: IsoDate };

export type LowCashAlertPlan = {
  /** Crossings to e-mail now, each with its scope. */
  send: { scope: string; warning: LowCashWarning }[];
  /** Scopes back above their minimum: their sent alert is forgotten, so a new crossing is told. */
  clear: string[];
};

/** A crossing is told again only once it comes at least this much sooner than the one told. */
export const ALERT_AGAIN_SOONER_DAYS = 14;

export const scopeOf = (warning: LowCashWarning): string => warning.accountId ?? 'total';

/** Whether a crossing in `weekStart` is news after an alert that named `sentWeekStart`. */
export function isNewCrossing(weekStart: IsoDate, sentWeekStart: IsoDate | undefined): boolean {
  return (
    sentWeekStart === undefined || weekStart <= addDays(sentWeekStart, -ALERT_AGAIN_SOONER_DAYS)
  );
}

/**
 * Which low-cash crossings to tell the team about: a crossing no alert has named, or one that came
 * two weeks or more sooner than the one named; the same crossing is not told again however often
 * it is checked, until the balance clears its minimum (then its alert is forgotten).
 */
export function planLowCashAlerts(
  warnings: readonly LowCashWarning[],
  sent: readonly SentLowCashAlert[],
): LowCashAlertPlan {
  const told = new Map(sent.map((alert) => [alert.scope, alert.weekStart]));
  const current = new Set(warnings.map(scopeOf));
  return {
    send: warnings
      .filter((warning) => isNewCrossing(warning.weekStart, told.get(scopeOf(warning))))
      .map((warning) => ({ scope: scopeOf(warning), warning })),
    clear: sent.map((alert) => alert.scope).filter((scope) => !current.has(scope)),
  };
}
