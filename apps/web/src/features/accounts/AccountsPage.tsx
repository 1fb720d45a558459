import { accountsToOffer, longDateLabel } from '@cashline/core';
import type { Account } from '@cashline/core';
import { useMemo, useState } from 'react';
import { ViewOnlyNotice } from '../../components/access/ViewOnlyNotice';
import { CashPositionCards } from '../../components/analytics/CashPositionCards';
import { PlusIcon } from '../../components/ui/icons';
import { Notice } from '../../components/ui/Notice';
import { paths } from '../../config/paths';
import { useAccountBalances } from '../../lib/analytics/useAccountBalances';
import { useAsOf } from '../../lib/analytics/useAsOf';
import { useLedgerRole } from '../../lib/auth/useLedgerRole';
import { todayIso } from '../../lib/clock';
import { useSettings } from '../../lib/settings/useSettings';
import { useLedger, useLedgerActions } from '../../lib/transactions/useLedger';
import { AccountForm } from './AccountForm';
import { CashMinimumForm } from './CashMinimumForm';
import { AccountList } from './AccountList';
import { draftOf, emptyDraft } from './accountDraft';
import { TransferReview } from './TransferReview';

type Editing = { account?: Account } | null;

/** The business's accounts with their balances, the consolidated cash position and transfers. */
export function AccountsPage() {
  const { date: asOf } = useAsOf();
  const { accountsWithRows, status } = useLedger();
  const { saveAccount } = useLedgerActions();
  const { currency } = useSettings().settings.preferences;
  const { accounts: all, balances, position } = useAccountBalances(asOf);
  // The app's own "Main account", never used once the first import went to a named account, is
  // not listed; every account the user made is.
  const accounts = useMemo(() => accountsToOffer(all, accountsWithRows), [all, accountsWithRows]);
  const [editing, setEditing] = useState<Editing>(null);
  const [message, setMessage] = useState<string | null>(null);
  const [busy, setBusy] = useState(false);
  const { canEdit } = useLedgerRole();

  async function archive(account: Account, archived: boolean) {
    setBusy(true);
    try {
      await saveAccount({ ...account, archived });
      setMessage(`${account.name} ${archived ? 'archived' : 'restored'}.`);
    } catch {
      // The store keeps the data and says why the change could not be saved.
    } finally {
      setBusy(false);
    }
  }

  return (
    <section className="page accounts-page">
      <div className="page-header">
        <div>
          <h1>{paths.accounts.title}</h1>
          <p className="page-header__lead">
            Where your money sits, each account&apos;s balance as of {longDateLabel(asOf)}, and
            transfers between them.
          </p>
        </div>
        {canEdit && (
          <div className="page-header__actions">
            <button
              type="button"
              className="button button--primary"
              onClick={() => setEditing({})}
              disabled={status === 'loading'}
            >
              <PlusIcon size={16} />
              Add account
            </button>
          </div>
        )}
      </div>
      <ViewOnlyNotice />
      {message && (
        <Notice tone="success" onDismiss={() => setMessage(null)}>
          {message}
        </Notice>
      )}
      <CashPositionCards position={position} showOwed={position.owedCents !== 0} />
      {canEdit && editing && (
        <AccountForm
          key={editing.account?.id ?? 'new'}
          initial={editing.account ? draftOf(editing.account) : emptyDraft(currency, todayIso())}
          {...(editing.account ? { existing: editing.account } : {})}
          onCancel={() => setEditing(null)}
          onDone={(saved) => {
            setEditing(null);
            setMessage(`${saved.name} saved.`);
          }}
        />
      )}
      <AccountList
        accounts={accounts}
        balances={balances}
        busy={busy}
        {...(canEdit
          ? {
              actions: {
                onEdit: (account: Account) => setEditing({ account }),
                onArchive: (account: Account, archived: boolean) => void archive(account, archived),
              },
            }
          : {})}
      />
      {canEdit && <CashMinimumForm />}
      <TransferReview />
    </section>
  );
}
