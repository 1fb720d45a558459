// `pnpm bench`: how well transactions are categorised (issue 24). On seeded, labelled
// small-business ledgers: the old prefix keywords, today's heuristics alone, and heuristics plus
// the payee rules a user accepts while correcting the first 10% in date order (target: 90% of the
// rest right). Then applying 200 rules to 1M transactions (target: under 3 s), beside the floor of
// reading every description once (lower-casing and payee key).
import { performance } from 'node:perf_hooks';
import process from 'node:process';
import { applyRules, normalisePayee } from '../src/index.js';
import type { Transaction } from '../src/index.js';
import { labelledLedger } from '../src/testing/labelledLedger.js';
import { simulateLearning } from '../src/testing/learningSimulation.js';
import { benchRules } from './categorise/benchRules.js';
import { prefixKeywordCategory } from './categorise/prefixKeywords.js';
import { inferCategory } from '../src/index.js';
import { realDescriptions, score } from './categorise/realDescriptions.js';
import type { Part } from './categorise/realDescriptions.js';

function print(text: string): void {
  process.stdout.write(`${text}\n`);
}

const pct = (v: number) => `${(100 * v).toFixed(1)}%`;

function row(cells: readonly string[]): string {
  return `| ${cells.join(' | ')} |`;
}

function accuracy(): boolean {
  print('## Share categorised correctly (labelled synthetic ledgers, 24 months each)\n');
  print(
    row([
      'seed',
      'transactions',
      'old prefix keywords',
      'heuristics (all)',
      'heuristics (last 90%)',
      'corrections in first 10%',
      'rules learned',
      'heuristics + learned rules (last 90%)',
    ]),
  );
  print(row(['---:', '---:', '---:', '---:', '---:', '---:', '---:', '---:']));
  let worst = 1;
  for (const seed of [7, 11, 23, 42, 99]) {
    const ledger = labelledLedger({ seed });
    const old = ledger.filter((l) => prefixKeywordCategory(l.transaction.description) === l.truth);
    const result = simulateLearning(ledger);
    worst = Math.min(worst, result.learnedRest);
    print(
      row([
        String(seed),
        String(ledger.length),
        pct(old.length / ledger.length),
        pct(result.heuristicsAll),
        pct(result.heuristicsRest),
        String(result.corrections),
        String(result.rules.length),
        pct(result.learnedRest),
      ]),
    );
  }
  const pass = worst >= 0.9;
  print(`\n${pass ? 'PASS' : 'FAIL'} worst seed after learning: ${pct(worst)} (target >= 90%)\n`);
  return pass;
}

/**
 * Real descriptions from public importers' test data, labelled by hand (bench/categorise/
 * SOURCES.md): the tuning set the keyword lists were extended on, and the held-out set labelled
 * before any categoriser ran on it. Targets: heuristics alone at least 85% right, money in at
 * least 95%. Only the tuning set's targets are enforced: a target enforced on a held-out set would
 * have the lists tuned to it, and it would be held out no longer.
 */
function realSet(part: Part): boolean {
  const rows = realDescriptions(part);
  print(
    `## Share categorised correctly (${part} set: ${rows.length} real descriptions, labelled by hand)\n`,
  );
  print(
    row([
      'categoriser',
      'all',
      `money in (${rows.filter((r) => r.type === 'inflow').length})`,
      'money out',
    ]),
  );
  print(row(['---', '---:', '---:', '---:']));
  const old = score(rows, (description) => prefixKeywordCategory(description));
  const now = score(rows, (description, type) => inferCategory(description, type));
  print(row(['old prefix keywords', pct(old.all), pct(old.inflow), pct(old.outflow)]));
  print(row(['heuristics', pct(now.all), pct(now.inflow), pct(now.outflow)]));
  const enforced = part === 'tuning';
  const verdict = (met: boolean, isEnforced: boolean) =>
    met ? 'PASS' : isEnforced ? 'FAIL' : 'BELOW TARGET (not enforced)';
  const allMet = now.all >= 0.85;
  const inflowMet = now.inflow >= 0.95;
  print(`\n${verdict(allMet, enforced)} heuristics ${pct(now.all)} right (target >= 85%)`);
  print(`${verdict(inflowMet, enforced)} money in ${pct(now.inflow)} right (target >= 95%)\n`);
  return (allMet && inflowMet) || !enforced;
}

/** CPU milliseconds (user + system) and wall milliseconds of one call. */
function timed(run: () => unknown): { cpu: number; wall: number } {
  const cpuStart = process.cpuUsage();
  const start = performance.now();
  run();
  const wall = performance.now() - start;
  const used = process.cpuUsage(cpuStart);
  return { cpu: (used.user + used.system) / 1000, wall };
}

function median(values: number[]): number {
  const sorted = [...values].sort((a, b) => a - b);
  return sorted[Math.floor(sorted.length / 2)]!;
}

/** The floor: every description lower-cased and its payee key found, once each. */
function readDescriptions(transactions: readonly Transaction[]): number {
  let length = 0;
  for (const t of transactions) {
    length += t.description.toLowerCase().length + normalisePayee(t.description).length;
  }
  return length;
}

function speed(): boolean {
  const transactions = labelledLedger({ seed: 5, scale: 325 }).map((l) => l.transaction);
  const rules = benchRules(transactions);
  const floor: { cpu: number; wall: number }[] = [];
  const apply: { cpu: number; wall: number }[] = [];
  let changed = 0;
  for (let run = 0; run < 3; run += 1) {
    floor.push(timed(() => readDescriptions(transactions)));
    apply.push(timed(() => (changed = applyRules(transactions, rules).length)));
  }
  const cpu = (times: { cpu: number }[]) => median(times.map((t) => t.cpu));
  const wall = (times: { wall: number }[]) => median(times.map((t) => t.wall));
  print(
    `## Applying ${rules.length} rules to ${transactions.length.toLocaleString('en-US')} transactions (median of 3)\n`,
  );
  print(row(['step', 'CPU ms', 'wall ms', 'CPU ratio to floor']));
  print(row(['---', '---:', '---:', '---:']));
  const line = (label: string, times: { cpu: number; wall: number }[]) =>
    print(
      row([
        label,
        cpu(times).toFixed(0),
        wall(times).toFixed(0),
        (cpu(times) / cpu(floor)).toFixed(1),
      ]),
    );
  line('floor: read each description once', floor);
  line('applyRules', apply);
  print(`\n${changed.toLocaleString('en-US')} transactions changed.`);
  // CPU time: wall time on a machine shared with other work measures the other work too.
  const pass = cpu(apply) < 3_000;
  print(
    `${pass ? 'PASS' : 'FAIL'} applyRules ${(cpu(apply) / 1000).toFixed(2)} s CPU (target < 3 s)\n`,
  );
  return pass;
}

const ok = [
  accuracy(),
  realSet('tuning'),
  realSet('held out'),
  realSet('second held out'),
  realSet('sixth held out'),
  realSet('seventh held out'),
  realSet('eighth held out'),
  realSet('ninth held out'),
  speed(),
].every(Boolean);
if (!ok) process.exitCode = 1;
