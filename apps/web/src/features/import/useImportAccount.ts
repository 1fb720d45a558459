import { DEFAULT_ACCOUNT_NAME, defaultAccount } from '@cashline/core';
import type { ImportSummary } from '@cashline/core';
import { useState } from 'react';
import { useSettings } from '../../lib/settings/useSettings';
import { useTransactions } from '../../lib/transactions/useTransactions';
import type { AccountChoice } from './ImportAccountPicker';
import { layoutKey } from './statementChecks';

function newAccountId(): string {
  const bytes = crypto.getRandomValues(new Uint8Array(8));
  return `account-${Array.from(bytes, (b) => b.toString(16).padStart(2, '0')).join('')}`;
}

/**
 * The account an import goes to: the one remembered for the file's layout, else the first open
 * account, until the user picks another or asks for a new one (created when the file is imported).
 */
export function useImportAccount(summary: Pick<ImportSummary, 'delimiter' | 'headers'> | null) {
  const { accounts, importLayouts, saveAccount } = useTransactions();
  const { currency } = useSettings().settings.preferences;
  const [picked, setPicked] = useState<{ key: string; choice: AccountChoice } | null>(null);
  const key = summary ? layoutKey(summary) : '';
  const rememberedId = importLayouts[key];
  const open = accounts.filter((a) => !a.archived);
  const remembered = open.some((a) => a.id === rememberedId) ? rememberedId : undefined;
  // A first import goes to a new "Main account" unless the user names it otherwise.
  const fallback: AccountChoice = open[0]
    ? { kind: 'existing', accountId: remembered ?? open[0].id }
    : { kind: 'new', name: DEFAULT_ACCOUNT_NAME, accountKind: 'checking' };
  const choice = picked?.key === key ? picked.choice : fallback;

  /**
   * The account id to import into, creating the new account first (opening at 0 on the file's
   * first date); throws a message when it cannot.
   */
  async function target(firstDate: string): Promise<{ accountId: string; layoutKey: string }> {
    if (choice.kind === 'existing') return { accountId: choice.accountId, layoutKey: key };
    const name = choice.name.trim();
    if (name === '') throw new Error('Give the new account a name.');
    const created = await saveAccount({
      ...defaultAccount(firstDate, /^[A-Z]{3}$/.test(currency) ? currency : 'USD'),
      id: newAccountId(),
      name,
      kind: choice.accountKind,
    });
    setPicked({ key, choice: { kind: 'existing', accountId: created.id } });
    return { accountId: created.id, layoutKey: key };
  }

  return {
    accounts,
    choice,
    remembered:
      remembered !== undefined && choice.kind === 'existing' && choice.accountId === remembered,
    choose: (next: AccountChoice) => setPicked({ key, choice: next }),
    target,
  };
}
