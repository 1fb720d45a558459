import { createContext, useContext } from 'react';

/** Which account the analytics pages look at: one account's id, or null for all of them. */
export type AccountScope = { accountId: string | null; choose: (accountId: string | null) => void };

export const AccountScopeContext = createContext<AccountScope | null>(null);

const ALL: AccountScope = { accountId: null, choose: () => undefined };

/** The chosen account; all accounts where no provider is (a page rendered on its own). */
export function useAccountScope(): AccountScope {
  return useContext(AccountScopeContext) ?? ALL;
}
