import { describe, expect, it } from 'vitest';
import { rateTable } from '../currency/rateTable.js';
import {
  currencyAccounts as accounts,
  currencyLedger,
  currencyTx,
  julyQuotes,
  rate,
} from '../testing/currencyLedger.js';
import { cashFlowStatement } from './cashFlowStatement.js';
import { sheetRowNumber } from './sheetLayout.js';
import { statementSheet } from './statementSheet.js';

/** The July ledger and a €100 sale on 5 Aug (x 0.84 = £84.00), as of 31 Aug. */
const ledger = [currencyTx('d', 'eur', '2026-08-05', 100), ...currencyLedger];
const augustQuotes = [
  { date: '2026-08-05', currency: 'GBP', rate: rate('0.84') },
  { date: '2026-08-05', currency: 'USD', rate: rate('1.15') },
  { date: '2026-08-31', currency: 'GBP', rate: rate('0.8') },
  { date: '2026-08-31', currency: 'USD', rate: rate('1.1') },
];
const options = { asOf: '2026-08-31', period: 'month' as const, from: '2026-07', accounts };

describe('the effect of exchange rates on cash in the cash-flow statement', () => {
  it('closes each month at its last day rate and shows what the rates did to the cash held', () => {
    const reporting = {
      currency: 'GBP',
      rates: rateTable('EUR', [...julyQuotes, ...augustQuotes]),
    };
    const statement = cashFlowStatement(ledger, { ...options, reporting });
    // July: 860.00 in, 86.00 + 8.56 out. August: 84.00 in.
    expect(statement.net).toEqual([765.44, 84]);
    // 31 Jul: EUR 989.99 x 0.85 = 841.49, USD -117.50 x 0.85 / 1.16 = -86.10: 755.39.
    // 31 Aug: EUR 1,089.99 x 0.8 = 871.99, USD -117.50 x 0.8 / 1.1 = -85.45: 786.54.
    expect(statement.openingCash).toEqual([0, 755.39]);
    expect(statement.closingCash).toEqual([755.39, 786.54]);
    // 755.39 - 0 - 765.44; 786.54 - 755.39 - 84.00.
    expect(statement.exchangeEffect).toEqual([-10.05, -52.85]);
  });

  it('gives a month-end without every rate no effect, the next month with rates taking it', () => {
    // No rate on or within 7 days before 31 Jul: July's close is worked back from August's.
    const reporting = {
      currency: 'GBP',
      rates: rateTable('EUR', [
        ...julyQuotes.filter((q) => q.date !== '2026-07-31'),
        ...augustQuotes,
      ]),
    };
    const statement = cashFlowStatement(ledger, { ...options, reporting });
    // 786.54 - 84.00 = 702.54; July's effect 702.54 - 0 - 765.44.
    expect(statement.closingCash).toEqual([702.54, 786.54]);
    expect(statement.exchangeEffect).toEqual([-62.9, 0]);
  });

  it('has no effect line when nothing is converted', () => {
    const statement = cashFlowStatement(ledger, options);
    expect(statement.exchangeEffect).toBeUndefined();
  });

  it('puts the effect in the worksheet, the closing cash adding it to the opening and the net', () => {
    const reporting = {
      currency: 'GBP',
      rates: rateTable('EUR', [...julyQuotes, ...augustQuotes]),
    };
    const { rows } = statementSheet(cashFlowStatement(ledger, { ...options, reporting }), {
      title: 'Jul-Aug 2026',
    });
    const at = (label: string) => rows.findIndex((r) => r[0] === label);
    const number = (label: string) => sheetRowNumber(0, at(label));
    expect(rows[at('Effect of exchange rates on cash')]).toEqual([
      'Effect of exchange rates on cash',
      -10.05,
      -52.85,
      {
        formula: `SUM(B${number('Effect of exchange rates on cash')}:C${number('Effect of exchange rates on cash')})`,
        value: -62.9,
      },
    ]);
    expect(rows[at('Closing cash')]?.[2]).toEqual({
      formula: `C${number('Opening cash')}+C${number('Net cash flow')}+C${number('Effect of exchange rates on cash')}`,
      value: 786.54,
    });
  });
});
