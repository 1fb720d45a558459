import type { Account } from '@cashline/core';
import type { LedgerCopy } from './ledgerCopyDb';
import type { BaseVersions } from './outbox';

/** The account as the copy holds it (the server's, with changes queued here), without its version. */
export function serverAccount(copy: LedgerCopy, id: string): Account | undefined {
  const account = copy.accounts.find((a) => a.id === id);
  if (account === undefined) return undefined;
  const { version: _version, ...fields } = account;
  return fields;
}

/** The versions the copy holds, which the commands queued now are based on. */
export function versionsOf(copy: LedgerCopy): BaseVersions {
  return {
    transaction: (id) => copy.rows.get(id)?.version ?? 1,
    account: (id) => copy.accounts.find((a) => a.id === id)?.version ?? 1,
    settings: () => copy.settings.version,
  };
}
