import { describe, expect, it } from 'vitest';
import { replacedInPlace } from './editsInPlace';

type Row = { id: string; date: string; note?: string };
const newerFirst = (a: Row, b: Row) =>
  a.date === b.date ? (a.id < b.id ? 1 : a.id > b.id ? -1 : 0) : a.date < b.date ? 1 : -1;
const list: Row[] = [
  { id: 'c', date: '2026-03-03' },
  { id: 'b', date: '2026-03-02' },
  { id: 'a', date: '2026-03-01' },
];

describe('rows replaced where they stand', () => {
  it('puts each edited row in its place, pairs the rows by position and leaves the list alone', () => {
    const [c, , a] = list as [Row, Row, Row];
    const editedA = { ...a, note: 'edited' };
    const editedC = { ...c, note: 'edited' };
    const done = replacedInPlace(list, [2, 0], [a, c], [editedC, editedA], newerFirst);
    expect(done?.rows).toEqual([editedC, list[1], editedA]);
    expect(done?.rows[1]).toBe(list[1]);
    expect(done?.replacedAt).toEqual([2, 0]);
    expect(done?.removed).toEqual([a, c]);
    expect(done?.added[0]).toBe(editedA);
    expect(done?.added[1]).toBe(editedC);
    expect(list[0]).toBe(c);
  });

  it('says nothing of a row that moved, was added or was deleted, or a place that is not the row’s', () => {
    const [c, b] = list as [Row, Row, Row];
    const moved = { ...b, date: '2026-04-01' };
    expect(replacedInPlace(list, [1], [b], [moved], newerFirst)).toBeUndefined();
    expect(
      replacedInPlace(list, [1], [b], [b, { id: 'd', date: '2026-03-02' }], newerFirst),
    ).toBeUndefined();
    expect(replacedInPlace(list, [1], [b], [], newerFirst)).toBeUndefined();
    expect(replacedInPlace(list, [0], [b], [{ ...b }], newerFirst)).toBeUndefined();
    expect(replacedInPlace(list, [0, 0], [c, c], [{ ...c }, { ...c }], newerFirst)).toBeUndefined();
  });
});
