import { describe, expect, it } from 'vitest';
import { ledger } from '../testing/ledger.js';
import type { Account } from './account.js';
import {
  checkOpeningAgainstLedger,
  fileOpeningBalance,
  openingMismatchText,
  statedOpeningBalance,
} from './openingCheck.js';

const checking: Account = {
  id: 'checking',
  name: 'Checking',
  kind: 'checking',
  currency: 'USD',
  openingBalance: 0,
  openingDate: '2024-09-01',
  archived: false,
};

// September's statement left the account at $11,077.82.
const september = ledger()
  .inflow('2024-09-02', 12000, { accountId: 'checking' })
  .outflow('2024-09-30', 922.18, { accountId: 'checking' })
  .build();

describe('the balance before a file with a balance column', () => {
  it('is the first balance less the first amount in a file listed oldest first', () => {
    const rows = [
      { date: '2024-10-01', amount: -100, balance: 10977.82 },
      { date: '2024-10-03', amount: 50, balance: 11027.82 },
    ];
    const reading = { newestFirst: false, owedPositive: false };
    expect(fileOpeningBalance(rows, reading)).toEqual({ date: '2024-10-01', cents: 1_107_782 });
  });

  it('starts from the last row of a file listed newest first, and from the dates alone with one balance', () => {
    const rows = [
      { date: '2024-10-03', amount: 50, balance: 11027.82 },
      { date: '2024-10-01', amount: -100, balance: 10977.82 },
    ];
    expect(fileOpeningBalance(rows, { newestFirst: true, owedPositive: false })).toEqual({
      date: '2024-10-01',
      cents: 1_107_782,
    });
    expect(fileOpeningBalance([rows[1]!, { date: '2024-10-03', amount: 50 }], null)).toEqual({
      date: '2024-10-01',
      cents: 1_107_782,
    });
  });

  it('takes out the amounts of earlier rows without a balance, and signs a card debt negative', () => {
    const rows = [
      { date: '2024-10-01', amount: -20 },
      { date: '2024-10-02', amount: -30, balance: 550 },
    ];
    expect(fileOpeningBalance(rows, { newestFirst: false, owedPositive: true })).toEqual({
      date: '2024-10-01',
      cents: -50_000,
    });
    expect(fileOpeningBalance([{ date: '2024-10-01', amount: 5 }], null)).toBeNull();
    expect(fileOpeningBalance([], null)).toBeNull();
  });
});

describe('the file checked against the ledger', () => {
  it('says nothing when the file starts where the ledger left the account', () => {
    expect(
      checkOpeningAgainstLedger({ date: '2024-10-01', cents: 1_107_782 }, checking, september),
    ).toBeNull();
  });

  it('gives both figures when they disagree (a running total taken from 0)', () => {
    const mismatch = checkOpeningAgainstLedger(
      { date: '2024-10-01', cents: 0 },
      checking,
      september,
    );
    expect(mismatch).toEqual({
      date: '2024-10-01',
      fileCents: 0,
      ledgerCents: 1_107_782,
      differenceCents: -1_107_782,
    });
    expect(openingMismatchText(mismatch!, 'Checking')).toBe(
      "The file's balance before its first row (2024-10-01) is $0.00, but Checking holds " +
        '$11,077.82 at the end of the day before: $11,077.82 apart. Either the file belongs to ' +
        'another account (choose it above), or a statement between the last import and this file ' +
        'is missing (import it first).',
    );
  });

  it('counts only what the ledger held before the file, and says nothing of an empty account', () => {
    // A row of the file's first day already in the ledger is not in the balance before it.
    const overlapping = ledger()
      .inflow('2024-09-02', 12000, { accountId: 'checking' })
      .outflow('2024-10-01', 100, { accountId: 'checking' })
      .build();
    expect(
      checkOpeningAgainstLedger({ date: '2024-10-01', cents: 1_200_000 }, checking, overlapping),
    ).toBeNull();
    const later = ledger().inflow('2024-11-02', 500, { accountId: 'checking' }).build();
    expect(checkOpeningAgainstLedger({ date: '2024-10-01', cents: 7 }, checking, later)).toBeNull();
  });

  it('reads a card account by its debt', () => {
    const card: Account = { ...checking, id: 'card', kind: 'credit card' };
    const charges = ledger().outflow('2024-09-10', 500, { accountId: 'card' }).build();
    expect(
      checkOpeningAgainstLedger({ date: '2024-10-01', cents: -50_000 }, card, charges),
    ).toBeNull();
    expect(
      checkOpeningAgainstLedger({ date: '2024-10-01', cents: 50_000 }, card, charges)
        ?.differenceCents,
    ).toBe(100_000);
  });
});

describe("a statement's stated opening balance", () => {
  it('is the balance before its earliest entry, turned when the signs were flipped', () => {
    const rows = [{ date: '2024-10-03' }, { date: '2024-10-01' }];
    expect(statedOpeningBalance(1_107_782, rows)).toEqual({ date: '2024-10-01', cents: 1_107_782 });
    expect(statedOpeningBalance(50_000, rows, true)).toEqual({
      date: '2024-10-01',
      cents: -50_000,
    });
    expect(statedOpeningBalance(5, [])).toBeNull();
  });
});

describe('the row from which a file disagrees with the account', () => {
  it('is the earliest row carrying a balance, named in the sentence', () => {
    // Newest first, the first row is the last in time; the row before it carries no balance.
    const rows = [
      { row: 2, date: '2024-10-03', amount: 50, balance: -50 },
      { row: 3, date: '2024-10-02', amount: -100, balance: -100 },
      { row: 4, date: '2024-10-01', amount: 20 },
    ];
    const opening = fileOpeningBalance(rows, { newestFirst: true, owedPositive: false });
    expect(opening).toEqual({ date: '2024-10-01', cents: -2_000, row: 3 });
    const mismatch = checkOpeningAgainstLedger(opening!, checking, september);
    expect(mismatch?.row).toBe(3);
    expect(openingMismatchText(mismatch!, 'Checking')).toContain(
      '$11,097.82 apart, from row 3 of the file on. Either',
    );
  });

  it("is a statement's earliest entry when its stated opening disagrees", () => {
    const rows = [
      { row: 7, date: '2024-10-03' },
      { row: 8, date: '2024-10-01' },
    ];
    const opening = statedOpeningBalance(1_207_782, rows);
    expect(opening?.row).toBe(8);
    expect(checkOpeningAgainstLedger(opening!, checking, september)?.row).toBe(8);
  });
});
