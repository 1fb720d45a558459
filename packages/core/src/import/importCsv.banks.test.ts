import fs from 'node:fs';
import { describe, expect, it } from 'vitest';
import { toCents } from '../money.js';
import { decodeBytes } from './decodeBytes.js';
import { importCsv } from './importCsv.js';

// Every export of issue 18 imports exactly: the count, the total to the cent, the dates, and a
// description for every row that is neither the default nor a currency code.

type Expected = {
  file: string;
  count: number;
  total: number;
  first: string;
  last: string;
  skipped: number;
};

const EXPORTS: Expected[] = [
  {
    file: 'de-sparkasse-camt-ursprungsbetrag.csv',
    count: 6,
    total: 3741_65,
    first: '2024-03-28',
    last: '2024-03-15',
    skipped: 0,
  },
  {
    file: 'app-initial-date-balance.csv',
    count: 6,
    total: 288_41,
    first: '2024-02-02',
    last: '2024-02-27',
    skipped: 0,
  },
  {
    file: 'dk-nordea-valuta-column.csv',
    count: 6,
    total: 14490_85,
    first: '2024-04-30',
    last: '2024-04-02',
    skipped: 0,
  },
  {
    file: 'de-ing-title-block.csv',
    count: 5,
    total: 34_08,
    first: '2018-12-28',
    last: '2018-12-03',
    skipped: 0,
  },
  {
    file: 'de-vwz-columns.csv',
    count: 5,
    total: 2264_42,
    first: '2023-10-02',
    last: '2023-10-25',
    skipped: 0,
  },
  {
    file: 'uk-card-plus-cr.csv',
    count: 7,
    total: 97_85,
    first: '2024-04-02',
    last: '2024-04-19',
    skipped: 0,
  },
  {
    file: 'au-card-cr-suffix.csv',
    count: 6,
    total: -1173_23,
    first: '2024-05-01',
    last: '2024-05-24',
    skipped: 0,
  },
  {
    file: 'jo-dinar-dotted-symbol.csv',
    count: 7,
    total: 1019_65,
    first: '2024-03-01',
    last: '2024-03-20',
    skipped: 1,
  },
  {
    file: 'ch-ubs-description-columns.csv',
    count: 6,
    total: 3965_85,
    first: '2024-03-28',
    last: '2024-03-01',
    skipped: 0,
  },
  {
    file: 'uk-revolut-states.csv',
    count: 4,
    total: 796_58,
    first: '2024-04-01',
    last: '2024-04-12',
    skipped: 4,
  },
  {
    file: 'cz-fio-windows1250.csv',
    count: 6,
    total: 18158_60,
    first: '2024-02-29',
    last: '2024-02-01',
    skipped: 0,
  },
  {
    file: 'pl-pko-iso8859-2.csv',
    count: 5,
    total: 2062_56,
    first: '2024-05-31',
    last: '2024-05-06',
    skipped: 0,
  },
  {
    file: 'es-bbva-windows1252.csv',
    count: 5,
    total: 742_02,
    first: '2024-04-30',
    last: '2024-04-03',
    skipped: 0,
  },
  {
    file: 'se-swedbank-utf16le-no-bom.csv',
    count: 5,
    total: -40894_50,
    first: '2024-01-31',
    last: '2024-01-02',
    skipped: 0,
  },
  {
    file: 'se-swedbank-utf16be-no-bom.csv',
    count: 5,
    total: -40894_50,
    first: '2024-01-31',
    last: '2024-01-02',
    skipped: 0,
  },
];

describe('the exports of issue 18', () => {
  it.each(EXPORTS)('$file imports exactly', ({ file, count, total, first, last, skipped }) => {
    const bytes = fs.readFileSync(new URL(`../../test/fixtures/${file}`, import.meta.url));
    const result = importCsv(decodeBytes(bytes).text, { fileName: file, today: '2024-06-30' });
    if (!result.ok) throw new Error(`${file}: ${result.error.message}`);
    const { transactions, issues, rowCount } = result.value;
    expect(transactions).toHaveLength(count);
    expect(transactions.reduce((sum, t) => sum + toCents(t.amount), 0)).toBe(total);
    expect([transactions[0]!.date, transactions.at(-1)!.date]).toEqual([first, last]);
    for (const { description } of transactions) {
      expect(description).not.toBe('Imported Transaction');
      expect(description).not.toMatch(/^[A-Z]{3}$/);
    }
    expect(issues.filter((issue) => issue.kind === 'skipped')).toHaveLength(skipped);
    expect(issues.filter((issue) => issue.kind === 'altered')).toEqual([]);
    expect(rowCount).toBe(count + skipped);
  });
});
