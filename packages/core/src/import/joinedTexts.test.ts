import { describe, expect, it } from 'vitest';
import { JoinedTexts } from './joinedTexts.js';

describe('JoinedTexts', () => {
  const texts = Array.from({ length: 10_000 }, (_, i) =>
    i % 7 === 0 ? '' : `Payee ${i} ${'é'.repeat(i % 5)}`,
  );
  const joined = new JoinedTexts();
  for (const text of texts) joined.push(text);

  it('gives back each text by index, in full batches and in the one being filled', () => {
    expect(joined.length).toBe(texts.length);
    for (const i of [0, 1, 4095, 4096, 4097, 8191, 8192, 9999]) {
      expect(joined.at(i)).toBe(texts[i]);
      expect(joined.lengthOf(i)).toBe(texts[i]!.length);
    }
    expect(texts.every((text, i) => joined.at(i) === text)).toBe(true);
  });

  it('joins every text in order', () => {
    expect(joined.joined()).toBe(texts.join(''));
  });

  it('joins a list that fills its batches exactly', () => {
    const exact = new JoinedTexts();
    for (let i = 0; i < 4096; i++) exact.push(String(i));
    expect(exact.joined()).toBe(Array.from({ length: 4096 }, (_, i) => String(i)).join(''));
    expect(exact.at(4095)).toBe('4095');
  });
});
