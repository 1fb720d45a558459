import { ROLES, ROLE_LABELS } from '../../lib/auth/authApi';
import type { Role } from '../../lib/auth/authApi';
import type { TeamMember } from '../../lib/auth/teamApi';
import { TableScroll } from '../../components/ui/TableScroll';

type MembersTableProps = {
  members: TeamMember[];
  currentUserId: string;
  /** Whether the viewer of the page may change roles and remove members at all. */
  canManage: boolean;
  /** Roles the current user may give (an admin cannot make or unmake an owner). */
  grantable: readonly Role[];
  busy: boolean;
  onRoleChange: (member: TeamMember, role: Role) => void;
  onRemove: (member: TeamMember) => void;
};

/** The organisation's members; owners and admins also change roles and remove members here. */
export function MembersTable({
  members,
  currentUserId,
  canManage,
  grantable,
  busy,
  onRoleChange,
  onRemove,
}: MembersTableProps) {
  const manageable = (m: TeamMember) =>
    canManage && m.userId !== currentUserId && grantable.includes(m.role);
  return (
    <TableScroll variant="simple-table-wrap">
      <table className="simple-table" aria-label="Members">
        <thead>
          <tr>
            <th scope="col">Name</th>
            <th scope="col">Email</th>
            <th scope="col">Role</th>
            {canManage && <th scope="col">Actions</th>}
          </tr>
        </thead>
        <tbody>
          {members.map((m) => (
            <tr key={m.id}>
              <td>
                {m.user.name}
                {m.userId === currentUserId && ' (you)'}
              </td>
              <td>{m.user.email}</td>
              <td>
                {manageable(m) ? (
                  <select
                    aria-label={`Role of ${m.user.name}`}
                    value={m.role}
                    disabled={busy}
                    onChange={(e) => {
                      const role = ROLES.find((r) => r === e.target.value);
                      if (role) onRoleChange(m, role);
                    }}
                  >
                    {ROLES.filter((r) => grantable.includes(r)).map((r) => (
                      <option key={r} value={r}>
                        {ROLE_LABELS[r]}
                      </option>
                    ))}
                  </select>
                ) : (
                  ROLE_LABELS[m.role]
                )}
              </td>
              {canManage && (
                <td>
                  {manageable(m) && (
                    <button
                      type="button"
                      className="button button--ghost"
                      disabled={busy}
                      onClick={() => onRemove(m)}
                    >
                      Remove<span className="visually-hidden"> {m.user.name}</span>
                    </button>
                  )}
                </td>
              )}
            </tr>
          ))}
        </tbody>
      </table>
    </TableScroll>
  );
}
