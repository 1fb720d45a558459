import { describe, expect, it } from 'vitest';
import { decodeTexts } from '../../../lib/transactions/codedTexts';
import { packTexts, unpackTexts } from './packedTexts';
import { buffersOf } from './queryProtocol';
import { rowColumnsOf } from './rowColumns';

describe('packed texts', () => {
  it('give back every string as it was: empty ones, accents, emoji and separators included', () => {
    const texts = ['Café Ünïcode', '', 'Square sale #12', '🍕 lunch', 'a\u0000b', '', 'x'];
    const packed = packTexts(texts);
    expect(packed.joined).toBe(texts.join(''));
    expect(unpackTexts(packed)).toEqual(texts);
    expect(unpackTexts(packTexts([]))).toEqual([]);
  });

  it('carry the rows a query reads with every array handed over, not copied', () => {
    const rows = rowColumnsOf(
      [
        {
          id: 'a',
          date: '2026-03-01',
          description: 'Rent',
          amount: -5,
          type: 'outflow',
          category: 'Rent',
        },
        {
          id: 'b',
          date: '2026-03-02',
          description: 'Sale',
          amount: 7,
          type: 'inflow',
          category: 'Sales',
          accountId: 'bank',
        },
      ],
      2,
      (k) => 1 - k,
    );
    expect(unpackTexts(rows.descriptions)).toEqual(['Sale', 'Rent']);
    expect(decodeTexts(rows.dates)).toEqual(['2026-03-02', '2026-03-01']);
    expect(decodeTexts(rows.categories)).toEqual(['Sales', 'Rent']);
    expect(decodeTexts(rows.accounts)).toEqual(['bank', 'main']);
    const handed = buffersOf({ type: 'rows', version: 1, rows });
    expect(handed).toContain(rows.descriptions.ends.buffer);
    for (const texts of [rows.dates, rows.categories, rows.accounts]) {
      expect(handed).toContain(texts.index.buffer);
    }
  });
});
