import { describe, expect, it } from 'vitest';
import { AI_CALL_SHAPES, isCashlineCallShape } from './callShapes.js';

describe('the calls Cashline makes (ai.md section 7, decisions.md)', () => {
  it('are the spec’s temperature / max_tokens pairs, categorisation sized up to a full batch', () => {
    expect(AI_CALL_SHAPES.map((s) => [s.temperature, s.maxTokens, s.sizedToBatch])).toEqual([
      [0.1, 500, undefined],
      [0.3, 2000, undefined],
      [0.1, 1664, true],
      [0, 4000, undefined],
      [0, 2000, undefined],
    ]);
  });

  it('recognises only those pairs, and any categorisation batch size up to the largest', () => {
    expect(isCashlineCallShape(0, 4000)).toBe(true);
    expect(isCashlineCallShape(0.1, 500)).toBe(true);
    expect(isCashlineCallShape(0.1, 72)).toBe(true);
    expect(isCashlineCallShape(0.1, 1664)).toBe(true);
    expect(isCashlineCallShape(0.1, 1665)).toBe(false);
    expect(isCashlineCallShape(0.1, 0)).toBe(false);
    expect(isCashlineCallShape(0.1, 80.5)).toBe(false);
    expect(isCashlineCallShape(0.3, 100)).toBe(false);
    expect(isCashlineCallShape(0.7, 4000)).toBe(false);
    expect(isCashlineCallShape(0, 100_000)).toBe(false);
  });
});
