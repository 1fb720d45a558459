import { ACCOUNT_KIND_LABELS, ACCOUNT_KINDS, isLiability } from '@cashline/core';
import type { Account, AccountKind } from '@cashline/core';
import type { BalanceEntry } from './accountAnchor';
import { useFormat } from '../../lib/format/useFormat';
import { currencyOptions } from '../settings/reportingOptions';
import { NewAccountBalance } from './NewAccountBalance';

/** The account an import goes to: one that exists, or a new one to create with the import. */
export type AccountChoice =
  | { kind: 'existing'; accountId: string }
  | {
      kind: 'new';
      name: string;
      accountKind: AccountKind;
      balance?: BalanceEntry;
      /** Asked only when the file does not say its currency. */
      currency?: string;
    };

export const NEW_ACCOUNT = '__new__';

type ImportAccountPickerProps = {
  accounts: readonly Account[];
  choice: AccountChoice;
  remembered: boolean;
  /** Why the new account's kind was guessed, if it was. */
  guessReason: string | null;
  onChoice: (choice: AccountChoice) => void;
  disabled: boolean;
  /** The days the file covers when it carries no balance: the new account asks for one. */
  askBalance: { from: string; to: string } | null;
  /** What the new card would hold once the file is in, when that leaves it in credit. */
  inCredit: number | null;
  /** The currency the file states; a new account is asked its currency only without it. */
  fileCurrency: string | undefined;
  newCurrency: string;
  mismatch: { file: string; account: string } | null;
};

/** Asks which account the file belongs to (pick or create). */
export function ImportAccountPicker({
  accounts,
  choice,
  remembered,
  guessReason,
  onChoice,
  disabled,
  askBalance,
  inCredit,
  fileCurrency,
  newCurrency,
  mismatch,
}: ImportAccountPickerProps) {
  const format = useFormat();
  const open = accounts.filter((a) => !a.archived);
  return (
    <fieldset className="card import-account">
      <legend>Which account is this file from?</legend>
      <label className="field">
        Account
        <select
          value={choice.kind === 'existing' ? choice.accountId : NEW_ACCOUNT}
          disabled={disabled}
          onChange={(e) =>
            onChoice(
              e.target.value === NEW_ACCOUNT
                ? { kind: 'new', name: '', accountKind: 'checking' }
                : { kind: 'existing', accountId: e.target.value },
            )
          }
        >
          {open.map((a) => (
            <option key={a.id} value={a.id}>
              {a.name}
            </option>
          ))}
          <option value={NEW_ACCOUNT}>New account...</option>
        </select>
      </label>
      {remembered && choice.kind === 'existing' && (
        <p className="field__hint">Chosen last time for a file laid out like this one.</p>
      )}
      {mismatch && (
        <p className="field__hint field__hint--warning" role="status">
          The file is in {mismatch.file}, but this account holds {mismatch.account}: its amounts
          would be taken as {mismatch.account}. Choose an account in {mismatch.file}, or a new one.
        </p>
      )}
      {choice.kind === 'new' && (
        <>
          {guessReason !== null && (
            <p className="field__hint">
              This looks like a {ACCOUNT_KIND_LABELS[choice.accountKind].toLowerCase()} file:{' '}
              {guessReason}
            </p>
          )}
          <label className="field">
            New account name
            <input
              value={choice.name}
              disabled={disabled}
              onChange={(e) => onChoice({ ...choice, name: e.target.value })}
            />
          </label>
          <label className="field">
            New account kind
            <select
              value={choice.accountKind}
              disabled={disabled}
              onChange={(e) =>
                onChoice({
                  ...choice,
                  accountKind: ACCOUNT_KINDS.find((k) => k === e.target.value) ?? 'checking',
                })
              }
            >
              {ACCOUNT_KINDS.map((kind) => (
                <option key={kind} value={kind}>
                  {ACCOUNT_KIND_LABELS[kind]}
                </option>
              ))}
            </select>
          </label>
          {fileCurrency !== undefined ? (
            <p className="field__hint">In {fileCurrency}, as the file says.</p>
          ) : (
            <label className="field">
              New account currency
              <select
                value={newCurrency}
                disabled={disabled}
                onChange={(e) => onChoice({ ...choice, currency: e.target.value })}
              >
                {currencyOptions([newCurrency]).map((code) => (
                  <option key={code} value={code}>
                    {code}
                  </option>
                ))}
              </select>
            </label>
          )}
          {askBalance && (
            <NewAccountBalance
              range={askBalance}
              owed={isLiability(choice.accountKind)}
              entry={choice.balance ?? { date: askBalance.to, amount: '' }}
              onEntry={(balance) => onChoice({ ...choice, balance })}
              disabled={disabled}
            />
          )}
          {inCredit !== null && (
            <p className="field__hint field__hint--warning" role="status">
              With this file the card would be {format.moneyExact(inCredit)} in credit. A card
              usually owes money: enter what it owed on a day the file covers.
            </p>
          )}
        </>
      )}
    </fieldset>
  );
}
