import type { LowCashWarning } from '../accounts/lowCash.js';
import { addDays } from '../dates.js';
import type { IsoDate } from '../dates.js';

/**
 * An alert already sent: for total cash (`total`) or an account (its id), the week it named, and
 * whether it said the balance is projected to fall (`certain`) or only could.
 */
export type SentLowCashAlert = { scope: string; weekStart: IsoDate; certain: boolean };

export type LowCashAlertPlan = {
  /** Crossings to e-mail now, each with its scope. */
  send: { scope: string; warning: LowCashWarning }[];
  /** Scopes clear of their minimum: their sent alert is forgotten, so a new crossing is told. */
  clear: string[];
};

/** A crossing is told again only once it comes at least this much sooner than the one told. */
export const ALERT_AGAIN_SOONER_DAYS = 14;

export const scopeOf = (warning: LowCashWarning): string => warning.accountId ?? 'total';

/** Whether a warning says the balance is projected to fall, not only that it could. */
export const isCertain = (warning: LowCashWarning): boolean => warning.chance === undefined;

/** Whether a crossing in `weekStart` is news after an alert that named `sentWeekStart`. */
export function isNewCrossing(weekStart: IsoDate, sentWeekStart: IsoDate | undefined): boolean {
  return (
    sentWeekStart === undefined || weekStart <= addDays(sentWeekStart, -ALERT_AGAIN_SOONER_DAYS)
  );
}

/** Whether `warning` is news after `sent`: a new or sooner crossing, or a fall now projected. */
function isNews(warning: LowCashWarning, sent: SentLowCashAlert | undefined): boolean {
  if (isNewCrossing(warning.weekStart, sent?.weekStart)) return true;
  return sent !== undefined && !sent.certain && isCertain(warning);
}

/**
 * Which low-cash crossings to tell the team about: a crossing no alert has named, one that came
 * two weeks or more sooner than the one named, or a fall now projected where the alert said only
 * that it could come. The same crossing is not told again however often it is checked. A sent
 * alert is forgotten once its minimum is clear (`notClear`, from `lowCashWatch`, leaves it out):
 * not merely unwarned, so a chance hovering about the warning's does not e-mail at each return.
 */
export function planLowCashAlerts(
  warnings: readonly LowCashWarning[],
  sent: readonly SentLowCashAlert[],
  notClear: readonly string[],
): LowCashAlertPlan {
  const told = new Map(sent.map((alert) => [alert.scope, alert]));
  const held = new Set([...warnings.map(scopeOf), ...notClear]);
  return {
    send: warnings
      .filter((warning) => isNews(warning, told.get(scopeOf(warning))))
      .map((warning) => ({ scope: scopeOf(warning), warning })),
    clear: sent.map((alert) => alert.scope).filter((scope) => !held.has(scope)),
  };
}
