import { useCallback, useEffect, useState } from 'react';
import { failureMessage } from '../../lib/auth/authApi';
import { listMembers, listPendingInvitations } from '../../lib/auth/teamApi';
import type { PendingInvitation, TeamMember } from '../../lib/auth/teamApi';

export type Team = {
  members: TeamMember[] | null;
  invitations: PendingInvitation[];
  error: string | null;
  reload: () => Promise<void>;
};

/** The members (and, for those who manage the team, the pending invitations) of an organisation. */
export function useTeam(organizationId: string, withInvitations: boolean): Team {
  const [members, setMembers] = useState<TeamMember[] | null>(null);
  const [invitations, setInvitations] = useState<PendingInvitation[]>([]);
  const [error, setError] = useState<string | null>(null);

  const load = useCallback(async () => {
    const [loadedMembers, loadedInvitations] = await Promise.all([
      listMembers(organizationId),
      withInvitations ? listPendingInvitations(organizationId) : Promise.resolve([]),
    ]);
    return { loadedMembers, loadedInvitations };
  }, [organizationId, withInvitations]);

  const reload = useCallback(async () => {
    try {
      const { loadedMembers, loadedInvitations } = await load();
      setMembers(loadedMembers);
      setInvitations(loadedInvitations);
      setError(null);
    } catch (err) {
      setError(failureMessage(err, 'Could not load the team. Please try again.'));
    }
  }, [load]);

  useEffect(() => {
    let live = true;
    load().then(
      ({ loadedMembers, loadedInvitations }) => {
        if (!live) return;
        setMembers(loadedMembers);
        setInvitations(loadedInvitations);
        setError(null);
      },
      (err: unknown) => {
        if (live) setError(failureMessage(err, 'Could not load the team. Please try again.'));
      },
    );
    return () => {
      live = false;
    };
  }, [load]);

  return { members, invitations, error, reload };
}
