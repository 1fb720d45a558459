import { describe, expect, it } from 'vitest';
import { AI_CALL_SHAPES, isCashlineCallShape } from './callShapes.js';

describe('the calls Cashline makes (ai.md section 7)', () => {
  it('are the five temperature / max_tokens pairs of the spec', () => {
    expect(AI_CALL_SHAPES.map((s) => [s.temperature, s.maxTokens])).toEqual([
      [0.1, 500],
      [0.3, 2000],
      [0.1, 1000],
      [0, 4000],
      [0, 2000],
    ]);
  });

  it('recognises only those pairs', () => {
    expect(isCashlineCallShape(0, 4000)).toBe(true);
    expect(isCashlineCallShape(0.1, 500)).toBe(true);
    expect(isCashlineCallShape(0.7, 4000)).toBe(false);
    expect(isCashlineCallShape(0, 100_000)).toBe(false);
  });
});
