import {
  anchoredOpeningBalance,
  closingFromOpening,
  fromCents,
  isLiability,
  isLiabilityInCredit,
  parseAmount,
} from '@cashline/core';
import { hasBalance } from '@cashline/core';
import type { AccountKind, BalanceAnchor, PackedImportSummary, Transaction } from '@cashline/core';

/** What the user typed in the new-account form: a day the file covers and the balance (or debt). */
export type BalanceEntry = { date: string; amount: string };

/**
 * The days a file covers, when it carries no balance of its own: null when it does. `days` are the
 * dates of its new rows in date order.
 */
export function balanceToAsk(
  summary: Pick<PackedImportSummary, 'transactions' | 'statement'>,
  days: readonly { date: string }[],
): { from: string; to: string } | null {
  const first = days[0];
  const last = days[days.length - 1];
  if (first === undefined || last === undefined || hasBalance(summary.transactions)) return null;
  if (summary.statement?.balances.closing !== undefined) return null;
  return { from: first.date, to: last.date };
}

/**
 * The anchor the entry gives, signed the ledger's way (a card's debt is negative); null when the
 * amount was left empty. Throws a sentence for the user when it cannot be read.
 */
export function anchorOf(
  entry: BalanceEntry | undefined,
  range: { from: string; to: string },
  kind: AccountKind,
): BalanceAnchor | null {
  if (entry === undefined || entry.amount.trim() === '') return null;
  const cents = parseAmount(entry.amount.trim());
  const what = isLiability(kind) ? 'amount owed' : 'balance';
  if (cents === null) throw new Error(`The ${what} "${entry.amount.trim()}" is not an amount.`);
  if (entry.date < range.from || entry.date > range.to) {
    throw new Error(`Give the ${what} on a day the file covers (${range.from} to ${range.to}).`);
  }
  const balance = fromCents(isLiability(kind) ? -Math.abs(cents) : cents);
  return { date: entry.date, balance };
}

/** The new account's opening balance on the file's first day: 0 without an anchor. */
export function openingFor(
  rows: readonly Pick<Transaction, 'date' | 'amount'>[],
  firstDate: string,
  anchor: BalanceAnchor | null,
): number {
  return anchor === null ? 0 : anchoredOpeningBalance(rows, firstDate, anchor);
}

/** The balance a new account would have once the file is in, when it is a card left in credit. */
export function newCardInCredit(
  rows: readonly Pick<Transaction, 'date' | 'amount'>[],
  range: { from: string; to: string },
  kind: AccountKind,
  entry: BalanceEntry | undefined,
): number | null {
  let anchor: BalanceAnchor | null;
  try {
    anchor = anchorOf(entry, range, kind);
  } catch {
    anchor = null;
  }
  const closing = closingFromOpening(rows, range.from, openingFor(rows, range.from, anchor));
  return isLiabilityInCredit(kind, closing) ? closing : null;
}
