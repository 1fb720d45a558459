import { describe, expect, it } from 'vitest';
import { FNV_START, IdHashSet, hashText, idLookup } from './idHashSet.js';

describe('hashText', () => {
  it('gives the FNV-1a hash, continued from a prefix as over the whole text', () => {
    expect(hashText('')).toBe(FNV_START);
    expect(hashText('a')).toBe(0xe40c292c);
    expect(hashText('row-17', hashText('imported-'))).toBe(hashText('imported-row-17'));
  });
});

describe('IdHashSet', () => {
  it('finds an added entry by its id and nothing for an id not added', () => {
    const ids = ['a', 'b', 'c'];
    const set = new IdHashSet(ids.length, (entry) => ids[entry]!);
    ids.forEach((id, entry) => set.add(entry, hashText(id)));
    expect(set.find(hashText('b'), () => 'b')).toBe(1);
    expect(set.find(hashText('d'), () => 'd')).toBe(-1);
  });

  it('tells apart two ids of the same hash by their text', () => {
    const ids = ['first', 'second'];
    const set = new IdHashSet(2, (entry) => ids[entry]!);
    set.add(0, 7);
    expect(set.find(7, () => 'second')).toBe(-1);
    set.add(1, 7);
    expect(set.find(7, () => 'second')).toBe(1);
    expect(set.find(7, () => 'first')).toBe(0);
  });

  it('asks for the text only when a hash matches', () => {
    const set = new IdHashSet(1, () => 'a');
    set.add(0, hashText('a'));
    let asked = 0;
    set.find(hashText('zz'), () => {
      asked += 1;
      return 'zz';
    });
    expect(asked).toBe(0);
  });

  it('holds as many ids as it was made for, each found again', () => {
    const ids = Array.from({ length: 5000 }, (_, i) => `imported-file-row-${i}`);
    const set = new IdHashSet(ids.length, (entry) => ids[entry]!);
    ids.forEach((id, entry) => set.add(entry, hashText(id)));
    expect(ids.every((id, entry) => set.find(hashText(id), () => id) === entry)).toBe(true);
  });
});

describe('idLookup', () => {
  it('answers has and size as a Set of the same ids does', () => {
    const ids = ['b', 'a', 'b', 'imported-x-row-2', 'a', 'c'];
    const lookup = idLookup(ids);
    const set = new Set(ids);
    expect(lookup.size).toBe(set.size);
    for (const id of [...ids, 'd', '', 'imported-x-row-20'])
      expect(lookup.has(id)).toBe(set.has(id));
  });
});
