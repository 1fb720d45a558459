import { describe, expect, it } from 'vitest';
import { scanLedger } from '../analytics/scan.js';
import { burnOf } from '../runway/burn.js';
import { lowCashWarnings } from '../accounts/lowCash.js';
import { endedRetainer } from '../testing/endedRetainerLedger.js';
import { burningWithInvestment } from '../testing/investedLedger.js';
import { twoMonthLedger, sixMonthLedger } from '../testing/youngLedgers.js';
import { forecastDetail } from './engine/forecastDetail.js';
import type { CashFlowForecast, UpcomingRecurring } from './engine/forecastTypes.js';
import { forecastStory, forecastStoryText } from './forecastStory.js';

const money = (amount: number) => `$${amount.toLocaleString('en-US')}`;
const format = { money, date: (isoDate: string) => isoDate };

/** A forecast whose balance moves by the given nets from 10,000 as of 1 March 2026. */
function forecastOf(nets: number[]): CashFlowForecast {
  let balance = 10_000;
  return {
    asOf: '2026-03-01',
    openingBalance: 10_000,
    recurring: [],
    weeks: nets.map((net, w) => {
      balance += net;
      const day = String(w * 7 + 8).padStart(2, '0');
      return {
        start: '2026-03-02',
        end:
          w * 7 + 8 <= 31 ? `2026-03-${day}` : `2026-04-${String(w * 7 + 8 - 31).padStart(2, '0')}`,
        inflows: Math.max(0, net),
        outflows: Math.max(0, -net),
        net,
        adjustment: 0,
        fromInvoices: 0,
        toBills: 0,
        balance: { low: balance - 500, expected: balance, high: balance + 500 },
      };
    }),
  };
}

const retainer: UpcomingRecurring = {
  key: 'in:acme',
  description: 'ORIG CO NAME:ACME CORP ORIG ID:1234567890 DESC DATE:260305 CO ENTRY DESCR:RETAINER',
  payee: 'Acme Corp',
  category: 'Sales',
  cadence: 'monthly',
  amount: 6000,
  dates: ['2026-03-05', '2026-04-05'],
  confidence: 0.9,
  choice: null,
};

describe('forecastStory', () => {
  it('dates cash-out at the first week below zero, and the lowest balance on the same path', () => {
    const story = forecastStory(forecastOf([-3000, -4000, -4000, 2000]), [], 1_000_000);
    expect(story.cashOutDate).toBe('2026-03-22');
    expect(story.lowest).toEqual({ balance: -1000, weekEnd: '2026-03-22' });
    expect(story.endBalance).toBe(1000);
  });

  it("carries a falling forecast's mean past its end to date cash-out", () => {
    // 10,000 to 8,000 in 14 days: -142.86 a day, 8,000 more needs 56 days after 15 March.
    const story = forecastStory(forecastOf([-1000, -1000]), [], 400_000);
    expect(story.cashOutDate).toBe('2026-05-10');
    expect(forecastStory(forecastOf([1000, 1000]), [], -400_000).cashOutDate).toBeNull();
  });

  it('names the payments that make a forecast rise while the ledger burns cash', () => {
    const story = forecastStory(forecastOf([5000, 1000]), [retainer], 200_000);
    expect(story.differs).toBe(true);
    expect(story.reasons).toEqual([
      { description: 'Acme Corp', total: 12_000, dates: ['2026-03-05', '2026-04-05'] },
    ]);
    expect(forecastStoryText(story, 2, format)).toBe(
      'The forecast rises by $6,000 over 2 weeks, while the last months burnt cash: it expects Acme Corp ($12,000 on 2 dates).',
    );
  });

  it('names a planned receipt among them, and leaves out planned payments of the other way', () => {
    const grant = { id: 'p1', date: '2026-03-10', amount: 20_000, description: 'Grant' };
    const ovens = { id: 'p2', date: '2026-03-12', amount: -4_000, description: 'Ovens' };
    const story = forecastStory(forecastOf([5000, 1000]), [retainer], 200_000, {
      planned: [grant, ovens],
    });
    expect(story.reasons).toEqual([
      { description: 'Grant', total: 20_000, dates: ['2026-03-10'] },
      { description: 'Acme Corp', total: 12_000, dates: ['2026-03-05', '2026-04-05'] },
    ]);
  });

  it("names the owner's investment left out when the forecast falls while the burn added cash", () => {
    const transactions = burningWithInvestment();
    const asOf = '2026-09-20';
    const detail = forecastDetail(transactions, { asOf });
    // June to August took in the $200,000, 14 Monday payouts ($60,750) and 13 Thursday ones
    // ($73,500), and paid out 13 weeks of $15,000: $139,250 added, $46,416.67 a month. The
    // forecast falls about $65,000 (13 x $5,000).
    const burn = burnOf(scanLedger(transactions, { asOf, period: 'month' }));
    expect(burn.netBurnCents).toBe(-4_641_667);
    const story = forecastStory(detail.forecast, detail.upcoming, burn.netBurnCents, detail);
    expect(story.differs).toBe(true);
    expect(story.leftOut.map((o) => [o.payee, o.amount, o.date])).toEqual([
      ['Owner Investment J Smith', 200_000, '2026-06-10'],
    ]);
    // The payments it places are named as before; the one-off says why the burn went the other way.
    expect(forecastStoryText(story, 13, format)).toBe(
      'The forecast falls by $65,000 over 13 weeks, while the last months added cash: it expects ' +
        'Gusto Payroll Net Pay ($130,000 on 13 dates), Sysco Supplies ($65,000 on 13 dates); ' +
        'the $200,000 from Owner Investment J Smith on 2026-06-10 is left out as a one-off.',
    );
  });

  it('names no one-off older than the months the burn reads, nor one when the forecast rises', () => {
    // As of 1 March the burn reads December to February.
    const old = { date: '2025-11-20', description: 'LOAN', payee: 'Loan', amount: 90_000 };
    const recent = { date: '2026-02-20', description: 'SAFE', payee: 'Safe', amount: 50_000 };
    const falling = forecastStory(forecastOf([-5000, -1000]), [], -200_000, {
      oneOffs: [old, recent],
    });
    expect(falling.leftOut).toEqual([recent]);
    expect(forecastStoryText(falling, 2, format)).toBe(
      'The forecast falls by $6,000 over 2 weeks, while the last months added cash: the $50,000 from Safe on 2026-02-20 is left out as a one-off.',
    );
    const rising = forecastStory(forecastOf([5000, 1000]), [], 200_000, { oneOffs: [recent] });
    expect(rising.leftOut).toEqual([]);
  });

  it('names the retainer that stopped when the forecast rises while the burn burnt cash', () => {
    const transactions = endedRetainer();
    const asOf = '2026-08-30';
    const detail = forecastDetail(transactions, { asOf });
    // May to July: 13 payouts ($134,750) in; 13 supplies ($52,000) and 14 retainers ($126,000)
    // out: $43,250 burnt, $14,416.67 a month. Without the retainer the forecast's weeks gain
    // $6,250: $10,250 of payouts less $4,000 of supplies.
    const burn = burnOf(scanLedger(transactions, { asOf, period: 'month' }));
    expect(burn.netBurnCents).toBe(1_441_667);
    const story = forecastStory(detail.forecast, detail.upcoming, burn.netBurnCents, detail);
    expect(story.differs).toBe(true);
    expect(story.ended.map((s) => [s.payee, s.amount, s.cadence, s.lastDate])).toEqual([
      ['Agency Retainer', -9000, 'weekly', '2026-08-07'],
    ]);
    expect(forecastStoryText(story, 13, format)).toBe(
      'The forecast rises by $81,250 over 13 weeks, while the last months burnt cash: it expects ' +
        'Stripe Payout ($133,250 on 13 dates); ' +
        'Agency Retainer ($9,000 weekly, last on 2026-08-07) has stopped.',
    );
  });

  it('tells one story for the two-month ledger: falling, out of cash early in November', () => {
    const young = twoMonthLedger();
    const { forecast, upcoming } = forecastDetail(young.transactions, young);
    const burn = burnOf(
      scanLedger(young.transactions, {
        asOf: young.asOf,
        period: 'month',
        accounts: young.accounts,
      }),
    );
    const story = forecastStory(forecast, upcoming, burn.netBurnCents);
    expect(story.differs).toBe(false);
    expect(forecastStoryText(story, 13, format)).toBeNull();
    expect(story.lowest.weekEnd).toBe('2026-10-16');
    // 4,382.20 left at -515.46 a day (46,906.80 over 91 days): 9 more days.
    expect(story.cashOutDate).toBe('2026-11-08');
  });

  it('warns of low cash at a minimum between the lowest and the opening balance', () => {
    const young = sixMonthLedger();
    const { forecast } = forecastDetail(young.transactions, young);
    const story = forecastStory(forecast, [], 0);
    const minimum = Math.round((story.lowest.balance + forecast.openingBalance) / 2);
    const [warning, ...others] = lowCashWarnings(young.transactions, young.accounts, {
      asOf: young.asOf,
      totalThreshold: minimum,
    });
    expect(others).toHaveLength(0);
    expect(warning?.name).toBe('Total cash');
    expect(warning?.thresholdCents).toBe(minimum * 100);
    expect((warning?.balanceCents ?? Infinity) / 100).toBeLessThan(minimum);
  });
});
