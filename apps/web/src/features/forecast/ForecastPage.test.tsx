import { screen, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import type { ForecastResult, WeeklyForecast } from '@cashline/core';
import { beforeEach, describe, expect, it } from 'vitest';
import { aiUnavailable } from '../../components/analytics/aiPanelState';
import { RENT_AS_OF, rentLedger, sampleLedger, TODAY } from '../../testing/analyticsLedger';
import { aiState, renderWithApp } from '../../testing/renderWithApp';
import { rentFrozen } from '../../testing/frozenFixtures';
import { FROZEN_FORECASTS_KEY } from '../scenarios/frozenForecastStore';
import { AI_SOURCE_TEXT, ENGINE_SOURCE_TEXT, ForecastPage } from './ForecastPage';

function card(name: string) {
  return screen.getAllByRole('group', { name })[0] as HTMLElement;
}

function tableRows() {
  return within(screen.getByRole('region', { name: 'Weekly Breakdown' }))
    .getAllByRole('row')
    .map((row) => Array.from(row.querySelectorAll('th, td'), (cell) => cell.textContent));
}

function aiWeek(n: number): WeeklyForecast {
  return {
    week: `Jul ${n}`,
    projectedBalance: 30000 + n * 1000,
    inflows: 9000,
    outflows: 8000,
    optimistic: 31000 + n * 1000,
    realistic: 30000 + n * 1000,
    pessimistic: 29000 + n * 1000,
  };
}

const aiForecast: ForecastResult = {
  weeklyForecasts: Array.from({ length: 13 }, (_, i) => aiWeek(i + 1)),
  runwayAnalysis: { currentRunway: 20, projectedRunway: 22, burnRate: 1000, recommendations: [] },
  categoryInsights: [],
  summary: { overallTrend: 'positive', keyInsights: [], actionItems: [] },
};

function renderRent() {
  renderWithApp(<ForecastPage transactions={rentLedger()} asOf={RENT_AS_OF} ai={aiUnavailable} />);
}

beforeEach(() => localStorage.clear());

function comingUp() {
  return screen.getByRole('region', { name: 'Coming up' });
}

describe('13-Week Cash Forecast', () => {
  it("shows the engine's forecast by dated weeks, the rent on its dates, realistic by default", () => {
    renderRent();
    expect(screen.getByRole('heading', { level: 1, name: '13-Week Cash Forecast' })).toBeVisible();
    expect(screen.getByText(ENGINE_SOURCE_TEXT)).toBeInTheDocument();
    expect(screen.getByLabelText('Scenario')).toHaveValue('realistic');
    expect(card('Current Balance')).toHaveTextContent('$2,000');
    const rows = tableRows();
    expect(rows[0]).toEqual(['Week', 'Expected Inflows', 'Expected Outflows', 'Realistic Balance']);
    expect(rows).toHaveLength(14);
    // The likely range of the expected balance is under it.
    expect(rows[1]).toEqual([
      '1 Jul – 7 Jul 2024',
      '$0',
      '$1,000',
      '$1,000likely $1,000 to $1,000',
    ]);
    expect(rows[2]).toEqual(['8 Jul – 14 Jul 2024', '$0', '$0', '$1,000likely $1,000 to $1,000']);
    expect(rows[5]?.[3]).toBe('$0likely $0 to $0');
    expect(rows[10]).toEqual([
      '2 Sep – 8 Sep 2024Lowest',
      '$0',
      '$1,000',
      '-$1,000likely -$1,000 to -$1,000',
    ]);
    expect(rows[13]?.[0]).toBe('23 Sep – 29 Sep 2024');
    expect(
      screen.getByRole('figure', {
        name: /Week-end balance by scenario over 13 weeks, Realistic highlighted, with the likely range, 8 in 10 weeks fall inside/,
      }),
    ).toBeInTheDocument();
  });

  it('gives the lowest balance with its week, and the week cash runs out', () => {
    renderRent();
    const lowest = card('Lowest balance in the next 13 weeks');
    expect(lowest).toHaveTextContent('-$1,000');
    expect(lowest).toHaveTextContent('Week of 2 Sep – 8 Sep 2024');
    const cashOut = card('Cash Runs Out');
    expect(cashOut).toHaveTextContent('Week of 2 Sep – 8 Sep 2024');
    expect(cashOut).toHaveTextContent(
      'Cash runs out in the week of 2 Sep – 8 Sep 2024 (more than 9 in 10 chance).',
    );
    expect(card('Balance in 13 Weeks (Realistic)')).toHaveTextContent('-$1,000');
  });

  it('moves the flows 15% around the expected path for the other scenarios', async () => {
    const user = userEvent.setup();
    renderRent();
    await user.selectOptions(screen.getByLabelText('Scenario'), 'Optimistic');
    expect(tableRows()[0]?.[3]).toBe('Optimistic Balance');
    // Rent x0.85 each time: 2,000 - 850, then -850 again in week 5. The range is the expected path's.
    expect(tableRows()[1]).toEqual(['1 Jul – 7 Jul 2024', '$0', '$850', '$1,150']);
    expect(tableRows()[5]?.[3]).toBe('$300');
    expect(card('Balance in 13 Weeks (Optimistic)')).toHaveTextContent('-$550');
    await user.selectOptions(screen.getByLabelText('Scenario'), 'Pessimistic');
    expect(tableRows()[1]).toEqual(['1 Jul – 7 Jul 2024', '$0', '$1,150', '$850']);
    expect(screen.getByRole('figure', { name: /Pessimistic highlighted/ })).toBeInTheDocument();
  });

  it('has no simple projection: the page shows one forecast', () => {
    renderRent();
    expect(screen.queryByRole('group', { name: 'Simple Projection' })).not.toBeInTheDocument();
    expect(screen.queryByRole('group', { name: 'Projected Growth' })).not.toBeInTheDocument();
  });

  it('shows No forecast data with no transactions', () => {
    renderWithApp(<ForecastPage transactions={[]} asOf={TODAY} ai={aiUnavailable} />);
    expect(screen.getByText('No forecast data')).toBeInTheDocument();
  });

  it('uses the AI forecast when AI is on and succeeded, and says so', () => {
    renderWithApp(
      <ForecastPage
        transactions={sampleLedger()}
        asOf={TODAY}
        ai={aiState({ prediction: aiForecast })}
      />,
    );
    expect(screen.getByText(AI_SOURCE_TEXT)).toBeInTheDocument();
    const rows = tableRows();
    // The AI gives no likely range.
    expect(rows[1]).toEqual(['16 Jun – 22 Jun 2024Lowest', '$9,000', '$8,000', '$31,000']);
    expect(card('Cash Runs Out')).toHaveTextContent(
      'Cash stays above zero for all 13 weeks of this forecast.',
    );
  });

  it('says Not enough data when the forecast has no weeks', () => {
    renderWithApp(
      <ForecastPage
        transactions={sampleLedger()}
        asOf={TODAY}
        ai={aiState({ prediction: { ...aiForecast, weeklyForecasts: [] } })}
      />,
    );
    expect(
      screen.getByText('Not enough data to generate a forecast for this period.'),
    ).toBeInTheDocument();
  });

  it('says No valid forecast chart data when the weeks hold no numbers', () => {
    const broken = aiForecast.weeklyForecasts.map((week) => ({ ...week, optimistic: Number.NaN }));
    renderWithApp(
      <ForecastPage
        transactions={sampleLedger()}
        asOf={TODAY}
        ai={aiState({ prediction: { ...aiForecast, weeklyForecasts: broken } })}
      />,
    );
    expect(screen.getByText('No valid forecast chart data for this period.')).toBeInTheDocument();
  });

  it("falls back to the engine's forecast and says so when the AI failed", () => {
    renderWithApp(
      <ForecastPage
        transactions={rentLedger()}
        asOf={RENT_AS_OF}
        ai={aiState({ prediction: aiForecast, error: 'OpenRouter API error: 401' })}
      />,
    );
    const note = screen.getByRole('alert');
    expect(note).toHaveTextContent('AI Prediction Error: OpenRouter API error: 401');
    expect(note).toHaveTextContent('Falling back to historical data analysis');
    expect(screen.getByText(ENGINE_SOURCE_TEXT)).toBeInTheDocument();
    expect(tableRows()[1]?.slice(0, 3)).toEqual(['1 Jul – 7 Jul 2024', '$0', '$1,000']);
  });
});

describe('Coming up', () => {
  it("shows an ACH series by its originator's readable name, the bank's line in its title", () => {
    const ach = rentLedger().map((t) => {
      const compact = t.date.slice(2).replace(/-/g, '');
      return {
        ...t,
        description: `ORIG CO NAME:ACME LOGISTICS INC ORIG ID:3654424954 DESC DATE:${compact} CO ENTRY DESCR:FREIGHT SEC:CCD TRACE#:0910000${compact}12 EED:${compact} IND ID:Q${compact}`,
      };
    });
    renderWithApp(<ForecastPage transactions={ach} asOf={RENT_AS_OF} ai={aiUnavailable} />);
    const name = within(comingUp()).getByText('Acme Logistics Inc');
    expect(name).toHaveAttribute('title', ach[0]!.description);
    expect(within(comingUp()).queryByText(/ORIG CO NAME/)).not.toBeInTheDocument();
    expect(
      within(comingUp()).getByRole('button', { name: 'Confirm Acme Logistics Inc' }),
    ).toBeInTheDocument();
  });

  it('lists the recurring rent with its dates and amount', () => {
    renderRent();
    const rows = within(comingUp()).getAllByRole('row');
    expect(rows).toHaveLength(2);
    expect(rows[1]).toHaveTextContent(
      'Rent Oak StMonthly · Rent1 Jul, 1 Aug and 2 Sep 2024-$1,000.00',
    );
  });

  it('keeps a confirmation, and leaves a dismissed series out of the forecast until restored', async () => {
    const user = userEvent.setup();
    renderRent();
    await user.click(within(comingUp()).getByRole('button', { name: 'Confirm Rent Oak St' }));
    expect(within(comingUp()).getByText('Confirmed')).toBeInTheDocument();
    expect(JSON.parse(localStorage.getItem('cashline.recurringChoices') ?? '{}')).toEqual({
      'out:rent oak st': 'confirmed',
    });

    await user.click(within(comingUp()).getByRole('button', { name: 'Dismiss Rent Oak St' }));
    expect(
      within(comingUp()).getByText('No recurring payments found in your history yet.'),
    ).toBeInTheDocument();
    // The rent is now part of the usual flow, no longer a 1,000 on its dates: some of it falls
    // in the weeks between.
    expect(tableRows()[1]?.[2]).not.toBe('$1,000');
    expect(tableRows()[2]?.[2]).not.toBe('$0');

    await user.click(screen.getByText('Dismissed (1)'));
    await user.click(within(comingUp()).getByRole('button', { name: 'Restore Rent Oak St' }));
    expect(tableRows()[1]?.slice(0, 3)).toEqual(['1 Jul – 7 Jul 2024', '$0', '$1,000']);
    expect(JSON.parse(localStorage.getItem('cashline.recurringChoices') ?? '{}')).toEqual({});
  });

  it('adds a planned one-off payment to the forecast on its date, and takes it out when removed', async () => {
    const user = userEvent.setup();
    renderRent();
    const form = within(comingUp()).getByRole('form', { name: 'Add a planned payment' });
    await user.type(within(form).getByLabelText('Date'), '2024-07-10');
    await user.type(within(form).getByLabelText('Description'), 'New ovens');
    await user.type(within(form).getByLabelText('Amount'), '500');
    await user.click(within(form).getByRole('button', { name: 'Add to forecast' }));

    const planned = within(comingUp()).getByRole('region', { name: 'Planned one-offs' });
    expect(planned).toHaveTextContent('New ovens 10 Jul 2024 -$500.00');
    // Week 2 (8-14 Jul) had nothing going out: it now has the ovens, and every later week too.
    expect(tableRows()[2]?.slice(1)).toEqual(['$0', '$500', '$500likely $500 to $500']);
    expect(tableRows()[13]?.[3]).toMatch(/^-\$1,500/);
    expect(JSON.parse(localStorage.getItem('cashline.plannedItems') ?? '[]')).toMatchObject([
      { date: '2024-07-10', amount: -500, description: 'New ovens' },
    ]);

    await user.click(within(planned).getByRole('button', { name: 'Remove New ovens' }));
    expect(tableRows()[2]?.slice(1)).toEqual(['$0', '$0', '$1,000likely $1,000 to $1,000']);
    expect(within(planned).getByText('No planned payments yet.')).toBeInTheDocument();
  });

  it('says a planned receipt outside the 13 weeks is not in them, and refuses an item without an amount', async () => {
    const user = userEvent.setup();
    localStorage.setItem(
      'cashline.plannedItems',
      JSON.stringify([{ id: 'p1', date: '2024-12-20', amount: 3000, description: 'Grant' }]),
    );
    renderRent();
    const planned = within(comingUp()).getByRole('region', { name: 'Planned one-offs' });
    expect(planned).toHaveTextContent('Grant 20 Dec 2024 $3,000.00 · not within these 13 weeks');
    expect(tableRows()[13]?.[3]).toMatch(/^-\$1,000/);

    const form = within(planned).getByRole('form', { name: 'Add a planned payment' });
    await user.type(within(form).getByLabelText('Date'), '2024-07-10');
    await user.type(within(form).getByLabelText('Description'), 'Deposit');
    await user.type(within(form).getByLabelText('Amount'), '0');
    await user.click(within(form).getByRole('button', { name: 'Add to forecast' }));
    expect(within(form).getByRole('alert')).toHaveTextContent('An amount cannot be 0.');
    expect(JSON.parse(localStorage.getItem('cashline.plannedItems') ?? '[]')).toHaveLength(1);
  });

  it('names a planned receipt that turns the forecast up while the ledger burns cash', () => {
    localStorage.setItem(
      'cashline.plannedItems',
      JSON.stringify([{ id: 'p1', date: '2024-07-10', amount: 10_000, description: 'Grant' }]),
    );
    renderRent();
    expect(screen.getByText(/while the last months burnt cash: it expects Grant/)).toBeVisible();
  });

  it('uses a choice stored before the page opened', () => {
    localStorage.setItem('cashline.recurringChoices', '{"out:rent oak st":"dismissed"}');
    renderRent();
    expect(screen.getByText('Dismissed (1)')).toBeInTheDocument();
    expect(tableRows()[2]?.[2]).not.toBe('$0');
  });
});

describe('How accurate has this been?', () => {
  function panel() {
    return screen.getByRole('region', { name: 'How accurate has this been?' });
  }

  it("checks the engine's past forecasts on the ledger and says how close they came", async () => {
    renderRent();
    // 12 Sundays from 17 Mar to 2 Jun 2024, each checked 4 weeks on; rent every month, exactly.
    expect(
      await within(panel()).findByText(
        'Over your last 12 weeks, the 4-week-ahead balance was within 5% 12 times out of 12, and inside the likely range 12 times out of 12.',
        {},
        // Twelve forecasts: slow on a loaded machine.
        { timeout: 15_000 },
      ),
    ).toBeInTheDocument();
    expect(panel()).toHaveTextContent('Within 10%: 12 times out of 12.');
    const checks = within(panel()).getAllByRole('row');
    expect(checks).toHaveLength(13);
    expect(checks[1]).toHaveTextContent('03/17/202404/14/2024$4,000likely $4,000 to $4,000$4,000');
    expect(panel()).toHaveTextContent(
      'No forecast kept each week has reached its date yet, so these are checks on your past transactions.',
    );
  });

  it('shows the forecasts kept each week against what came once one has reached its date', async () => {
    localStorage.setItem(FROZEN_FORECASTS_KEY, JSON.stringify(rentFrozen()));
    renderRent();
    expect(
      await within(panel()).findByText(
        'Your 4-week forecasts have been within 5% once out of 2, and inside their likely range once out of 2.',
      ),
    ).toBeInTheDocument();
    expect(panel()).toHaveTextContent('From the forecasts kept each week');
    expect(panel()).not.toHaveTextContent('13-week');
    expect(panel()).not.toHaveTextContent('checks on your past transactions');
    expect(within(panel()).getByRole('link', { name: 'Forecast against actual' })).toHaveAttribute(
      'href',
      '/analytics/forecast/actual',
    );
  });

  it('says when there is not enough history yet', async () => {
    renderWithApp(<ForecastPage transactions={sampleLedger()} asOf={TODAY} ai={aiUnavailable} />);
    expect(
      await within(panel()).findByText(
        /^Not enough history yet: the check needs 34 weeks of transactions and you have 2\d\.$/,
        {},
        { timeout: 15_000 },
      ),
    ).toBeInTheDocument();
  });
});
