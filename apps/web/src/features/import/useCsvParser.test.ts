import { act, renderHook, waitFor } from '@testing-library/react';
import { describe, expect, it } from 'vitest';
import { useCsvParser } from './useCsvParser';

// Every date fits both orders; read as month/day unless the user chooses otherwise.
const csv = ['Date,Description,Amount', '03/04/2024,Client payment,100.00'].join('\n');

function datesOf(state: ReturnType<typeof useCsvParser>['state']): string[] {
  if (state.status !== 'ready' || !state.parsed.result.ok) return [];
  return state.parsed.result.value.transactions.dates;
}

describe('useCsvParser', () => {
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
