import { describe, expect, it } from 'vitest';
import { mergePulledItems } from './mergePulledItems.js';
import { MAX_OPEN_ITEMS } from './openItem.js';
import type { OpenItem } from './openItem.js';

const item = (id: string, fields: Partial<OpenItem> = {}): OpenItem => ({
  id,
  kind: 'invoice',
  party: 'Seaside Cafe',
  number: id.toUpperCase(),
  amount: 100,
  balance: 100,
  issueDate: '2025-06-01',
  dueDate: '2025-07-01',
  payments: [],
  ...fields,
});

describe('mergePulledItems', () => {
  it('updates QuickBooks items by id, adds new ones and keeps the hand-added ones', () => {
    const hand = item('hand-1', { party: 'Walk-in' });
    const stored = [hand, item('qbo-invoice-1'), item('qbo-invoice-2')];
    const paidNow = item('qbo-invoice-1', {
      balance: 40,
      payments: [{ date: '2025-06-20', amount: 60 }],
    });
    const merged = mergePulledItems(
      stored,
      [paidNow, item('qbo-invoice-2'), item('qbo-bill-3', { kind: 'bill' })],
      '2024-07-01',
    );
    expect(merged.items.map((i) => i.id)).toEqual([
      'hand-1',
      'qbo-invoice-1',
      'qbo-invoice-2',
      'qbo-bill-3',
    ]);
    expect(merged.items[1]).toEqual(paidNow);
    expect(merged.counts).toEqual({ added: 1, updated: 1, removed: 0, dropped: 0 });
  });

  it('removes what QuickBooks no longer sends, but keeps paid history from before the window', () => {
    const stored = [
      item('qbo-invoice-1'),
      item('qbo-invoice-2', { balance: 0, payments: [{ date: '2025-06-03', amount: 100 }] }),
      item('qbo-invoice-3', {
        issueDate: '2024-01-05',
        dueDate: '2024-02-04',
        balance: 0,
        payments: [{ date: '2024-02-10', amount: 100 }],
      }),
      item('qbo-invoice-4', { issueDate: '2024-01-05', dueDate: '2024-02-04' }),
    ];
    const merged = mergePulledItems(stored, [], '2024-07-01');
    // 1 (open) and 2 (paid, but inside the window) were deleted; 4 is open, so QuickBooks sent
    // every open item and it is gone too; 3 is paid history from before the window.
    expect(merged.items.map((i) => i.id)).toEqual(['qbo-invoice-3']);
    expect(merged.counts.removed).toBe(3);
  });

  it(`stays within ${MAX_OPEN_ITEMS} items, dropping the oldest paid QuickBooks items first`, () => {
    const hand = Array.from({ length: 10 }, (_, n) => item(`hand-${n}`));
    const paid = (n: number) =>
      item(`qbo-invoice-${n}`, {
        issueDate: `2025-0${1 + (n % 5)}-01`,
        dueDate: '2025-07-01',
        balance: 0,
        payments: [{ date: '2025-06-30', amount: 100 }],
      });
    const pulled = [
      item('qbo-invoice-open', { issueDate: '2020-01-01' }),
      ...Array.from({ length: MAX_OPEN_ITEMS }, (_, n) => paid(n)),
    ];
    const merged = mergePulledItems(hand, pulled, '2024-07-01');
    expect(merged.items).toHaveLength(MAX_OPEN_ITEMS);
    expect(merged.counts.dropped).toBe(11);
    expect(merged.items.slice(0, 10)).toEqual(hand);
    expect(merged.items.some((i) => i.id === 'qbo-invoice-open')).toBe(true);
    const dropped = pulled.filter((p) => !merged.items.some((i) => i.id === p.id));
    expect(dropped.every((i) => i.issueDate === '2025-01-01')).toBe(true);
  });

  it('keeps an invoice matched here paid while QuickBooks still shows it open', () => {
    const matched = item('qbo-invoice-1', {
      amount: 800,
      balance: 0,
      payments: [{ date: '2025-06-20', amount: 800, transactionId: 'tx-9' }],
    });
    const stillOpen = item('qbo-invoice-1', { amount: 800, balance: 800, number: 'INV-1001' });
    const merged = mergePulledItems([matched], [stillOpen], '2024-07-01');
    expect(merged.items).toEqual([{ ...matched, number: 'INV-1001', quickBooksBalance: 800 }]);
    // Pulled again with nothing new in QuickBooks: nothing changes.
    const again = mergePulledItems(merged.items, [stillOpen], '2024-07-01');
    expect(again.items).toEqual(merged.items);
    expect(again.counts).toEqual({ added: 0, updated: 0, removed: 0, dropped: 0 });
  });

  it('lets a part match lower what QuickBooks shows open, and keeps its own payments', () => {
    const stored = item('qbo-invoice-1', {
      amount: 500,
      balance: 100,
      payments: [
        { date: '2025-06-05', amount: 100 },
        { date: '2025-06-20', amount: 300, transactionId: 'tx-3' },
      ],
    });
    const pulled = item('qbo-invoice-1', {
      amount: 500,
      balance: 400,
      payments: [{ date: '2025-06-05', amount: 100 }],
    });
    const [kept] = mergePulledItems([stored], [pulled], '2024-07-01').items;
    expect(kept).toEqual({ ...stored, quickBooksBalance: 400 });
  });

  it('takes QuickBooks at its word once it records the matched payment, keeping the match', () => {
    const stored = item('qbo-invoice-1', {
      amount: 300,
      balance: 0,
      payments: [
        { date: '2025-06-05', amount: 150 },
        { date: '2025-06-20', amount: 150, transactionId: 'tx-3' },
      ],
      quickBooksBalance: 150,
    });
    // QuickBooks now has the second 150 too (dated when the bookkeeper recorded it); the first
    // 150 it already had is not taken for the matched one.
    const recorded = item('qbo-invoice-1', {
      amount: 300,
      balance: 0,
      payments: [
        { date: '2025-06-05', amount: 150 },
        { date: '2025-06-23', amount: 150 },
      ],
    });
    const merged = mergePulledItems([stored], [recorded], '2024-07-01');
    expect(merged.items).toEqual([
      {
        ...recorded,
        payments: [
          { date: '2025-06-05', amount: 150 },
          { date: '2025-06-23', amount: 150, transactionId: 'tx-3' },
        ],
      },
    ]);
    expect(merged.counts.updated).toBe(1);
  });
});
