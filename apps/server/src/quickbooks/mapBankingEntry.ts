import { fromCents, toCents, typeOfAmount } from '@cashline/core';
import type { Transaction } from '@cashline/core';
import type { ZodType } from 'zod';
import { splitAccount } from './accountName.js';
import { qboJournalEntrySchema, qboTransferSchema } from './bankingEntities.js';
import type { CashAccounts, QboJournalLine } from './bankingEntities.js';
import type { QboEntityName } from './qboEntities.js';

export type MapManyResult =
  | { ok: true; transactions: Transaction[] }
  | { ok: false; entity: QboEntityName; id: string; reason: string };

type Parsed<T> = { ok: true; value: T } | Extract<MapManyResult, { ok: false }>;

function parse<T>(entity: QboEntityName, schema: ZodType<T>, raw: unknown): Parsed<T> {
  const parsed = schema.safeParse(raw);
  if (parsed.success) return { ok: true, value: parsed.data };
  const id =
    typeof raw === 'object' && raw !== null && 'Id' in raw
      ? String((raw as { Id: unknown }).Id)
      : '';
  const where = parsed.error.issues[0]?.path.join('.');
  return { ok: false, entity, id, reason: `unreadable ${where || 'record'}` };
}

const noCash = (entity: QboEntityName, id: string): MapManyResult => ({
  ok: false,
  entity,
  id,
  reason: 'moves no cash',
});

/**
 * A Transfer. Between two cash accounts (bank or card) it becomes a pair of transactions, out of
 * one and into the other, sharing a `transferId`: the money stays in the business, so neither side
 * is an inflow or an outflow in any figure. With only one side a cash account, the money really
 * leaves or arrives: one ordinary transaction, categorised by the other account.
 */
export function mapTransfer(raw: unknown, cash: CashAccounts): MapManyResult {
  const parsed = parse('Transfer', qboTransferSchema, raw);
  if (!parsed.ok) return parsed;
  const t = parsed.value;
  const cents = toCents(t.Amount);
  const from = cash.get(t.FromAccountRef.value);
  const to = cash.get(t.ToAccountRef.value);
  if (cents <= 0 || (!from && !to)) return noCash('Transfer', t.Id);
  const fromName = from?.name ?? t.FromAccountRef.name ?? 'another account';
  const toName = to?.name ?? t.ToAccountRef.name ?? 'another account';
  const note = t.PrivateNote?.trim();
  const side = (
    suffix: string,
    signed: number,
    labels: { category: string; subcategory: string; transferId?: string },
  ): Transaction => {
    const amount = fromCents(signed);
    return {
      id: `imported-qbo-transfer-${t.Id}${suffix}`,
      date: t.TxnDate,
      description: note || `Transfer from ${fromName} to ${toName}`,
      amount,
      type: typeOfAmount(amount),
      balance: 0,
      ...labels,
    };
  };
  if (from && to) {
    const transferId = `qbo-transfer-${t.Id}`;
    return {
      ok: true,
      transactions: [
        side('-from', -cents, { category: 'Transfers', subcategory: fromName, transferId }),
        side('-to', cents, { category: 'Transfers', subcategory: toName, transferId }),
      ],
    };
  }
  const other = splitAccount(from ? toName : fromName);
  const labels = { category: other.category, subcategory: other.subcategory ?? 'Transfer' };
  return { ok: true, transactions: [side('', from ? -cents : cents, labels)] };
}

type CashLine = { line: QboJournalLine; account: string; cents: number };

/**
 * A JournalEntry: each line posted to a cash account becomes a transaction of that account.
 * A debit to a bank account is money in and a credit money out. A credit card is a liability, so
 * a credit to it raises what is owed, which is money spent on the card (out), and a debit lowers
 * it (a refund or correction: in), the same signs as a bank account's. The category is the
 * account on the other side (the largest non-cash line): a loan, owner's equity, bank charges.
 * When the cash lines cancel out, the entry only moved money between the business's accounts:
 * its lines are a transfer, linked by one `transferId`.
 */
export function mapJournalEntry(raw: unknown, cash: CashAccounts): MapManyResult {
  const parsed = parse('JournalEntry', qboJournalEntrySchema, raw);
  if (!parsed.ok) return parsed;
  const je = parsed.value;
  const rate = je.ExchangeRate ?? 1;
  const cashLines: CashLine[] = [];
  let other: { name: string; cents: number } | undefined;
  for (const line of je.Line) {
    const detail = line.JournalEntryLineDetail;
    if (!detail) continue;
    const cents = toCents((line.Amount ?? 0) * rate);
    if (cents === 0) continue;
    const account = cash.get(detail.AccountRef.value);
    if (account) {
      cashLines.push({
        line,
        account: account.name,
        cents: detail.PostingType === 'Debit' ? cents : -cents,
      });
    } else if (!other || Math.abs(cents) > other.cents) {
      other = {
        name: detail.AccountRef.name ?? `Account ${detail.AccountRef.value}`,
        cents: Math.abs(cents),
      };
    }
  }
  if (cashLines.length === 0) return noCash('JournalEntry', je.Id);

  const isTransfer = cashLines.length > 1 && cashLines.reduce((sum, l) => sum + l.cents, 0) === 0;
  const counterpart = other && !isTransfer ? splitAccount(other.name) : undefined;
  const merchant = je.Line.map((l) => l.JournalEntryLineDetail?.Entity?.EntityRef?.name).find(
    Boolean,
  );
  const note = je.PrivateNote?.trim();
  const transactions = cashLines.map(({ line, account, cents }, index): Transaction => {
    const amount = fromCents(cents);
    return {
      id: `imported-qbo-journalentry-${je.Id}-${line.Id ?? String(index)}`,
      date: je.TxnDate,
      description: line.Description?.trim() || note || `Journal Entry - ${account}`,
      amount,
      type: typeOfAmount(amount),
      category: isTransfer ? 'Transfers' : (counterpart?.category ?? 'Journal Entries'),
      subcategory: isTransfer ? account : (counterpart?.subcategory ?? 'Journal Entry'),
      balance: 0,
      ...(merchant ? { merchant } : {}),
      ...(je.DocNumber ? { paymentRef: je.DocNumber } : {}),
      ...(isTransfer ? { transferId: `qbo-journalentry-${je.Id}` } : {}),
    };
  });
  return { ok: true, transactions };
}
