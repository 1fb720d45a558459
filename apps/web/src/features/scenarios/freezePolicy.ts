import type { AnalysisDate } from '@cashline/core';

export type FreezeInputs = {
  reason: AnalysisDate['reason'];
  /** The whole ledger (every account) has loaded and holds a transaction. */
  whole: boolean;
  /** The saved scenarios have arrived. */
  scenariosLoaded: boolean;
  /** The organisation signed in to (null: this browser's ledger); undefined while still asked. */
  orgId: string | null | undefined;
  canEdit: boolean;
};

/**
 * Where this week's forecasts are frozen, if anywhere: only forecasts of the whole ledger as of
 * today are kept (a date the user picked, or a ledger that stopped earlier, would freeze a
 * forecast nobody made that week); with an organisation, by an editor on the server.
 */
export function freezeTarget({
  reason,
  whole,
  scenariosLoaded,
  orgId,
  canEdit,
}: FreezeInputs): 'browser' | 'server' | null {
  if (reason !== 'today' || !whole || !scenariosLoaded || orgId === undefined) return null;
  if (orgId === null) return 'browser';
  return canEdit ? 'server' : null;
}
