import { describe, expect, it } from 'vitest';
import { ledger } from '../testing/ledger.js';
import type { Account } from './account.js';
import { detectTransfers } from './detectTransfers.js';

function account(id: string, name: string, kind: Account['kind'] = 'checking'): Account {
  return {
    id,
    name,
    kind,
    currency: 'USD',
    openingBalance: 0,
    openingDate: '2024-01-01',
    archived: false,
  };
}

const ACCOUNTS = [
  account('checking', 'Chase Checking'),
  account('savings', 'Ally Savings', 'savings'),
  account('card', 'Amex Platinum 1004', 'credit card'),
];

function pairs(detection: ReturnType<typeof detectTransfers>, kind: 'linked' | 'suggested') {
  return detection[kind].map((p) => [p.outflowId, p.inflowId]).sort();
}

describe('detectTransfers', () => {
  it('links a card payment that both statements carry', () => {
    const transactions = ledger()
      .outflow('2024-03-05', 1240, { accountId: 'checking', description: 'AMEX EPAYMENT ACH PMT' })
      .inflow('2024-03-07', 1240, { accountId: 'card', description: 'PAYMENT THANK YOU' })
      .outflow('2024-03-06', 1240, { accountId: 'card', description: 'DELL COMPUTERS' })
      .build();
    const detection = detectTransfers(transactions, ACCOUNTS);
    expect(pairs(detection, 'linked')).toEqual([['t-1', 't-2']]);
    expect(detection.suggested).toEqual([]);
  });

  it('pairs several equal amounts in one week each with its own day, not first come first paired', () => {
    // Savings moves of $500 on Mon, Wed and Fri. A greedy pass taking the Monday outflow first
    // could pair it with Wednesday's inflow; the best matching pairs each day with its own.
    const transactions = ledger()
      .outflow('2024-04-01', 500, { accountId: 'checking', description: 'ONLINE TRANSFER TO SAV' })
      .outflow('2024-04-03', 500, { accountId: 'checking', description: 'ONLINE TRANSFER TO SAV' })
      .outflow('2024-04-05', 500, { accountId: 'checking', description: 'ONLINE TRANSFER TO SAV' })
      .inflow('2024-04-06', 500, { accountId: 'savings', description: 'TRANSFER FROM CHK' })
      .inflow('2024-04-02', 500, { accountId: 'savings', description: 'TRANSFER FROM CHK' })
      .inflow('2024-04-04', 500, { accountId: 'savings', description: 'TRANSFER FROM CHK' })
      .build();
    const detection = detectTransfers(transactions, ACCOUNTS);
    expect(pairs(detection, 'linked')).toEqual([
      ['t-1', 't-5'],
      ['t-2', 't-6'],
      ['t-3', 't-4'],
    ]);
  });

  it('pairs every transfer of a week even where the closest pair would strand another', () => {
    // Taking the closest pair first (Tuesday with Tuesday) would leave Monday's outflow and
    // Friday's inflow 4 days apart, unpaired; pairing Monday-Tuesday and Tuesday-Friday pairs all.
    const transactions = ledger()
      .outflow('2024-04-01', 500, { accountId: 'checking', description: 'TRANSFER TO SAV' })
      .outflow('2024-04-02', 500, { accountId: 'checking', description: 'TRANSFER TO SAV' })
      .inflow('2024-04-02', 500, { accountId: 'savings', description: 'TRANSFER FROM CHK' })
      .inflow('2024-04-05', 500, { accountId: 'savings', description: 'TRANSFER FROM CHK' })
      .build();
    const detection = detectTransfers(transactions, ACCOUNTS);
    expect([...pairs(detection, 'linked'), ...pairs(detection, 'suggested')].sort()).toEqual([
      ['t-1', 't-3'],
      ['t-2', 't-4'],
    ]);
  });

  it('leaves an unrelated payment of the same amount alone when a better match exists', () => {
    const transactions = ledger()
      .outflow('2024-05-10', 300, {
        accountId: 'checking',
        description: 'TRANSFER TO ALLY SAVINGS',
      })
      .inflow('2024-05-10', 300, { accountId: 'savings', description: 'TRANSFER FROM CHASE' })
      .inflow('2024-05-11', 300, { accountId: 'card', description: 'REFUND ACME STORE' })
      .build();
    const detection = detectTransfers(transactions, ACCOUNTS);
    expect(pairs(detection, 'linked')).toEqual([['t-1', 't-2']]);
    expect(detection.suggested).toEqual([]);
  });

  it('only suggests equal amounts with nothing but the dates for them', () => {
    const transactions = ledger()
      .outflow('2024-05-10', 99, { accountId: 'checking', description: 'ACME SUPPLIES' })
      .inflow('2024-05-11', 99, { accountId: 'savings', description: 'CUSTOMER 123' })
      .build();
    const detection = detectTransfers(transactions, ACCOUNTS);
    expect(detection.linked).toEqual([]);
    expect(pairs(detection, 'suggested')).toEqual([['t-1', 't-2']]);
  });

  it('pairs within 3 days only, across two accounts only', () => {
    const transactions = ledger()
      .outflow('2024-06-01', 250, { accountId: 'checking', description: 'TRANSFER' })
      .inflow('2024-06-05', 250, { accountId: 'savings', description: 'TRANSFER' })
      .outflow('2024-06-10', 80, { accountId: 'checking', description: 'TRANSFER' })
      .inflow('2024-06-10', 80, { accountId: 'checking', description: 'TRANSFER' })
      .outflow('2024-06-20', 60, { accountId: 'checking', description: 'TRANSFER' })
      .inflow('2024-06-17', 60, { accountId: 'savings', description: 'TRANSFER' })
      .build();
    const detection = detectTransfers(transactions, ACCOUNTS);
    expect([...pairs(detection, 'linked'), ...pairs(detection, 'suggested')]).toEqual([
      ['t-5', 't-6'],
    ]);
  });

  it('leaves one-sided transfers and transactions already linked unpaired', () => {
    const transactions = ledger()
      .outflow('2024-07-01', 400, { accountId: 'checking', description: 'TRANSFER TO BROKERAGE' })
      .outflow('2024-07-02', 75, { accountId: 'checking', transferId: 'transfer-x' })
      .inflow('2024-07-02', 75, { accountId: 'savings', transferId: 'transfer-x' })
      .inflow('2024-07-03', 75, { accountId: 'card', description: 'PAYMENT THANK YOU' })
      .build();
    const detection = detectTransfers(transactions, ACCOUNTS);
    expect(detection.linked).toEqual([]);
    expect(detection.suggested).toEqual([]);
  });

  it('recognises a description naming the other account by its last digits', () => {
    const transactions = ledger()
      .outflow('2024-08-01', 812.4, { accountId: 'checking', description: 'ONLINE PMT CARD 1004' })
      .inflow('2024-08-04', 812.4, { accountId: 'card', description: 'AUTOPAY RECEIVED' })
      .build();
    const [pair] = detectTransfers(transactions, ACCOUNTS).linked;
    expect(pair).toMatchObject({ outflowId: 't-1', inflowId: 't-2', days: 3 });
  });
});
