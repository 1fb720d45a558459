import { predictCashFlow } from '@cashline/ai';
import type { ForecastOutcome } from '@cashline/ai';
import type { Transaction } from '@cashline/core';
import { useEffect, useMemo, useState } from 'react';
import { fetchAiProxyAvailable } from '../api/aiStatus';
import { todayIso } from '../clock';
import { useSettings } from '../settings/useSettings';
import { createBrowserAiClient } from './browserAiClient';

export type CashFlowPredictor = {
  isConfigured: boolean;
  predict: (transactions: readonly Transaction[]) => Promise<ForecastOutcome>;
};

/** The forecast call as Settings and the server configure it. */
export function useCashFlowPredictor(): CashFlowPredictor {
  const { settings } = useSettings();
  const { openRouterKey, model } = settings.api;
  const [proxyAvailable, setProxyAvailable] = useState(false);

  useEffect(() => {
    let current = true;
    void fetchAiProxyAvailable().then((available) => {
      if (current) setProxyAvailable(available);
    });
    return () => {
      current = false;
    };
  }, []);

  return useMemo(() => {
    const client = createBrowserAiClient({
      apiKey: openRouterKey,
      model,
      proxyAvailable,
      origin: window.location.origin,
      fetch: (url, init) => window.fetch(url, init),
    });
    return {
      isConfigured: client.isConfigured,
      predict: (transactions) => predictCashFlow(transactions, { client, today: todayIso() }),
    };
  }, [openRouterKey, model, proxyAvailable]);
}
