import { describe, expect, it } from 'vitest';
import { countTokens, promptTokens, truncateToTokens } from './tokens.js';

describe('the fake tokenizer', () => {
  it('charges words in runs of six letters, numbers in runs of three, and each symbol', () => {
    expect(countTokens('"Food & Dining",')).toBe(6);
    expect(countTokens('Entertainment')).toBe(3);
    expect(countTokens('12345')).toBe(2);
    expect(countTokens('')).toBe(0);
  });

  it('cuts a text after max_tokens tokens and says whether anything was lost', () => {
    expect(truncateToTokens('{"a": "bcd"}', 4)).toEqual({ text: '{"a"', truncated: true });
    expect(truncateToTokens('{"a"}', 5)).toEqual({ text: '{"a"}', truncated: false });
    expect(truncateToTokens('{"a"}', 50)).toEqual({ text: '{"a"}', truncated: false });
  });

  it('counts a prompt with 4 tokens of framing per message', () => {
    expect(promptTokens([{ content: 'hi there' }, { content: '' }])).toBe(10);
  });
});
