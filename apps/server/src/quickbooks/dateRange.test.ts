import { describe, expect, it } from 'vitest';
import { defaultDateRange, resolveDateRange } from './dateRange.js';

describe('date range', () => {
  it('defaults to the last 12 months up to today', () => {
    expect(defaultDateRange('2025-07-01')).toEqual({ from: '2024-07-01', to: '2025-07-01' });
    expect(defaultDateRange('2025-02-28')).toEqual({ from: '2024-02-28', to: '2025-02-28' });
    expect(defaultDateRange('2024-02-29')).toEqual({ from: '2023-02-28', to: '2024-02-29' });
  });

  it('accepts a chosen range and rejects a bad one', () => {
    expect(resolveDateRange('2025-07-01', '2025-01-01', '2025-03-31')).toEqual({
      ok: true,
      range: { from: '2025-01-01', to: '2025-03-31' },
    });
    expect(resolveDateRange('2025-07-01', '2025-01-01', undefined)).toEqual({
      ok: true,
      range: { from: '2025-01-01', to: '2025-07-01' },
    });
    expect(resolveDateRange('2025-07-01', '2025-13-01', undefined)).toMatchObject({ ok: false });
    expect(resolveDateRange('2025-07-01', '2025-05-01', '2025-04-01')).toEqual({
      ok: false,
      message: 'The from date must not be after the to date.',
    });
  });
});
