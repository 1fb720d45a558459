import type { ReactNode } from 'react';
import { CloseIcon } from './icons';

export type NoticeTone = 'success' | 'info' | 'warning' | 'error';

type NoticeProps = { tone: NoticeTone; children: ReactNode; onDismiss?: () => void };

/** A message in a coloured box; errors are announced at once, the rest politely. */
export function Notice({ tone, children, onDismiss }: NoticeProps) {
  return (
    <div className={`notice notice--${tone}`} role={tone === 'error' ? 'alert' : 'status'}>
      <div className="notice__body">{children}</div>
      {onDismiss && (
        <button type="button" className="icon-button notice__dismiss" onClick={onDismiss}>
          <CloseIcon size={16} />
          <span className="visually-hidden">Dismiss</span>
        </button>
      )}
    </div>
  );
}
