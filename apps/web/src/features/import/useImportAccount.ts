import {
  ACCOUNT_KIND_LABELS,
  DEFAULT_ACCOUNT_NAME,
  accountIdOf,
  accountsToOffer,
  dailyTotals,
  defaultAccount,
  FORMAT_NAMES,
  guessAccountKind,
  guessStatementKind,
  idLookup,
  packedDescriptions,
} from '@cashline/core';
import type { PackedImportSummary, Transaction } from '@cashline/core';
import { useEffect, useMemo, useState } from 'react';
import { useCurrencyChoice } from '../../lib/format/useCurrencyChoice';
import { useLedger, useLedgerActions } from '../../lib/transactions/useLedger';
import { anchorOf, balanceToAsk, newCardInCredit, openingFor } from './accountAnchor';
import type { AccountChoice } from './ImportAccountPicker';
import { cardSignsKey } from '../../lib/transactions/importActions';
import { layoutKey } from './statementChecks';

function newAccountId(): string {
  const bytes = crypto.getRandomValues(new Uint8Array(8));
  return `account-${Array.from(bytes, (b) => b.toString(16).padStart(2, '0')).join('')}`;
}

/**
 * The account an import goes to: the one remembered for the file's layout; else, when the file
 * overlaps an account's stored rows, that account; else, for a file that reads as a card export, a
 * new credit-card account; else an open account that holds nothing yet (a new workspace's own);
 * else a new account. Never simply the first account, which would put a
 * card's rows into checking. The user may pick another (a new one is created at import).
 */
export function useImportAccount(
  summary: Pick<
    PackedImportSummary,
    'delimiter' | 'headers' | 'transactions' | 'duplicates' | 'statement' | 'format' | 'currency'
  > | null,
) {
  const { accounts, importLayouts, accountsWithRows: used } = useLedger();
  const { saveAccount, readTransactions } = useLedgerActions();
  const reporting = useCurrencyChoice().currency;
  // The file's own word for its currency wins; else the user's choice, else the reporting one.
  const fileCurrency = summary?.currency?.code;
  const [picked, setPicked] = useState<{ key: string; choice: AccountChoice } | null>(null);
  const key = summary ? layoutKey(summary) : '';
  const rememberedId = importLayouts[key];
  const open = accounts.filter((a) => !a.archived);
  const remembered = open.some((a) => a.id === rememberedId) ? rememberedId : undefined;
  const guess = useMemo(() => {
    if (!summary) return null;
    const stated = summary.statement?.accounts[summary.statement.account];
    const name = FORMAT_NAMES[summary.format as keyof typeof FORMAT_NAMES];
    const fromStatement = stated && name ? guessStatementKind(name, stated.kind) : null;
    return (
      fromStatement ?? guessAccountKind(summary.headers, packedDescriptions(summary.transactions))
    );
  }, [summary]);
  // Rows already stored are the surest sign of where a file belongs: the store is read for them
  // when a file overlaps it, not at every render. Looked up by hash (idLookup): a Set asked of a
  // ledger's ids would make V8 keep an internalized copy of each id it hashed.
  const [overlap, setOverlap] = useState<{ of: typeof summary; accountId?: string } | null>(null);
  useEffect(() => {
    const existing = summary?.duplicates.existingIds ?? [];
    if (existing.length === 0) return undefined;
    let current = true;
    void readTransactions().then((stored) => {
      const ids = idLookup(existing);
      const found = stored.find((t) => ids.has(t.id));
      if (current) setOverlap({ of: summary, ...(found ? { accountId: accountIdOf(found) } : {}) });
    });
    return () => {
      current = false;
    };
  }, [summary, readTransactions]);
  const overlapping = overlap?.of === summary ? overlap.accountId : undefined;
  const overlapped = open.find((a) => a.id === overlapping);
  const preset =
    overlapped ?? open.find((a) => !used.has(a.id) && (guess === null || a.kind === guess.kind));
  const fallback: AccountChoice =
    remembered !== undefined
      ? { kind: 'existing', accountId: remembered }
      : preset
        ? { kind: 'existing', accountId: preset.id }
        : {
            kind: 'new',
            // A first import goes to a new "Main account" unless the user names it otherwise.
            name:
              guess !== null
                ? ACCOUNT_KIND_LABELS[guess.kind]
                : open.length === 0
                  ? DEFAULT_ACCOUNT_NAME
                  : '',
            accountKind: guess?.kind ?? 'checking',
          };
  const choice = picked?.key === key ? picked.choice : fallback;
  // The new rows' amounts by day: sums over dates are all the balance questions need of them.
  const days = useMemo(() => (summary ? dailyTotals(summary.transactions) : []), [summary]);
  const askBalance = useMemo(() => (summary ? balanceToAsk(summary, days) : null), [summary, days]);
  const inCredit =
    summary && askBalance && choice.kind === 'new'
      ? newCardInCredit(days, askBalance, choice.accountKind, choice.balance)
      : null;

  /**
   * The account id to import into, creating the new account first: opening on the file's first
   * date at 0, or at what makes it hold the balance the user gave; throws a message when it cannot.
   */
  async function target(
    firstDate: string,
    rows: readonly Pick<Transaction, 'date' | 'amount'>[],
  ): Promise<{ accountId: string; layoutKey: string }> {
    if (choice.kind === 'existing') {
      // An account that holds nothing yet (a new workspace's own) takes the file's currency.
      const empty = open.find((a) => a.id === choice.accountId && !used.has(a.id));
      if (empty && fileCurrency !== undefined && empty.currency !== fileCurrency) {
        await saveAccount({ ...empty, currency: fileCurrency });
      }
      return { accountId: choice.accountId, layoutKey: key };
    }
    const name = choice.name.trim();
    if (name === '') throw new Error('Give the new account a name.');
    const anchor = askBalance ? anchorOf(choice.balance, askBalance, choice.accountKind) : null;
    const created = await saveAccount({
      ...defaultAccount(firstDate, fileCurrency ?? choice.currency ?? reporting),
      id: newAccountId(),
      name,
      kind: choice.accountKind,
      openingBalance: openingFor(rows, firstDate, anchor),
    });
    setPicked({ key, choice: { kind: 'existing', accountId: created.id } });
    return { accountId: created.id, layoutKey: key };
  }

  // Not the app's unused default account once another exists, unless it is the one chosen.
  const offered = useMemo(() => accountsToOffer(accounts, used), [accounts, used]);
  const chosen =
    choice.kind === 'existing' ? open.find((a) => a.id === choice.accountId) : undefined;
  const mismatch =
    chosen !== undefined &&
    used.has(chosen.id) &&
    fileCurrency !== undefined &&
    chosen.currency !== fileCurrency
      ? { file: fileCurrency, account: chosen.currency }
      : null;
  return {
    /** The currency the file states, if it states one. */
    fileCurrency,
    /** The currency a new account is created in when the file states none. */
    newCurrency: choice.kind === 'new' ? (choice.currency ?? reporting) : reporting,
    /** The chosen account holds another currency than the file says. */
    mismatch,
    accounts: accounts.filter((a) => offered.includes(a) || a.id === chosen?.id),
    choice,
    /** The kind of the account the file goes to. */
    accountKind: choice.kind === 'new' ? choice.accountKind : chosen?.kind,
    layoutKey: key,
    /** The card sign convention remembered for the file's layout, if any. */
    rememberedSigns: importLayouts[cardSignsKey(key)],
    /** Why the file was taken for a card, when it was and nothing was remembered for it. */
    guessReason: remembered === undefined ? (guess?.reason ?? null) : null,
    remembered:
      remembered !== undefined && choice.kind === 'existing' && choice.accountId === remembered,
    /** The days the file covers when it carries no balance of its own. */
    askBalance,
    /** What a new card would hold once the file is in, when that leaves it in credit. */
    inCredit,
    choose: (next: AccountChoice) => setPicked({ key, choice: next }),
    target,
  };
}
