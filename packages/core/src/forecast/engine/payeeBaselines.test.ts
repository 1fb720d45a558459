import { describe, expect, it } from 'vitest';
import { addDays, addMonths } from '../../dates.js';
import { ledger } from '../../testing/ledger.js';
import { findPayments } from './findSeries.js';
import { ledgerRows } from './ledgerRows.js';
import { payeeBaselines } from './payeeBaselines.js';
import { markExplained, placeRhythms } from './placeFlows.js';
import { seriesRoles } from './seriesChoices.js';
import { weeklyFlows } from './weeklyFlows.js';

const AS_OF = '2024-06-30';
const WEEKS = 13;

/**
 * Cedar pays about every 28 days, amounts varying too much for a series (a rhythm); rent is a
 * monthly series; Birch pays now and then (the residual flow).
 */
function book() {
  const entries = ledger();
  const amounts = [900, 1400, 1100, 1250, 800, 1500, 1000, 1300, 950, 1200, 1450, 850, 1050];
  amounts.forEach((amount, k) => {
    const back = 8 + 28 * k + (k % 3) - 1;
    entries.inflow(addDays(AS_OF, -back), amount, { description: 'CEDAR LTD PAYMENT' });
  });
  for (let m = 0; m < 14; m += 1) {
    const date = addMonths('2023-05-01', m);
    entries.outflow(date, 1000, { description: 'Rent Oak St' });
  }
  for (const back of [200, 120, 45]) {
    entries.inflow(addDays(AS_OF, -back), 500, { description: 'BIRCH & CO' });
  }
  return entries.build();
}

describe('payeeBaselines', () => {
  const transactions = book();
  const rows = ledgerRows(transactions, AS_OF);
  const { series, rhythms, groups } = findPayments(transactions, rows);
  const roles = seriesRoles(series, {});
  const explained = new Uint8Array(rows.count);
  for (const found of roles.explained) markExplained(explained, found.occurrences);
  for (const rhythm of rhythms) markExplained(explained, rhythm.occurrences);
  const residual = weeklyFlows(rows, explained, rows.balanceCents);
  const reading = {
    transactions,
    rows,
    groups,
    explained,
    residual,
    placed: roles.placed,
    rhythms,
  };

  it("gives a rhythm's payee what the engine spreads for that rhythm, matched by payee and direction", () => {
    expect(rhythms).toHaveLength(1);
    const expected = {
      inflowCents: new Array<number>(WEEKS).fill(0),
      outflowCents: new Array<number>(WEEKS).fill(0),
    };
    placeRhythms(expected, rhythms, rows.asOfDay);
    const baselines = payeeBaselines(['cedar ltd', 'birch & co', 'nobody'], true, reading, WEEKS);
    expect(baselines.get('cedar ltd')).toEqual(expected.inflowCents);
    expect(baselines.has('nobody')).toBe(false);
    expect(payeeBaselines(['cedar ltd'], false, reading, WEEKS).size).toBe(0);
  });

  it('gives a payee of the residual flow its share of the weekly mean', () => {
    // Birch: 500 in the last 13 weeks and 1,500 in the last 52: (500/13 + 1,500/52) / 2 a week.
    const share = (50000 / 13 + 150000 / 52) / 2;
    const birch = payeeBaselines(['birch & co'], true, reading, WEEKS).get('birch & co') ?? [];
    expect(birch.map((v) => v.toFixed(6))).toEqual(new Array(WEEKS).fill(share.toFixed(6)));
  });
});
