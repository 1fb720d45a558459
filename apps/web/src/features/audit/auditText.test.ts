import { describe, expect, it } from 'vitest';
import type { LedgerChange } from '@cashline/core';
import { changeDetail, changeTitle } from './auditText';

const change = (extra: Partial<LedgerChange>): LedgerChange => ({
  seq: 1,
  entity: 'transaction',
  entityId: 't1',
  op: 'update',
  before: null,
  after: null,
  userId: 'u1',
  at: '2026-11-24T10:00:00.000Z',
  ...extra,
});

describe('audit log words', () => {
  it('say an edit field by field, from what to what, without the version', () => {
    const edit = change({
      before: { category: 'Software', note: null },
      after: { category: 'Rent', note: 'March', version: 2 },
    });
    expect(changeTitle(edit)).toBe('Transaction changed');
    expect(changeDetail(edit)).toBe('category: Software → Rent; note: (none) → March');
  });

  it('name a document by its kind', () => {
    expect(changeTitle(change({ entity: 'document', entityId: 'rules', op: 'create' }))).toBe(
      'Rules changed',
    );
  });

  it('say what an import brought and what a deletion took away', () => {
    expect(
      changeDetail(
        change({ entity: 'import', op: 'import', after: { fileName: 'q1.csv', rows: 7 } }),
      ),
    ).toBe('fileName: q1.csv; rows: 7');
    const deleted = change({ op: 'delete', before: { description: 'AWS', amount: -120 } });
    expect(changeTitle(deleted)).toBe('Transaction deleted');
    expect(changeDetail(deleted)).toBe('description: AWS; amount: -120');
  });
});
