import type { ForecastOutcome } from '@cashline/ai';
import type { ForecastResult, Transaction } from '@cashline/core';
import { act, render, renderHook } from '@testing-library/react';
import { useEffect } from 'react';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import type { AICashFlowContextValue } from './AICashFlowContext';
import { AICashFlowStateProvider, AI_REFRESH_INTERVAL_MS } from './AICashFlowStateProvider';
import { useAICashFlowContext } from './useAICashFlowContext';
import type { CashFlowPredictor } from './useCashFlowPredictor';

function forecast(label: string): ForecastResult {
  return {
    weeklyForecasts: [
      {
        week: label,
        projectedBalance: 1000,
        inflows: 500,
        outflows: 400,
        optimistic: 1100,
        realistic: 1000,
        pessimistic: 900,
      },
    ],
    runwayAnalysis: { currentRunway: 12, projectedRunway: 11, burnRate: 1600, recommendations: [] },
    categoryInsights: [],
    summary: { overallTrend: 'stable', keyInsights: [], actionItems: [] },
  };
}

function transaction(id: number, amount: number, balance?: number): Transaction {
  return {
    id: `manual-${id}`,
    date: `2024-01-${String(id).padStart(2, '0')}`,
    description: `Transaction ${id}`,
    amount,
    type: amount < 0 ? 'outflow' : 'inflow',
    category: 'Other',
    ...(balance === undefined ? {} : { balance }),
  };
}

const AS_OF = '2024-01-31';

type Call = {
  transactions: readonly Transaction[];
  asOf: string;
  resolve: (outcome: ForecastOutcome) => void;
  reject: (reason: unknown) => void;
};

/** A predictor whose answers the test gives, one call at a time. */
function controlledPredictor(isConfigured = true) {
  const calls: Call[] = [];
  const predictor: CashFlowPredictor = {
    isConfigured,
    predict: (transactions, asOf) =>
      new Promise<ForecastOutcome>((resolve, reject) => {
        calls.push({ transactions, asOf, resolve, reject });
      }),
  };
  return { calls, predictor };
}

let state: AICashFlowContextValue;
function remember(value: AICashFlowContextValue) {
  state = value;
}

function Probe({ onState }: { onState: (value: AICashFlowContextValue) => void }) {
  const value = useAICashFlowContext();
  useEffect(() => onState(value));
  return null;
}

function renderProvider(transactions: Transaction[], predictor: CashFlowPredictor) {
  const view = render(
    <AICashFlowStateProvider transactions={transactions} asOf={AS_OF} predictor={predictor}>
      <Probe onState={remember} />
    </AICashFlowStateProvider>,
  );
  return {
    rerender: (next: Transaction[], asOf = AS_OF) =>
      view.rerender(
        <AICashFlowStateProvider transactions={next} asOf={asOf} predictor={predictor}>
          <Probe onState={remember} />
        </AICashFlowStateProvider>,
      ),
  };
}

async function settle(call: Call | undefined, outcome: ForecastOutcome) {
  await act(async () => call?.resolve(outcome));
}

const ledger = [transaction(1, 1000, 1000), transaction(2, -200, 800)];

beforeEach(() => vi.useFakeTimers());
afterEach(() => vi.useRealTimers());

describe('AICashFlowStateProvider', () => {
  it('starts with AI off and fetches once it is switched on', async () => {
    const { calls, predictor } = controlledPredictor();
    renderProvider(ledger, predictor);
    expect(state).toMatchObject({
      useAI: false,
      isConfigured: true,
      prediction: null,
      loading: false,
      error: null,
      lastUpdated: null,
    });
    expect(calls).toHaveLength(0);

    act(() => state.setUseAI(true));
    expect(calls).toHaveLength(1);
    expect(calls[0]?.transactions).toBe(ledger);
    expect(state.loading).toBe(true);

    await settle(calls[0], { source: 'ai', forecast: forecast('Jan 1') });
    expect(state).toMatchObject({
      prediction: forecast('Jan 1'),
      source: 'ai',
      loading: false,
      error: null,
    });
    expect(state.lastUpdated).toBeInstanceOf(Date);
  });

  it('does not fetch without transactions', () => {
    const { calls, predictor } = controlledPredictor();
    renderProvider([], predictor);
    act(() => state.setUseAI(true));
    expect(calls).toHaveLength(0);
    expect(state.loading).toBe(false);
  });

  it('runs again when the transaction count or the current balance changes, not otherwise', async () => {
    const { calls, predictor } = controlledPredictor();
    const view = renderProvider(ledger, predictor);
    act(() => state.setUseAI(true));
    await settle(calls[0], { source: 'ai', forecast: forecast('a') });

    view.rerender([...ledger]);
    expect(calls).toHaveLength(1);

    const added = [...ledger, transaction(3, -100, 700)];
    view.rerender(added);
    expect(calls).toHaveLength(2);
    await settle(calls[1], { source: 'ai', forecast: forecast('b') });

    const rebalanced = [...ledger, transaction(3, -100, 650)];
    view.rerender(rebalanced);
    expect(calls).toHaveLength(3);
    expect(calls[2]?.transactions).toBe(rebalanced);
  });

  it('forecasts as of the date it is given, and again when that date moves', async () => {
    const { calls, predictor } = controlledPredictor();
    const view = renderProvider(ledger, predictor);
    act(() => state.setUseAI(true));
    expect(calls[0]?.asOf).toBe(AS_OF);
    await settle(calls[0], { source: 'ai', forecast: forecast('a') });

    view.rerender(ledger, '2024-01-15');
    expect(calls).toHaveLength(2);
    expect(calls[1]?.asOf).toBe('2024-01-15');
  });

  it('refreshes every 5 minutes while on and idle, and stops when switched off', async () => {
    const { calls, predictor } = controlledPredictor();
    renderProvider(ledger, predictor);
    act(() => state.setUseAI(true));
    await settle(calls[0], { source: 'ai', forecast: forecast('a') });

    act(() => vi.advanceTimersByTime(AI_REFRESH_INTERVAL_MS - 1));
    expect(calls).toHaveLength(1);
    act(() => vi.advanceTimersByTime(1));
    expect(calls).toHaveLength(2);

    // Still loading: no timer runs, however long the gateway takes.
    act(() => vi.advanceTimersByTime(3 * AI_REFRESH_INTERVAL_MS));
    expect(calls).toHaveLength(2);
    await settle(calls[1], { source: 'ai', forecast: forecast('b') });

    act(() => state.setUseAI(false));
    act(() => vi.advanceTimersByTime(3 * AI_REFRESH_INTERVAL_MS));
    expect(calls).toHaveLength(2);
    expect(AI_REFRESH_INTERVAL_MS).toBe(300_000);
  });

  it('skips a refresh while one is loading unless it is forced, and keeps only the newest answer', async () => {
    const { calls, predictor } = controlledPredictor();
    renderProvider(ledger, predictor);
    act(() => state.setUseAI(true));
    expect(calls).toHaveLength(1);

    await act(() => state.refresh());
    expect(calls).toHaveLength(1);

    act(() => {
      void state.refresh(true);
    });
    expect(calls).toHaveLength(2);

    await settle(calls[1], { source: 'ai', forecast: forecast('forced') });
    await settle(calls[0], { source: 'ai', forecast: forecast('stale') });
    expect(state.prediction).toEqual(forecast('forced'));
    expect(state.loading).toBe(false);
  });

  it('keeps the fallback forecast and shows why the AI one failed', async () => {
    const { calls, predictor } = controlledPredictor();
    renderProvider(ledger, predictor);
    act(() => state.setUseAI(true));
    await settle(calls[0], {
      source: 'fallback',
      forecast: forecast('fallback'),
      error: 'OpenRouter API error: 402',
    });
    expect(state).toMatchObject({
      prediction: forecast('fallback'),
      source: 'fallback',
      error: 'OpenRouter API error: 402',
      loading: false,
    });
  });

  it('shows the error text of a failed request, or the generic message', async () => {
    const { calls, predictor } = controlledPredictor();
    renderProvider(ledger, predictor);
    act(() => state.setUseAI(true));
    await act(async () => calls[0]?.reject(new Error('Network down')));
    expect(state).toMatchObject({ error: 'Network down', loading: false, prediction: null });

    act(() => {
      void state.refresh();
    });
    await act(async () => calls[1]?.reject('nope'));
    expect(state.error).toBe('Failed to get AI predictions');

    act(() => {
      void state.refresh();
    });
    await settle(calls[2], { source: 'ai', forecast: forecast('ok') });
    expect(state.error).toBeNull();
  });

  it('reports whether AI is configured', () => {
    renderProvider(ledger, controlledPredictor(false).predictor);
    expect(state.isConfigured).toBe(false);
  });
});

describe('useAICashFlowContext', () => {
  it('refuses to run outside its provider, in the spec’s words', () => {
    vi.spyOn(console, 'error').mockImplementation(() => undefined);
    expect(() => renderHook(() => useAICashFlowContext())).toThrow(
      'useAICashFlowContext must be used within an AICashFlowProvider',
    );
  });
});
