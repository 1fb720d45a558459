import type { AccountKind } from '../accounts/account.js';
import type { Transaction } from '../transaction.js';
import { packedDescriptions } from './packedTransactions.js';
import type { PackedTransactions } from './packedTransactions.js';

/** Why a file was taken for a card statement, as a sentence for the preview. */
export type AccountKindGuess = { kind: AccountKind; reason: string };

const normalise = (header: string): string => header.trim().toLowerCase().replace(/\s+/g, ' ');

/** Card-only columns: a card member, the statement line's own wording, a card number. */
const CARD_HEADERS =
  /^(card member|cardmember|appears on your statement as|extended details|card no\.?|card number|card)$/;

/** A card issuer's words for the payment that settles the card. */
const CARD_PAYMENT =
  /(payment[\s-]*thank you|thank you[\s-]*payment|autopay payment|automatic payment|payment received|online payment[\s-]*thank|mobile payment[\s-]*thank)/i;

/**
 * Guesses a credit-card file from its columns (Chase's Transaction Date with Post Date, American
 * Express's Card Member or Extended Details) or from a card issuer's payment wording; null when
 * nothing says card, so that the caller offers its usual default.
 */
export function guessAccountKind(
  headers: readonly string[],
  descriptions: Iterable<string>,
): AccountKindGuess | null {
  const names = new Set(headers.map(normalise));
  const postedDate = names.has('post date') || names.has('posted date');
  if (names.has('transaction date') && postedDate) {
    return {
      kind: 'credit card',
      reason: 'It has both a Transaction Date and a Post Date column, as card exports do.',
    };
  }
  const cardHeader = headers.find((header) => CARD_HEADERS.test(normalise(header)));
  if (cardHeader !== undefined) {
    return {
      kind: 'credit card',
      reason: `It has a "${cardHeader.trim()}" column, as card exports do.`,
    };
  }
  for (const payment of descriptions) {
    if (CARD_PAYMENT.test(payment)) {
      return {
        kind: 'credit card',
        reason: `A row reads "${payment.trim()}", a card issuer's wording for paying the card.`,
      };
    }
  }
  return null;
}

/**
 * How a card file signs its amounts. `charges negative`: money out is negative, as in a bank
 * account (Chase). `charges positive`: charges are positive and payments negative (American
 * Express and others), so the signs must be flipped before the rows are money in and out.
 */
export type CardSignConvention = 'charges negative' | 'charges positive';

export type CardConventionReading = {
  convention: CardSignConvention;
  /** `payments`: read from the rows paying the card; `majority`: most rows, taken as charges. */
  evidence: 'payments' | 'majority';
  /** What was read, as a sentence for the preview. */
  message: string;
};

type SignedRow = Pick<Transaction, 'amount' | 'description'>;

function reading(
  convention: CardSignConvention,
  evidence: CardConventionReading['evidence'],
): CardConventionReading {
  const what =
    convention === 'charges positive'
      ? 'charges as positive amounts and payments as negative'
      : 'charges as negative amounts and payments as positive';
  const why =
    evidence === 'payments'
      ? 'from the sign of its payments to the card'
      : 'from the sign of most of its rows, taken as charges';
  return { convention, evidence, message: `The file was read as writing ${what} (${why}).` };
}

/**
 * Reads a card file's sign convention. The rows paying the card decide when there are any (a
 * payment is money into the card); otherwise most rows of a card statement are charges, and their
 * sign decides. Null for a file with no non-zero amount.
 */
export function detectCardSignConvention(rows: readonly SignedRow[]): CardConventionReading | null {
  const tally = new SignTally();
  for (const row of rows) tally.add(row.amount, row.description);
  return tally.reading();
}

/**
 * detectCardSignConvention over packed lists (a file's new rows and those already imported), read
 * with their signs flipped when `flipped`.
 */
export function detectCardSignConventionPacked(
  lists: readonly PackedTransactions[],
  flipped: boolean,
): CardConventionReading | null {
  const tally = new SignTally();
  for (const list of lists) {
    let i = 0;
    for (const description of packedDescriptions(list)) {
      const amount = list.amount[i++]!;
      tally.add(flipped && amount !== 0 ? -amount : amount, description);
    }
  }
  return tally.reading();
}

/** The rows counted by sign: payments to the card apart from the rest. */
class SignTally {
  private paymentsIn = 0;
  private paymentsOut = 0;
  private positive = 0;
  private negative = 0;

  add(amount: number, description: string): void {
    if (amount === 0) return;
    if (CARD_PAYMENT.test(description)) {
      if (amount > 0) this.paymentsIn++;
      else this.paymentsOut++;
    } else if (amount > 0) this.positive++;
    else this.negative++;
  }

  reading(): CardConventionReading | null {
    const { paymentsIn, paymentsOut, positive, negative } = this;
    if (paymentsIn !== paymentsOut) {
      return reading(
        paymentsOut > paymentsIn ? 'charges positive' : 'charges negative',
        'payments',
      );
    }
    if (positive === negative) {
      return positive === 0 ? null : reading('charges negative', 'majority');
    }
    return reading(positive > negative ? 'charges positive' : 'charges negative', 'majority');
  }
}

/** The rows with their signs flipped: charges written as positive become money out. */
export function flipSigns<T extends Pick<Transaction, 'amount' | 'type'>>(rows: readonly T[]): T[] {
  return rows.map((row) => ({
    ...row,
    amount: row.amount === 0 ? 0 : -row.amount,
    type: row.amount > 0 ? 'outflow' : row.amount < 0 ? 'inflow' : row.type,
  }));
}

/**
 * A statement file that says it is a card's (OFX's credit-card statement, QIF's `!Type:CCard`):
 * `formatName` names the file's format for the reason; null for any other account kind.
 */
export function guessStatementKind(formatName: string, kind: string): AccountKindGuess | null {
  if (kind !== 'credit card') return null;
  return {
    kind: 'credit card',
    reason: `The ${formatName} file says it is a credit card statement.`,
  };
}
