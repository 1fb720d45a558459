import type { StatementBalances, StatementFacts as Facts } from '@cashline/core';
import { useFormat } from '../../lib/format/useFormat';
import type { ParseChoices } from './csvImportSession';
import { countOf } from './importMessages';

/** A statement's amount in its own currency (`€12,480.22`), or in the app's when it states none. */
function useStatementMoney(currency: string): (cents: number) => string {
  const format = useFormat();
  if (!/^[A-Z]{3}$/.test(currency)) return (cents) => format.moneyExact(cents / 100);
  const money = new Intl.NumberFormat('en-US', { style: 'currency', currency });
  return (cents) => money.format(cents / 100);
}

/** Whether the entries explain the balances the bank states (issue 26's wording). */
export function balanceCheckText(
  balances: StatementBalances,
  money: (cents: number) => string,
  date: (iso: string) => string,
): string | null {
  const { opening, closing, addsUp, differenceCents } = balances;
  if (!closing) return null;
  if (!opening || addsUp === null || differenceCents === null) {
    return `The bank's closing balance on ${date(closing.date)} is ${money(closing.cents)}; the file states no opening balance to check the entries against.`;
  }
  if (addsUp) return `Entries add up to the bank's closing balance of ${money(closing.cents)}`;
  return `Entries add up to ${money(opening.cents + balances.entriesCents)}, not the bank's closing balance of ${money(closing.cents)}: ${money(Math.abs(differenceCents))} apart. The file may leave entries out.`;
}

type StatementFactsProps = {
  statement: Facts;
  /** QIF files write dates in either order: the one read, which the user can change. */
  qifDateFormat: string | null;
  choices: ParseChoices;
  onChoices: (choices: ParseChoices) => void;
  busy: boolean;
};

/** A statement file's accounts (one to choose when it holds several) and its balance check. */
export function StatementFacts({
  statement,
  qifDateFormat,
  choices,
  onChoices,
  busy,
}: StatementFactsProps) {
  const format = useFormat();
  const money = useStatementMoney(statement.balances.currency);
  const check = balanceCheckText(statement.balances, money, format.date);
  return (
    <>
      {statement.accounts.length > 1 && (
        <div className="field">
          <label htmlFor="import-statement-account">Account in the file</label>
          <select
            id="import-statement-account"
            value={statement.account}
            disabled={busy}
            onChange={(event) => onChoices({ ...choices, account: Number(event.target.value) })}
          >
            {statement.accounts.map((account, index) => (
              <option key={`${account.number}-${index}`} value={index}>
                {`${account.number}${account.kind ? ` (${account.kind})` : ''} · ${countOf(account.entryCount, 'transaction', 'transactions')}`}
              </option>
            ))}
          </select>
        </div>
      )}
      {qifDateFormat !== null && (
        <div className="field">
          <label htmlFor="import-qif-date-order">Date format</label>
          <select
            id="import-qif-date-order"
            value={qifDateFormat === 'DD/MM/YYYY' ? 'DD/MM/YYYY' : 'MM/DD/YYYY'}
            disabled={busy}
            onChange={(event) =>
              onChoices({
                ...choices,
                dateFormat: event.target.value === 'DD/MM/YYYY' ? 'DD/MM/YYYY' : 'MM/DD/YYYY',
              })
            }
          >
            <option value="MM/DD/YYYY">MM/DD/YYYY</option>
            <option value="DD/MM/YYYY">DD/MM/YYYY</option>
          </select>
        </div>
      )}
      {check && (
        <p
          className={`field__hint${statement.balances.addsUp === false ? ' field__hint--warning' : ''}`}
          role="status"
        >
          {check}
        </p>
      )}
    </>
  );
}
