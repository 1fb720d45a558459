import { describe, expect, it } from 'vitest';
import { ledger } from '../testing/ledger.js';
import { SeededRandom } from '../testing/seededRandom.js';
import {
  analysisDate,
  analysisDateOfNewest,
  chooseAnalysisDate,
  newestDateUpTo,
  newestHistoryDate,
} from './analysisDate.js';
import { asOfSentence } from './asOfText.js';

const today = '2026-11-24';

describe('analysisDate', () => {
  it('is today when the newest transaction is within the last 14 days', () => {
    const transactions = ledger().outflow('2026-11-23', 10).outflow('2026-06-01', 10).build();
    expect(analysisDate(transactions, today)).toEqual({ date: today, reason: 'today' });
  });

  it('is the newest transaction date when the ledger ends four months ago', () => {
    const transactions = ledger().outflow('2026-07-02', 10).outflow('2026-07-31', 10).build();
    expect(analysisDate(transactions, today)).toEqual({
      date: '2026-07-31',
      reason: 'newest-transaction',
    });
  });

  it('counts a transaction exactly 14 days old as current, and one 15 days old not', () => {
    expect(analysisDate(ledger().inflow('2026-11-10', 1).build(), today).date).toBe(today);
    expect(analysisDate(ledger().inflow('2026-11-09', 1).build(), today).date).toBe('2026-11-09');
  });

  it('ignores transactions dated after today', () => {
    const transactions = ledger().outflow('2027-01-01', 10).outflow('2026-05-15', 10).build();
    expect(analysisDate(transactions, today)).toEqual({
      date: '2026-05-15',
      reason: 'newest-transaction',
    });
    expect(analysisDate(ledger().outflow('2027-01-01', 10).build(), today).date).toBe(today);
  });

  it('is today for an empty ledger', () => {
    expect(analysisDate([], today)).toEqual({ date: today, reason: 'today' });
  });
});

describe('newestDateUpTo', () => {
  it('finds in the distinct dates what newestHistoryDate finds in the rows, whatever today is', () => {
    const random = new SeededRandom(36);
    for (let run = 0; run < 200; run += 1) {
      const rows = ledger();
      for (let i = random.int(0, 12); i > 0; i -= 1) {
        rows.outflow(`2026-0${random.int(1, 9)}-1${random.int(0, 9)}`, 1);
      }
      const built = rows.build();
      const dates = [...new Set(built.map((t) => t.date))].sort();
      const day = `2026-0${random.int(1, 9)}-1${random.int(0, 9)}`;
      expect(newestDateUpTo(dates, day)).toBe(newestHistoryDate(built, day));
      expect(analysisDateOfNewest(newestDateUpTo(dates, day), day)).toEqual(
        analysisDate(built, day),
      );
    }
  });

  it('is null for no dates and for dates all after today, and today itself counts', () => {
    expect(newestDateUpTo([], today)).toBeNull();
    expect(newestDateUpTo(['2027-01-01'], today)).toBeNull();
    expect(newestDateUpTo(['2026-01-01', today, '2027-01-01'], today)).toBe(today);
  });
});

describe('chooseAnalysisDate', () => {
  it("takes the user's date over the ledger's", () => {
    const transactions = ledger().outflow('2026-07-31', 10).build();
    const newest = newestHistoryDate(transactions, today);
    expect(chooseAnalysisDate(newest, today, '2026-03-31')).toEqual({
      date: '2026-03-31',
      reason: 'chosen',
    });
    expect(chooseAnalysisDate(newest, today, null)).toEqual({
      date: '2026-07-31',
      reason: 'newest-transaction',
    });
  });
});

describe('asOfSentence', () => {
  it('says the date in words and why it is the date', () => {
    expect(asOfSentence({ date: '2026-07-31', reason: 'newest-transaction' })).toBe(
      'As of 31 Jul 2026, the date of your newest transaction',
    );
    expect(asOfSentence({ date: '2026-11-24', reason: 'today' })).toBe('As of today, 24 Nov 2026');
    expect(asOfSentence({ date: '2026-03-31', reason: 'chosen' })).toBe(
      'As of 31 Mar 2026, the date you picked',
    );
  });
});
