import { useContext } from 'react';
import { AuthContext } from './AuthContext';
import type { AuthContextValue } from './AuthContext';
import type { Me } from './authApi';

export function useAuth(): AuthContextValue {
  const value = useContext(AuthContext);
  if (!value) throw new Error('useAuth needs an AuthProvider');
  return value;
}

/** The signed-in user's active organisation with their role in it, if any. */
export function activeOrganization(me: Me): Me['organizations'][number] | undefined {
  return me.organizations.find((o) => o.id === me.activeOrganizationId) ?? me.organizations[0];
}
