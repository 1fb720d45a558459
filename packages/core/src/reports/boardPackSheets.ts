import { burnBasisText, longDateLabel, monthSpanLabel } from '../runway/runwayText.js';
import type { BoardPack } from './boardPack.js';
import type { SectionChoices } from './cashFlowSections.js';
import { sheetRowNumber } from './sheetLayout.js';
import type { ReportSheet, SheetCell } from './sheetLayout.js';
import { statementSheet } from './statementSheet.js';

export type BoardPackSheetOptions = {
  company?: string;
  choices?: SectionChoices;
};

/** What the pack's runway figure says: months, or why there is none. */
export function boardPackRunwayText(pack: BoardPack): string {
  const { runway } = pack;
  switch (runway.status) {
    case 'cash-flow-positive':
      return 'Cash-flow positive: not limited by burn';
    case 'no-history':
      return 'Not enough history to measure burn';
    case 'no-cash':
      return 'No cash left';
    default:
      return `${runway.runwayMonths ?? 0} months`;
  }
}

/**
 * The board pack as worksheets, each under its title and the company: cash position (its totals
 * Excel formulas), the cash-flow statement of the month and the two before it with their total
 * (see `statementSheet`), burn and runway, the
 * 13-week forecast with its likely range, the largest coming payments and the chosen scenarios.
 */
export function boardPackSheets(
  pack: BoardPack,
  options: BoardPackSheetOptions = {},
): ReportSheet[] {
  const lead = options.company ? [options.company] : [];
  const when = `${pack.monthLabel}, as of ${longDateLabel(pack.asOf)}`;
  const row = (index: number) => sheetRowNumber(lead.length, index);
  // In several currencies each account also shows its own money; one without a rate says so, a
  // text the total's SUM passes over as the pack's figures leave it out.
  const converted = pack.currencyNote !== undefined;
  const accountRows = pack.accounts.map((a): SheetCell[] => [
    a.name,
    a.kind,
    a.balance ?? 'no rate',
    ...(converted && a.native ? [a.native.currency, a.native.balance] : []),
  ]);
  const lastAccount = row(Math.max(0, accountRows.length - 1));
  const { runway } = pack;
  return [
    {
      name: 'Cash position',
      title: `Cash position: ${when}`,
      lead,
      header: [
        'Account',
        'Kind',
        converted ? `Balance (${pack.currencyNote?.reportingCurrency ?? ''})` : 'Balance',
        ...(converted ? ['Currency', 'Balance in its currency'] : []),
      ],
      rows: [
        ...accountRows,
        [
          'Net cash position',
          '',
          accountRows.length === 0
            ? 0
            : { formula: `SUM(C${row(0)}:C${lastAccount})`, value: pack.cash.net },
        ],
        ['Cash (bank, savings, processors, cash)', '', pack.cash.cash],
        ['Owed on cards and loans', '', pack.cash.owed],
      ],
      strongRows: [accountRows.length],
    },
    statementSheet(pack.statement, {
      title: `${monthSpanLabel(pack.statement.months)}, as of ${longDateLabel(pack.asOf)}`,
      ...options,
    }),
    {
      name: 'Burn and runway',
      title: `Burn and runway: ${when}`,
      lead,
      header: ['Figure', 'Value'],
      rows: [
        ['Cash', runway.balance],
        ['Net burn per month', runway.netBurn],
        ['Gross burn per month', runway.grossBurn],
        ['Runway at net burn', boardPackRunwayText(pack)],
        ['Cash runs out', runway.zeroCashDate ? longDateLabel(runway.zeroCashDate) : '-'],
        [
          'Runway if revenue stopped',
          runway.grossRunwayMonths === null ? '-' : `${runway.grossRunwayMonths} months`,
        ],
        ['Basis', burnBasisText(runway.basis)],
      ],
    },
    {
      name: '13-week forecast',
      title: `13-week forecast from ${longDateLabel(pack.asOf)}; likely range P10 to P90`,
      lead,
      header: [
        'Week',
        'From',
        'To',
        'Inflows',
        'Outflows',
        'Expected balance',
        'Low (P10)',
        'High (P90)',
      ],
      rows: pack.forecast.map((w, i) => [
        `Week ${i + 1}`,
        w.start,
        w.end,
        w.inflows,
        w.outflows,
        w.expected,
        w.low,
        w.high,
      ]),
    },
    {
      name: 'Coming payments',
      title: `Largest payments due in the 13 weeks from ${longDateLabel(pack.asOf)}`,
      lead,
      header: ['Date', 'Payment', 'Category', 'Amount'],
      rows: pack.payments.map((p) => [p.date, p.description, p.category, p.amount]),
    },
    {
      name: 'Scenarios',
      title: `Scenarios chosen for the board: ${when}`,
      lead,
      header: ['Scenario', 'What it changes', 'Balance at week 13', 'Lowest balance'],
      rows:
        pack.scenarios.length === 0
          ? [['No scenarios chosen']]
          : pack.scenarios.map((s) => [s.name, s.description, s.endBalance, s.lowestBalance]),
    },
  ];
}
