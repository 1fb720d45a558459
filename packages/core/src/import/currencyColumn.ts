import type { ImportPlan } from './planImport.js';
import type { FileCurrency, ImportIssue } from './types.js';

const CODE = /^[A-Z]{3}$/;
/** Headers of a column of the account's currency, in the languages of the banks we read. */
const CURRENCY_HEADER =
  /\b(currency|ccy|curr|cur|währung|waehrung|moneda|devise|divisa|měna|mena|waluta|valuta|valuutta)\b/;
/** A foreign purchase's own currency, or a settlement rate: not the account's currency. */
const NOT_ACCOUNT_CURRENCY = /orig|foreign|fremd|ursprung|settlement|exchange|rate|kurs/;
/** Share of a column's sample cells that must be currency codes (a Valuta column of dates is not). */
const CODE_SHARE = 0.8;

/**
 * The column giving the currency of each row's amount, or -1: a header naming a currency (Currency,
 * Ccy., Währung, Devise...) over cells that are mostly three-letter codes in the first rows.
 */
export function findCurrencyColumn(plan: ImportPlan, head: readonly (readonly string[])[]): number {
  const rows = head.slice(plan.firstDataIndex);
  for (let column = 0; column < plan.headers.length; column++) {
    const name = (plan.headers[column] ?? '').toLowerCase();
    if (!CURRENCY_HEADER.test(name) || NOT_ACCOUNT_CURRENCY.test(name)) continue;
    let filled = 0;
    let codes = 0;
    for (const row of rows) {
      const cell = (row[column] ?? '').trim();
      if (cell === '') continue;
      filled++;
      if (CODE.test(cell.toUpperCase())) codes++;
    }
    if (codes > 0 && codes >= filled * CODE_SHARE) return column;
  }
  return -1;
}

/** Counts the codes of a currency column over every row of the file, a chunk at a time. */
export class CurrencyTally {
  private readonly counts = new Map<string, number>();

  constructor(
    private readonly column: number,
    private readonly header: string,
  ) {}

  read(rows: readonly (readonly string[])[], from: number): void {
    for (let r = from; r < rows.length; r++) {
      const cell = (rows[r]?.[this.column] ?? '').trim().toUpperCase();
      if (CODE.test(cell)) this.counts.set(cell, (this.counts.get(cell) ?? 0) + 1);
    }
  }

  /**
   * The file's currency when the column names one; when it names several, none, and a notice
   * saying which: an account holds one currency, so the user decides.
   */
  result(): { currency?: FileCurrency; issue?: ImportIssue } {
    const codes = [...this.counts].sort((a, b) => b[1] - a[1]);
    const [only] = codes;
    if (only === undefined) return {};
    if (codes.length === 1)
      return { currency: { code: only[0], source: 'column', column: this.header } };
    const listed = codes.map(([code, count]) => `${code} (${count} rows)`).join(', ');
    return {
      issue: {
        row: null,
        field: 'file',
        kind: 'notice',
        message: `The ${this.header} column names several currencies: ${listed}. An account holds one currency, so the account's currency was not set from the file; check the rows in the others.`,
      },
    };
  }
}
