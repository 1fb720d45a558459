import { child, children, textAt } from '../markup/element.js';
import type { Element } from '../markup/element.js';
import type { StatementEntry } from '../statement.js';
import { centsOf, isoOfCompact, joinParts } from '../statementValues.js';
import type { ImportIssue } from '../../types.js';

/** A booked amount's sign: DBIT is money out. */
function signed(cents: number, indicator: string): number {
  return indicator === 'DBIT' && cents !== 0 ? -cents : cents;
}

/** The entry's status: `BOOK`, `PDNG`, `INFO` (a code of its own from camt version 8). */
function statusOf(entry: Element): string {
  const status = child(entry, 'Sts');
  return (child(status, 'Cd')?.text ?? status?.text ?? '').toUpperCase();
}

/** A party's name, as versions up to 7 write it (`Dbtr/Nm`) and from 8 (`Dbtr/Pty/Nm`). */
function partyName(parties: Element | undefined, role: string): string {
  const party = child(parties, role);
  return textAt(party, 'Nm') || textAt(party, 'Pty', 'Nm');
}

/** The counterparty and the remittance information of one transaction of an entry. */
function describe(details: Element | undefined, indicator: string): string {
  const parties = child(details, 'RltdPties');
  const counterparty =
    indicator === 'CRDT'
      ? partyName(parties, 'Dbtr') || partyName(parties, 'UltmtDbtr')
      : partyName(parties, 'Cdtr') || partyName(parties, 'UltmtCdtr');
  const remittance = child(details, 'RmtInf');
  const unstructured = children(remittance, 'Ustrd')
    .map((u) => u.text)
    .join(' ');
  const reference = textAt(remittance, 'Strd', 'CdtrRefInf', 'Ref');
  return joinParts([counterparty, unstructured || reference || textAt(details, 'AddtlTxInf')]);
}

/** A transaction's own amount within a batch (camt 8+: `Amt`; before: `AmtDtls/TxAmt/Amt`). */
function detailCents(details: Element): number | null {
  const amount = child(details, 'Amt') ?? child(details, 'AmtDtls', 'TxAmt', 'Amt');
  return amount ? centsOf(amount.text) : null;
}

/**
 * Turns one `Ntry` into its transactions: one, or one per `TxDtls` of a batch entry whose
 * transactions carry amounts that add up to the entry's. Pending and informational entries are
 * left out with a note.
 */
export function camtEntries(
  entry: Element,
  account: string,
  issues: ImportIssue[],
): StatementEntry[] {
  const note = (field: 'row' | 'date' | 'amount', message: string, value: string) => {
    issues.push({ row: entry.line, field, kind: 'skipped', message, value });
    return [];
  };
  const status = statusOf(entry);
  if (status !== '' && status !== 'BOOK') {
    return note('row', `The entry is not booked yet (status ${status}) and was left out.`, status);
  }
  const rawDate = textAt(entry, 'BookgDt', 'Dt') || textAt(entry, 'BookgDt', 'DtTm');
  const date = isoOfCompact(
    rawDate || textAt(entry, 'ValDt', 'Dt') || textAt(entry, 'ValDt', 'DtTm'),
  );
  if (date === null) return note('date', 'The entry has no booking or value date.', rawDate);
  const rawAmount = textAt(entry, 'Amt');
  const cents = centsOf(rawAmount);
  if (cents === null) return note('amount', 'The entry amount (Amt) is not a number.', rawAmount);
  const indicator = textAt(entry, 'CdtDbtInd');
  if (indicator !== 'CRDT' && indicator !== 'DBIT') {
    return note('amount', 'The entry has no credit/debit indicator (CdtDbtInd).', indicator);
  }
  const reversal = textAt(entry, 'RvslInd') === 'true';
  const reference = textAt(entry, 'AcctSvcrRef');
  const details = children(entry, 'NtryDtls').flatMap((d) => children(d, 'TxDtls'));
  const prefix = reversal ? 'Reversal: ' : '';
  const idOf = (suffix: string, own: string): string | undefined => {
    if (own !== '') return `camt:${account}:${own}`;
    return reference === '' ? undefined : `camt:${account}:${reference}${suffix}`;
  };

  const parts = details.map((d) => ({ details: d, cents: detailCents(d) }));
  const split =
    details.length > 1 &&
    parts.every((p) => p.cents !== null) &&
    parts.reduce((sum, p) => sum + p.cents!, 0) === cents;
  if (split) {
    return parts.map((part, i) => {
      const own = textAt(part.details, 'CdtDbtInd') || indicator;
      const result: StatementEntry = {
        date,
        cents: signed(part.cents!, own),
        description: prefix + describe(part.details, own),
        line: entry.line,
      };
      const bankId = idOf(`/${i + 1}`, textAt(part.details, 'Refs', 'AcctSvcrRef'));
      if (bankId) result.bankId = bankId;
      return result;
    });
  }
  const described = details.length === 1 ? describe(details[0], indicator) : '';
  const batch = details.length > 1 ? `Batch of ${details.length} transactions` : '';
  const result: StatementEntry = {
    date,
    cents: signed(cents, indicator),
    description: prefix + (described || joinParts([textAt(entry, 'AddtlNtryInf'), batch]) || batch),
    line: entry.line,
  };
  const bankId = idOf('', '');
  if (bankId) result.bankId = bankId;
  return [result];
}
