import { longDateLabel } from '@cashline/core';
import type { AsOfReason, MonthFigures, MonthlyCards } from '@cashline/core';

type Flow = 'inflows' | 'outflows' | 'net';

/** What one monthly card shows: the last complete month's figure, and the month in progress beside it. */
export type MonthCardView = { value: number; hint: string; month: MonthFigures } | null;

function inProgressLabel(month: MonthFigures, reason: AsOfReason): string {
  return reason === 'today'
    ? `${month.label} so far`
    : `${month.label} to ${longDateLabel(month.through)}`;
}

/**
 * The dashboard's Monthly Inflow, Monthly Outflow and Net Cash Flow cards: the last complete month,
 * labelled with its name, plus the month in progress ("Nov 2026 so far: $1,200") when there is one;
 * the month in progress alone before the ledger has a complete month.
 */
export function monthCardView(
  months: MonthlyCards,
  flow: Flow,
  reason: AsOfReason,
  money: (amount: number) => string,
): MonthCardView {
  const { lastComplete, inProgress } = months;
  if (lastComplete === null) {
    if (inProgress === null) return null;
    return {
      value: inProgress[flow],
      hint: inProgressLabel(inProgress, reason),
      month: inProgress,
    };
  }
  const hint =
    inProgress === null
      ? lastComplete.label
      : `${lastComplete.label} · ${inProgressLabel(inProgress, reason)}: ${money(inProgress[flow])}`;
  return { value: lastComplete[flow], hint, month: lastComplete };
}
