import type { Account } from '@cashline/core';
import { useContext, useMemo } from 'react';
import { LedgerContext } from '../transactions/ledgerContexts';
import { useAccountScope } from './AccountScopeContext';

const NO_ACCOUNTS: readonly Account[] = [];

/**
 * The accounts the analytics pages' balance is made of: the chosen account alone, else all of them
 * (their consolidated position).
 */
export function useScopedAccounts(): readonly Account[] {
  const all = useContext(LedgerContext)?.accounts ?? NO_ACCOUNTS;
  const { accountId } = useAccountScope();
  return useMemo(() => {
    const chosen = all.filter((a) => a.id === accountId);
    return chosen.length === 1 ? chosen : all;
  }, [all, accountId]);
}
