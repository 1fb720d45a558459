import { describe, expect, it } from 'vitest';
import { blocks } from './statementRows';

const months = (count: number) => Array.from({ length: count }, (_, i) => i + 1);

describe('the months of a printed statement, a table each', () => {
  it('keeps up to six months in one table', () => {
    expect(blocks(months(6), 6)).toEqual([months(6)]);
    expect(blocks(months(3), undefined)).toEqual([months(3)]);
  });

  it('splits more into as few tables as can be, as even as can be, never a lone month', () => {
    expect(blocks(months(7), 6).map((run) => run.length)).toEqual([4, 3]);
    expect(blocks(months(13), 6).map((run) => run.length)).toEqual([5, 5, 3]);
    expect(blocks(months(19), 6).map((run) => run.length)).toEqual([5, 5, 5, 4]);
    expect(blocks(months(13), 6).flat()).toEqual(months(13));
  });
});
