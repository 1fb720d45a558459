import { SelectionOffers, applyRules, suggestRule, withRuleChanges } from '@cashline/core';
import type { Rule, RuleSuggestion, Transaction } from '@cashline/core';
import { useCallback } from 'react';
import { SLICE_MS, inSlices, laterTurn } from '../workInSlices';
import { useLedgerActions } from '../transactions/useLedger';
import { newRuleId } from './newRuleId';
import { useCategorisation } from './useCategorisation';

export type RuleLearning = {
  /** The offer for a transaction the user just moved to another category, or null. */
  offer: (ledger: readonly Transaction[], changed: Transaction) => RuleSuggestion | null;
  /**
   * The offers after a bulk edit moved `selected` to `category`: one per payee of the selection,
   * the ledger read in short slices of the page's time. Rejects once `signal` is aborted.
   */
  offerSelection: (
    ledger: readonly Transaction[],
    selected: readonly Transaction[],
    category: string,
    signal: AbortSignal,
  ) => Promise<RuleSuggestion[]>;
  /**
   * Saves the suggested rule first in the list (the newest correction wins) and applies it to
   * the ledger; resolves with how many transactions it changed.
   */
  accept: (suggestion: RuleSuggestion, ledger: readonly Transaction[]) => Promise<number>;
};

/** Rows counted between two looks at the clock: a few milliseconds. */
const SLICE_ROWS = 4096;

export function useRuleLearning(): RuleLearning {
  const { rules, save } = useCategorisation();
  const { updateTransactions } = useLedgerActions();

  const offer = useCallback(
    (ledger: readonly Transaction[], changed: Transaction) =>
      suggestRule(ledger, changed, changed.category, rules, newRuleId()),
    [rules],
  );

  const offerSelection = useCallback(
    async (
      ledger: readonly Transaction[],
      selected: readonly Transaction[],
      category: string,
      signal: AbortSignal,
    ) => {
      const offers = new SelectionOffers(selected, category, rules);
      if (offers.none) return [];
      let at = 0;
      await inSlices(
        () => {
          const end = Math.min(at + SLICE_ROWS, ledger.length);
          offers.count(ledger, at, end);
          at = end;
          return at >= ledger.length;
        },
        signal,
        SLICE_MS,
        // Nobody waits on the offers: the page's updates go first.
        laterTurn,
      );
      return offers.suggestions(newRuleId);
    },
    [rules],
  );

  const accept = useCallback(
    async (suggestion: RuleSuggestion, ledger: readonly Transaction[]) => {
      const rule: Rule = suggestion.rule;
      await save({ rules: [rule, ...rules] });
      const changes = applyRules(ledger, [rule]);
      if (changes.length === 0) return 0;
      const updated = withRuleChanges(ledger, changes);
      await updateTransactions(changes.map((change) => updated[change.index]!));
      return changes.length;
    },
    [rules, save, updateTransactions],
  );

  return { offer, offerSelection, accept };
}
