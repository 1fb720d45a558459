import type { CSSProperties } from 'react';

/** Tooltip colours follow the theme through the CSS variables of global.css. */
export const tooltipContentStyle: CSSProperties = {
  background: 'var(--color-surface)',
  border: '1px solid var(--color-border)',
  borderRadius: 'var(--radius)',
  color: 'var(--color-text)',
};

export const tooltipLabelStyle: CSSProperties = { color: 'var(--color-text)', fontWeight: 600 };
