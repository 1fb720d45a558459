import { useState } from 'react';
import { Link } from 'react-router-dom';
import { TextField } from '../../components/form/FormFields';
import { Notice } from '../../components/ui/Notice';
import { paths } from '../../config/paths';
import { failureMessage, requestPasswordReset } from '../../lib/auth/authApi';
import { AuthCard } from './AuthCard';

export const RESET_REQUESTED =
  'If an account uses this address, a link to choose a new password is on its way (valid for one hour). No e-mail? This server may not send e-mail: ask the person who runs it for a reset link.';

export function ForgotPasswordPage() {
  const [email, setEmail] = useState('');
  const [busy, setBusy] = useState(false);
  const [error, setError] = useState<string | null>(null);
  const [sent, setSent] = useState(false);

  async function onSubmit() {
    setBusy(true);
    setError(null);
    try {
      await requestPasswordReset(email.trim());
      setSent(true);
    } catch (err) {
      setError(failureMessage(err, 'Could not ask for a reset link. Please try again.'));
    }
    setBusy(false);
  }

  return (
    <AuthCard
      title={paths.forgotPassword.title}
      lead="Enter your account's e-mail address and we will send you a link to choose a new password."
      error={error}
      busy={busy}
      submitLabel="Send Reset Link"
      busyLabel="Sending..."
      onSubmit={() => void onSubmit()}
      footer={<Link to={paths.login.path}>Back to Log In</Link>}
    >
      {sent && <Notice tone="success">{RESET_REQUESTED}</Notice>}
      <TextField
        label="Email Address*"
        type="email"
        required
        autoComplete="email"
        value={email}
        onChange={setEmail}
      />
    </AuthCard>
  );
}
