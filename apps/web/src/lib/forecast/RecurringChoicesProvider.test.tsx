import { act, render, screen, waitFor } from '@testing-library/react';
import type { RecurringChoices } from '@cashline/core';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { authValue, olive } from '../../testing/authState';
import { stubApi } from '../../testing/stubApi';
import { AuthContext } from '../auth/AuthContext';
import type { AuthContextValue } from '../auth/AuthContext';
import { RecurringChoicesProvider } from './RecurringChoicesProvider';
import { readRecurringChoices, writeRecurringChoices } from './recurringChoicesStorage';
import { useRecurringChoices } from './useRecurringChoices';

const BROWSER: RecurringChoices = { 'aws emea|monthly': 'dismissed' };
const OLIVE: RecurringChoices = { 'harbor properties|monthly': 'confirmed' };
const VIC: RecurringChoices = { 'gusto|biweekly': 'confirmed' };

function document(value: RecurringChoices) {
  return () => Response.json({ kind: 'recurringChoices', value, version: 3 });
}

function Choices() {
  const { choices, choose } = useRecurringChoices();
  return (
    <>
      <p data-testid="choices">{JSON.stringify(choices)}</p>
      <button type="button" onClick={() => choose('payroll|monthly', 'confirmed')}>
        Confirm payroll
      </button>
    </>
  );
}

function renderChoices(auth: AuthContextValue) {
  const tree = (value: AuthContextValue) => (
    <AuthContext.Provider value={value}>
      <RecurringChoicesProvider>
        <Choices />
      </RecurringChoicesProvider>
    </AuthContext.Provider>
  );
  const { rerender } = render(tree(auth));
  return (next: AuthContextValue) => rerender(tree(next));
}

const shown = () => JSON.parse(screen.getByTestId('choices').textContent ?? '') as unknown;

beforeEach(() => {
  localStorage.clear();
  writeRecurringChoices(BROWSER);
  stubApi({
    '/api/orgs/org-olive/documents/recurringChoices': document(OLIVE),
    '/api/orgs/org-vic/documents/recurringChoices': document(VIC),
  });
});
afterEach(() => {
  vi.unstubAllGlobals();
  localStorage.clear();
});

describe('RecurringChoicesProvider', () => {
  it("shows this browser's choices as soon as the user signs out, and a choice then adds to them", async () => {
    const show = renderChoices(authValue(olive));
    expect(await screen.findByText(JSON.stringify(OLIVE))).toBeInTheDocument();

    show(authValue(null));
    expect(shown()).toEqual(BROWSER);

    act(() => screen.getByRole('button', { name: 'Confirm payroll' }).click());
    const expected = { ...BROWSER, 'payroll|monthly': 'confirmed' };
    expect(shown()).toEqual(expected);
    expect(readRecurringChoices()).toEqual(expected);
  });

  it("never shows one organisation's choices in another", async () => {
    const show = renderChoices(authValue(olive));
    expect(await screen.findByText(JSON.stringify(OLIVE))).toBeInTheDocument();

    show(authValue({ ...olive, activeOrganizationId: 'org-vic' }));
    expect(shown()).toEqual({});
    expect(await screen.findByText(JSON.stringify(VIC))).toBeInTheDocument();
  });
  it("keeps a teammate's choice saved meanwhile: the choice is applied to the newest set", async () => {
    let version = 3;
    let stored: RecurringChoices = OLIVE;
    stubApi({
      '/api/orgs/org-olive/documents/recurringChoices': (init) => {
        if (init?.method === 'PUT') {
          const body = JSON.parse(String(init.body)) as {
            baseVersion: number;
            value: RecurringChoices;
          };
          if (body.baseVersion !== version) {
            return Response.json(
              { success: false, error: 'stale', message: 'Changed meanwhile.' },
              { status: 409 },
            );
          }
          version += 1;
          stored = body.value;
        }
        return Response.json({ kind: 'recurringChoices', value: stored, version });
      },
    });
    renderChoices(authValue(olive));
    expect(await screen.findByText(JSON.stringify(OLIVE))).toBeInTheDocument();
    // A teammate dismissed AWS after this page read the choices.
    version = 4;
    stored = { ...OLIVE, 'aws emea|monthly': 'dismissed' };

    act(() => screen.getByRole('button', { name: 'Confirm payroll' }).click());
    await waitFor(() =>
      expect(stored).toEqual({
        ...OLIVE,
        'aws emea|monthly': 'dismissed',
        'payroll|monthly': 'confirmed',
      }),
    );
  });
});
