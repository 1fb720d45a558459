import { describe, expect, it } from 'vitest';
import {
  burnBasisText,
  cashFlowPositiveText,
  longDateLabel,
  monthSpanLabel,
} from './runwayText.js';

describe('runway text', () => {
  it('names the months burn rests on, across a year end too', () => {
    expect(monthSpanLabel(['2026-08', '2026-09', '2026-10'])).toBe('Aug–Oct 2026');
    expect(monthSpanLabel(['2025-11', '2025-12', '2026-01'])).toBe('Nov 2025–Jan 2026');
    expect(monthSpanLabel(['2026-10'])).toBe('Oct 2026');
    expect(burnBasisText({ kind: 'months', months: ['2026-08', '2026-09', '2026-10'] })).toBe(
      'Based on 3 complete months: Aug–Oct 2026',
    );
    expect(burnBasisText({ kind: 'months', months: ['2026-10'] })).toBe(
      'Based on 1 complete month: Oct 2026',
    );
    expect(burnBasisText({ kind: 'days', days: 24, from: '2026-11-01', to: '2026-11-24' })).toBe(
      'Based on 24 days of data (1 Nov 2026 to 24 Nov 2026), scaled to a month',
    );
  });

  it('says cash-flow positive over the span the figure rests on', () => {
    expect(
      cashFlowPositiveText({ kind: 'months', months: ['2026-08', '2026-09', '2026-10'] }),
    ).toBe('Cash-flow positive over the last 3 months: runway is not limited by burn');
    expect(cashFlowPositiveText({ kind: 'months', months: ['2026-10'] })).toBe(
      'Cash-flow positive over the last month: runway is not limited by burn',
    );
  });

  it('writes dates in words', () => {
    expect(longDateLabel('2026-07-31')).toBe('31 Jul 2026');
  });
});
