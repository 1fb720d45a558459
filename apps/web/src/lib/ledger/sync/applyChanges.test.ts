import type { LedgerChange, LedgerTransaction } from '@cashline/core';
import { describe, expect, it } from 'vitest';
import { applyChanges } from './applyChanges';
import type { CopyRows } from './copyRows';

const row = (id: string, extra: Partial<LedgerTransaction> = {}): LedgerTransaction => ({
  id,
  date: '2026-03-01',
  description: `Payment ${id}`,
  amount: -10,
  type: 'outflow',
  category: 'Software',
  version: 1,
  ...extra,
});

let seq = 0;
const change = (fields: Partial<LedgerChange> & Pick<LedgerChange, 'op' | 'entityId'>) => ({
  seq: (seq += 1),
  entity: 'transaction' as const,
  before: null,
  after: null,
  userId: 'user-2',
  at: '2026-11-24T10:00:00.000Z',
  ...fields,
});

const copyOf = (...rows: LedgerTransaction[]): CopyRows => new Map(rows.map((r) => [r.id, r]));

describe('applyChanges', () => {
  it('creates, updates field by field and deletes rows in feed order', () => {
    const rows = copyOf(row('a', { note: 'old note' }), row('b'));
    const { version: _version, ...created } = row('c', { amount: 25, type: 'inflow' });
    const followUp = applyChanges(rows, [
      change({ op: 'create', entityId: 'c', after: { ...created, version: 1 } }),
      change({
        op: 'update',
        entityId: 'a',
        before: { description: 'Payment a', note: 'old note' },
        after: { description: 'Rent', note: null, version: 2 },
      }),
      change({ op: 'delete', entityId: 'b', before: { id: 'b' } }),
    ]);
    expect(followUp).toEqual({ importsToFetch: [], refetchLists: false });
    expect(rows.get('a')).toEqual(row('a', { description: 'Rent', version: 2 }));
    expect(rows.has('b')).toBe(false);
    expect(rows.get('c')).toMatchObject({ id: 'c', amount: 25, version: 1 });
  });

  it('ignores a change the row is already newer than, so a page applied twice changes nothing', () => {
    const rows = copyOf(row('a', { description: 'Newest', version: 3 }));
    applyChanges(rows, [
      change({ op: 'update', entityId: 'a', after: { description: 'Older', version: 2 } }),
      change({ op: 'create', entityId: 'a', after: { ...row('a'), version: 1 } }),
    ]);
    expect(rows.get('a')).toMatchObject({ description: 'Newest', version: 3 });
  });

  it('keeps the row as it was when an update would make it invalid', () => {
    const rows = copyOf(row('a'));
    applyChanges(rows, [
      change({ op: 'update', entityId: 'a', after: { date: 'not a date', version: 2 } }),
    ]);
    expect(rows.get('a')).toEqual(row('a'));
  });

  it('asks for the rows of an import and drops the rows of an undone one', () => {
    const rows = copyOf(
      row('kept'),
      row('x1', { importId: 'imp-1' }),
      row('x2', { importId: 'imp-1' }),
    );
    const followUp = applyChanges(rows, [
      change({ entity: 'import', op: 'import', entityId: 'imp-2', after: { rows: 2 } }),
      change({ entity: 'import', op: 'undo-import', entityId: 'imp-1' }),
    ]);
    expect(followUp).toEqual({ importsToFetch: ['imp-2'], refetchLists: true });
    expect([...rows.keys()]).toEqual(['kept']);
  });

  it('asks for the lists again when an account or a document changed', () => {
    const rows = copyOf(row('a'));
    expect(
      applyChanges(rows, [change({ entity: 'account', op: 'update', entityId: 'main' })]),
    ).toEqual({ importsToFetch: [], refetchLists: true });
    expect(rows.get('a')).toEqual(row('a'));
  });
});
