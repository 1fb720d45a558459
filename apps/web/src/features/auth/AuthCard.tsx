import type { FormEvent, ReactNode } from 'react';

type AuthCardProps = {
  title: string;
  lead: ReactNode;
  error: string | null;
  busy: boolean;
  /** The form cannot be sent (no reset code, or done already). */
  disabled?: boolean;
  submitLabel: string;
  busyLabel: string;
  onSubmit: () => void;
  children: ReactNode;
  /** Links under the form (forgot password, sign up instead...). */
  footer?: ReactNode;
};

/** The narrow page and card every sign-in form shares. */
export function AuthCard({
  title,
  lead,
  error,
  busy,
  disabled = false,
  submitLabel,
  busyLabel,
  onSubmit,
  children,
  footer,
}: AuthCardProps) {
  function submit(event: FormEvent<HTMLFormElement>) {
    event.preventDefault();
    onSubmit();
  }
  return (
    <article className="page page--narrow auth-page">
      <header className="page-intro">
        <h1>{title}</h1>
        <p>{lead}</p>
      </header>
      <form className="form card" onSubmit={submit} aria-label={title}>
        {error && (
          <p className="alert alert--error" role="alert">
            {error}
          </p>
        )}
        {children}
        <div className="button-row">
          <button type="submit" className="button button--primary" disabled={busy || disabled}>
            {busy ? busyLabel : submitLabel}
          </button>
        </div>
      </form>
      {footer && <div className="auth-page__footer">{footer}</div>}
    </article>
  );
}
