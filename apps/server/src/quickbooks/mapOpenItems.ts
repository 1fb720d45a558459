import {
  fromCents,
  isoDateSchema,
  MAX_ITEM_PAYMENTS,
  openItemSchema,
  QUICKBOOKS_ITEM_PREFIX,
  toCents,
} from '@cashline/core';
import type { ItemPayment, OpenItem, OpenItemKind } from '@cashline/core';
import { z } from 'zod';
import { qboTransactionSchema, refSchema } from './qboEntities.js';

/** The rows of one pull of what is owed and due, in Intuit's wire format. */
export type OpenItemRows = {
  invoices: readonly unknown[];
  bills: readonly unknown[];
  payments: readonly unknown[];
  billPayments: readonly unknown[];
  customers: readonly unknown[];
  vendors: readonly unknown[];
};

export type SkippedDocument = { entity: 'Invoice' | 'Bill'; id: string; reason: string };
export type MappedOpenItems = { items: OpenItem[]; skipped: SkippedDocument[] };

const documentSchema = z.object({
  Id: z.string().min(1),
  DocNumber: z.string().optional(),
  TxnDate: isoDateSchema,
  DueDate: isoDateSchema.optional(),
  TotalAmt: z.number().finite(),
  Balance: z.number().finite().default(0),
  /** Set on multi-currency companies: the amounts in the home currency. */
  HomeTotalAmt: z.number().finite().optional(),
  HomeBalance: z.number().finite().optional(),
  ExchangeRate: z.number().finite().positive().optional(),
  CurrencyRef: refSchema.optional(),
  CustomerRef: refSchema.optional(),
  VendorRef: refSchema.optional(),
});

const partySchema = z.object({ Id: z.string(), DisplayName: z.string().optional() });

function namesOf(rows: readonly unknown[]): Map<string, string> {
  const names = new Map<string, string>();
  for (const row of rows) {
    const parsed = partySchema.safeParse(row);
    if (parsed.success && parsed.data.DisplayName) {
      names.set(parsed.data.Id, parsed.data.DisplayName);
    }
  }
  return names;
}

/** A payment line as QuickBooks sends it: in the document's currency, with the payment's rate. */
type LinkedPayment = { date: string; amount: number; rate: number };

/** Each document's payments, from the payment lines that link to it (`LinkedTxn`). */
function paymentsByDocument(
  rows: readonly unknown[],
  linkedType: 'Invoice' | 'Bill',
): Map<string, LinkedPayment[]> {
  const byDocument = new Map<string, LinkedPayment[]>();
  for (const row of rows) {
    const parsed = qboTransactionSchema.safeParse(row);
    if (!parsed.success) continue;
    const { TxnDate, Line, ExchangeRate = 1 } = parsed.data;
    for (const line of Line) {
      const linked = line.LinkedTxn?.find((txn) => txn.TxnType === linkedType);
      if (!linked || (line.Amount ?? 0) <= 0) continue;
      const list = byDocument.get(linked.TxnId) ?? [];
      list.push({ date: TxnDate, amount: line.Amount ?? 0, rate: ExchangeRate });
      byDocument.set(linked.TxnId, list);
    }
  }
  return byDocument;
}

/** The payments in the item's currency: the document's own when it is foreign, else home. */
function inItemCurrency(payments: readonly LinkedPayment[], foreign: boolean): ItemPayment[] {
  return payments.flatMap(({ date, amount, rate }) => {
    const cents = toCents(foreign ? amount : amount * rate);
    return cents > 0 ? [{ date, amount: fromCents(cents) }] : [];
  });
}

/**
 * The payments that fit the document: oldest first while they and the open balance stay within
 * the total (a payment beyond it belongs to a credit or a correction the books do not show here).
 */
function fittingPayments(
  payments: readonly ItemPayment[],
  totalCents: number,
  balanceCents: number,
): ItemPayment[] {
  const kept: ItemPayment[] = [];
  let room = totalCents - balanceCents;
  for (const payment of [...payments].sort((a, b) => (a.date < b.date ? -1 : 1))) {
    const cents = toCents(payment.amount);
    if (cents > room || kept.length === MAX_ITEM_PAYMENTS) break;
    kept.push(payment);
    room -= cents;
  }
  return kept;
}

type Mapped = { ok: true; item: OpenItem } | { ok: false; id: string; reason: string };

function toItem(
  kind: OpenItemKind,
  row: unknown,
  names: Map<string, string>,
  payments: Map<string, LinkedPayment[]>,
): Mapped {
  const parsed = documentSchema.safeParse(row);
  if (!parsed.success) {
    const id = (row as { Id?: unknown } | null)?.Id;
    const where = parsed.error.issues[0]?.path.join('.') || 'record';
    return { ok: false, id: typeof id === 'string' ? id : '', reason: `unreadable ${where}` };
  }
  const doc = parsed.data;
  // A document in another currency than the company's (its rate is not 1) keeps its own amounts
  // and says its currency: the forecast converts it at the latest rate, not the one of its day.
  const foreign = doc.CurrencyRef !== undefined && (doc.ExchangeRate ?? 1) !== 1;
  const rate = foreign ? 1 : (doc.ExchangeRate ?? 1);
  const totalCents = toCents((foreign ? undefined : doc.HomeTotalAmt) ?? doc.TotalAmt * rate);
  if (totalCents <= 0) return { ok: false, id: doc.Id, reason: 'no amount' };
  const owedCents = toCents((foreign ? undefined : doc.HomeBalance) ?? doc.Balance * rate);
  const balanceCents = Math.min(totalCents, Math.max(0, owedCents));
  const ref = kind === 'invoice' ? doc.CustomerRef : doc.VendorRef;
  const named = ref?.name?.trim() || (ref ? names.get(ref.value)?.trim() : undefined);
  const item = {
    id: `${QUICKBOOKS_ITEM_PREFIX}${kind}-${doc.Id}`,
    kind,
    party: named || (kind === 'invoice' ? 'Unnamed customer' : 'Unnamed vendor'),
    number: doc.DocNumber?.trim() || `#${doc.Id}`,
    amount: fromCents(totalCents),
    balance: fromCents(balanceCents),
    issueDate: doc.TxnDate,
    dueDate: doc.DueDate && doc.DueDate >= doc.TxnDate ? doc.DueDate : doc.TxnDate,
    payments: fittingPayments(
      inItemCurrency(payments.get(doc.Id) ?? [], foreign),
      totalCents,
      balanceCents,
    ),
    ...(foreign && doc.CurrencyRef ? { currency: doc.CurrencyRef.value.toUpperCase() } : {}),
  };
  const checked = openItemSchema.safeParse(item);
  if (!checked.success) {
    return { ok: false, id: doc.Id, reason: checked.error.issues[0]?.message ?? 'unreadable' };
  }
  return { ok: true, item: checked.data };
}

/**
 * QuickBooks' invoices and bills as Cashline's open items: keyed `qbo-invoice-{Id}` and
 * `qbo-bill-{Id}` (a pull again finds the same item), in the home currency (one in another
 * currency in its own, naming it: the forecast converts it), the open balance as
 * QuickBooks has it (a part-paid invoice stays open for the rest), and the payments linked to each
 * as its paid history, which the payment-timing model learns from. A document read twice (open,
 * and issued in the window) is one item.
 */
export function mapOpenItems(rows: OpenItemRows): MappedOpenItems {
  const items = new Map<string, OpenItem>();
  const skipped: SkippedDocument[] = [];
  const sides = [
    ['invoice', 'Invoice', rows.invoices, rows.customers, rows.payments],
    ['bill', 'Bill', rows.bills, rows.vendors, rows.billPayments],
  ] as const;
  for (const [kind, entity, documents, parties, paid] of sides) {
    const names = namesOf(parties);
    const payments = paymentsByDocument(paid, entity);
    for (const row of documents) {
      const mapped = toItem(kind, row, names, payments);
      if (mapped.ok) items.set(mapped.item.id, mapped.item);
      else if (!skipped.some((s) => s.entity === entity && s.id === mapped.id)) {
        skipped.push({ entity, id: mapped.id, reason: mapped.reason });
      }
    }
  }
  return { items: [...items.values()], skipped };
}
