import { addMonths, daysInMonth, dateParts, isoDate } from '../dates.js';
import { inferCategory } from '../import/inferCategory.js';
import type { Transaction } from '../transaction.js';
import { PAYEES } from './labelledPayees.js';
import { SeededRandom } from './seededRandom.js';

/** A generated transaction with the category a bookkeeper would give it. */
export type LabelledTransaction = { transaction: Transaction; truth: string };

export type LabelledLedgerOptions = {
  seed?: number;
  months?: number;
  /** Multiplies every payee's frequency (for large timing runs). */
  scale?: number;
  /** First month, YYYY-MM-01. */
  start?: string;
};

/**
 * A seeded ledger of a small business (see PAYEES), in date order, each transaction categorised
 * by the keyword heuristics as an import would, and labelled with its true category.
 */
export function labelledLedger(options: LabelledLedgerOptions = {}): LabelledTransaction[] {
  const rng = new SeededRandom(options.seed ?? 7);
  const months = options.months ?? 24;
  const scale = options.scale ?? 1;
  const start = options.start ?? '2023-01-01';
  const drafts: { date: string; description: string; cents: number; truth: string }[] = [];
  for (let m = 0; m < months; m += 1) {
    const { year, month } = dateParts(addMonths(start, m));
    const lastDay = daysInMonth(year, month);
    for (const payee of PAYEES) {
      const expected = payee.perMonth * scale;
      const count = Math.floor(expected) + (rng.chance(expected % 1) ? 1 : 0);
      for (let k = 0; k < count; k += 1) {
        const [low, high] = payee.amount;
        const cents = rng.int(Math.round(low * 100), Math.round(high * 100));
        drafts.push({
          date: isoDate(year, month, rng.int(1, lastDay)),
          description: payee.describe(rng),
          cents: payee.type === 'inflow' ? cents : -cents,
          truth: payee.truth,
        });
      }
    }
  }
  drafts.sort((a, b) => (a.date < b.date ? -1 : a.date > b.date ? 1 : 0));
  return drafts.map((draft, i) => {
    const type = draft.cents < 0 ? 'outflow' : 'inflow';
    return {
      transaction: {
        id: `gen-${i + 1}`,
        date: draft.date,
        description: draft.description,
        amount: draft.cents / 100,
        type,
        category: inferCategory(draft.description, type),
        categorySource: 'heuristic',
      },
      truth: draft.truth,
    };
  });
}
