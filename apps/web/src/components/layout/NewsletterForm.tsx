import { useEffect, useState } from 'react';
import type { FormEvent } from 'react';
import { subscribeNewsletter } from '../../lib/api/subscribeNewsletter';

const CONFIRMATION_MS = 3000;

type Phase = 'idle' | 'sending' | 'subscribed';

/**
 * The footer's newsletter sign-up (app.md section 4, decisions.md: every control works): the
 * address goes to the server, which stores it; 'Subscribed!' shows for 3 seconds once it has.
 */
export function NewsletterForm() {
  const [email, setEmail] = useState('');
  const [phase, setPhase] = useState<Phase>('idle');
  const [error, setError] = useState<string | null>(null);

  useEffect(() => {
    if (phase !== 'subscribed') return undefined;
    const timer = window.setTimeout(() => setPhase('idle'), CONFIRMATION_MS);
    return () => window.clearTimeout(timer);
  }, [phase]);

  async function onSubmit(event: FormEvent<HTMLFormElement>) {
    event.preventDefault();
    const address = email.trim();
    if (address === '' || phase === 'sending') return;
    setPhase('sending');
    setError(null);
    const result = await subscribeNewsletter(address);
    if (result.ok) {
      setEmail('');
      setPhase('subscribed');
    } else {
      setError(result.error);
      setPhase('idle');
    }
  }

  return (
    <form className="newsletter" onSubmit={(event) => void onSubmit(event)} aria-label="Newsletter">
      <label htmlFor="newsletter-email" className="newsletter__label">
        Get cash-flow tips in your inbox
      </label>
      <div className="newsletter__row">
        <input
          id="newsletter-email"
          type="email"
          required
          placeholder="you@company.com"
          autoComplete="email"
          value={email}
          onChange={(event) => setEmail(event.target.value)}
        />
        <button type="submit" className="button button--primary" disabled={phase === 'sending'}>
          {phase === 'subscribed'
            ? 'Subscribed!'
            : phase === 'sending'
              ? 'Subscribing...'
              : 'Subscribe'}
        </button>
      </div>
      {error ? (
        <p className="newsletter__error" role="alert">
          {error}
        </p>
      ) : null}
      <p className="visually-hidden" role="status">
        {phase === 'subscribed' ? 'Subscribed to the newsletter.' : ''}
      </p>
    </form>
  );
}
