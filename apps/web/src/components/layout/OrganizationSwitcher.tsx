import { useState } from 'react';
import { ROLE_LABELS } from '../../lib/auth/authApi';
import type { Me } from '../../lib/auth/authApi';
import { activeOrganization, useAuth } from '../../lib/auth/useAuth';

type OrganizationSwitcherProps = { me: Me; onSwitched: () => void };

/** The account menu's list of the user's organisations; choosing one makes it active. */
export function OrganizationSwitcher({ me, onSwitched }: OrganizationSwitcherProps) {
  const { switchOrganization } = useAuth();
  const [busy, setBusy] = useState(false);
  const active = activeOrganization(me);
  if (me.organizations.length === 0) return null;
  return (
    <>
      <li className="dropdown__separator" role="presentation" />
      <li className="dropdown__heading" role="presentation">
        Organization
      </li>
      {me.organizations.map((organization) => (
        <li key={organization.id}>
          <button
            type="button"
            className="dropdown__item"
            aria-current={organization.id === active?.id ? 'true' : undefined}
            disabled={busy}
            onClick={() => {
              if (organization.id === active?.id) return onSwitched();
              setBusy(true);
              void switchOrganization(organization.id).finally(() => {
                setBusy(false);
                onSwitched();
              });
            }}
          >
            {organization.name} ({ROLE_LABELS[organization.role]})
          </button>
        </li>
      ))}
    </>
  );
}
