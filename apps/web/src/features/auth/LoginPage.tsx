import { useState } from 'react';
import { Link, useNavigate, useSearchParams } from 'react-router-dom';
import { TextField } from '../../components/form/FormFields';
import { paths } from '../../config/paths';
import { failureMessage, signIn } from '../../lib/auth/authApi';
import { useAuth } from '../../lib/auth/useAuth';
import { AuthCard } from './AuthCard';
import { safeNext, withNext } from './safeNext';

export function LoginPage() {
  const [params] = useSearchParams();
  const navigate = useNavigate();
  const { refresh } = useAuth();
  const [email, setEmail] = useState('');
  const [password, setPassword] = useState('');
  const [busy, setBusy] = useState(false);
  const [error, setError] = useState<string | null>(null);
  const next = params.get('next');

  async function onSubmit() {
    setBusy(true);
    setError(null);
    try {
      await signIn(email.trim(), password);
      await refresh();
      void navigate(safeNext(params));
    } catch (err) {
      setError(failureMessage(err, 'Could not log in. Please try again.'));
      setBusy(false);
    }
  }

  return (
    <AuthCard
      title={paths.login.title}
      lead="Log in to work with your team's organisations."
      error={error}
      busy={busy}
      submitLabel="Log In"
      busyLabel="Logging in..."
      onSubmit={() => void onSubmit()}
      footer={
        <>
          <Link to={paths.forgotPassword.path}>Forgot your password?</Link>
          <span>
            No account yet? <Link to={withNext(paths.signup.path, next)}>Sign up</Link>
          </span>
        </>
      }
    >
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
        autoComplete="current-password"
        value={password}
        onChange={setPassword}
      />
    </AuthCard>
  );
}
