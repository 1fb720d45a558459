import { describe, expect, it } from 'vitest';
import { joinDescription } from './describeColumns.js';

describe('joinDescription', () => {
  it('joins the payee and the memo, a memo and its continuations by spaces', () => {
    const row = ['Allianz AG', 'Police 40/112', 'Beitrag Q4', '', 'EUR'];
    expect(joinDescription(row, [[0], [1, 2, 3]])).toBe('Allianz AG - Police 40/112 Beitrag Q4');
  });

  it('leaves out a part another part already holds, whatever the case', () => {
    expect(joinDescription(['METRO', 'Metro Cash & Carry Koeln'], [[0], [1]])).toBe(
      'Metro Cash & Carry Koeln',
    );
    expect(joinDescription(['Acme', 'Acme'], [[0], [1]])).toBe('Acme');
  });

  it('gives the payee alone when the memo is empty, and nothing when both are', () => {
    expect(joinDescription(['Stadtwerke', '  '], [[0], [1]])).toBe('Stadtwerke');
    expect(joinDescription(['', ''], [[0], [1]])).toBe('');
  });
});
