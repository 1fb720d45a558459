import { describe, expect, it } from 'vitest';
import { parseRate } from '../currency/rate.js';
import type { Rate } from '../currency/rate.js';
import { rateTable } from '../currency/rateTable.js';
import { ledger } from '../testing/ledger.js';
import type { Account } from './account.js';
import { detectTransfers } from './detectTransfers.js';

function account(id: string, name: string, currency: string): Account {
  return {
    id,
    name,
    kind: 'checking',
    currency,
    openingBalance: 0,
    openingDate: '2026-01-01',
    archived: false,
  };
}

const ACCOUNTS = [
  account('eur', 'Wise EUR', 'EUR'),
  account('gbp', 'Barclays Business 4411', 'GBP'),
];
// One euro bought 0.8600 pounds on Wednesday 29 July 2026.
const rates = rateTable('EUR', [
  { date: '2026-07-29', currency: 'GBP', rate: parseRate('0.8600') as Rate },
]);

describe('transfers between currencies', () => {
  it('links two legs that agree within 3% and reports the difference as an exchange loss', () => {
    const transactions = ledger()
      .outflow('2026-07-29', 1_000, { accountId: 'eur', description: 'TRANSFER TO BARCLAYS 4411' })
      .inflow('2026-07-30', 851.4, { accountId: 'gbp', description: 'TRANSFER FROM WISE' })
      .build();
    const detection = detectTransfers(transactions, ACCOUNTS, { rates });
    // 1,000.00 EUR at 0.86 is 860.00 GBP; 851.40 arrived: 8.60 GBP (1%) lost on the exchange.
    expect(detection.linked).toEqual([
      {
        outflowId: 't-1',
        inflowId: 't-2',
        score: 11,
        days: 1,
        exchange: {
          outflowCurrency: 'EUR',
          inflowCurrency: 'GBP',
          expectedCents: 86_000,
          receivedCents: 85_140,
          differenceCents: -860,
          rateDate: '2026-07-29',
        },
      },
    ]);
    expect(detection.suggested).toEqual([]);
  });

  it('offers a pair only one side bears out, with a gain when more arrived than the market gave', () => {
    // Saturday 1 August: Wednesday's rate is the latest (within 7 days). 500 EUR = 430.00 GBP.
    const transactions = ledger()
      .outflow('2026-08-01', 500, { accountId: 'eur', description: 'SEPA 0042' })
      .inflow('2026-08-03', 436.5, { accountId: 'gbp', description: 'TRANSFER FROM WISE' })
      .build();
    const detection = detectTransfers(transactions, ACCOUNTS, { rates });
    expect(detection.linked).toEqual([]);
    expect(detection.suggested).toHaveLength(1);
    expect(detection.suggested[0]?.exchange).toMatchObject({
      differenceCents: 650,
      rateDate: '2026-07-29',
    });
  });

  it('pairs nothing beyond 3%, without a rate, or on the dates alone', () => {
    const transactions = ledger()
      // 1,000 EUR = 860.00 GBP; 830.00 is 3.5% short.
      .outflow('2026-07-29', 1_000, { accountId: 'eur', description: 'TRANSFER TO BARCLAYS' })
      .inflow('2026-07-29', 830, { accountId: 'gbp', description: 'TRANSFER FROM WISE' })
      // Equal figures in two currencies are no transfer: 200 EUR is 172.00 GBP.
      .outflow('2026-07-29', 200, { accountId: 'eur', description: 'TRANSFER' })
      .inflow('2026-07-29', 200, { accountId: 'gbp', description: 'TRANSFER' })
      // Within 3% but nothing says transfer: not even offered.
      .outflow('2026-07-29', 100, { accountId: 'eur', description: 'ACME GMBH' })
      .inflow('2026-07-30', 86, { accountId: 'gbp', description: 'CUSTOMER 17' })
      .build();
    expect(detectTransfers(transactions, ACCOUNTS, { rates })).toEqual({
      linked: [],
      suggested: [],
    });
    const late = ledger()
      .outflow('2026-08-10', 1_000, { accountId: 'eur', description: 'TRANSFER TO BARCLAYS' })
      .inflow('2026-08-10', 860, { accountId: 'gbp', description: 'TRANSFER FROM WISE' })
      .build();
    // The latest rate is 12 days old: missing, so no pair rather than a guess at 1:1.
    expect(detectTransfers(late, ACCOUNTS, { rates })).toEqual({ linked: [], suggested: [] });
    // Without rates, legs in two currencies never pair, not even at equal figures.
    expect(detectTransfers(transactions, ACCOUNTS)).toEqual({ linked: [], suggested: [] });
  });
});
