import { useState } from 'react';
import type { FormEvent } from 'react';
import { ChoiceField, TextField } from '../../components/form/FormFields';
import { Notice } from '../../components/ui/Notice';
import { ROLES, ROLE_LABELS, failureMessage } from '../../lib/auth/authApi';
import type { Role } from '../../lib/auth/authApi';
import { invitationLink, inviteMember } from '../../lib/auth/teamApi';

type InviteFormProps = {
  organizationId: string;
  /** Roles the inviter may give: an admin cannot make an owner. */
  grantable: readonly Role[];
  mailConfigured: boolean;
  onInvited: () => void;
};

type Sent = { email: string; link: string };

/** Invites someone by e-mail and shows the link to share (e-mailed too when SMTP is set up). */
export function InviteForm({
  organizationId,
  grantable,
  mailConfigured,
  onInvited,
}: InviteFormProps) {
  const [email, setEmail] = useState('');
  const [role, setRole] = useState<Role>('viewer');
  const [busy, setBusy] = useState(false);
  const [error, setError] = useState<string | null>(null);
  const [sent, setSent] = useState<Sent | null>(null);

  async function onSubmit(event: FormEvent<HTMLFormElement>) {
    event.preventDefault();
    setBusy(true);
    setError(null);
    setSent(null);
    try {
      const id = await inviteMember(organizationId, email.trim(), role);
      setSent({ email: email.trim(), link: invitationLink(id) });
      setEmail('');
      onInvited();
    } catch (err) {
      setError(failureMessage(err, 'Could not invite this person. Please try again.'));
    }
    setBusy(false);
  }

  const options = ROLES.filter((r) => grantable.includes(r)).map((r) => ({
    value: r,
    label: ROLE_LABELS[r],
  }));
  return (
    <form
      className="form card team-section"
      onSubmit={(e) => void onSubmit(e)}
      aria-labelledby="invite-title"
    >
      <h2 id="invite-title">Invite someone</h2>
      {error && (
        <p className="alert alert--error" role="alert">
          {error}
        </p>
      )}
      {sent && (
        <Notice tone="success">
          <p>
            {mailConfigured
              ? `Invitation e-mailed to ${sent.email}. You can also share this link:`
              : `Invitation created. Send ${sent.email} this link (this server does not send e-mail):`}
          </p>
          <a className="invite-link" href={sent.link}>
            {sent.link}
          </a>
        </Notice>
      )}
      <div className="form-grid">
        <TextField
          label="Email Address*"
          type="email"
          required
          autoComplete="off"
          value={email}
          onChange={setEmail}
        />
        <ChoiceField label="Role" value={role} options={options} onChange={setRole} />
      </div>
      <p className="field__hint">
        Viewers only read; editors also change the books; admins also manage the team.
      </p>
      <div className="button-row">
        <button type="submit" className="button button--primary" disabled={busy}>
          {busy ? 'Inviting...' : 'Send Invitation'}
        </button>
      </div>
    </form>
  );
}
