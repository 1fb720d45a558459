import { useMemo, useState } from 'react';
import type { ReactNode } from 'react';
import { AccountScopeContext } from './AccountScopeContext';

/** Holds the account the analytics pages are filtered to, for the browser session. */
export function AccountScopeProvider({ children }: { children: ReactNode }) {
  const [accountId, choose] = useState<string | null>(null);
  const value = useMemo(() => ({ accountId, choose }), [accountId]);
  return <AccountScopeContext.Provider value={value}>{children}</AccountScopeContext.Provider>;
}
