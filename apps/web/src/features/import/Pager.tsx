type PagerProps = {
  /** What the items are, for the label and the count: 'Notes', 'Duplicates'. */
  noun: string;
  /** Index of the first item on the page. */
  pageStart: number;
  pageSize: number;
  total: number;
  onPageStart: (start: number) => void;
};

const count = (n: number) => n.toLocaleString('en-US');

/** Previous / Next through a long list, a page at a time, saying which items are shown. */
export function Pager({ noun, pageStart, pageSize, total, onPageStart }: PagerProps) {
  const pageEnd = Math.min(pageStart + pageSize, total);
  return (
    <nav className="pager" aria-label={`Pages of ${noun.toLowerCase()}`}>
      <button
        type="button"
        className="button button--secondary"
        disabled={pageStart === 0}
        onClick={() => onPageStart(Math.max(0, pageStart - pageSize))}
      >
        Previous
      </button>
      <span aria-live="polite">
        {noun} {count(pageStart + 1)}–{count(pageEnd)} of {count(total)}
      </span>
      <button
        type="button"
        className="button button--secondary"
        disabled={pageEnd >= total}
        onClick={() => onPageStart(pageStart + pageSize)}
      >
        Next
      </button>
    </nav>
  );
}
