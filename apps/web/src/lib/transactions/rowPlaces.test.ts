import type { Transaction } from '@cashline/core';
import { describe, expect, it } from 'vitest';
import { findRow, knownPlaces, rememberPlaces } from './rowPlaces';

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
});
