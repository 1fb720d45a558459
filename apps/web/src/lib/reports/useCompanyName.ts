import { useContext } from 'react';
import { AuthContext } from '../auth/AuthContext';
import { activeOrganization } from '../auth/useAuth';
import { useSettings } from '../settings/useSettings';

/**
 * The company a printed report or an export is of: the active organisation's name when signed
 * in, else the name entered in Settings (empty when none was).
 */
export function useCompanyName(): string {
  const auth = useContext(AuthContext);
  const { companyName } = useSettings().settings.preferences;
  const organization = auth?.status === 'signed-in' ? activeOrganization(auth.me) : undefined;
  return organization?.name ?? companyName.trim();
}
