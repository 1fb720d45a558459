import { describe, expect, it } from 'vitest';
import { ledger } from '../../testing/ledger.js';
import { ledgerRows } from './ledgerRows.js';
import { openedInHistory } from './openedInHistory.js';

const AS_OF = '2024-03-31';

describe('openedInHistory', () => {
  it('reads an account whose statement starts from a nil balance as opened within it', () => {
    const rows = ledgerRows(
      ledger()
        .inflow('2024-01-05', 700, { balance: 700 })
        .inflow('2024-02-09', 46_099, { balance: 46_799 })
        .outflow('2024-02-19', 8_500, { balance: 38_299 })
        .build(),
      AS_OF,
    );
    expect(openedInHistory(rows, 3_829_900)).toBe(true);
  });

  it('does not when the statement starts from a balance the account already had', () => {
    const rows = ledgerRows(
      ledger()
        .inflow('2024-01-05', 700, { balance: 12_700 })
        .outflow('2024-02-19', 8_500, { balance: 4_200 })
        .build(),
      AS_OF,
    );
    expect(openedInHistory(rows, 420_000)).toBe(false);
  });

  it('does not when no row carries a balance: nil is then only what nothing else says', () => {
    const rows = ledgerRows(
      ledger().inflow('2024-01-05', 700).outflow('2024-02-19', 500).build(),
      AS_OF,
    );
    expect(openedInHistory(rows, 20_000)).toBe(false);
  });
});
