import { screen, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { beforeEach, describe, expect, it } from 'vitest';
import { aiUnavailable } from '../../components/analytics/aiPanelState';
import { CORRECTED_AS_OF, correctedLedger } from '../../testing/correctedLedger';
import { renderWithApp } from '../../testing/renderWithApp';
import { ForecastPage } from './ForecastPage';
import { ADJUSTMENT_EXPLANATION } from './WeeklyBreakdown';

function breakdown() {
  return screen.getByRole('region', { name: 'Weekly Breakdown' });
}

function tableRows() {
  return within(breakdown())
    .getAllByRole('row')
    .map((row) => Array.from(row.querySelectorAll('th, td'), (cell) => cell.textContent ?? ''));
}

/** '$1,234' or '-$1,234.50' (the likely range after it dropped) as a number. */
function money(text: string): number {
  const [amount = ''] = text.split('likely');
  return Number(amount.replace(/[$,]/g, ''));
}

/** Each week's balance less the one before, its inflows, outflows and adjustment: nil if it adds up. */
function gaps(rows: string[][], opening: number): number[] {
  let before = opening;
  return rows.slice(1).map(([, inflows = '', outflows = '', adjustment = '', balance = '']) => {
    const gap = money(balance) - before - money(inflows) + money(outflows) - money(adjustment);
    before = money(balance);
    return Math.abs(gap);
  });
}

beforeEach(() => localStorage.clear());

describe("the engine's correction in the weekly breakdown", () => {
  it('has its own Adjustment column, explained, so each week adds up', async () => {
    const transactions = correctedLedger();
    renderWithApp(
      <ForecastPage transactions={transactions} asOf={CORRECTED_AS_OF} ai={aiUnavailable} />,
    );
    const rows = tableRows();
    expect(rows[0]).toEqual([
      'Week',
      'Expected Inflows',
      'Expected Outflows',
      'Adjustment',
      'Realistic Balance',
    ]);
    expect(within(breakdown()).getByText('Adjustment', { selector: 'abbr' })).toHaveAttribute(
      'title',
      ADJUSTMENT_EXPLANATION,
    );
    expect(within(breakdown()).getByText(`Adjustment: ${ADJUSTMENT_EXPLANATION}`)).toBeVisible();
    // The correction is not booked as money in or out: receipts stay those of the history.
    expect(rows.slice(1).some(([, , , adjustment = '']) => money(adjustment) !== 0)).toBe(true);
    const opening = transactions.reduce((sum, t) => sum + t.amount, 0);
    // Whole dollars on the page: a row is off by at most the rounding of its four figures.
    for (const gap of gaps(rows, opening)) expect(gap).toBeLessThanOrEqual(2);

    await userEvent.selectOptions(screen.getByLabelText('Scenario'), 'pessimistic');
    const pessimistic = tableRows();
    expect(pessimistic[0]?.[3]).toBe('Adjustment');
    for (const gap of gaps(pessimistic, opening)) expect(gap).toBeLessThanOrEqual(2);
  });
});
