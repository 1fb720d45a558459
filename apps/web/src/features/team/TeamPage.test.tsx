import { screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { afterEach, describe, expect, it, vi } from 'vitest';
import type { Me } from '../../lib/auth/authApi';
import { olive } from '../../testing/authState';
import { renderAuthPage } from '../../testing/renderAuthPage';
import { stubApi } from '../../testing/stubApi';
import { TeamPage } from './TeamPage';

afterEach(() => {
  vi.unstubAllGlobals();
});

const members = {
  members: [
    {
      id: 'm-1',
      userId: 'u-olive',
      role: 'owner',
      user: { name: 'Olive', email: 'olive@example.com' },
    },
    { id: 'm-2', userId: 'u-vic', role: 'viewer', user: { name: 'Vic', email: 'vic@example.com' } },
  ],
  total: 2,
};

const membersUrl = '/api/auth/organization/list-members?organizationId=org-olive';
const invitationsUrl = '/api/auth/organization/list-invitations?organizationId=org-olive';

const asViewer: Me = { ...olive, activeOrganizationId: 'org-vic' };

describe('TeamPage', () => {
  it('lists the members with their roles', async () => {
    stubApi({
      [membersUrl]: () => Response.json(members),
      [invitationsUrl]: () => Response.json([]),
    });
    renderAuthPage(<TeamPage />, { me: olive, url: '/account/team' });
    const table = await screen.findByRole('table', { name: 'Members' });
    expect(within(table).getByText('Olive (you)')).toBeInTheDocument();
    expect(within(table).getByText('vic@example.com')).toBeInTheDocument();
    expect(screen.getByText('Olive Oil Co. Your role: Owner.')).toBeInTheDocument();
  });

  it('lets an owner invite and shows the link when the server sends no e-mail', async () => {
    const calls = stubApi({
      [membersUrl]: () => Response.json(members),
      [invitationsUrl]: () => Response.json([]),
      '/api/auth/organization/invite-member': () =>
        Response.json({ id: 'inv-9', email: 'ed@example.com', role: 'editor', status: 'pending' }),
    });
    renderAuthPage(<TeamPage />, { me: olive, url: '/account/team' });
    const user = userEvent.setup();
    await user.type(await screen.findByLabelText('Email Address*'), 'ed@example.com');
    await user.selectOptions(screen.getByLabelText('Role'), 'editor');
    await user.click(screen.getByRole('button', { name: 'Send Invitation' }));
    expect(await screen.findByText(/this server does not send e-mail/)).toBeInTheDocument();
    expect(screen.getByRole('link', { name: /\/invite\/inv-9$/ })).toHaveAttribute(
      'href',
      `${window.location.origin}/invite/inv-9`,
    );
    const sent = calls.find((c) => c.url.endsWith('/invite-member'));
    expect(JSON.parse(String(sent?.init?.body))).toEqual({
      organizationId: 'org-olive',
      email: 'ed@example.com',
      role: 'editor',
    });
  });

  it('changes a role', async () => {
    const calls = stubApi({
      [membersUrl]: () => Response.json(members),
      [invitationsUrl]: () => Response.json([]),
      '/api/auth/organization/update-member-role': () => Response.json({}),
    });
    renderAuthPage(<TeamPage />, { me: olive, url: '/account/team' });
    await userEvent.setup().selectOptions(await screen.findByLabelText('Role of Vic'), 'admin');
    await waitFor(() =>
      expect(calls.some((c) => c.url.endsWith('/update-member-role'))).toBe(true),
    );
    const sent = calls.find((c) => c.url.endsWith('/update-member-role'));
    expect(JSON.parse(String(sent?.init?.body))).toEqual({
      organizationId: 'org-olive',
      memberId: 'm-2',
      role: 'admin',
    });
  });

  it('gives a viewer the list only: no invitations, role changes or removals', async () => {
    stubApi({
      '/api/auth/organization/list-members?organizationId=org-vic': () => Response.json(members),
    });
    renderAuthPage(<TeamPage />, { me: asViewer, url: '/account/team' });
    await screen.findByRole('table', { name: 'Members' });
    expect(screen.getByText('Vic Ventures. Your role: Viewer.')).toBeInTheDocument();
    expect(screen.queryByRole('button', { name: 'Send Invitation' })).not.toBeInTheDocument();
    expect(screen.queryByRole('combobox')).not.toBeInTheDocument();
    expect(screen.queryByRole('button', { name: /Remove/ })).not.toBeInTheDocument();
  });

  it('asks a signed-out visitor to log in', () => {
    stubApi({});
    renderAuthPage(<TeamPage />, { url: '/account/team' });
    expect(screen.getByRole('link', { name: 'Log in' })).toHaveAttribute(
      'href',
      '/login?next=%2Faccount%2Fteam',
    );
  });
});
