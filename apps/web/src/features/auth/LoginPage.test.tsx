import { screen, waitFor } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { renderAuthPage } from '../../testing/renderAuthPage';
import { stubApi } from '../../testing/stubApi';
import { CONFIRM_ADDRESS_FIRST } from '../../lib/auth/authApi';
import { LoginPage } from './LoginPage';

afterEach(() => {
  vi.unstubAllGlobals();
});

async function logIn(password: string) {
  const user = userEvent.setup();
  await user.type(screen.getByLabelText('Email Address*'), ' ada@example.com ');
  await user.type(screen.getByLabelText('Password*'), password);
  await user.click(screen.getByRole('button', { name: 'Log In' }));
}

describe('LoginPage', () => {
  it('signs in on the server, refreshes the session and goes where ?next= says', async () => {
    const calls = stubApi({
      '/api/auth/sign-in/email': () => Response.json({ redirect: false, token: 't' }),
    });
    const { router, auth } = renderAuthPage(<LoginPage />, {
      url: '/login?next=/invite/abc',
      route: '/login',
    });
    await logIn('correct horse');
    await waitFor(() => expect(router.state.location.pathname).toBe('/invite/abc'));
    expect(JSON.parse(String(calls[0]?.init?.body))).toEqual({
      email: 'ada@example.com',
      password: 'correct horse',
    });
    expect(auth.refresh).toHaveBeenCalledOnce();
  });

  it("shows the server's message for a wrong password and stays", async () => {
    stubApi({
      '/api/auth/sign-in/email': () =>
        Response.json(
          { code: 'INVALID_EMAIL_OR_PASSWORD', message: 'Invalid email or password' },
          { status: 401 },
        ),
    });
    const { router, auth } = renderAuthPage(<LoginPage />, { url: '/login' });
    await logIn('wrong');
    expect(await screen.findByRole('alert')).toHaveTextContent('Invalid email or password');
    expect(router.state.location.pathname).toBe('/login');
    expect(auth.refresh).not.toHaveBeenCalled();
  });

  it('says to confirm the address by the new link when it is not confirmed yet', async () => {
    stubApi({
      '/api/auth/sign-in/email': () =>
        Response.json(
          { code: 'EMAIL_NOT_VERIFIED', message: 'Email not verified' },
          { status: 403 },
        ),
    });
    renderAuthPage(<LoginPage />, { url: '/login' });
    await logIn('correct horse');
    expect(await screen.findByRole('alert')).toHaveTextContent(CONFIRM_ADDRESS_FIRST);
  });

  it('says to wait when sign-in is rate limited', async () => {
    stubApi({
      '/api/auth/sign-in/email': () =>
        Response.json({ message: 'Too many requests. Please try again later.' }, { status: 429 }),
    });
    renderAuthPage(<LoginPage />, { url: '/login' });
    await logIn('again');
    expect(await screen.findByRole('alert')).toHaveTextContent('Too many attempts');
  });

  it('never follows ?next= off the site', async () => {
    stubApi({ '/api/auth/sign-in/email': () => Response.json({ token: 't' }) });
    const { router } = renderAuthPage(<LoginPage />, {
      url: '/login?next=//evil.example.net',
      route: '/login',
    });
    await logIn('correct horse');
    await waitFor(() => expect(router.state.location.pathname).toBe('/'));
  });
});
