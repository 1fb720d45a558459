import { describe, expect, it } from 'vitest';
import type { Account } from '../accounts/account.js';
import { parseRate } from '../currency/rate.js';
import type { Rate } from '../currency/rate.js';
import { rateTable } from '../currency/rateTable.js';
import type { OpenItem } from '../invoices/openItem.js';
import { GROWING_SHOP_AS_OF, growingShop } from '../testing/growingShop.js';
import type { Transaction } from '../transaction.js';
import { consolidatedEngineForecast } from './consolidatedForecast.js';
import { engineForecast } from './engineResult.js';

const rate = (text: string) => parseRate(text) as Rate;

function account(id: string, currency: string): Account {
  return {
    id,
    name: id,
    kind: 'checking',
    currency,
    openingBalance: 0,
    openingDate: '2026-01-01',
    archived: false,
  };
}

/** A rent paid on the 1st of each month, and one sale to open the account. */
function ledger(accountId: string, rent: number, opening: number): Transaction[] {
  const rows: Transaction[] = [
    {
      id: `${accountId}-open`,
      date: '2026-01-02',
      description: 'Capital',
      amount: opening,
      type: 'inflow',
      category: 'Sales',
      accountId,
    },
  ];
  for (let month = 1; month <= 7; month++) {
    rows.push({
      id: `${accountId}-rent-${month}`,
      date: `2026-0${month}-01`,
      description: 'Office rent',
      amount: -rent,
      type: 'outflow',
      category: 'Rent',
      accountId,
    });
  }
  return rows;
}

const accounts = [account('eur', 'EUR'), account('usd', 'USD')];
const transactions = [...ledger('eur', 100, 5_000), ...ledger('usd', 110, 5_500)];
const asOf = '2026-07-15';

describe('the forecast of accounts in several currencies', () => {
  it("forecasts each currency on its own and converts it at the as-of date's rate", () => {
    const rates = rateTable('EUR', [
      { date: '2026-07-14', currency: 'GBP', rate: rate('0.85') },
      { date: '2026-07-14', currency: 'USD', rate: rate('1.1') },
    ]);
    const result = consolidatedEngineForecast(transactions, {
      asOf,
      accounts,
      reporting: { currency: 'GBP', rates },
    });
    const eur = engineForecast(ledger('eur', 100, 5_000), {
      asOf,
      accounts: [accounts[0] as Account],
    });
    const usd = engineForecast(ledger('usd', 110, 5_500), {
      asOf,
      accounts: [accounts[1] as Account],
    });
    // EUR 4,300 x 0.85 = 3,655; USD 4,730 x 0.85 / 1.1 = 3,655.
    expect(eur.engine.openingBalance).toBe(4_300);
    expect(usd.engine.openingBalance).toBe(4_730);
    expect(result.engine.openingBalance).toBe(7_310);
    const last = result.engine.weeks.at(-1);
    const eurLast = eur.engine.weeks.at(-1);
    const usdLast = usd.engine.weeks.at(-1);
    expect(last?.balance.expected).toBeCloseTo(
      (eurLast?.balance.expected ?? 0) * 0.85 + ((usdLast?.balance.expected ?? 0) * 0.85) / 1.1,
      1,
    );
    expect(result.currency).toEqual({
      reportingCurrency: 'GBP',
      ratesDate: '2026-07-14',
      converted: ['EUR', 'USD'],
      implied: [],
      missing: [],
    });
  });

  it("adds each currency's steady rise of receipts, converted", () => {
    const rates = rateTable('EUR', [
      { date: '2026-11-27', currency: 'GBP', rate: rate('0.85') },
      { date: '2026-11-27', currency: 'USD', rate: rate('1.1') },
    ]);
    const opened = accounts.map((a) => ({ ...a, openingDate: '2026-04-01' }));
    const result = consolidatedEngineForecast(
      [...growingShop(210, 9500, 'eur'), ...growingShop(210, 9500, 'usd')],
      { asOf: GROWING_SHOP_AS_OF, accounts: opened, reporting: { currency: 'GBP', rates } },
    );
    // Each shop's takings stand 1,053.50 a week above their mean (see `receiptsCatchUp`).
    expect(result.receiptsCatchUp).toBeCloseTo(1053.5 * 0.85 + (1053.5 * 0.85) / 1.1, 1);
  });

  it('leaves out and names a currency with no rate, never taking it 1:1', () => {
    const rates = rateTable('EUR', [{ date: '2026-07-14', currency: 'GBP', rate: rate('0.85') }]);
    const result = consolidatedEngineForecast(transactions, {
      asOf,
      accounts,
      reporting: { currency: 'GBP', rates },
    });
    expect(result.engine.openingBalance).toBe(3_655);
    expect(result.currency.missing).toEqual(['USD']);
  });

  it('places invoices and bills with the accounts of their currency and converts them', () => {
    const rates = rateTable('EUR', [
      { date: '2026-07-14', currency: 'GBP', rate: rate('0.85') },
      { date: '2026-07-14', currency: 'USD', rate: rate('1.1') },
    ]);
    const item = (fields: Partial<OpenItem> & Pick<OpenItem, 'id' | 'amount' | 'dueDate'>) => ({
      kind: 'invoice' as const,
      party: `Customer ${fields.id}`,
      number: fields.id,
      balance: fields.amount,
      issueDate: '2026-07-01',
      payments: [],
      ...fields,
    });
    const openItems: OpenItem[] = [
      item({ id: 'usd-1', amount: 1_100, dueDate: '2026-07-25', currency: 'USD' }),
      item({ id: 'gbp-1', amount: 500, dueDate: '2026-08-01' }),
      item({ id: 'eur-b', kind: 'bill', amount: 200, dueDate: '2026-07-20', currency: 'EUR' }),
      item({ id: 'chf-1', amount: 999, dueDate: '2026-07-20', currency: 'CHF' }),
    ];
    const result = consolidatedEngineForecast(transactions, {
      asOf,
      accounts,
      openItems,
      reporting: { currency: 'GBP', rates },
    });
    // No item has a paid history: each is expected on its due date, invoices less the 2% chance
    // of never being paid of one not yet due, bills whole. As of Wed 15 Jul, week 1 is 16-22 Jul:
    // the EUR 200 bill, GBP 170 at 0.85; week 2 the USD 1,100 invoice, USD 1,078 expected, GBP
    // 833 at 0.85 / 1.1; week 3 the GBP 500 invoice, 490. The CHF one has no rate: left out.
    const weeks = result.engine.weeks.slice(0, 4).map((w) => [w.fromInvoices, w.toBills]);
    expect(weeks).toEqual([
      [0, 170],
      [833, 0],
      [490, 0],
      [0, 0],
    ]);
    expect(result.openItems.invoices.map((p) => [p.item.id, p.owedCents])).toEqual([
      ['gbp-1', 50_000],
      ['usd-1', 85_000],
    ]);
    expect(result.openItems.bills.map((p) => [p.item.id, p.owedCents])).toEqual([
      ['eur-b', 17_000],
    ]);
    expect(result.currency).toMatchObject({ converted: ['EUR', 'USD'], missing: ['CHF'] });
    // The invoices' money is in the weeks' balances too: week 2 gains GBP 833 over the forecast
    // without them.
    const without = consolidatedEngineForecast(transactions, {
      asOf,
      accounts,
      reporting: { currency: 'GBP', rates },
    });
    const gain = (w: number) =>
      Math.round(
        ((result.engine.weeks[w]?.balance.expected ?? 0) -
          (without.engine.weeks[w]?.balance.expected ?? 0)) *
          100,
      ) / 100;
    expect([gain(0), gain(1), gain(2)]).toEqual([-170, 663, 1_153]);
  });

  it("lists each currency's financing one-off in the reporting currency", () => {
    const rates = rateTable('EUR', [{ date: '2026-07-14', currency: 'USD', rate: rate('1.1') }]);
    // A sale of 50 a month beside it: the capital brings far more than 8 weeks of the rest in.
    const sales = (accountId: string): Transaction[] =>
      [1, 2, 3, 4, 5, 6, 7].map((month) => ({
        id: `${accountId}-sale-${month}`,
        date: `2026-0${month}-15`,
        description: 'Card sales',
        amount: 50,
        type: 'inflow',
        category: 'Sales',
        accountId,
      }));
    const result = consolidatedEngineForecast([...transactions, ...sales('eur'), ...sales('usd')], {
      asOf,
      accounts,
      reporting: { currency: 'EUR', rates },
    });
    // USD 5,500 / 1.1 = EUR 5,000.
    expect(result.oneOffs.map((o) => [o.date, o.description, o.amount])).toEqual([
      ['2026-01-02', 'Capital', 5_000],
      ['2026-01-02', 'Capital', 5_000],
    ]);
  });
});
