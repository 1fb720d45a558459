import 'fake-indexeddb/auto';
import type { Rule } from '@cashline/core';
import { act, render, waitFor } from '@testing-library/react';
import { IDBFactory } from 'fake-indexeddb';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { authValue, olive } from '../../testing/authState';
import { stubApi } from '../../testing/stubApi';
import { AuthContext } from '../auth/AuthContext';
import type { AuthContextValue } from '../auth/AuthContext';
import { closeCategorisationDb, readCategorisation, writeCategorisation } from './categorisationDb';
import { CategorisationProvider } from './CategorisationProvider';
import type { CategorisationContextValue } from './CategorisationProvider';
import { useCategorisation } from './useCategorisation';

const rule: Rule = {
  id: 'r1',
  conditions: [{ kind: 'payee', value: 'aws emea' }],
  actions: { category: 'Software' },
};

function renderStore() {
  const latest: { current?: CategorisationContextValue } = {};
  function Probe() {
    latest.current = useCategorisation();
    return null;
  }
  render(
    <CategorisationProvider>
      <Probe />
    </CategorisationProvider>,
  );
  return () => latest.current!;
}

beforeEach(() => {
  closeCategorisationDb();
  globalThis.indexedDB = new IDBFactory();
});
afterEach(() => {
  vi.restoreAllMocks();
  vi.unstubAllGlobals();
});

/** The store under a signed-in member, whose organisation can be switched. */
function renderSignedIn(auth: AuthContextValue) {
  const latest: { current?: CategorisationContextValue } = {};
  function Probe() {
    latest.current = useCategorisation();
    return null;
  }
  const tree = (value: AuthContextValue) => (
    <AuthContext.Provider value={value}>
      <CategorisationProvider>
        <Probe />
      </CategorisationProvider>
    </AuthContext.Provider>
  );
  const { rerender } = render(tree(auth));
  return { store: () => latest.current!, show: (next: AuthContextValue) => rerender(tree(next)) };
}

const documentAnswer = (kind: string, value: unknown) => () =>
  Response.json({ kind, value, version: 2 });

describe('CategorisationProvider', () => {
  it('reads what was stored and saves changes', async () => {
    await writeCategorisation({ rules: [rule], definitions: [{ name: 'Hosting' }] });
    const store = renderStore();
    await waitFor(() => expect(store().status).toBe('ready'));
    expect(store().rules).toEqual([rule]);

    await act(() => store().save({ definitions: [{ name: 'Cloud', group: 'Operating costs' }] }));
    expect(await readCategorisation()).toEqual({
      rules: [rule],
      definitions: [{ name: 'Cloud', group: 'Operating costs' }],
      rejected: false,
    });
  });

  it('leaves out stored rules that fail validation, and says so', async () => {
    await writeCategorisation({
      rules: [{ ...rule, conditions: [] }],
      definitions: [],
    });
    const store = renderStore();
    await waitFor(() => expect(store().status).toBe('ready'));
    expect(store().rules).toEqual([]);
    expect(store().error).toMatch(/could not be read/);
  });

  it('keeps the previous rules and shows an error when a write fails', async () => {
    const store = renderStore();
    await waitFor(() => expect(store().status).toBe('ready'));
    vi.spyOn(IDBObjectStore.prototype, 'put').mockImplementation(() => {
      throw new DOMException('The quota has been exceeded.', 'QuotaExceededError');
    });
    await act(async () => {
      await expect(store().save({ rules: [rule] })).rejects.toThrow();
    });
    expect(store().rules).toEqual([]);
    expect(store().error).toMatch(/could not be saved .* Your previous ones have been kept/);
  });

  it("never shows or saves one organisation's rules in another while the next ones load", async () => {
    let answerVic: (() => void) | undefined;
    const vicLoaded = new Promise<void>((resolve) => {
      answerVic = resolve;
    });
    const calls = stubApi({
      '/api/orgs/org-olive/documents/rules': documentAnswer('rules', [rule]),
      '/api/orgs/org-olive/documents/categories': documentAnswer('categories', []),
      '/api/orgs/org-vic/documents/rules': async () => {
        await vicLoaded;
        return documentAnswer('rules', [])();
      },
      '/api/orgs/org-vic/documents/categories': documentAnswer('categories', [{ name: 'Payroll' }]),
    });
    const { store, show } = renderSignedIn(authValue(olive));
    await waitFor(() => expect(store().rules).toEqual([rule]));

    show(authValue({ ...olive, activeOrganizationId: 'org-vic' }));
    expect(store().rules).toEqual([]);
    expect(store().status).toBe('loading');
    await expect(store().save({ definitions: [{ name: 'Cloud' }] })).rejects.toThrow(
      'Your rules and categories are still loading.',
    );
    expect(calls.filter((call) => call.init?.method === 'PUT')).toEqual([]);

    answerVic?.();
    await waitFor(() => expect(store().status).toBe('ready'));
    expect(store().definitions).toEqual([{ name: 'Payroll' }]);
    expect(store().rules).toEqual([]);
  });
});
