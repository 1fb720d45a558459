import { fromCents, toCents, typeOfAmount } from '@cashline/core';
import type { Transaction } from '@cashline/core';
import { splitAccount } from './accountName.js';
import { qboTransactionSchema } from './qboEntities.js';
import type {
  QboDocumentEntity,
  QboEntityName,
  QboLine,
  QboRef,
  QboTransaction,
} from './qboEntities.js';

export type MapResult =
  | { ok: true; transaction: Transaction }
  | { ok: false; entity: QboEntityName; id: string; reason: string };

/** What QuickBooks calls each entity on screen; used where a record has no description. */
const LABELS: Record<QboDocumentEntity, string> = {
  Purchase: 'Expense',
  Deposit: 'Deposit',
  SalesReceipt: 'Sales Receipt',
  Payment: 'Payment',
  BillPayment: 'Bill Payment',
  RefundReceipt: 'Refund Receipt',
};

type Classified = {
  /** Money in (+1) or out (-1). */
  direction: 1 | -1;
  /** The account (or item) the money is classified to, as QuickBooks names it. */
  account?: string;
  /** A fallback category when no account is named. */
  category: string;
  merchant?: QboRef;
  paymentRef?: string;
  /** Cents of the total that were already counted as cash elsewhere (banked payments). */
  alreadyCountedCents?: number;
};

const lineCents = (line: QboLine): number => toCents(line.Amount ?? 0);

/** The line carrying most of the money: its account is the fairest category for the whole. */
function largestLine(lines: QboLine[], pick: (line: QboLine) => string | undefined) {
  let best: { name: string; cents: number } | undefined;
  for (const line of lines) {
    const name = pick(line);
    if (name === undefined) continue;
    const cents = Math.abs(lineCents(line));
    if (!best || cents > best.cents) best = { name, cents };
  }
  return best?.name;
}

function classify(entity: QboDocumentEntity, txn: QboTransaction): Classified {
  switch (entity) {
    case 'Purchase':
      return {
        direction: txn.Credit === true ? 1 : -1,
        account: largestLine(
          txn.Line,
          (line) =>
            line.AccountBasedExpenseLineDetail?.AccountRef?.name ??
            line.ItemBasedExpenseLineDetail?.ItemRef?.name,
        ),
        category: 'Expenses',
        merchant: txn.EntityRef,
        paymentRef: txn.DocNum,
      };
    case 'Deposit': {
      const linked = txn.Line.filter((line) => (line.LinkedTxn?.length ?? 0) > 0);
      const fresh = txn.Line.filter((line) => (line.LinkedTxn?.length ?? 0) === 0);
      return {
        direction: 1,
        account: largestLine(fresh, (line) => line.DepositLineDetail?.AccountRef?.name),
        category: 'Deposits',
        merchant: fresh.find((line) => line.DepositLineDetail?.Entity)?.DepositLineDetail?.Entity,
        paymentRef: txn.DocNum,
        alreadyCountedCents: linked.reduce((sum, line) => sum + lineCents(line), 0),
      };
    }
    case 'SalesReceipt':
      return {
        direction: 1,
        category: 'Sales',
        merchant: txn.CustomerRef,
        paymentRef: txn.PaymentRefNum ?? txn.DocNum,
      };
    case 'Payment':
      return {
        direction: 1,
        category: 'Sales',
        merchant: txn.CustomerRef,
        paymentRef: txn.PaymentRefNum ?? txn.DocNum,
      };
    case 'BillPayment':
      return {
        direction: -1,
        account: txn.APAccountRef?.name,
        category: 'Accounts Payable',
        merchant: txn.VendorRef,
        paymentRef: txn.DocNum,
      };
    case 'RefundReceipt':
      return {
        direction: -1,
        category: 'Refunds',
        merchant: txn.CustomerRef,
        paymentRef: txn.PaymentRefNum ?? txn.DocNum,
      };
  }
}

/** Total in the home currency, in cents. */
function homeTotalCents(txn: QboTransaction): number {
  if (txn.HomeTotalAmt !== undefined) return toCents(txn.HomeTotalAmt);
  if (txn.ExchangeRate !== undefined && txn.ExchangeRate !== 1) {
    return toCents(txn.TotalAmt * txn.ExchangeRate);
  }
  return toCents(txn.TotalAmt);
}

/**
 * Maps one QuickBooks cash-moving entity to a Cashline transaction (app.md section 3): id
 * `imported-qbo-{entity}-{Id}`, amount signed by direction, category from the account the money
 * is posted to (its parent, with the sub-account as subcategory), merchant from the entity
 * reference, paymentRef from the reference or document number, and balance 0.
 */
export function mapTransaction(entity: QboDocumentEntity, raw: unknown): MapResult {
  const parsed = qboTransactionSchema.safeParse(raw);
  const rawId =
    typeof raw === 'object' && raw !== null && 'Id' in raw
      ? String((raw as { Id: unknown }).Id)
      : '';
  if (!parsed.success) {
    const issue = parsed.error.issues[0];
    const where = issue ? issue.path.join('.') : '';
    return { ok: false, entity, id: rawId, reason: `unreadable ${where || 'record'}` };
  }
  const txn = parsed.data;
  const classified = classify(entity, txn);
  const cashCents = homeTotalCents(txn) - (classified.alreadyCountedCents ?? 0);
  if (cashCents <= 0) {
    return {
      ok: false,
      entity,
      id: txn.Id,
      reason: cashCents === 0 ? 'moves no new cash' : 'negative total',
    };
  }
  const amount = fromCents(classified.direction * cashCents);
  const { category, subcategory } = classified.account
    ? splitAccount(classified.account)
    : { category: classified.category, subcategory: undefined };
  const firstItem = txn.Line.map((line) => line.SalesItemLineDetail?.ItemRef?.name).find(Boolean);
  const merchant = classified.merchant?.name;
  const label = txn.Credit === true ? 'Credit Card Credit' : LABELS[entity];
  const description =
    txn.Line.map((line) => line.Description?.trim()).find(Boolean) ??
    txn.PrivateNote?.trim() ??
    (merchant ? `${label} - ${merchant}` : label);

  const transaction: Transaction = {
    id: `imported-qbo-${entity.toLowerCase()}-${txn.Id}`,
    date: txn.TxnDate,
    description: description || label,
    amount,
    type: typeOfAmount(amount),
    category,
    subcategory: subcategory ?? firstItem ?? label,
    balance: 0,
    ...(merchant ? { merchant } : {}),
    ...(classified.paymentRef ? { paymentRef: classified.paymentRef } : {}),
  };
  return { ok: true, transaction };
}
