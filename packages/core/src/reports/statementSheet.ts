import { fromCents, toCents } from '../money.js';
import { sectionedStatement } from './cashFlowSections.js';
import type { SectionChoices, StatementSection } from './cashFlowSections.js';
import type { CashFlowStatement } from './cashFlowStatement.js';
import { sheetRowNumber } from './sheetLayout.js';
import type { ReportSheet, SheetCell } from './sheetLayout.js';

/** A worksheet column's letters from its number (1 is A, 27 is AA). */
export function columnName(column: number): string {
  let name = '';
  for (let n = column; n > 0; n = Math.floor((n - 1) / 26)) {
    name = String.fromCharCode(65 + ((n - 1) % 26)) + name;
  }
  return name;
}

export type StatementSheetOptions = {
  /** 'This quarter (...), as of ...'. */
  title: string;
  /** The company the statement is of, under the title. */
  company?: string;
  choices?: SectionChoices;
};

const total = (values: readonly number[]): number =>
  fromCents(values.reduce((sum, value) => sum + toCents(value), 0));

/**
 * The cash-flow statement as a worksheet an accountant can audit: each category's money per month
 * (money out negative) under operating, investing and financing; every subtotal, total and cash
 * line an Excel formula over the cells above it, carrying the value it computes (so CSV and a reader
 * that does not calculate see the same figures). Each month's opening cash is the month before's
 * closing cash; with several currencies, the closing cash adds the effect of exchange rates. All three sections are listed, an empty one with a net of 0.
 */
export function statementSheet(
  statement: CashFlowStatement,
  { title, company, choices }: StatementSheetOptions,
): ReportSheet {
  const lead = company ? [company] : [];
  const { sections } = sectionedStatement(statement, choices);
  const months = statement.months.length;
  const row = (index: number) => sheetRowNumber(lead.length, index);
  const month = (m: number) => columnName(m + 2);
  const lastMonth = month(months - 1);
  const rowSum = (index: number) => `SUM(B${row(index)}:${lastMonth}${row(index)})`;

  // Where each line lands: opening cash, then per section its heading, lines and net, then the
  // net cash flow and the closing cash.
  const OPENING = 0;
  const layout: { section: StatementSection; first: number; net: number }[] = [];
  let next = OPENING + 1;
  for (const section of sections) {
    const count = section.inflows.length + section.outflows.length;
    layout.push({ section, first: next + 1, net: next + 1 + count });
    next += count + 2;
  }
  const NET = next;
  // With accounts in several currencies, the effect of exchange rates sits between the net cash
  // flow and the closing cash, which adds it (IAS 7).
  const effect = statement.exchangeEffect;
  const EFFECT = effect ? next + 1 : -1;
  const CLOSING = effect ? next + 2 : next + 1;

  const rows: SheetCell[][] = [
    [
      'Opening cash',
      ...statement.openingCash.map((value, m) =>
        m === 0 ? value : { formula: `${month(m - 1)}${row(CLOSING)}`, value },
      ),
      { formula: `B${row(OPENING)}`, value: statement.openingCash[0] ?? 0 },
    ],
  ];
  const bold = [OPENING, NET, CLOSING];
  for (const { section, first, net } of layout) {
    rows.push([section.title]);
    bold.push(first - 1, net);
    const lines = [
      ...section.inflows.map((line) => ({ label: line.category, amounts: line.amounts })),
      ...section.outflows.map((line) => ({
        label: line.category,
        // A month without such money is 0, not -0.
        amounts: line.amounts.map((amount) => (amount === 0 ? 0 : -amount)),
      })),
    ];
    for (const line of lines) {
      rows.push([
        `  ${line.label}`,
        ...line.amounts,
        { formula: rowSum(rows.length), value: total(line.amounts) },
      ]);
    }
    rows.push([
      `Net cash from ${section.section} activities`,
      ...section.net.map((value, m) =>
        lines.length === 0
          ? 0
          : { formula: `SUM(${month(m)}${row(first)}:${month(m)}${row(net - 1)})`, value },
      ),
      { formula: rowSum(net), value: section.total },
    ]);
  }
  const nets = (m: number) => layout.map(({ net }) => `${month(m)}${row(net)}`).join('+');
  rows.push([
    'Net cash flow',
    ...statement.net.map((value, m) => ({ formula: nets(m), value })),
    { formula: rowSum(NET), value: total(statement.net) },
  ]);
  if (effect) {
    rows.push([
      'Effect of exchange rates on cash',
      ...effect,
      { formula: rowSum(EFFECT), value: total(effect) },
    ]);
  }
  const closing = (m: number) =>
    `${month(m)}${row(OPENING)}+${month(m)}${row(NET)}${effect ? `+${month(m)}${row(EFFECT)}` : ''}`;
  rows.push([
    'Closing cash',
    ...statement.closingCash.map((value, m) => ({ formula: closing(m), value })),
    { formula: `${lastMonth}${row(CLOSING)}`, value: statement.closingCash[months - 1] ?? 0 },
  ]);
  return {
    name: 'Cash flow',
    title: `Cash-flow statement: ${title}`,
    lead,
    header: ['', ...statement.monthLabels, 'Total'],
    rows,
    strongRows: bold.sort((a, b) => a - b),
  };
}
