import { applyCommands, patchedAt } from '@cashline/core';
import type { LedgerCommand } from '@cashline/core';
import { withReplaced } from '../../transactions/listsMadeAhead';
import { placesOfPatches, rememberPlaces } from '../../transactions/rowPlaces';
import type { StoreData } from '../../transactions/storeChanges';
import type { TransactionsChange } from '../ledgerBackend';
import { changeOfCommands } from '../transactionsChange';

/** Rows an edit patches that are searched for when their places are not known; more go by core. */
const SEARCHED_PATCHES = 20;

/** Commands applied to a ledger in two steps, so that a save can be sent between them. */
export type AppliedCommands = {
  /** The ledger's lists after the commands (its transactions may still be those before them). */
  lists: StoreData;
  /** The ledger after the commands, and how its transactions differ from those before. */
  result(): { data: StoreData; change?: TransactionsChange };
};

/**
 * Applies the commands to `base`; throws, as applyCommands does, when one cannot apply. An edit
 * of rows whose places are known (or found in a few searches) is checked at those places only,
 * and the list is copied with them in place when `result` is asked: a save can leave before any
 * pass over a million rows, and the pages are told where the rows were replaced (the copy made
 * ahead when the page was idle, listsMadeAhead.ts, where there is one). Any other
 * commands are applied at once.
 */
export function appliedCommands(
  base: StoreData,
  commands: readonly LedgerCommand[],
): AppliedCommands {
  const at = placesOfPatches(base.transactions, commands, SEARCHED_PATCHES);
  const inPlace = at && patchedAt(base.transactions, commands, at);
  if (!inPlace) {
    const next = applyCommands(base, commands);
    return {
      lists: next,
      result: () => {
        const change = changeOfCommands(base, next, commands);
        return { data: next, ...(change ? { change } : {}) };
      },
    };
  }
  return {
    lists: base,
    result: () => {
      const transactions = withReplaced(base.transactions, inPlace.at, inPlace.added);
      const data = { ...base, transactions };
      rememberPlaces(data.transactions, inPlace.at);
      const { removed, added, at: replacedAt } = inPlace;
      return { data, change: { from: base.transactions, removed, added, replacedAt } };
    },
  };
}
