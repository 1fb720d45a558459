import { describe, expect, it } from 'vitest';
import { analyze } from '../analytics/analyze.js';
import { ledger } from '../testing/ledger.js';
import { linkTransfers, markUntrackedTransfer, unlinkTransfer } from './transferLinks.js';

const transactions = ledger()
  .outflow('2024-03-05', 500, { accountId: 'checking' })
  .inflow('2024-03-05', 500, { accountId: 'savings' })
  .inflow('2024-03-06', 900, { accountId: 'checking' })
  .build();

describe('transfer links', () => {
  it('links both sides with one id, takes them out of the flows, and unlinks them again', () => {
    const linked = linkTransfers(transactions, [{ outflowId: 't-1', inflowId: 't-2' }]);
    if (!linked.ok) throw new Error(linked.error);
    expect(linked.transactions.map((t) => t.transferId)).toEqual([
      'transfer-t-1',
      'transfer-t-1',
      undefined,
    ]);
    expect(transactions[0]?.transferId).toBeUndefined();
    const analysis = analyze(linked.transactions, { asOf: '2024-03-31' });
    expect([analysis.inflows.total, analysis.outflows.total]).toEqual([900, 0]);

    const unlinked = unlinkTransfer(linked.transactions, 'transfer-t-1');
    expect(unlinked).toEqual(transactions);
    expect(unlinked[2]).toBe(linked.transactions[2]);
  });

  it('refuses a pair in one account, of one direction or already linked, changing nothing', () => {
    expect(linkTransfers(transactions, [{ outflowId: 't-1', inflowId: 't-3' }])).toEqual({
      ok: false,
      error: 'Both sides of a transfer cannot be in the same account.',
    });
    expect(linkTransfers(transactions, [{ outflowId: 't-2', inflowId: 't-1' }]).ok).toBe(false);
    const linked = linkTransfers(transactions, [{ outflowId: 't-1', inflowId: 't-2' }]);
    if (!linked.ok) throw new Error(linked.error);
    expect(linkTransfers(linked.transactions, [{ outflowId: 't-1', inflowId: 't-2' }]).ok).toBe(
      false,
    );
    expect(linkTransfers(transactions, [{ outflowId: 'nope', inflowId: 't-2' }])).toEqual({
      ok: false,
      error: 'That transaction no longer exists.',
    });
  });

  it('marks one transaction as a transfer to an untracked account', () => {
    const marked = markUntrackedTransfer(transactions, 't-3');
    if (!marked.ok) throw new Error(marked.error);
    expect(marked.transactions[2]?.transferId).toBe('untracked-t-3');
    expect(analyze(marked.transactions, { asOf: '2024-03-31' }).inflows.total).toBe(500);
    expect(markUntrackedTransfer(marked.transactions, 't-3').ok).toBe(false);
  });
});
