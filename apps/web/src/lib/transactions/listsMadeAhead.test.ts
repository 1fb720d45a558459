import { afterEach, describe, expect, it, vi } from 'vitest';
import { copyWhenIdle, withReplaced } from './listsMadeAhead';

describe('lists made ahead', () => {
  afterEach(() => {
    vi.useRealTimers();
  });

  it('replaces the rows in a new list and leaves the list alone, without a copy made ahead', () => {
    const list = ['a', 'b', 'c'];
    const next = withReplaced(list, [2, 0], ['C', 'A']);
    expect(next).toEqual(['A', 'b', 'C']);
    expect(next).not.toBe(list);
    expect(list).toEqual(['a', 'b', 'c']);
  });

  it('makes the next list from the copy made when the page was idle, and spends that copy', () => {
    vi.useFakeTimers();
    const list = ['a', 'b', 'c'];
    copyWhenIdle(list);
    copyWhenIdle(list);
    vi.advanceTimersByTime(2000);
    // Lists are never changed once made; this change shows which copy the next list came from.
    list.push('late');
    const next = withReplaced(list, [1], ['B']);
    expect(next).toEqual(['a', 'B', 'c']);
    const again = withReplaced(list, [0], ['A']);
    expect(again).toEqual(['A', 'b', 'c', 'late']);
    expect(next).toEqual(['a', 'B', 'c']);
  });

  it('copies a list only once the page is idle', () => {
    vi.useFakeTimers();
    const list = ['a'];
    copyWhenIdle(list);
    list.push('before idle');
    expect(withReplaced(list, [0], ['A'])).toEqual(['A', 'before idle']);
    vi.advanceTimersByTime(2000);
    list.push('after idle');
    expect(withReplaced(list, [0], ['A'])).toEqual(['A', 'before idle']);
  });
});
