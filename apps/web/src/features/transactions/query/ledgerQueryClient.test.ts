import { NEWEST_FIRST } from '@cashline/core';
import type { Transaction } from '@cashline/core';
import { describe, expect, it, vi } from 'vitest';
import { emptyFilters } from '../transactionQuery';
import { LedgerQueryClient } from './ledgerQueryClient';
import type { QueryAnswer } from './queryProtocol';

const row = (i: number, description = `Row ${i}`): Transaction => ({
  id: `t${i}`,
  date: `2026-01-${String(28 - (i % 28)).padStart(2, '0')}`,
  description,
  amount: -(i + 1),
  type: 'outflow',
  category: 'Rent',
});

const search = (text: string) => ({ ...emptyFilters, search: text });
const ids = (list: readonly Transaction[], answer: QueryAnswer | undefined) =>
  answer && Array.from(answer.order, (i) => list[i]!.id);

describe('the query client (no Worker here: the engine runs on the page)', () => {
  it('hands on only the answer to the last query asked', async () => {
    const list = Array.from({ length: 40_000 }, (_, i) => row(i, i === 7 ? 'Payroll' : `Row ${i}`));
    const client = new LedgerQueryClient();
    const { version } = client.follow(list, null);
    const first = vi.fn();
    let last: QueryAnswer | undefined;
    client.ask(version, NEWEST_FIRST, search('row'), first);
    client.ask(version, NEWEST_FIRST, search('pay'), (answer) => (last = answer));
    await vi.waitFor(() => expect(last).toBeDefined());
    expect(first).not.toHaveBeenCalled();
    expect(ids(list, last)).toEqual(['t7']);
  });

  it('drops an answer about a list the page has since replaced, and follows the change', async () => {
    const list = Array.from({ length: 30 }, (_, i) => row(i));
    const client = new LedgerQueryClient();
    const before = client.follow(list, null);
    const stale = vi.fn();
    client.ask(before.version, NEWEST_FIRST, search('row 1'), stale);
    const edited = { ...list[1]!, description: 'Payroll' };
    const created = row(99, 'Payroll run');
    const next = [created, list[0]!, edited, ...list.slice(2)];
    const after = client.follow(next, {
      from: list,
      removed: [list[1]!],
      added: [created, edited],
    });
    // Same ledger, one version on: a change was sent, not the whole list.
    expect(after).toEqual({ ledger: before.ledger, version: before.version + 1 });
    let answer: QueryAnswer | undefined;
    client.ask(after.version, NEWEST_FIRST, search('payroll'), (a) => (answer = a));
    await vi.waitFor(() => expect(answer).toBeDefined());
    expect(stale).not.toHaveBeenCalled();
    expect(ids(next, answer)).toEqual(['t1', 't99']);
  });

  it('sends an edit in place reading only the rows it names, not walking the list', async () => {
    const list = Array.from({ length: 50_000 }, (_, i) => row(i));
    const client = new LedgerQueryClient();
    const before = client.follow(list, null);
    const edited = { ...list[30_000]!, description: 'Payroll' };
    const next = list.slice();
    next[30_000] = edited;
    const read = new Set<number>();
    const watched = new Proxy(next, {
      get(target, key, receiver) {
        if (typeof key === 'string' && /^\d+$/.test(key)) read.add(Number(key));
        return Reflect.get(target, key, receiver) as unknown;
      },
    });
    const after = client.follow(watched, {
      from: list,
      removed: [list[30_000]!],
      added: [edited],
      replacedAt: [30_000],
    });
    expect(after).toEqual({ ledger: before.ledger, version: before.version + 1 });
    expect([...read]).toEqual([30_000]);
    let answer: QueryAnswer | undefined;
    client.ask(after.version, NEWEST_FIRST, search('payroll'), (a) => (answer = a));
    await vi.waitFor(() => expect(answer).toBeDefined());
    expect(ids(next, answer)).toEqual(['t30000']);
  });

  it('gives up sending a ledger replaced before it was all sent, and answers about the new one', async () => {
    const big = Array.from({ length: 60_000 }, (_, i) => row(i));
    const small = [row(1, 'Payroll'), row(2)];
    const client = new LedgerQueryClient();
    client.follow(big, null);
    const held = client.follow(small, null);
    expect(held.ledger).toBe(2);
    let answer: QueryAnswer | undefined;
    client.ask(held.version, NEWEST_FIRST, emptyFilters, (a) => (answer = a));
    await vi.waitFor(() => expect(answer).toBeDefined());
    expect(ids(small, answer)).toEqual(['t1', 't2']);
    expect(answer?.totals.outflows).toBe(5);
  });
});
