import {
  balanceWape,
  coverage,
  coverageAll,
  netWape,
  precision,
  recall,
  share10,
  share5,
} from './metrics.js';
import type { Scores } from './metrics.js';

const pct = (v: number) => (Number.isNaN(v) ? '—' : `${(100 * v).toFixed(0)}%`);
const num = (v: number) => (Number.isNaN(v) ? '—' : v.toFixed(3));

function table(header: string[], rows: string[][]): string {
  const widths = header.map((h, i) => Math.max(h.length, ...rows.map((r) => (r[i] ?? '').length)));
  const line = (cells: string[]) =>
    `| ${cells.map((c, i) => (i === 0 ? c.padEnd(widths[i] as number) : c.padStart(widths[i] as number))).join(' | ')} |`;
  const rule = `|${widths.map((w, i) => (i === 0 ? ':' : '') + '-'.repeat(w + 1) + (i === 0 ? '' : ':')).join('|')}|`;
  return [line(header), rule, ...rows.map(line)].join('\n');
}

/** One row per method: WAPE of net flow and balance, ±5%/±10% shares, band coverage, low-cash P/R. */
export function methodTable(scores: Map<string, Scores>): string {
  const header = [
    'method',
    'net WAPE w1',
    'w4',
    'w13',
    'bal WAPE w1',
    'w4',
    'w13',
    '±5% w4',
    'w13',
    '±10% w4',
    'w13',
    'in band',
    'low-cash P',
    'R',
    'by P10: P',
    'R',
  ];
  const rows = [...scores.entries()].map(([name, s]) => [
    name,
    num(netWape(s, 1)),
    num(netWape(s, 4)),
    num(netWape(s, 13)),
    num(balanceWape(s, 1)),
    num(balanceWape(s, 4)),
    num(balanceWape(s, 13)),
    pct(share5(s, 4)),
    pct(share5(s, 13)),
    pct(share10(s, 4)),
    pct(share10(s, 13)),
    pct(coverageAll(s)),
    pct(precision(s.lowCash)),
    pct(recall(s.lowCash)),
    pct(s.banded === 0 ? Number.NaN : precision(s.lowCashByLow)),
    pct(s.banded === 0 ? Number.NaN : recall(s.lowCashByLow)),
  ]);
  return table(header, rows);
}

/** The engine per horizon 1-13. */
export function horizonTable(s: Scores): string {
  const header = ['horizon (weeks)', ...Array.from({ length: 13 }, (_, h) => String(h + 1))];
  const row = (name: string, f: (h: number) => string) => [
    name,
    ...Array.from({ length: 13 }, (_, h) => f(h + 1)),
  ];
  return table(header, [
    row('net WAPE', (h) => num(netWape(s, h))),
    row('balance WAPE', (h) => num(balanceWape(s, h))),
    row('within ±5%', (h) => pct(share5(s, h))),
    row('within ±10%', (h) => pct(share10(s, h))),
    row('inside [low, high]', (h) => pct(coverage(s, h))),
  ]);
}

export { num, pct, table };
