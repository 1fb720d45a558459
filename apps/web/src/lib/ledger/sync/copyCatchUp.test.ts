import type { LedgerChange } from '@cashline/core';
import { describe, expect, it } from 'vitest';
import { row } from '../../../testing/fakeLedgerServer';
import { copyAt } from '../../../testing/ledgerCopies';
import type { ChangesPage, ServerLedgerApi } from '../serverLedgerApi';
import { catchUp } from './copyCatchUp';

const renamed = (seq: number, id: string, description: string): LedgerChange => ({
  seq,
  entity: 'transaction',
  entityId: id,
  op: 'update',
  before: null,
  after: { description, version: 2 },
  userId: 'user-2',
  at: '2026-11-29T10:00:00.000Z',
});

const pageOf = (changes: LedgerChange[], head: number): ChangesPage => ({
  changes,
  lastSeq: changes.at(-1)?.seq ?? head,
  headSeq: head,
});

/** A copy at feed position 5 and a feed that answers `feed` from there; counts the pages asked. */
function setUp(feed: ChangesPage) {
  const copy = copyAt(5, [row('t1')]);
  const asked: number[] = [];
  const api = {
    changesSince: async (since: number) => {
      asked.push(since);
      return since === 5 ? feed : pageOf([], feed.headSeq);
    },
  } as unknown as ServerLedgerApi;
  return { copy, api, asked };
}

describe('catching the copy up with the feed', () => {
  it('applies the page the held request answered without asking the feed for it again', async () => {
    const heard = pageOf([renamed(6, 't1', 'Heard')], 6);
    const { copy, api, asked } = setUp(pageOf([renamed(6, 't1', 'Asked')], 6));

    expect(await catchUp(api, copy, { since: 5, page: heard })).toEqual({
      changed: true,
      lists: false,
    });

    expect(asked).toEqual([]);
    expect(copy.rows.get('t1')?.description).toBe('Heard');
    expect(copy.seq).toBe(6);
  });

  it('asks for the rest when the page answered does not reach the head', async () => {
    const heard = pageOf([renamed(6, 't1', 'First')], 7);
    const { copy, api, asked } = setUp(pageOf([], 7));
    (api as { changesSince: unknown }).changesSince = async (since: number) => {
      asked.push(since);
      return pageOf(
        [{ ...renamed(7, 't1', 'Second'), after: { description: 'Second', version: 3 } }],
        7,
      );
    };

    await catchUp(api, copy, { since: 5, page: heard });

    expect(asked).toEqual([6]);
    expect(copy.rows.get('t1')?.description).toBe('Second');
  });

  it('asks the feed itself when the page answered was asked from another position', async () => {
    const heard = pageOf([renamed(4, 't1', 'Stale')], 4);
    const { copy, api, asked } = setUp(pageOf([renamed(6, 't1', 'Asked')], 6));

    await catchUp(api, copy, { since: 3, page: heard });

    expect(asked).toEqual([5]);
    expect(copy.rows.get('t1')?.description).toBe('Asked');
  });

  it('says when an account changed, which reads the lists again', async () => {
    const account: LedgerChange = {
      ...renamed(6, 'a1', 'Card'),
      entity: 'account',
      after: { name: 'Card', version: 2 },
    };
    const { copy, api } = setUp(pageOf([account], 6));
    const listed = {
      accounts: async () => [],
      imports: async () => [],
      document: async () => ({ kind: 'settings', value: null, version: 0 }),
    };
    Object.assign(api, listed);

    expect(await catchUp(api, copy)).toEqual({ changed: true, lists: true });
  });
});
