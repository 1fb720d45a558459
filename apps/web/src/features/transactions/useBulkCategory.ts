import type { RuleSuggestion, Transaction } from '@cashline/core';
import { useCallback, useState } from 'react';
import { useRuleLearning } from '../../lib/categorisation/useRuleLearning';
import { useTransactions } from '../../lib/transactions/useTransactions';

export type BulkCategory = {
  /** Moves the selected transactions to the category in one save (all or none), as the user's choice. */
  apply: (selected: readonly Transaction[], category: string) => Promise<void>;
  /** The learning offers that follow, one per payee of the selection. */
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
  const { transactions, updateTransactions } = useTransactions();
  const learning = useRuleLearning();
  const [offers, setOffers] = useState<RuleSuggestion[]>([]);
  const [done, setDone] = useState<string | null>(null);

  const apply = useCallback(
    async (selected: readonly Transaction[], category: string) => {
      const changed = selected.map((t) => ({ ...t, category, categorySource: 'manual' as const }));
      await updateTransactions(changed);
      const byId = new Map(changed.map((t) => [t.id, t]));
      const ledger = transactions.map((t) => byId.get(t.id) ?? t);
      setOffers(learning.offerSelection(ledger, changed, category));
      setDone(`${count(changed.length)} moved to ${category}.`);
    },
    [transactions, updateTransactions, learning],
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
