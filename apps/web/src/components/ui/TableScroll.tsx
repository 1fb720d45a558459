import type { ReactNode } from 'react';

type Props = { children: ReactNode; variant?: 'table-wrap' | 'simple-table-wrap' };

/**
 * The box a table scrolls sideways in when it is wider than the page. Focusable, so a keyboard can
 * scroll it too: a table with no control in it (a list of members, seen by one who manages no one)
 * would otherwise be out of reach (WCAG 2.1.1, axe's scrollable-region-focusable).
 */
export function TableScroll({ children, variant = 'table-wrap' }: Props) {
  return (
    <div className={variant} tabIndex={0}>
      {children}
    </div>
  );
}
