import { vi } from 'vitest';
import type { AuthContextValue } from '../lib/auth/AuthContext';
import type { Me } from '../lib/auth/authApi';

/** A signed-in user: owner of Olive Oil Co, viewer of Vic Ventures. */
export const olive: Me = {
  user: { id: 'u-olive', email: 'olive@example.com', name: 'Olive' },
  organizations: [
    { id: 'org-olive', name: 'Olive Oil Co', role: 'owner' },
    { id: 'org-vic', name: 'Vic Ventures', role: 'viewer' },
  ],
  activeOrganizationId: 'org-olive',
  mailConfigured: false,
};

/** The auth context a page sees, with spies for what it may ask of it. */
export function authValue(me: Me | null): AuthContextValue {
  const actions = {
    refresh: vi.fn(async () => undefined),
    signOut: vi.fn(async () => undefined),
    switchOrganization: vi.fn(async () => undefined),
  };
  return me
    ? { status: 'signed-in', me, ...actions }
    : { status: 'signed-out', me: null, ...actions };
}
