import 'fake-indexeddb/auto';
import type { Rule } from '@cashline/core';
import { act, render, waitFor } from '@testing-library/react';
import { IDBFactory } from 'fake-indexeddb';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
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
afterEach(() => vi.restoreAllMocks());

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
});
