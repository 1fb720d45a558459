/**
 * Browsers cap how tall an element may be (Chromium about 33.5 million px, Firefox about 17.9
 * million); a million rows of 52 px is 52 million. Above this height the scroll space is scaled
 * down, so the scrollbar's whole range still reaches every row.
 */
export const MAX_SCROLL_HEIGHT = 15_000_000;

export type RowWindowInput = {
  count: number;
  rowHeight: number;
  /** The scroll area's visible height. */
  viewportHeight: number;
  /** The scroll area's scrollTop. */
  scrollTop: number;
  /** Rows drawn beyond each edge of the view, so a fast scroll shows no gap. */
  overscan: number;
};

export type RowWindow = {
  /** The height to give the scrolled content: the rows' full height, or the cap. */
  scrollHeight: number;
  /** How many pixels of rows one scrolled pixel moves: 1 below the cap, more above it. */
  scale: number;
  /** The rows to draw, each with its top within the scrolled content. */
  rows: { index: number; top: number }[];
};

/**
 * Which rows of a list of equal-height rows are in view, and where to draw them. Below the cap this
 * is plain virtualisation (row i at i × rowHeight). Above it, each scrolled pixel moves the list by
 * the same ratio of full to capped range, so the top of the scrollbar shows the first row and
 * the bottom shows the last.
 */
export function rowWindow({
  count,
  rowHeight,
  viewportHeight,
  scrollTop,
  overscan,
}: RowWindowInput): RowWindow {
  const fullHeight = count * rowHeight;
  const scrollHeight = Math.min(fullHeight, MAX_SCROLL_HEIGHT);
  const scrollRange = Math.max(scrollHeight - viewportHeight, 0);
  const fullRange = Math.max(fullHeight - viewportHeight, 0);
  const scale = scrollRange > 0 ? fullRange / scrollRange : 1;
  const top = Math.min(Math.max(scrollTop, 0), scrollRange);
  // Where the view's top falls in the full list, and how far the drawn rows are moved up to be there.
  const offset = top * scale;
  const shift = offset - top;
  const first = Math.max(Math.floor(offset / rowHeight) - overscan, 0);
  const last = Math.min(Math.ceil((offset + viewportHeight) / rowHeight) + overscan, count) - 1;
  const rows: RowWindow['rows'] = [];
  for (let index = first; index <= last; index += 1) {
    rows.push({ index, top: index * rowHeight - shift });
  }
  return { scrollHeight, scale, rows };
}
