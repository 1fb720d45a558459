import { describe, expect, it } from 'vitest';
import type { Account } from '../accounts/account.js';
import { accountBalances } from '../accounts/balances.js';
import { analyzeConsolidated } from '../analytics/analyzeConsolidated.js';
import { cashFlowStatement } from '../reports/cashFlowStatement.js';
import { buildReport } from '../reports/report.js';
import { reportSheets } from '../reports/reportSheets.js';
import type { Transaction } from '../transaction.js';
import { balancesInCurrency } from './convertBalances.js';
import {
  currencyTransfers,
  impliedTransferRates,
  withTransferRates,
} from './impliedTransferRates.js';
import { convertCents, parseRate, rateText } from './rate.js';
import type { Rate } from './rate.js';
import { exchangeRate, rateTable } from './rateTable.js';
import type { RateLookup, RateQuote } from './rateTable.js';

function account(id: string, currency: string): Account {
  return {
    id,
    name: `${currency} account`,
    kind: 'checking',
    currency,
    openingBalance: 0,
    openingDate: '2026-03-01',
    archived: false,
  };
}

const accounts = [account('eur', 'EUR'), account('usd', 'USD'), account('gbp', 'GBP')];

let nextId = 0;
function tx(accountId: string, date: string, amount: number, transferId?: string): Transaction {
  nextId += 1;
  return {
    id: `t${nextId}`,
    date,
    description: 'Currency transfer',
    amount,
    type: amount < 0 ? 'outflow' : 'inflow',
    category: 'Transfer',
    accountId,
    ...(transferId === undefined ? {} : { transferId }),
  };
}

/** A linked transfer: `sent` out of one account on `date`, `received` into the other. */
function transfer(from: string, to: string, sent: number, received: number, date = DAY) {
  const id = `transfer-${from}-${to}-${sent}`;
  return [tx(from, date, -sent, id), tx(to, date, received, id)];
}

function rate(text: string): Rate {
  return parseRate(text) as Rate;
}

function quotes(list: readonly RateQuote[]): [string, string, string][] {
  return list.map((q) => [q.date, q.currency, rateText(q.rate, 10)]);
}

function converted(lookup: RateLookup, cents: number): number {
  if (!lookup.ok) throw new Error('missing');
  return convertCents(cents, lookup.rate);
}

const DAY = '2026-03-04';
const NO_RATES = rateTable('EUR', []);

describe('impliedTransferRates', () => {
  it('takes the rate of a euro transfer from its two legs: €1,000 -> $1,085.00 is 1.085', () => {
    const ledger = transfer('eur', 'usd', 1_000, 1_085);
    expect(quotes(impliedTransferRates(currencyTransfers(ledger, accounts), NO_RATES))).toEqual([
      [DAY, 'USD', '1.085'],
    ]);
    const table = withTransferRates(NO_RATES, currencyTransfers(ledger, accounts), 'USD');
    const lookup = exchangeRate(table, 'EUR', 'USD', DAY);
    expect(lookup).toMatchObject({ ok: true, rateDate: DAY, implied: true });
    // €250.00 that day: $271.25.
    expect(converted(lookup, 25_000)).toBe(27_125);
  });

  it('serves the days after it as a stored rate would, up to 7, and none before', () => {
    const table = withTransferRates(
      NO_RATES,
      currencyTransfers(transfer('eur', 'usd', 1_000, 1_085), accounts),
      'USD',
    );
    expect(exchangeRate(table, 'EUR', 'USD', '2026-03-11')).toMatchObject({
      ok: true,
      rateDate: DAY,
    });
    expect(exchangeRate(table, 'EUR', 'USD', '2026-03-12').ok).toBe(false);
    expect(exchangeRate(table, 'EUR', 'USD', '2026-03-03').ok).toBe(false);
  });

  it("lets a stored rate of the day, or one still serving it, win over the transfer's", () => {
    const ledger = transfer('eur', 'usd', 1_000, 1_085);
    const ecb = rateTable('EUR', [{ date: DAY, currency: 'USD', rate: rate('1.0800') }]);
    expect(impliedTransferRates(currencyTransfers(ledger, accounts), ecb)).toEqual([]);
    expect(withTransferRates(ecb, currencyTransfers(ledger, accounts), 'USD')).toBe(ecb);
    expect(
      exchangeRate(
        withTransferRates(ecb, currencyTransfers(ledger, accounts), 'USD'),
        'EUR',
        'USD',
        DAY,
      ),
    ).toMatchObject({ ok: true, implied: false });
    // Monday's rate still serves Wednesday: the transfer fills no gap.
    const monday = rateTable('EUR', [{ date: '2026-03-02', currency: 'USD', rate: rate('1.08') }]);
    expect(impliedTransferRates(currencyTransfers(ledger, accounts), monday)).toEqual([]);
  });

  it("gives no rate a fifth away from the currency's last stored one, however old", () => {
    const january = rateTable('EUR', [
      { date: '2026-01-05', currency: 'USD', rate: rate('1.0800') },
    ]);
    // A pair linked by mistake: €1,000 out, $10 in.
    const wrong = currencyTransfers(transfer('eur', 'usd', 1_000, 10), accounts);
    expect(impliedTransferRates(wrong, january)).toEqual([]);
    expect(exchangeRate(withTransferRates(january, wrong, 'EUR'), 'EUR', 'USD', DAY).ok).toBe(
      false,
    );
    // Within a fifth of January's 1.08, the transfer's own rate serves.
    const near = currencyTransfers(transfer('eur', 'usd', 1_000, 1_250), accounts);
    expect(quotes(impliedTransferRates(near, january))).toEqual([[DAY, 'USD', '1.25']]);
    const far = currencyTransfers(transfer('eur', 'usd', 1_000, 1_300), accounts);
    expect(impliedTransferRates(far, january)).toEqual([]);
  });

  it("chains through the other leg's stored rate when neither leg is the base", () => {
    // One euro buys £0.85: £1,000 is €1,176.47...; $1,300 / that = 1.105 dollars a euro.
    const stored = rateTable('EUR', [{ date: DAY, currency: 'GBP', rate: rate('0.85') }]);
    const ledger = transfer('gbp', 'usd', 1_000, 1_300);
    expect(quotes(impliedTransferRates(currencyTransfers(ledger, accounts), stored))).toEqual([
      [DAY, 'USD', '1.105'],
    ]);
    const table = withTransferRates(stored, currencyTransfers(ledger, accounts), 'GBP');
    // The transfer's own rate: $1,300 is exactly £1,000.
    expect(converted(exchangeRate(table, 'USD', 'GBP', DAY), 130_000)).toBe(100_000);
    // With the dollar stored instead, the pound is implied the other way.
    const dollars = rateTable('EUR', [{ date: DAY, currency: 'USD', rate: rate('1.105') }]);
    expect(quotes(impliedTransferRates(currencyTransfers(ledger, accounts), dollars))).toEqual([
      [DAY, 'GBP', '0.85'],
    ]);
    // With neither, nothing to chain through.
    expect(impliedTransferRates(currencyTransfers(ledger, accounts), NO_RATES)).toEqual([]);
  });

  it("never chains a transfer's rate through another transfer's", () => {
    // Euros bought dollars, then dollars bought pounds; only the euro is stored (as the base).
    const ledger = [...transfer('eur', 'usd', 1_000, 1_085), ...transfer('usd', 'gbp', 1_085, 850)];
    // The pound's rate would need the dollar's, which only the first transfer implies.
    expect(quotes(impliedTransferRates(currencyTransfers(ledger, accounts), NO_RATES))).toEqual([
      [DAY, 'USD', '1.085'],
    ]);
    const table = withTransferRates(NO_RATES, currencyTransfers(ledger, accounts), 'EUR');
    expect(exchangeRate(table, 'EUR', 'GBP', DAY).ok).toBe(false);
  });

  it('bases a table with no rates at all on the reporting currency', () => {
    const table = withTransferRates(
      NO_RATES,
      currencyTransfers(transfer('gbp', 'usd', 1_000, 1_300), accounts),
      'USD',
    );
    expect(table.base).toBe('USD');
    expect(converted(exchangeRate(table, 'GBP', 'USD', DAY), 100_000)).toBe(130_000);
  });

  it("weighs a day's transfers by their amounts", () => {
    // (1,080 + 3,270) / (1,000 + 3,000) = 1.0875, not the plain mean of 1.08 and 1.09.
    const ledger = [
      ...transfer('eur', 'usd', 1_000, 1_080),
      ...transfer('eur', 'usd', 3_000, 3_270),
      ...transfer('eur', 'usd', 500, 550, '2026-03-05'),
    ];
    expect(quotes(impliedTransferRates(currencyTransfers(ledger, accounts), NO_RATES))).toEqual([
      [DAY, 'USD', '1.0875'],
      ['2026-03-05', 'USD', '1.1'],
    ]);
  });

  it('takes only linked pairs between two known currencies', () => {
    const unlinked = [tx('eur', DAY, -1_000), tx('usd', DAY, 1_085)];
    const untracked = [tx('eur', DAY, -1_000, 'untracked-x'), tx('usd', DAY, 1_085, 'untracked-x')];
    const ledgerAccount = [tx('eur', DAY, -1_000, 'old'), { ...tx('usd', DAY, 1_085, 'old') }];
    delete ledgerAccount[1]?.accountId;
    const sameCurrency = transfer('usd', 'usd', 100, 100);
    for (const ledger of [unlinked, untracked, ledgerAccount, sameCurrency]) {
      expect(impliedTransferRates(currencyTransfers(ledger, accounts), NO_RATES)).toEqual([]);
      expect(withTransferRates(NO_RATES, currencyTransfers(ledger, accounts), 'USD')).toBe(
        NO_RATES,
      );
    }
  });

  it('marks the balances converted at an implied rate', () => {
    const ledger = [...transfer('eur', 'usd', 1_000, 1_085), tx('eur', DAY, 2_000)];
    const rates = withTransferRates(
      NO_RATES,
      currencyTransfers(ledger, accounts.slice(0, 2)),
      'USD',
    );
    const balances = accountBalances(ledger, accounts.slice(0, 2), DAY);
    const result = balancesInCurrency(
      balances,
      accounts.slice(0, 2),
      { currency: 'USD', rates },
      DAY,
    );
    // €1,000 left x 1.085 + $1,085: $2,170.00.
    expect(result.position.cashCents).toBe(217_000);
    expect(result.implied).toEqual(['EUR']);
  });

  it("names on the page's note the currency a transfer's rate converted", () => {
    const ledger = [...transfer('eur', 'usd', 1_000, 1_085), tx('eur', DAY, 2_000)];
    const mine = accounts.slice(0, 2);
    const stored = { currency: 'USD', rates: NO_RATES };
    const without = analyzeConsolidated(ledger, { asOf: DAY, accounts: mine, reporting: stored });
    expect(without.currency.missing.map((m) => m.currency)).toEqual(['EUR']);
    const rates = withTransferRates(NO_RATES, currencyTransfers(ledger, mine), 'USD');
    const result = analyzeConsolidated(ledger, {
      asOf: DAY,
      accounts: mine,
      reporting: { currency: 'USD', rates },
    });
    // The €2,000 sale at 1.085: $2,170.00 in.
    expect(result.inflows.total).toBe(2_170);
    expect(result.currency).toMatchObject({ ratesDate: DAY, implied: ['EUR'], missing: [] });
  });
});

describe("a report converted at a transfer's rate", () => {
  it('says so on its summary sheet', () => {
    const ledger = [...transfer('eur', 'usd', 1_000, 1_085), tx('eur', DAY, 2_000)];
    const mine = accounts.slice(0, 2);
    const rates = withTransferRates(NO_RATES, currencyTransfers(ledger, mine), 'USD');
    const options = { asOf: DAY, period: 'all' as const, accounts: mine };
    const report = buildReport(ledger, {
      ...options,
      reportType: 'summary',
      reporting: { currency: 'USD', rates },
    });
    const [summary] = reportSheets(report, cashFlowStatement(ledger, options));
    expect(summary?.rows).toContainEqual(['Total inflows', 2_170]);
    expect(summary?.rows).toContainEqual([
      'EUR rate',
      'implied by a transfer where none was published or entered',
    ]);
  });
});
