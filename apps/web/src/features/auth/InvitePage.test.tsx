import { screen, waitFor } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { olive } from '../../testing/authState';
import { renderAuthPage } from '../../testing/renderAuthPage';
import { stubApi } from '../../testing/stubApi';
import { InvitePage } from './InvitePage';

afterEach(() => {
  vi.unstubAllGlobals();
});

const invitation = {
  id: 'inv-1',
  email: 'olive@example.com',
  role: 'viewer',
  status: 'pending',
  organizationId: 'org-x',
  organizationName: 'Xylophone Ltd',
  inviterEmail: 'xena@example.com',
};

describe('InvitePage', () => {
  it('asks a signed-out visitor to sign up or log in, and brings them back', () => {
    stubApi({});
    renderAuthPage(<InvitePage />, { url: '/invite/inv-1', route: '/invite/:id' });
    expect(screen.getByRole('link', { name: 'Sign Up' })).toHaveAttribute(
      'href',
      '/signup?next=%2Finvite%2Finv-1',
    );
    expect(screen.getByRole('link', { name: 'Log In' })).toHaveAttribute(
      'href',
      '/login?next=%2Finvite%2Finv-1',
    );
  });

  it('shows who invited the user to what, and accepts', async () => {
    const calls = stubApi({
      '/api/auth/organization/get-invitation?id=inv-1': () => Response.json(invitation),
      '/api/auth/organization/accept-invitation': () => Response.json({ invitation }),
    });
    const { router, auth } = renderAuthPage(<InvitePage />, {
      me: olive,
      url: '/invite/inv-1',
      route: '/invite/:id',
    });
    expect(await screen.findByText(/xena@example.com invited you to join/)).toHaveTextContent(
      'Xylophone Ltd as Viewer',
    );
    await userEvent.setup().click(screen.getByRole('button', { name: 'Accept Invitation' }));
    await waitFor(() => expect(router.state.location.pathname).toBe('/account/team'));
    expect(JSON.parse(String(calls[1]?.init?.body))).toEqual({ invitationId: 'inv-1' });
    expect(auth.refresh).toHaveBeenCalledOnce();
  });

  it('explains an invitation that cannot be opened', async () => {
    stubApi({
      '/api/auth/organization/get-invitation?id=inv-1': () =>
        Response.json({ code: 'INVITATION_NOT_FOUND' }, { status: 400 }),
    });
    renderAuthPage(<InvitePage />, { me: olive, url: '/invite/inv-1', route: '/invite/:id' });
    expect(await screen.findByRole('alert')).toHaveTextContent('may have expired');
  });
});
