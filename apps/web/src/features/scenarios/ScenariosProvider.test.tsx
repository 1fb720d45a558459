import { act, render, screen, waitFor } from '@testing-library/react';
import type { Scenario } from '@cashline/core';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { authValue, olive } from '../../testing/authState';
import { stubApi } from '../../testing/stubApi';
import { AuthContext } from '../../lib/auth/AuthContext';
import type { AuthContextValue } from '../../lib/auth/AuthContext';
import { useScenarios } from './ScenariosContext';
import { ScenariosProvider } from './ScenariosProvider';
import { readScenarios, withBrowserScenarios, writeScenarios } from './scenariosStore';

const layer = {
  id: 'l1',
  type: 'oneOff' as const,
  name: 'Machine',
  start: '2026-05-04',
  accountId: 'main',
  amount: -40_000,
};
const MACHINE: Scenario = { id: 's1', name: 'Machine', layers: [layer] };
const HIRE: Scenario = { id: 's2', name: 'Hire', layers: [] };
const PATH = '/api/orgs/org-olive/documents/scenarios';

function Scenarios() {
  const { scenarios, save, remove } = useScenarios();
  return (
    <>
      <p data-testid="names">{scenarios.map((scenario) => scenario.name).join(',')}</p>
      <button type="button" onClick={() => save({ ...MACHINE, name: 'Bigger machine' })}>
        Rename
      </button>
      <button type="button" onClick={() => save(HIRE)}>
        Add hire
      </button>
      <button type="button" onClick={() => remove('s1')}>
        Remove machine
      </button>
    </>
  );
}

function renderScenarios(auth: AuthContextValue) {
  render(
    <AuthContext.Provider value={auth}>
      <ScenariosProvider>
        <Scenarios />
      </ScenariosProvider>
    </AuthContext.Provider>,
  );
}

const shown = () => screen.getByTestId('names').textContent;
const click = (name: string) => act(() => screen.getByRole('button', { name }).click());

beforeEach(() => localStorage.clear());
afterEach(() => {
  vi.unstubAllGlobals();
  localStorage.clear();
});

describe('ScenariosProvider', () => {
  it('keeps the scenarios in this browser when signed out, replacing one by its id', () => {
    writeScenarios([MACHINE]);
    renderScenarios(authValue(null));
    expect(shown()).toBe('Machine');
    click('Rename');
    click('Add hire');
    expect(shown()).toBe('Bigger machine,Hire');
    click('Remove machine');
    expect(readScenarios()).toEqual([HIRE]);
  });

  it("reads and saves the organisation's scenarios signed in, not this browser's", async () => {
    writeScenarios([HIRE]);
    let stored: unknown = [MACHINE];
    let version = 2;
    stubApi({
      [PATH]: (init) => {
        if (init?.method === 'PUT') {
          const body = JSON.parse(String(init.body)) as { value: unknown };
          stored = body.value;
          version += 1;
        }
        return Response.json({ kind: 'scenarios', value: stored, version });
      },
    });
    renderScenarios(authValue(olive));
    await waitFor(() => expect(shown()).toBe('Machine'));
    click('Add hire');
    await waitFor(() => expect(stored).toEqual([MACHINE, HIRE]));
    expect(version).toBe(3);
  });

  it("adds the browser's scenarios to the organisation's on sign-up, keeping the team's by id", () => {
    const theirs = { ...MACHINE, name: 'Team machine' };
    expect(withBrowserScenarios([theirs], [MACHINE, HIRE])).toEqual([theirs, HIRE]);
  });

  it('reads nothing from a stored list that is not valid scenarios', () => {
    localStorage.setItem('cashline.scenarios', JSON.stringify([{ id: 's1', layers: 'x' }]));
    expect(readScenarios()).toEqual([]);
  });
});
