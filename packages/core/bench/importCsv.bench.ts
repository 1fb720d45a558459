// Prints importCsv throughput for generated bank exports and its cost relative to a bare
// Papa.parse of the same text. Run with `pnpm --filter @cashline/core bench`, which builds first:
// the built code is timed, as the app runs it. Times are CPU time of this process, so that other
// work on a shared machine does not skew the ratio; wall-clock times are printed beside them.
// The import's peak memory growth is measured in a child process that does nothing else: it reads
// the file, collects garbage, notes its resident memory, imports, and reports its peak resident
// memory (the kernel's maxrss) less that baseline.
import { execFileSync } from 'node:child_process';
import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { performance } from 'node:perf_hooks';
import { fileURLToPath } from 'node:url';
import Papa from 'papaparse';
import { importCsv } from '../dist/index.js';
import { parseInChunks } from '../dist/import/parseChunks.js';

const SIZES = [100_000, 1_000_000];
const RUNS = 5;
/** The goals (issue 18) are set for a million rows: smaller files are printed for comparison. */
const GOAL_ROWS = 1_000_000;
const GOAL_RATIO = 1.2;
const GOAL_MEMORY_MB = 500;
const MEASURE_MEMORY = '--measure-memory';

const MERCHANTS = [
  'SYSCO CORPORATION',
  'SQUARE INC SETTLEMENT',
  'CON ED OF NY ELECTRIC',
  'GUSTO PAYROLL',
  'STARBUCKS STORE',
  'AMAZON MKTPLACE PMTS',
  'GOOGLE ADS MARKETING',
  'US FOODS INC',
  'COMCAST BUSINESS',
  'UBEREATS PAYOUT',
  'RESTAURANT DEPOT',
  'MONTHLY SERVICE FEE',
  'CITY WATER DEPT',
  'ACME CLEANING SERVICES',
  'LANDLORD LLC RENT',
  'SHELL OIL',
];

/** A deterministic pseudo-random sequence (mulberry32), so every run measures the same file. */
function random(seed: number): () => number {
  let state = seed;
  return () => {
    state = (state + 0x6d2b79f5) | 0;
    let t = Math.imul(state ^ (state >>> 15), 1 | state);
    t = (t + Math.imul(t ^ (t >>> 7), 61 | t)) ^ t;
    return ((t ^ (t >>> 14)) >>> 0) / 4294967296;
  };
}

function pad2(n: number): string {
  return n < 10 ? `0${n}` : String(n);
}

function money(cents: number): string {
  const sign = cents < 0 ? '-' : '';
  const abs = Math.abs(cents);
  return `${sign}${Math.floor(abs / 100)}.${pad2(abs % 100)}`;
}

/** A US bank export: M/D/Y dates, descriptions with reference numbers, signed amounts, balance. */
function generate(rows: number): string {
  const next = random(rows);
  const lines = ['Posting Date,Description,Amount,Balance'];
  let balance = 5_000_000;
  for (let i = 0; i < rows; i++) {
    const day = 1 + Math.floor(next() * 28);
    const month = 1 + Math.floor(next() * 12);
    const year = 2015 + Math.floor(next() * 10);
    const merchant = MERCHANTS[Math.floor(next() * MERCHANTS.length)]!;
    const reference = Math.floor(next() * 100_000);
    const cents = Math.round((next() - 0.6) * 500_000);
    balance += cents;
    lines.push(
      `${pad2(month)}/${pad2(day)}/${year},${merchant} ${reference},${money(cents)},${money(balance)}`,
    );
  }
  return `${lines.join('\n')}\n`;
}

type Timing = { cpuMs: number; wallMs: number };

/** Best of RUNS alternating runs of each, so that a busy machine slows all alike. */
function bestTimes(runs: readonly (() => void)[]): Timing[] {
  const best = runs.map(() => ({
    cpuMs: Number.POSITIVE_INFINITY,
    wallMs: Number.POSITIVE_INFINITY,
  }));
  for (let i = 0; i < RUNS; i++) {
    runs.forEach((run, index) => {
      collectGarbage();
      const cpuStart = process.cpuUsage();
      const wallStart = performance.now();
      run();
      const wallMs = performance.now() - wallStart;
      const cpu = process.cpuUsage(cpuStart);
      const timing = best[index]!;
      timing.cpuMs = Math.min(timing.cpuMs, (cpu.user + cpu.system) / 1000);
      timing.wallMs = Math.min(timing.wallMs, wallMs);
    });
  }
  return best;
}

/**
 * What any import of the file costs before it reads a single cell: papaparse a chunk at a time, as
 * importCsv runs it, and one transaction-shaped object per row holding its cells as they are.
 * Printed beside the ratio so that the part of importCsv's time spent reading is visible.
 */
function buildUnreadTransactions(text: string): number {
  const kept: object[] = [];
  parseInChunks(text, ',', (rows, firstRow) => {
    rows.forEach((cells, i) => {
      const row = firstRow + i + 1;
      kept.push({
        id: `imported-bench-row-${row}`,
        date: cells[0],
        description: cells[1],
        amount: row / 100,
        type: 'inflow',
        category: 'Other',
        balance: row / 100,
      });
    });
    return true;
  });
  return kept.length;
}

/** Starts each run with a clean heap when node runs with --expose-gc. */
function collectGarbage(): void {
  (globalThis as { gc?: () => void }).gc?.();
}

function format(n: number): string {
  return Math.round(n).toLocaleString('en-US');
}

type MemoryReport = { growthMb: number; kept: number };

/** In the child: import the file at `file` and report the peak growth of resident memory. */
function measureMemory(file: string): MemoryReport {
  const text = fs.readFileSync(file, 'utf8');
  collectGarbage();
  const baseline = process.memoryUsage().rss;
  const result = importCsv(text, { fileName: 'bench.csv', today: '2024-06-30' });
  // maxRSS is in kilobytes and covers the whole life of the process.
  const peak = process.resourceUsage().maxRSS * 1024;
  const kept = result.ok ? result.value.transactions.length : 0;
  return { growthMb: Math.max(0, peak - baseline) / 1e6, kept };
}

/** In the parent: runs measureMemory in a fresh process with the same loader, on `text`. */
function memoryOf(text: string): MemoryReport {
  const file = path.join(fs.mkdtempSync(path.join(os.tmpdir(), 'cashline-bench-')), 'bench.csv');
  fs.writeFileSync(file, text);
  try {
    const output = execFileSync(
      process.execPath,
      [...process.execArgv, fileURLToPath(import.meta.url), MEASURE_MEMORY, file],
      { encoding: 'utf8', maxBuffer: 1 << 20 },
    );
    return JSON.parse(output) as MemoryReport;
  } finally {
    fs.rmSync(path.dirname(file), { recursive: true, force: true });
  }
}

if (process.argv[2] === MEASURE_MEMORY) {
  process.stdout.write(JSON.stringify(measureMemory(process.argv[3]!)));
  process.exit(0);
}

// Warm both paths up so the JIT has compiled them before anything is timed.
const warmUp = generate(20_000);
for (let i = 0; i < 3; i++) {
  Papa.parse(warmUp);
  importCsv(warmUp, { fileName: 'warm-up.csv', today: '2024-06-30' });
}

let failed = false;
for (const size of SIZES) {
  const text = generate(size);
  let kept = 0;
  const [papa, imported, unread] = bestTimes([
    () => {
      Papa.parse(text);
    },
    () => {
      const result = importCsv(text, { fileName: 'bench.csv', today: '2024-06-30' });
      kept = result.ok ? result.value.transactions.length : 0;
    },
    () => {
      buildUnreadTransactions(text);
    },
  ]) as [Timing, Timing, Timing];
  const ratio = imported.cpuMs / papa.cpuMs;
  const memory = memoryOf(text);
  const rowsOk = kept === size && memory.kept === size;
  const goal = size === GOAL_ROWS;
  if (!rowsOk || (goal && (ratio > GOAL_RATIO || memory.growthMb > GOAL_MEMORY_MB))) failed = true;
  process.stdout.write(
    [
      `${format(size)} rows (${(text.length / 1e6).toFixed(1)} MB):`,
      `importCsv ${format(imported.cpuMs)} ms CPU = ${format((size / imported.cpuMs) * 1000)} rows/s`,
      `(wall ${format(imported.wallMs)} ms);`,
      `bare Papa.parse ${format(papa.cpuMs)} ms CPU = ${format((size / papa.cpuMs) * 1000)} rows/s`,
      `(wall ${format(papa.wallMs)} ms);`,
      `ratio ${ratio.toFixed(2)}${goal ? ` (goal <= ${GOAL_RATIO})` : ''};`,
      `rows kept ${format(kept)}/${format(size)}${rowsOk ? '' : ' (ROWS LOST)'};`,
      `papaparse in chunks building unread transactions: ${format(unread.cpuMs)} ms CPU,`,
      `ratio ${(unread.cpuMs / papa.cpuMs).toFixed(2)};`,
      `import peak memory growth ${format(memory.growthMb)} MB${goal ? ` (goal <= ${GOAL_MEMORY_MB} MB)` : ''}`,
    ].join(' ') + '\n',
  );
}
process.stdout.write(failed ? 'Goal missed.\n' : 'Goal met.\n');
