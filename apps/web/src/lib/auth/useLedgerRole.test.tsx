import { renderHook } from '@testing-library/react';
import type { ReactNode } from 'react';
import { describe, expect, it } from 'vitest';
import { authValue, olive } from '../../testing/authState';
import { memberWith } from '../../testing/renderAsMember';
import { AuthContext } from './AuthContext';
import type { AuthContextValue } from './AuthContext';
import type { Me } from './authApi';
import { useLedgerRole } from './useLedgerRole';

function roleWith(auth: AuthContextValue | null) {
  const wrapper = ({ children }: { children: ReactNode }) => (
    <AuthContext.Provider value={auth}>{children}</AuthContext.Provider>
  );
  return renderHook(() => useLedgerRole(), { wrapper }).result.current;
}

const signedIn = (me: Me) => roleWith(authValue(me));

describe('useLedgerRole', () => {
  it('gives full control over the browser-only ledger when signed out', () => {
    expect(roleWith(authValue(null))).toEqual({
      role: null,
      loading: false,
      canEdit: true,
      canManage: true,
    });
    // Without the app's auth at all (a page rendered on its own): the browser-only app.
    expect(roleWith(null)).toMatchObject({ role: null, canEdit: true, canManage: true });
  });

  it('offers nothing while the server is still asked who is signed in', () => {
    const loading = { ...authValue(null), status: 'loading' as const, me: null };
    expect(roleWith(loading)).toEqual({
      role: null,
      loading: true,
      canEdit: false,
      canManage: false,
    });
  });

  it('lets a viewer only read, an editor edit, and owners and admins also manage', () => {
    expect(signedIn(memberWith('viewer'))).toMatchObject({
      role: 'viewer',
      canEdit: false,
      canManage: false,
    });
    expect(signedIn(memberWith('editor'))).toMatchObject({
      role: 'editor',
      canEdit: true,
      canManage: false,
    });
    for (const role of ['admin', 'owner'] as const) {
      expect(signedIn(memberWith(role))).toMatchObject({ role, canEdit: true, canManage: true });
    }
  });

  it('reads the role in the active organisation, not in any other', () => {
    expect(signedIn(olive)).toMatchObject({ role: 'owner', canEdit: true });
    expect(signedIn({ ...olive, activeOrganizationId: 'org-vic' })).toMatchObject({
      role: 'viewer',
      canEdit: false,
    });
  });

  it('gives full control when signed in with no active organisation (the ledger stays in this browser)', () => {
    expect(signedIn({ ...olive, activeOrganizationId: null })).toMatchObject({
      role: null,
      canEdit: true,
      canManage: true,
    });
  });
});
