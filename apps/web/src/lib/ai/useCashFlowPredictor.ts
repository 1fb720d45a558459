import { predictCashFlow } from '@cashline/ai';
import type { ForecastOutcome } from '@cashline/ai';
import type { IsoDate, Transaction } from '@cashline/core';
import { useMemo } from 'react';
import { usePlannedItems } from '../forecast/PlannedItemsContext';
import { useRecurringChoices } from '../forecast/useRecurringChoices';
import { useBrowserAiClient } from './useBrowserAiClient';

export type CashFlowPredictor = {
  isConfigured: boolean;
  predict: (transactions: readonly Transaction[], asOf: IsoDate) => Promise<ForecastOutcome>;
};

/** The forecast call as Settings and the server configure it, with the user's recurring choices and planned items. */
export function useCashFlowPredictor(): CashFlowPredictor {
  const client = useBrowserAiClient();
  const { choices } = useRecurringChoices();
  const { items: planned } = usePlannedItems();
  return useMemo(
    () => ({
      isConfigured: client.isConfigured,
      predict: (transactions, asOf) =>
        predictCashFlow(transactions, { client, asOf, choices, planned }),
    }),
    [client, choices, planned],
  );
}
