import type { ReactNode } from 'react';

type ConfirmationCardProps = {
  title: string;
  children: ReactNode;
  /** The button that starts over, e.g. 'Send Another Message'. */
  againLabel: string;
  onAgain: () => void;
};

/** What a form turns into once it has been sent, announced to screen readers. */
export function ConfirmationCard({ title, children, againLabel, onAgain }: ConfirmationCardProps) {
  return (
    <section className="card confirmation" aria-live="polite">
      <h2>{title}</h2>
      {children}
      <button className="button" type="button" onClick={onAgain}>
        {againLabel}
      </button>
    </section>
  );
}
