import { useState } from 'react';
import { Link, useNavigate, useSearchParams } from 'react-router-dom';
import { TextField } from '../../components/form/FormFields';
import { Notice } from '../../components/ui/Notice';
import { paths } from '../../config/paths';
import { failureMessage, signUp } from '../../lib/auth/authApi';
import { useAuth } from '../../lib/auth/useAuth';
import { AuthCard } from './AuthCard';
import { safeNext, withNext } from './safeNext';

export const MIN_PASSWORD_LENGTH = 8;

export const checkYourEmail = (email: string) =>
  `Check your e-mail: we have sent a link to ${email}. Open it to confirm the address and log in. No e-mail within a few minutes? Check the spam folder, or log in to have it sent again.`;

/** The invitation a sign-up comes from, when it goes back to /invite/<id> afterwards. */
function invitationOf(next: string | null): string | undefined {
  const match = next ? /^\/invite\/([^/?#]+)$/.exec(next) : null;
  return match?.[1] ? decodeURIComponent(match[1]) : undefined;
}

export function SignUpPage() {
  const [params] = useSearchParams();
  const navigate = useNavigate();
  const { refresh } = useAuth();
  const [name, setName] = useState('');
  const [orgName, setOrgName] = useState('');
  const [email, setEmail] = useState('');
  const [password, setPassword] = useState('');
  const [busy, setBusy] = useState(false);
  const [error, setError] = useState<string | null>(null);
  const [waitingFor, setWaitingFor] = useState<string | null>(null);
  const next = params.get('next');
  const invitationId = invitationOf(next);

  async function onSubmit() {
    if (password.length < MIN_PASSWORD_LENGTH) {
      setError(`Choose a password of at least ${MIN_PASSWORD_LENGTH} characters.`);
      return;
    }
    setBusy(true);
    setError(null);
    try {
      const signedIn = await signUp({
        name: name.trim(),
        email: email.trim(),
        password,
        callbackURL: safeNext(params),
        ...(invitationId ? { invitationId } : { orgName: orgName.trim() }),
      });
      if (!signedIn) {
        setWaitingFor(email.trim());
        setBusy(false);
        return;
      }
      await refresh();
      void navigate(safeNext(params));
    } catch (err) {
      setError(failureMessage(err, 'Could not create your account. Please try again.'));
      setBusy(false);
    }
  }

  const firstName = name.trim() || 'Your name';
  return (
    <AuthCard
      title={paths.signup.title}
      lead={
        invitationId
          ? 'Create your account with the e-mail address the invitation was sent to, then accept it.'
          : 'Create an account to share your organisation with your team. Without an account, Cashline works in this browser only.'
      }
      error={error}
      busy={busy}
      disabled={waitingFor !== null}
      submitLabel="Create Account"
      busyLabel="Creating account..."
      onSubmit={() => void onSubmit()}
      footer={
        <span>
          Already have an account? <Link to={withNext(paths.login.path, next)}>Log in</Link>
        </span>
      }
    >
      {waitingFor && <Notice tone="success">{checkYourEmail(waitingFor)}</Notice>}
      <TextField label="Your Name*" required autoComplete="name" value={name} onChange={setName} />
      {!invitationId && (
        <TextField
          label="Business Name"
          autoComplete="organization"
          placeholder={`${firstName}'s business`}
          hint="Your first organisation; you can be invited to others."
          value={orgName}
          onChange={setOrgName}
        />
      )}
      <TextField
        label="Email Address*"
        type="email"
        required
        autoComplete="email"
        value={email}
        onChange={setEmail}
      />
      <TextField
        label="Password*"
        type="password"
        required
        autoComplete="new-password"
        hint={`At least ${MIN_PASSWORD_LENGTH} characters.`}
        value={password}
        onChange={setPassword}
      />
    </AuthCard>
  );
}
