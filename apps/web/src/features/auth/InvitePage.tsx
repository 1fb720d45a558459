import { useEffect, useState } from 'react';
import { Link, useNavigate, useParams } from 'react-router-dom';
import { paths } from '../../config/paths';
import { ROLE_LABELS, failureMessage } from '../../lib/auth/authApi';
import { acceptInvitation, getInvitation } from '../../lib/auth/teamApi';
import type { InvitationDetails } from '../../lib/auth/teamApi';
import { useAuth } from '../../lib/auth/useAuth';
import { withNext } from './safeNext';

const NOT_FOUND =
  'This invitation cannot be opened: it may have expired, been cancelled, or been sent to another e-mail address than the one you are logged in with.';

type Loaded = { invitation: InvitationDetails } | { error: string } | null;

function InvitationAnswer({ id }: { id: string }) {
  const navigate = useNavigate();
  const { refresh } = useAuth();
  const [loaded, setLoaded] = useState<Loaded>(null);
  const [busy, setBusy] = useState(false);
  const [error, setError] = useState<string | null>(null);

  useEffect(() => {
    let live = true;
    getInvitation(id).then(
      (invitation) => live && setLoaded({ invitation }),
      (err: unknown) => live && setLoaded({ error: failureMessage(err, NOT_FOUND) }),
    );
    return () => {
      live = false;
    };
  }, [id]);

  async function accept() {
    setBusy(true);
    setError(null);
    try {
      await acceptInvitation(id);
      await refresh();
      void navigate(paths.team.path);
    } catch (err) {
      setError(failureMessage(err, NOT_FOUND));
      setBusy(false);
    }
  }

  if (!loaded) return <p role="status">Loading the invitation...</p>;
  if ('error' in loaded) {
    return (
      <p className="alert alert--error" role="alert">
        {loaded.error}
      </p>
    );
  }
  const { invitation } = loaded;
  return (
    <div className="card form">
      <p>
        {invitation.inviterEmail} invited you to join <strong>{invitation.organizationName}</strong>{' '}
        as {ROLE_LABELS[invitation.role]}.
      </p>
      {error && (
        <p className="alert alert--error" role="alert">
          {error}
        </p>
      )}
      <div className="button-row">
        <button
          type="button"
          className="button button--primary"
          disabled={busy}
          onClick={() => void accept()}
        >
          {busy ? 'Joining...' : 'Accept Invitation'}
        </button>
      </div>
    </div>
  );
}

/** /invite/:id, the link an invitation e-mail (or the inviter) gives. */
export function InvitePage() {
  const { id = '' } = useParams();
  const auth = useAuth();
  const here = paths.invitation.getHref(id);
  return (
    <article className="page page--narrow auth-page">
      <header className="page-intro">
        <h1>{paths.invitation.title}</h1>
        <p>You have been invited to an organisation on Cashline.</p>
      </header>
      {auth.status === 'loading' && <p role="status">Loading...</p>}
      {auth.status === 'signed-out' && (
        <div className="card form">
          <p>
            Log in, or create an account, with the e-mail address the invitation was sent to. Then
            you come back here to accept it.
          </p>
          <div className="button-row">
            <Link className="button button--primary" to={withNext(paths.signup.path, here)}>
              Sign Up
            </Link>
            <Link className="button button--ghost" to={withNext(paths.login.path, here)}>
              Log In
            </Link>
          </div>
        </div>
      )}
      {auth.status === 'signed-in' && <InvitationAnswer id={id} />}
    </article>
  );
}
