import { rateTable } from '@cashline/core';
import type { RateTable } from '@cashline/core';
import { useContext, useEffect, useState, useSyncExternalStore } from 'react';
import { fetchExchangeRates } from '../api/exchangeRates';
import type { ExchangeRates } from '../api/exchangeRates';
import { AuthContext } from '../auth/AuthContext';
import { browserRateTable, subscribeBrowserRates } from './browserRates';

/** No rates: every conversion says its rate is missing, never 1:1. */
export const NO_RATES: RateTable = rateTable('EUR', []);
/** No rates yet: the organisation's are on their way from the server. */
export const PENDING_RATES: RateTable = rateTable('EUR', []);

/** Tables already fetched, by organisation and the currencies asked for. */
const fetched = new Map<string, Promise<ExchangeRates>>();

/**
 * The exchange rates consolidated figures convert with. Signed in, the organisation's from the
 * server (fetched once per organisation and set of currencies); signed out, those typed in
 * Settings (none until typed: the pages then say each rate is missing). `needed` is false while
 * one currency needs no rates at all.
 */
export function useRateTable(needed: boolean, currencies: string): RateTable {
  const auth = useContext(AuthContext);
  const orgId = auth?.status === 'signed-in' ? auth.me.activeOrganizationId : null;
  const [loaded, setLoaded] = useState<{ key: string; table: RateTable } | null>(null);
  const key = `${orgId ?? ''}|${currencies}`;
  const typed = useSyncExternalStore(subscribeBrowserRates, browserRateTable);
  useEffect(() => {
    if (!needed || !orgId) return;
    let live = true;
    let request = fetched.get(key);
    if (request === undefined) {
      request = fetchExchangeRates(orgId);
      fetched.set(key, request);
      // A failed fetch is tried again by the next page that needs it, and so is an answer from
      // before the server heard of an account's currency (the ledger syncs after it shows).
      const wanted = currencies.split(',').filter((c) => c !== NO_RATES.base);
      request
        .then((answer) => {
          if (wanted.some((c) => !answer.currencies.includes(c))) fetched.delete(key);
        })
        .catch(() => fetched.delete(key));
    }
    request.then(({ table }) => live && setLoaded({ key, table })).catch(() => undefined);
    return () => {
      live = false;
    };
  }, [needed, orgId, key, currencies]);
  if (!orgId) return typed;
  return loaded?.key === key ? loaded.table : PENDING_RATES;
}
