import { dayNumber } from '../dates.js';
import type { IsoDate } from '../dates.js';
import { fromCents } from '../money.js';
import type { ExpectedPayment } from './expectedPayments.js';
import { agingBucket } from './paymentTiming.js';

/** An invoice is at risk from this chance of never being paid. */
export const AT_RISK_CHANCE = 0.25;
export const AGING_LABELS = ['0-30 days', '31-60 days', '61-90 days', 'Over 90 days'] as const;

/** One open invoice as the receivables panel lists it; money in currency units. */
export type ReceivableRow = {
  id: string;
  party: string;
  number: string;
  owed: number;
  dueDate: IsoDate;
  /** Days past its due date on the as-of date; 0 when not yet due. */
  daysOverdue: number;
  /** When it is likely paid, if it is (see `ExpectedPayment.likely`). */
  likely: ExpectedPayment['likely'];
  neverChance: number;
  atRisk: boolean;
};

export type Receivables = {
  rows: ReceivableRow[];
  /** What is owed in each aging bucket (see `AGING_LABELS`). */
  byAge: { label: (typeof AGING_LABELS)[number]; owed: number }[];
  owed: number;
  /** Of it, what the invoices at risk owe. */
  atRisk: number;
};

/**
 * Who owes what, when each invoice is expected (most likely first), which are at risk of never
 * being paid, and what is owed by age, from the open invoices the forecast placed.
 */
export function receivables(payments: readonly ExpectedPayment[], asOf: IsoDate): Receivables {
  const asOfDay = dayNumber(asOf);
  const byAge = AGING_LABELS.map(() => 0);
  let owed = 0;
  let atRisk = 0;
  const rows = payments.map((payment): ReceivableRow => {
    const age = asOfDay - dayNumber(payment.item.dueDate);
    const risky = payment.neverChance >= AT_RISK_CHANCE;
    const bucket = agingBucket(age);
    byAge[bucket] = (byAge[bucket] as number) + payment.owedCents;
    owed += payment.owedCents;
    if (risky) atRisk += payment.owedCents;
    return {
      id: payment.item.id,
      party: payment.item.party,
      number: payment.item.number,
      owed: fromCents(payment.owedCents),
      dueDate: payment.item.dueDate,
      daysOverdue: Math.max(0, age),
      likely: payment.likely,
      neverChance: payment.neverChance,
      atRisk: risky,
    };
  });
  rows.sort(
    (a, b) =>
      a.likely.expected.localeCompare(b.likely.expected) ||
      a.party.localeCompare(b.party) ||
      a.number.localeCompare(b.number),
  );
  return {
    rows,
    byAge: AGING_LABELS.map((label, b) => ({ label, owed: fromCents(byAge[b] as number) })),
    owed: fromCents(owed),
    atRisk: fromCents(atRisk),
  };
}
