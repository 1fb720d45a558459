import { useContext, useEffect, useState } from 'react';
import {
  fetchNotificationChoices,
  saveNotificationChoices,
} from '../../lib/api/notificationChoices';
import type { NotificationChoices } from '../../lib/api/notificationChoices';
import { AuthContext } from '../../lib/auth/AuthContext';

export const NO_MAIL_NOTE =
  'This installation sends no e-mail, so alerts show in the app only: on the dashboard and the forecast page.';

type Kind = 'lowCash' | 'digest';

const LABELS: Record<Kind, string> = {
  lowCash: 'Low-cash alerts: when the forecast falls below a minimum within 13 weeks',
  digest: 'Weekly digest, Monday morning: cash, burn, runway and what is coming up',
};

/** A signed-in member's own choice of the e-mails they get about their organisation. */
export function EmailNoticesSection() {
  const auth = useContext(AuthContext);
  const orgId = auth?.status === 'signed-in' ? auth.me.activeOrganizationId : null;
  const [choices, setChoices] = useState<NotificationChoices | null>(null);
  const [status, setStatus] = useState<string | null>(null);
  const [error, setError] = useState<string | null>(null);

  useEffect(() => {
    if (!orgId) return;
    let live = true;
    fetchNotificationChoices(orgId)
      .then((loaded) => live && setChoices(loaded))
      .catch(() => live && setError('Your e-mail choices could not be loaded.'));
    return () => {
      live = false;
    };
  }, [orgId]);

  if (!orgId) return null;

  async function choose(kind: Kind, value: boolean) {
    if (!orgId) return;
    setStatus(null);
    setError(null);
    try {
      // The digest comes on Monday morning where this browser is.
      const timeZone = Intl.DateTimeFormat().resolvedOptions().timeZone;
      setChoices(await saveNotificationChoices(orgId, { [kind]: value, timeZone }));
      setStatus('Saved.');
    } catch {
      setError('Your choice could not be saved. Please try again.');
    }
  }

  return (
    <section className="card" aria-labelledby="email-notices-title">
      <h2 id="email-notices-title">E-mail alerts</h2>
      <p>What Cashline e-mails you about your organisation, without anyone opening it.</p>
      {choices && !choices.mailEnabled && <p className="muted">{NO_MAIL_NOTE}</p>}
      {choices &&
        (['lowCash', 'digest'] as const).map((kind) => (
          <label className="checkbox" key={kind}>
            <input
              type="checkbox"
              checked={choices[kind]}
              onChange={(event) => void choose(kind, event.target.checked)}
            />
            {LABELS[kind]}
          </label>
        ))}
      {status && <p role="status">{status}</p>}
      {error && (
        <p className="alert alert--error" role="alert">
          {error}
        </p>
      )}
    </section>
  );
}
