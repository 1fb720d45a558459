import { describe, expect, it } from 'vitest';
import { codeTexts, decodeTexts } from './codedTexts';

describe('coded texts', () => {
  it('keep each distinct text once, in the order first seen, and give every row back', () => {
    const texts = ['2026-03-02', '2026-03-01', '2026-03-02', '', '2026-03-01', ''];
    const coded = codeTexts(texts.length, (k) => texts[k] as string);
    expect(coded.values).toEqual(['2026-03-02', '2026-03-01', '']);
    expect([...coded.index]).toEqual([0, 1, 0, 2, 1, 2]);
    expect(decodeTexts(coded)).toEqual(texts);
    expect(decodeTexts(codeTexts(0, () => 'x'))).toEqual([]);
  });
});
