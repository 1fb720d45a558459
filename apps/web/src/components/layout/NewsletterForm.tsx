import { useEffect, useState } from 'react';
import type { FormEvent } from 'react';

const CONFIRMATION_MS = 3000;

/** app.md section 4: nothing is sent; a non-empty address shows 'Subscribed!' for 3 seconds. */
export function NewsletterForm() {
  const [email, setEmail] = useState('');
  const [subscribed, setSubscribed] = useState(false);

  useEffect(() => {
    if (!subscribed) return undefined;
    const timer = window.setTimeout(() => setSubscribed(false), CONFIRMATION_MS);
    return () => window.clearTimeout(timer);
  }, [subscribed]);

  function onSubmit(event: FormEvent<HTMLFormElement>) {
    event.preventDefault();
    if (email.trim() === '') return;
    setEmail('');
    setSubscribed(true);
  }

  return (
    <form className="newsletter" onSubmit={onSubmit} aria-label="Newsletter">
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
        <button type="submit" className="button button--primary">
          {subscribed ? 'Subscribed!' : 'Subscribe'}
        </button>
      </div>
      <p className="visually-hidden" role="status">
        {subscribed ? 'Subscribed to the newsletter.' : ''}
      </p>
    </form>
  );
}
