import { fromCents, toCents } from '@cashline/core';
import type { CashFlowStatement, SectionedCashFlowStatement } from '@cashline/core';

/** A line of the statement: a value per column (the months, then their total when shown). */
export type StatementRow = { label: string; values: number[]; strong?: boolean; indent?: boolean };

/** A column of the statement: its place in each row's values, its key and its heading. */
export type StatementColumn = { index: number; key: string; label: string };

/** The statement's columns: its months, and 'Total' after them when asked. */
export function statementColumns(
  statement: CashFlowStatement,
  withTotal: boolean,
): StatementColumn[] {
  const months = statement.months.map((month, index) => ({
    index,
    key: month,
    label: statement.monthLabels[index] ?? month,
  }));
  return withTotal ? [...months, { index: months.length, key: 'total', label: 'Total' }] : months;
}

const sum = (values: readonly number[]): number =>
  fromCents(values.reduce((cents, value) => cents + toCents(value), 0));

/** A month without such money is 0, not -0. */
const negated = (amounts: readonly number[]) =>
  amounts.map((amount) => (amount === 0 ? 0 : -amount));

/**
 * The statement's lines in order (a string is a section's heading): opening cash, each section's
 * money in and out by category (money out negative) and its net, the net cash flow, the effect of
 * exchange rates (when figures were converted) and the closing cash. With the total, a line's last value is its sum over the months, except the cash lines:
 * the first month's opening cash and the last month's closing cash.
 */
export function statementRows(
  statement: SectionedCashFlowStatement,
  withTotal: boolean,
): (StatementRow | string)[] {
  const last = statement.months.length - 1;
  const row = (
    label: string,
    values: number[],
    total: number,
    more: Partial<StatementRow> = {},
  ) => ({
    label,
    values: withTotal ? [...values, total] : values,
    ...more,
  });
  const sections = statement.sections.filter((s) => s.inflows.length + s.outflows.length > 0);
  return [
    row('Opening cash', statement.openingCash, statement.openingCash[0] ?? 0, { strong: true }),
    ...sections.flatMap((section) => [
      section.title,
      ...section.inflows.map((line) =>
        row(line.category, line.amounts, line.total, { indent: true }),
      ),
      ...section.outflows.map((line) =>
        row(line.category, negated(line.amounts), line.total === 0 ? 0 : -line.total, {
          indent: true,
        }),
      ),
      row(`Net cash from ${section.section} activities`, section.net, section.total, {
        strong: true,
      }),
    ]),
    row('Net cash flow', statement.net, sum(statement.net), { strong: true }),
    // With accounts in several currencies, what the rates did to the cash held (IAS 7).
    ...(statement.exchangeEffect
      ? [
          row(
            'Effect of exchange rates on cash',
            statement.exchangeEffect,
            sum(statement.exchangeEffect),
          ),
        ]
      : []),
    row('Closing cash', statement.closingCash, statement.closingCash[last] ?? 0, { strong: true }),
  ];
}

/**
 * Splits `items` into as few runs of at most `size` as there can be, of even length but the last
 * (13 months are 5, 5 and 3, not 6, 6 and a lone 1); all in one run without a size.
 */
export function blocks<T>(items: readonly T[], size: number | undefined): T[][] {
  if (size === undefined || size <= 0 || items.length <= size) return [[...items]];
  const each = Math.ceil(items.length / Math.ceil(items.length / size));
  const runs: T[][] = [];
  for (let i = 0; i < items.length; i += each) runs.push(items.slice(i, i + each));
  return runs;
}
