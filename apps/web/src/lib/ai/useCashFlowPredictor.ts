import { predictCashFlow } from '@cashline/ai';
import type { ForecastOutcome } from '@cashline/ai';
import type { Transaction } from '@cashline/core';
import { useMemo } from 'react';
import { todayIso } from '../clock';
import { useBrowserAiClient } from './useBrowserAiClient';

export type CashFlowPredictor = {
  isConfigured: boolean;
  predict: (transactions: readonly Transaction[]) => Promise<ForecastOutcome>;
};

/** The forecast call as Settings and the server configure it. */
export function useCashFlowPredictor(): CashFlowPredictor {
  const client = useBrowserAiClient();
  return useMemo(
    () => ({
      isConfigured: client.isConfigured,
      predict: (transactions) => predictCashFlow(transactions, { client, today: todayIso() }),
    }),
    [client],
  );
}
