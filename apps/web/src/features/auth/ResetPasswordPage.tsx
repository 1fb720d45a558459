import { useState } from 'react';
import { Link, useSearchParams } from 'react-router-dom';
import { TextField } from '../../components/form/FormFields';
import { Notice } from '../../components/ui/Notice';
import { paths } from '../../config/paths';
import { failureMessage, resetPassword } from '../../lib/auth/authApi';
import { AuthCard } from './AuthCard';
import { MIN_PASSWORD_LENGTH } from './SignUpPage';

export function ResetPasswordPage() {
  const [params] = useSearchParams();
  const token = params.get('token') ?? '';
  const [password, setPassword] = useState('');
  const [confirm, setConfirm] = useState('');
  const [busy, setBusy] = useState(false);
  const [error, setError] = useState<string | null>(
    token ? null : 'This link has no reset code. Ask for a new link.',
  );
  const [done, setDone] = useState(false);

  async function onSubmit() {
    if (password.length < MIN_PASSWORD_LENGTH) {
      setError(`Choose a password of at least ${MIN_PASSWORD_LENGTH} characters.`);
      return;
    }
    if (password !== confirm) {
      setError('The two passwords differ.');
      return;
    }
    setBusy(true);
    setError(null);
    try {
      await resetPassword(token, password);
      setDone(true);
    } catch (err) {
      setError(
        failureMessage(err, 'This link has expired or was used already. Ask for a new link.'),
      );
    }
    setBusy(false);
  }

  return (
    <AuthCard
      title={paths.resetPassword.title}
      lead="Choose a new password. Every device signed in to your account will be signed out."
      error={error}
      busy={busy}
      disabled={done || !token}
      submitLabel="Save New Password"
      busyLabel="Saving..."
      onSubmit={() => void onSubmit()}
      footer={<Link to={paths.forgotPassword.path}>Ask for a new link</Link>}
    >
      {done && (
        <Notice tone="success">
          Your password is changed. <Link to={paths.login.path}>Log in</Link> with it.
        </Notice>
      )}
      <TextField
        label="New Password*"
        type="password"
        required
        autoComplete="new-password"
        hint={`At least ${MIN_PASSWORD_LENGTH} characters.`}
        value={password}
        onChange={setPassword}
      />
      <TextField
        label="Repeat New Password*"
        type="password"
        required
        autoComplete="new-password"
        value={confirm}
        onChange={setConfirm}
      />
    </AuthCard>
  );
}
