import { render, screen, waitFor } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { AuthContext } from '../../lib/auth/AuthContext';
import { authValue } from '../../testing/authState';
import { memberWith } from '../../testing/renderAsMember';
import { EmailNoticesSection, NO_MAIL_NOTE } from './EmailNoticesSection';

afterEach(() => vi.unstubAllGlobals());

const json = (body: unknown) =>
  new Response(JSON.stringify(body), { headers: { 'Content-Type': 'application/json' } });

function renderSignedIn() {
  return render(
    <AuthContext.Provider value={authValue(memberWith('viewer'))}>
      <EmailNoticesSection />
    </AuthContext.Provider>,
  );
}

describe('the e-mail alerts section', () => {
  it("saves a viewer's own choice for the active organisation and says when no e-mail is sent", async () => {
    const sent: { url: string; method: string; body: unknown }[] = [];
    vi.stubGlobal(
      'fetch',
      vi.fn(async (input: RequestInfo | URL, init?: RequestInit) => {
        const method = init?.method ?? 'GET';
        const body = init?.body ? JSON.parse(String(init.body)) : undefined;
        sent.push({ url: String(input), method, body });
        return json({ lowCash: false, digest: method === 'PUT', mailEnabled: false });
      }),
    );
    renderSignedIn();
    const digest = await screen.findByRole('checkbox', { name: /Weekly digest/ });
    expect(digest).not.toBeChecked();
    expect(screen.getByText(NO_MAIL_NOTE)).toBeVisible();
    await userEvent.click(digest);
    await waitFor(() =>
      expect(screen.getByRole('checkbox', { name: /Weekly digest/ })).toBeChecked(),
    );
    expect(screen.getByRole('status')).toHaveTextContent('Saved.');
    expect(sent.at(-1)).toEqual({
      url: '/api/orgs/org-bakery/notifications',
      method: 'PUT',
      body: { digest: true, timeZone: Intl.DateTimeFormat().resolvedOptions().timeZone },
    });
  });

  it('is not offered signed out: the browser-only ledger has no one to e-mail', () => {
    const { container } = render(
      <AuthContext.Provider value={authValue(null)}>
        <EmailNoticesSection />
      </AuthContext.Provider>,
    );
    expect(container).toBeEmptyDOMElement();
  });
});
