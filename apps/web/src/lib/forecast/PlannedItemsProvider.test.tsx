import { act, render, screen, waitFor } from '@testing-library/react';
import type { PlannedItem } from '@cashline/core';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { authValue, olive } from '../../testing/authState';
import { stubApi } from '../../testing/stubApi';
import type { ApiCall } from '../../testing/stubApi';
import { AuthContext } from '../auth/AuthContext';
import type { AuthContextValue } from '../auth/AuthContext';
import { usePlannedItems } from './PlannedItemsContext';
import { PlannedItemsProvider } from './PlannedItemsProvider';
import { readPlannedItems, writePlannedItems } from './plannedItemsStore';

const TAX: PlannedItem = { id: 'p1', date: '2026-12-15', amount: -77_300, description: 'Tax' };
const GRANT: PlannedItem = { id: 'p2', date: '2026-12-01', amount: 25_000, description: 'Grant' };
const OVENS: PlannedItem = { id: 'p3', date: '2026-12-18', amount: -40_000, description: 'Ovens' };
const PATH = '/api/orgs/org-olive/documents/plannedItems';

function Planned() {
  const { items, add, remove, saved } = usePlannedItems();
  return (
    <>
      <p data-testid="items">{items.map((item) => item.id).join(',')}</p>
      <p>{saved ? 'saved' : 'not saved'}</p>
      <button type="button" onClick={() => add(OVENS)}>
        Add ovens
      </button>
      <button type="button" onClick={() => remove('p1')}>
        Remove tax
      </button>
    </>
  );
}

function renderPlanned(auth: AuthContextValue) {
  render(
    <AuthContext.Provider value={auth}>
      <PlannedItemsProvider>
        <Planned />
      </PlannedItemsProvider>
    </AuthContext.Provider>,
  );
}

const shown = () => screen.getByTestId('items').textContent;
const puts = (calls: ApiCall[]) =>
  calls
    .filter((call) => call.url === PATH && call.init?.method === 'PUT')
    .map((call) => JSON.parse(String(call.init?.body)) as { baseVersion: number; value: unknown });

beforeEach(() => localStorage.clear());
afterEach(() => {
  vi.unstubAllGlobals();
  localStorage.clear();
});

describe('PlannedItemsProvider', () => {
  it('keeps the items in this browser when signed out', () => {
    writePlannedItems([TAX]);
    renderPlanned(authValue(null));
    expect(shown()).toBe('p1');
    act(() => screen.getByRole('button', { name: 'Add ovens' }).click());
    act(() => screen.getByRole('button', { name: 'Remove tax' }).click());
    expect(shown()).toBe('p3');
    expect(readPlannedItems()).toEqual([OVENS]);
  });

  it("applies an edit to the team's newest list when a teammate saved meanwhile", async () => {
    // The page read version 3 (the tax); a teammate then added the grant (version 4).
    let version = 3;
    let stored: PlannedItem[] = [TAX];
    const calls = stubApi({
      [PATH]: (init) => {
        if (init?.method !== 'PUT') {
          return Response.json({ kind: 'plannedItems', value: stored, version });
        }
        const body = JSON.parse(String(init.body)) as { baseVersion: number; value: PlannedItem[] };
        if (body.baseVersion !== version) {
          return Response.json(
            { success: false, error: 'stale', message: 'Changed meanwhile.' },
            { status: 409 },
          );
        }
        version += 1;
        stored = body.value;
        return Response.json({ kind: 'plannedItems', value: stored, version });
      },
    });
    renderPlanned(authValue(olive));
    await waitFor(() => expect(shown()).toBe('p1'));
    version = 4;
    stored = [TAX, GRANT];

    act(() => screen.getByRole('button', { name: 'Add ovens' }).click());
    expect(shown()).toBe('p1,p3');
    await waitFor(() => expect(stored).toEqual([TAX, GRANT, OVENS]));
    expect(puts(calls).map((put) => put.baseVersion)).toEqual([3, 4]);
    expect(screen.getByText('saved')).toBeInTheDocument();
    expect(localStorage.length).toBe(0);
  });
});
