import { describe, expect, it } from 'vitest';
import { MAX_SCROLL_HEIGHT, rowWindow } from './rowWindow';

const view = { rowHeight: 52, viewportHeight: 520, overscan: 2 };

describe('rowWindow', () => {
  it('draws the rows in view plus the overscan, each at its own place, below the cap', () => {
    const { scrollHeight, scale, rows } = rowWindow({ ...view, count: 1000, scrollTop: 5200 });
    expect(scrollHeight).toBe(52_000);
    expect(scale).toBe(1);
    expect(rows.map((r) => r.index)).toEqual([98, 99, ...range(100, 110), 110, 111]);
    expect(rows.every((r) => r.top === r.index * 52)).toBe(true);
  });

  it('draws nothing for an empty list and stops at the last row', () => {
    expect(rowWindow({ ...view, count: 0, scrollTop: 0 })).toEqual({
      scrollHeight: 0,
      scale: 1,
      rows: [],
    });
    const { rows } = rowWindow({ ...view, count: 5, scrollTop: 0 });
    expect(rows.map((r) => r.index)).toEqual([0, 1, 2, 3, 4]);
  });

  it('keeps a million rows under the cap and reaches the last one at the bottom of the scrollbar', () => {
    const count = 1_000_000;
    const { scrollHeight, scale } = rowWindow({ ...view, count, scrollTop: 0 });
    expect(scrollHeight).toBe(MAX_SCROLL_HEIGHT);
    expect(scale).toBeCloseTo((count * 52 - 520) / (MAX_SCROLL_HEIGHT - 520));
    expect(scrollHeight).toBeLessThan(count * 52);

    const bottom = rowWindow({ ...view, count, scrollTop: scrollHeight - view.viewportHeight });
    const last = bottom.rows.at(-1);
    expect(last?.index).toBe(count - 1);
    // The last row's bottom edge is the content's bottom edge: in view, not cut off.
    expect((last?.top ?? 0) + 52).toBe(scrollHeight);
    // The view (scrollTop to scrollTop + 520) holds exactly the last ten rows.
    const inView = bottom.rows.filter(
      (r) => r.top >= scrollHeight - view.viewportHeight && r.top + 52 <= scrollHeight,
    );
    expect(inView.map((r) => r.index)).toEqual(range(count - 10, count));
  });

  it('shows the first row at the top and a row in proportion in between, above the cap', () => {
    const count = 1_000_000;
    const top = rowWindow({ ...view, count, scrollTop: 0 });
    expect(top.rows[0]).toEqual({ index: 0, top: 0 });

    const scrollRange = MAX_SCROLL_HEIGHT - view.viewportHeight;
    const half = rowWindow({ ...view, count, scrollTop: scrollRange / 2 });
    const firstInView = half.rows.find((r) => r.top + 52 > scrollRange / 2);
    const expected = Math.floor((count * 52 - view.viewportHeight) / 2 / 52);
    expect(firstInView?.index).toBe(expected);
  });

  it('treats a scrollTop past either end (an elastic overscroll) as that end', () => {
    const count = 1_000_000;
    const past = rowWindow({ ...view, count, scrollTop: MAX_SCROLL_HEIGHT + 500 });
    expect(past.rows.at(-1)?.index).toBe(count - 1);
    const before = rowWindow({ ...view, count, scrollTop: -40 });
    expect(before.rows[0]).toEqual({ index: 0, top: 0 });
  });
});

function range(from: number, to: number): number[] {
  return Array.from({ length: to - from }, (_, i) => from + i);
}
