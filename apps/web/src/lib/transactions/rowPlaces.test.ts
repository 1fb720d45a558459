import type { Transaction } from '@cashline/core';
import { describe, expect, it } from 'vitest';
import { findRow, knownPlaces, placesOfPatches, rememberPlaces } from './rowPlaces';

const row = (id: string): Transaction => ({
  id,
  date: '2026-03-01',
  description: id,
  amount: -1,
  type: 'outflow',
  category: 'Other',
});

describe('rowPlaces', () => {
  it('remembers where a row was found, in that list only', () => {
    const list = [row('a'), row('b'), row('c')];
    expect(knownPlaces(list, ['c'])).toBeUndefined();
    expect(findRow(list, 'c')).toBe(list[2]);
    expect(knownPlaces(list, ['c'])).toEqual([2]);
    expect(knownPlaces(list, ['c', 'a'])).toBeUndefined();
    expect(knownPlaces(list.slice(), ['c'])).toBeUndefined();
  });

  it('finds a row by search when its remembered place holds another row', () => {
    const list = [row('a'), row('b')];
    rememberPlaces(list, [0]);
    list.reverse();
    expect(findRow(list, 'a')).toBe(list[1]);
    expect(knownPlaces(list, ['a'])).toEqual([1]);
    expect(findRow(list, 'z')).toBeUndefined();
  });

  it('answers the places of the rows patches name: remembered, or searched for a few', () => {
    const list = [row('a'), row('b'), row('c')];
    const edit = (...ids: string[]) => [
      {
        type: 'patchTransactions' as const,
        patches: ids.map((id) => ({ id, set: { note: 'x' } })),
      },
    ];
    expect(placesOfPatches(list, edit('c', 'a'))).toBeUndefined();
    expect(placesOfPatches(list, edit('c', 'a'), 1)).toBeUndefined();
    expect(placesOfPatches(list, edit('c', 'a'), 2)).toEqual([2, 0]);
    expect(placesOfPatches(list, edit('c'))).toEqual([2]);
    expect(placesOfPatches(list, edit('z'), 5)).toBeUndefined();
    expect(placesOfPatches(list, [{ type: 'deleteTransactions', ids: ['a'] }], 5)).toBeUndefined();
  });
});
