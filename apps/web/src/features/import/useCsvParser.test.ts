import { act, renderHook, waitFor } from '@testing-library/react';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { useCsvParser } from './useCsvParser';

// Every date fits both orders; read as month/day unless the user chooses otherwise.
const csv = ['Date,Description,Amount', '03/04/2024,Client payment,100.00'].join('\n');

function datesOf(state: ReturnType<typeof useCsvParser>['state']): string[] {
  if (state.status !== 'ready' || !state.parsed.result.ok) return [];
  return state.parsed.result.value.transactions.dates;
}

afterEach(() => {
  vi.unstubAllGlobals();
});

describe('useCsvParser', () => {
  it('starts no worker for a file asked to be read once the page has gone', () => {
    let started = 0;
    vi.stubGlobal(
      'Worker',
      class {
        onmessage: unknown = null;
        constructor() {
          started += 1;
        }
        postMessage() {}
        terminate() {}
      },
    );
    const file = new File([csv], 'april.csv', { type: 'text/csv' });
    const { result, unmount } = renderHook(() => useCsvParser());
    act(() => result.current.load(file, [], '2024-05-01', false));
    expect(started).toBe(1);
    const { load } = result.current;
    unmount();
    load(file, [], '2024-05-01', false);
    expect(started).toBe(1);
  });

  it('reads the file again with the new choices once the worker holding it was let go', async () => {
    const { result } = renderHook(() => useCsvParser());
    act(() => {
      result.current.load(
        new File([csv], 'april.csv', { type: 'text/csv' }),
        [],
        '2024-05-01',
        false,
      );
    });
    await waitFor(() => expect(datesOf(result.current.state)).toEqual(['2024-03-04']));

    act(() => result.current.release());
    expect(datesOf(result.current.state)).toEqual(['2024-03-04']);

    act(() => result.current.reparse({ dateFormat: 'DD/MM/YYYY' }, false));
    await waitFor(() => expect(datesOf(result.current.state)).toEqual(['2024-04-03']));
  });
});
