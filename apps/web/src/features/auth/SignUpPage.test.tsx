import { screen, waitFor } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { renderAuthPage } from '../../testing/renderAuthPage';
import { stubApi } from '../../testing/stubApi';
import { checkYourEmail, SignUpPage } from './SignUpPage';

afterEach(() => {
  vi.unstubAllGlobals();
});

async function fill(password: string, business = '') {
  const user = userEvent.setup();
  await user.type(screen.getByLabelText('Your Name*'), 'Ada Lovelace');
  if (business) await user.type(screen.getByLabelText(/Business Name/), business);
  await user.type(screen.getByLabelText('Email Address*'), 'ada@example.com');
  await user.type(screen.getByLabelText(/Password\*/), password);
  await user.click(screen.getByRole('button', { name: 'Create Account' }));
}

describe('SignUpPage', () => {
  it('creates the account with its first organisation and signs in', async () => {
    const calls = stubApi({ '/api/auth/sign-up/email': () => Response.json({ token: 't' }) });
    const { router, auth } = renderAuthPage(<SignUpPage />, { url: '/signup' });
    expect(screen.getByLabelText(/Business Name/)).toHaveAttribute(
      'placeholder',
      "Your name's business",
    );
    await fill('correct horse', 'Analytical Engines');
    await waitFor(() => expect(router.state.location.pathname).toBe('/'));
    expect(JSON.parse(String(calls[0]?.init?.body))).toEqual({
      name: 'Ada Lovelace',
      email: 'ada@example.com',
      password: 'correct horse',
      callbackURL: '/',
      orgName: 'Analytical Engines',
    });
    expect(auth.refresh).toHaveBeenCalledOnce();
  });

  it('refuses a password shorter than 8 characters before asking the server', async () => {
    const calls = stubApi({});
    renderAuthPage(<SignUpPage />, { url: '/signup' });
    await fill('short');
    expect(await screen.findByRole('alert')).toHaveTextContent('at least 8 characters');
    expect(calls).toHaveLength(0);
  });

  it("shows the server's message when the e-mail is taken", async () => {
    stubApi({
      '/api/auth/sign-up/email': () =>
        Response.json(
          { code: 'USER_ALREADY_EXISTS', message: 'User already exists. Use another email.' },
          { status: 422 },
        ),
    });
    renderAuthPage(<SignUpPage />, { url: '/signup' });
    await fill('correct horse');
    expect(await screen.findByRole('alert')).toHaveTextContent('User already exists');
  });

  it('signs up to join an invitation without a business of its own', async () => {
    const calls = stubApi({ '/api/auth/sign-up/email': () => Response.json({ token: 't' }) });
    const { router } = renderAuthPage(<SignUpPage />, {
      url: '/signup?next=%2Finvite%2Finv-7',
      route: '/signup',
    });
    expect(screen.queryByLabelText(/Business Name/)).not.toBeInTheDocument();
    await fill('correct horse');
    await waitFor(() => expect(router.state.location.pathname).toBe('/invite/inv-7'));
    expect(JSON.parse(String(calls[0]?.init?.body))).toEqual({
      name: 'Ada Lovelace',
      email: 'ada@example.com',
      password: 'correct horse',
      callbackURL: '/invite/inv-7',
      invitationId: 'inv-7',
    });
  });

  it('says to open the e-mailed link when the server signs in only after the address is confirmed', async () => {
    stubApi({ '/api/auth/sign-up/email': () => Response.json({ token: null, user: {} }) });
    const { router, auth } = renderAuthPage(<SignUpPage />, { url: '/signup' });
    await fill('correct horse');
    expect(await screen.findByText(checkYourEmail('ada@example.com'))).toBeInTheDocument();
    expect(router.state.location.pathname).toBe('/signup');
    expect(auth.refresh).not.toHaveBeenCalled();
    expect(screen.getByRole('button', { name: 'Create Account' })).toBeDisabled();
  });
});
