import { forecastStartingBalance } from '@cashline/core';
import type { ForecastResult, IsoDate, Transaction } from '@cashline/core';
import { useCallback, useEffect, useMemo, useRef, useState } from 'react';
import type { ReactNode } from 'react';
import { AICashFlowContext } from './AICashFlowContext';
import type { AICashFlowContextValue } from './AICashFlowContext';
import type { CashFlowPredictor } from './useCashFlowPredictor';

/** ai.md section 9: while AI is on and idle, the prediction is refreshed this often. */
export const AI_REFRESH_INTERVAL_MS = 300_000;
export const PREDICTION_FAILED = 'Failed to get AI predictions';

type PredictionState = {
  prediction: ForecastResult | null;
  source: 'ai' | 'fallback' | null;
  loading: boolean;
  error: string | null;
  lastUpdated: Date | null;
};

const initialState: PredictionState = {
  prediction: null,
  source: null,
  loading: false,
  error: null,
  lastUpdated: null,
};

type Props = {
  transactions: readonly Transaction[];
  /** The date the forecast reads the history as of and starts from. */
  asOf: IsoDate;
  predictor: CashFlowPredictor;
  children: ReactNode;
};

/** The prediction lifecycle of ai.md section 4, over any predictor. */
export function AICashFlowStateProvider({ transactions, asOf, predictor, children }: Props) {
  const [state, setState] = useState<PredictionState>(initialState);
  const [useAI, setUseAI] = useState(false);
  // Refs, not state, so a second call in the same tick already sees the first one loading.
  const loadingRef = useRef(false);
  const requestRef = useRef(0);
  const latest = useRef({ transactions, asOf, predictor });
  latest.current = { transactions, asOf, predictor };

  const refresh = useCallback(async (force = false) => {
    if (loadingRef.current && !force) return;
    const {
      transactions: current,
      asOf: currentAsOf,
      predictor: currentPredictor,
    } = latest.current;
    if (current.length === 0) return;
    const request = ++requestRef.current;
    loadingRef.current = true;
    setState((s) => ({ ...s, loading: true }));
    try {
      const outcome = await currentPredictor.predict(current, currentAsOf);
      if (request !== requestRef.current) return;
      setState({
        prediction: outcome.forecast,
        source: outcome.source,
        loading: false,
        error: outcome.source === 'fallback' ? outcome.error || PREDICTION_FAILED : null,
        lastUpdated: new Date(),
      });
    } catch (err) {
      if (request !== requestRef.current) return;
      setState((s) => ({
        ...s,
        loading: false,
        error: err instanceof Error && err.message ? err.message : PREDICTION_FAILED,
      }));
    } finally {
      if (request === requestRef.current) loadingRef.current = false;
    }
  }, []);

  const count = transactions.length;
  // Only a prediction asked for reads the balance: a pass over the ledger at every change otherwise.
  const balance = useMemo(
    () => (useAI ? forecastStartingBalance(transactions, asOf) : 0),
    [useAI, transactions, asOf],
  );

  // Start when AI is switched on with transactions; run again when their count, the balance or the as-of date moves.
  useEffect(() => {
    if (useAI && count > 0) void refresh();
  }, [useAI, count, balance, asOf, refresh]);

  useEffect(() => {
    if (!useAI || state.loading) return undefined;
    const timer = setInterval(() => void refresh(), AI_REFRESH_INTERVAL_MS);
    return () => clearInterval(timer);
  }, [useAI, state.loading, refresh]);

  const value = useMemo<AICashFlowContextValue>(
    () => ({ ...state, isConfigured: predictor.isConfigured, useAI, refresh, setUseAI }),
    [state, predictor.isConfigured, useAI, refresh],
  );
  return <AICashFlowContext.Provider value={value}>{children}</AICashFlowContext.Provider>;
}
