import {
  createCategory,
  deleteCategory,
  mergeCategories,
  renameCategory,
  setCategoryGroup,
  setCategorySection,
} from '@cashline/core';
import type { CashFlowSection, CategoryResult } from '@cashline/core';
import { useCallback, useState } from 'react';
import { useCategorisation } from '../../lib/categorisation/useCategorisation';
import { useLedgerActions, useLedgerRows } from '../../lib/transactions/useLedger';

export type CategoryActions = {
  busy: boolean;
  /** What went wrong with the last action, in words for the user. */
  problem: string | null;
  /** Each resolves true when done; false with `problem` set when refused or not saved. */
  rename: (from: string, to: string) => Promise<boolean>;
  merge: (from: string, into: string) => Promise<boolean>;
  remove: (name: string) => Promise<boolean>;
  create: (name: string, group: string) => Promise<boolean>;
  setGroup: (name: string, group: string) => Promise<boolean>;
  /** Places the category in a section of the cash-flow statement. */
  setSection: (name: string, section: CashFlowSection) => Promise<boolean>;
};

function reason(error: unknown): string {
  return error instanceof Error ? error.message : String(error);
}

/** The category operations of core, saved: transactions through the store, rules and categories beside. */
export function useCategoryActions(): CategoryActions {
  const { transactions } = useLedgerRows();
  const { updateTransactions } = useLedgerActions();
  const { rules, definitions, save } = useCategorisation();
  const [busy, setBusy] = useState(false);
  const [problem, setProblem] = useState<string | null>(null);

  const run = useCallback(async (work: () => Promise<void>): Promise<boolean> => {
    setBusy(true);
    setProblem(null);
    try {
      await work();
      return true;
    } catch (error) {
      setProblem(reason(error));
      return false;
    } finally {
      setBusy(false);
    }
  }, []);

  const commit = useCallback(
    (result: CategoryResult) =>
      run(async () => {
        if (!result.ok) throw new Error(result.error);
        const { changed, rules: nextRules, definitions: nextDefinitions } = result.value;
        if (changed.length > 0) await updateTransactions(changed);
        await save({ rules: nextRules, definitions: nextDefinitions });
      }),
    [run, save, updateTransactions],
  );

  const state = { transactions, rules, definitions };
  return {
    busy,
    problem,
    rename: (from, to) => commit(renameCategory(state, from, to)),
    merge: (from, into) => commit(mergeCategories(state, from, into)),
    remove: (name) => commit(deleteCategory(state, name)),
    create: (name, group) =>
      run(async () => {
        const result = createCategory(definitions, transactions, name, group);
        if (!result.ok) throw new Error(result.error);
        await save({ definitions: result.value });
      }),
    setGroup: (name, group) =>
      run(() => save({ definitions: setCategoryGroup(definitions, name, group) })),
    setSection: (name, section) =>
      run(() => save({ definitions: setCategorySection(definitions, name, section) })),
  };
}
