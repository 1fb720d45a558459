import { render, screen, waitFor } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { olive } from '../../testing/authState';
import { stubApi } from '../../testing/stubApi';
import { AuthProvider } from './AuthProvider';
import { useAuth } from './useAuth';

afterEach(() => {
  vi.unstubAllGlobals();
});

function Probe() {
  const auth = useAuth();
  return (
    <>
      <p>{auth.status === 'signed-in' ? `in as ${auth.me.user.email}` : auth.status}</p>
      <button type="button" onClick={() => void auth.signOut()}>
        out
      </button>
      <button type="button" onClick={() => void auth.switchOrganization('org-vic')}>
        switch
      </button>
    </>
  );
}

describe('AuthProvider', () => {
  it('is signed out when the server has no session, without asking for /api/me', async () => {
    const calls = stubApi({ '/api/auth/get-session': () => Response.json(null) });
    render(
      <AuthProvider>
        <Probe />
      </AuthProvider>,
    );
    expect(await screen.findByText('signed-out')).toBeInTheDocument();
    expect(calls.map((c) => c.url)).toEqual(['/api/auth/get-session']);
  });

  it('is signed out when there is no server at all', async () => {
    vi.stubGlobal('fetch', () => Promise.reject(new TypeError('Failed to fetch')));
    render(
      <AuthProvider>
        <Probe />
      </AuthProvider>,
    );
    expect(await screen.findByText('signed-out')).toBeInTheDocument();
  });

  it('loads the user, switches organisation on the server and signs out there', async () => {
    let me = olive;
    const calls = stubApi({
      '/api/auth/get-session': () => Response.json({ session: {}, user: {} }),
      '/api/me': () => Response.json(me),
      '/api/auth/organization/set-active': () => {
        me = { ...olive, activeOrganizationId: 'org-vic' };
        return Response.json({});
      },
      '/api/auth/sign-out': () => Response.json({ success: true }),
    });
    render(
      <AuthProvider>
        <Probe />
      </AuthProvider>,
    );
    expect(await screen.findByText('in as olive@example.com')).toBeInTheDocument();
    const user = userEvent.setup();
    await user.click(screen.getByRole('button', { name: 'switch' }));
    await waitFor(() => expect(calls.filter((c) => c.url === '/api/me')).toHaveLength(2));
    const switched = calls.find((c) => c.url.endsWith('/set-active'));
    expect(JSON.parse(String(switched?.init?.body))).toEqual({ organizationId: 'org-vic' });
    await user.click(screen.getByRole('button', { name: 'out' }));
    expect(await screen.findByText('signed-out')).toBeInTheDocument();
    expect(calls.at(-1)?.url).toBe('/api/auth/sign-out');
  });
});
