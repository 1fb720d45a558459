import { useState } from 'react';
import { Link } from 'react-router-dom';
import { ConfirmDialog } from '../../components/ui/ConfirmDialog';
import { paths } from '../../config/paths';
import { ROLE_LABELS, failureMessage, roleAtLeast } from '../../lib/auth/authApi';
import type { Me, Role } from '../../lib/auth/authApi';
import {
  cancelInvitation,
  invitationLink,
  removeMember,
  updateMemberRole,
} from '../../lib/auth/teamApi';
import type { TeamMember } from '../../lib/auth/teamApi';
import { activeOrganization, useAuth } from '../../lib/auth/useAuth';
import { withNext } from '../auth/safeNext';
import { AuditLog } from '../audit/AuditLog';
import { InviteForm } from './InviteForm';
import { MembersTable } from './MembersTable';
import { useTeam } from './useTeam';

/** Roles a member with `role` may give: owners any, admins up to admin. */
function grantableBy(role: Role): Role[] {
  return role === 'owner' ? ['viewer', 'editor', 'admin', 'owner'] : ['viewer', 'editor', 'admin'];
}

function Team({ me, organization }: { me: Me; organization: Me['organizations'][number] }) {
  const { refresh } = useAuth();
  const canManage = roleAtLeast(organization.role, 'admin');
  const grantable = grantableBy(organization.role);
  const team = useTeam(organization.id, canManage);
  const [busy, setBusy] = useState(false);
  const [error, setError] = useState<string | null>(null);
  const [removing, setRemoving] = useState<TeamMember | null>(null);

  async function act(change: () => Promise<void>, fallback: string) {
    setBusy(true);
    setError(null);
    try {
      await change();
    } catch (err) {
      setError(failureMessage(err, fallback));
    }
    await team.reload();
    await refresh();
    setBusy(false);
  }

  return (
    <>
      {(error ?? team.error) && (
        <p className="alert alert--error" role="alert">
          {error ?? team.error}
        </p>
      )}
      <section className="team-section" aria-labelledby="members-title">
        <h2 id="members-title">Members</h2>
        {team.members === null ? (
          <p role="status">Loading the team...</p>
        ) : (
          <MembersTable
            members={team.members}
            currentUserId={me.user.id}
            canManage={canManage}
            grantable={grantable}
            busy={busy}
            onRoleChange={(member, role) =>
              void act(
                () => updateMemberRole(organization.id, member.id, role),
                'Could not change the role.',
              )
            }
            onRemove={setRemoving}
          />
        )}
      </section>
      {canManage && (
        <>
          <InviteForm
            organizationId={organization.id}
            grantable={grantable}
            mailConfigured={me.mailConfigured}
            onInvited={() => void team.reload()}
          />
          {team.invitations.length > 0 && (
            <section className="team-section" aria-labelledby="pending-title">
              <h2 id="pending-title">Pending invitations</h2>
              <ul className="card form">
                {team.invitations.map((invitation) => (
                  <li key={invitation.id}>
                    {invitation.email} as {ROLE_LABELS[invitation.role]}:{' '}
                    <a className="invite-link" href={invitationLink(invitation.id)}>
                      {invitationLink(invitation.id)}
                    </a>
                    <button
                      type="button"
                      className="button button--ghost"
                      disabled={busy}
                      onClick={() =>
                        void act(
                          () => cancelInvitation(invitation.id),
                          'Could not cancel the invitation.',
                        )
                      }
                    >
                      Cancel
                      <span className="visually-hidden"> invitation of {invitation.email}</span>
                    </button>
                  </li>
                ))}
              </ul>
            </section>
          )}
          <AuditLog organizationId={organization.id} />
        </>
      )}
      {removing && (
        <ConfirmDialog
          title={`Remove ${removing.user.name}?`}
          confirmLabel="Remove"
          busy={busy}
          onCancel={() => setRemoving(null)}
          onConfirm={() => {
            const member = removing;
            setRemoving(null);
            void act(
              () => removeMember(organization.id, member.id),
              'Could not remove the member.',
            );
          }}
        >
          {removing.user.name} ({removing.user.email}) will no longer see {organization.name}.
        </ConfirmDialog>
      )}
    </>
  );
}

/** /account/team: the active organisation's members, invitations and roles. */
export function TeamPage() {
  const auth = useAuth();
  const organization = auth.status === 'signed-in' ? activeOrganization(auth.me) : undefined;
  return (
    <article className="page">
      <header className="page-intro">
        <h1>{paths.team.title}</h1>
        {organization ? (
          <p>
            {organization.name}. Your role: {ROLE_LABELS[organization.role]}.
          </p>
        ) : (
          <p>The people who share your organisation, and what each may do.</p>
        )}
      </header>
      {auth.status === 'loading' && <p role="status">Loading...</p>}
      {auth.status === 'signed-out' && (
        <p>
          <Link to={withNext(paths.login.path, paths.team.path)}>Log in</Link> to see your team.
        </p>
      )}
      {auth.status === 'signed-in' && !organization && (
        <p>You do not belong to an organisation yet.</p>
      )}
      {auth.status === 'signed-in' && organization && (
        <Team key={organization.id} me={auth.me} organization={organization} />
      )}
    </article>
  );
}
