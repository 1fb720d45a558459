import { screen } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { renderAuthPage } from '../../testing/renderAuthPage';
import { stubApi } from '../../testing/stubApi';
import { ResetPasswordPage } from './ResetPasswordPage';

afterEach(() => {
  vi.unstubAllGlobals();
});

async function choose(password: string, repeat: string) {
  const user = userEvent.setup();
  await user.type(screen.getByLabelText(/^New Password/), password);
  await user.type(screen.getByLabelText(/^Repeat New Password/), repeat);
  await user.click(screen.getByRole('button', { name: 'Save New Password' }));
}

describe('ResetPasswordPage', () => {
  it('sends the code from the link with the new password', async () => {
    const calls = stubApi({ '/api/auth/reset-password': () => Response.json({ status: true }) });
    renderAuthPage(<ResetPasswordPage />, {
      url: '/reset-password?token=abc123',
      route: '/reset-password',
    });
    await choose('a new passphrase', 'a new passphrase');
    expect(await screen.findByText(/Your password is changed/)).toBeInTheDocument();
    expect(JSON.parse(String(calls[0]?.init?.body))).toEqual({
      token: 'abc123',
      newPassword: 'a new passphrase',
    });
  });

  it('refuses two different passwords without asking the server', async () => {
    const calls = stubApi({});
    renderAuthPage(<ResetPasswordPage />, {
      url: '/reset-password?token=abc123',
      route: '/reset-password',
    });
    await choose('a new passphrase', 'another passphrase');
    expect(await screen.findByRole('alert')).toHaveTextContent('The two passwords differ.');
    expect(calls).toHaveLength(0);
  });

  it('says an expired link has to be asked for again', async () => {
    stubApi({
      '/api/auth/reset-password': () =>
        Response.json({ code: 'INVALID_TOKEN', message: 'Invalid token' }, { status: 400 }),
    });
    renderAuthPage(<ResetPasswordPage />, {
      url: '/reset-password?token=old',
      route: '/reset-password',
    });
    await choose('a new passphrase', 'a new passphrase');
    expect(await screen.findByRole('alert')).toHaveTextContent('Invalid token');
  });

  it('says so when the link has no code', () => {
    stubApi({});
    renderAuthPage(<ResetPasswordPage />, { url: '/reset-password' });
    expect(screen.getByRole('alert')).toHaveTextContent('no reset code');
    expect(screen.getByRole('button', { name: 'Save New Password' })).toBeDisabled();
  });
});
