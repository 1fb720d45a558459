import { DEFAULT_ACCOUNT_ID } from '@cashline/core';
import type { Transaction, UpcomingRecurring } from '@cashline/core';
import { useCallback, useContext, useMemo, useState } from 'react';
import { useSearchParams } from 'react-router-dom';
import { LedgerRowsContext } from '../../lib/transactions/ledgerContexts';
import { draftFromSeries, draftFromTransaction } from './layerDraft';
import type { LayerPrefill } from './LayerPrefillPrompt';
import { useLayerAccounts } from './useScenarioComparison';

/** The query parameter a transaction's "Again" opens the forecast page with (paths.forecast). */
export const AGAIN_PARAM = 'again';

/**
 * A layer filled in for a scenario: from a found series in Coming up (`offerSeries`), or from the
 * transaction named in the address (the transactions page's "Plan again"). `done` drops it.
 */
export function useLayerPrefill(shown: readonly Transaction[], firstDay: string) {
  const accounts = useLayerAccounts();
  const accountId = accounts[0]?.id ?? DEFAULT_ACCOUNT_ID;
  const [params, setParams] = useSearchParams();
  const againId = params.get(AGAIN_PARAM);
  const all = useContext(LedgerRowsContext)?.transactions;
  const fromAddress = useMemo((): LayerPrefill | null => {
    // The page may show one account; the transaction may be of another.
    const transaction =
      againId === null
        ? undefined
        : (shown.find((t) => t.id === againId) ?? all?.find((t) => t.id === againId));
    return transaction
      ? {
          what: transaction.description,
          draft: draftFromTransaction(transaction, firstDay, accountId),
        }
      : null;
  }, [againId, shown, all, firstDay, accountId]);
  const [offered, setOffered] = useState<LayerPrefill | null>(null);
  const offerSeries = useCallback(
    (series: UpcomingRecurring) =>
      setOffered({ what: series.payee, draft: draftFromSeries(series, firstDay, accountId) }),
    [firstDay, accountId],
  );
  const done = useCallback(() => {
    setOffered(null);
    if (againId !== null) {
      setParams(
        (now) => {
          const next = new URLSearchParams(now);
          next.delete(AGAIN_PARAM);
          return next;
        },
        { replace: true },
      );
    }
  }, [againId, setParams]);
  return { prefill: offered ?? fromAddress, offerSeries, done };
}
