import type { RuleSuggestion, TransactionPatch } from '@cashline/core';
import { useCallback, useEffect, useRef, useState } from 'react';
import { useRuleLearning } from '../../lib/categorisation/useRuleLearning';
import { useLedgerActions, useLedgerRows } from '../../lib/transactions/useLedger';
import type { Selected } from './rowSelection';

export type BulkCategory = {
  /** Moves the selected transactions to the category in one save (all or none), as the user's choice. */
  apply: (selected: Selected, category: string) => Promise<void>;
  /** The learning offers that follow, one per payee of the selection, once the ledger is counted. */
  offers: RuleSuggestion[];
  /** Saves the offer's rule and applies it to the ledger as it is now. */
  accept: (offer: RuleSuggestion) => Promise<number>;
  dismiss: (offer: RuleSuggestion) => void;
  /** What the last step did, in words; null before the first. */
  done: string | null;
};

function count(n: number): string {
  return `${n.toLocaleString('en-US')} transaction${n === 1 ? '' : 's'}`;
}

export function useBulkCategory(): BulkCategory {
  const { transactions } = useLedgerRows();
  const { patchTransactions } = useLedgerActions();
  const learning = useRuleLearning();
  const [offers, setOffers] = useState<RuleSuggestion[]>([]);
  const [done, setDone] = useState<string | null>(null);

  const counting = useRef<AbortController | null>(null);
  useEffect(() => () => counting.current?.abort(), []);

  const apply = useCallback(
    async (selected: Selected, category: string) => {
      const rows = [...selected.values()];
      const set = { category, categorySource: 'manual' as const };
      // Patched by id: the save reads none of the ledger's other rows.
      const patches: TransactionPatch[] = rows
        .filter((t) => t.category !== category || t.categorySource !== 'manual')
        .map((t) => ({ id: t.id, set, remove: [] }));
      if (patches.length > 0) await patchTransactions(patches);
      setDone(`${count(rows.length)} moved to ${category}.`);
      setOffers([]);
      counting.current?.abort();
      const controller = new AbortController();
      counting.current = controller;
      // The save is done: the offers count the other rows afterwards, a slice at a time. Those
      // rows are the same in the ledger before the save as after it.
      void learning
        .offerSelection(transactions, rows, category, controller.signal)
        .then(setOffers)
        .catch((error: unknown) => {
          if (!controller.signal.aborted) throw error;
        });
    },
    [transactions, patchTransactions, learning],
  );

  const accept = useCallback(
    async (offer: RuleSuggestion) => {
      const changed = await learning.accept(offer, transactions);
      setDone(`Rule created: ${count(changed)} moved to ${offer.category}.`);
      return changed;
    },
    [learning, transactions],
  );

  const dismiss = useCallback(
    (offer: RuleSuggestion) => setOffers((now) => now.filter((o) => o !== offer)),
    [],
  );

  return { apply, offers, accept, dismiss, done };
}
