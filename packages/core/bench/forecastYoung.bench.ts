// `pnpm bench`: the forecast engine on young ledgers (issue 32): one origin per ledger at 4, 8, 12 and
// 26 weeks after its first transaction, on Berka and on the generated businesses, against the simple
// methods a new user has (flat, mean weekly net, run-rate line) and, on the businesses, the oracle
// that knows the generator's expected flows (and the same without the owner's top-ups to come,
// which answer the realised balance), the one that knows only those of the history's days (the
// best a forecast following the recent net flow can do) and the one that knows its schedules and
// the means of its sales and bills.
import { backtest } from './forecast/backtest.js';
import { berkaLedgers } from './forecast/berka.js';
import type { BenchLedger } from './forecast/benchLedger.js';
import { businessLedgers, furtherBusinesses } from './forecast/businessLedgers.js';
import { GENERATOR_ORACLE, HISTORY_ORACLE, WITHOUT_TOP_UPS } from './forecast/generatorOracle.js';
import { ENGINE, MEANS_ORACLE } from './forecast/methods.js';
import type { Method } from './forecast/methods.js';
import { balanceWape, direction, precision, recall, share5 } from './forecast/metrics.js';
import type { Scores } from './forecast/metrics.js';
import { num, pct, table } from './forecast/report.js';
import { YOUNG_BASELINES, YOUNG_WEEKS, youngOrigin } from './forecast/youngMethods.js';

function print(text: string): void {
  process.stdout.write(`${text}\n`);
}

/** One table per data set: a row per history length and method. */
function section(title: string, ledgers: readonly BenchLedger[], oracles: Method[]): void {
  const methods = [ENGINE, ...YOUNG_BASELINES, ...oracles];
  const rows: string[][] = [];
  const targets: string[] = [];
  for (const weeks of YOUNG_WEEKS) {
    const { scores, origins } = backtest(ledgers, methods, youngOrigin(weeks));
    for (const method of methods) {
      const s = scores.get(method.name) as Scores;
      rows.push([
        `${weeks} weeks: ${method.name}`,
        String(origins),
        num(balanceWape(s, 4)),
        num(balanceWape(s, 13)),
        pct(share5(s, 4)),
        pct(share5(s, 13)),
        pct(direction(s)),
        pct(precision(s.lowCash)),
        pct(recall(s.lowCash)),
        pct(precision(s.lowCashMinimum)),
        pct(recall(s.lowCashMinimum)),
      ]);
    }
    if (weeks === 4) continue;
    const engine = scores.get(ENGINE.name) as Scores;
    for (const h of [4, 13]) {
      const best = Math.min(
        ...YOUNG_BASELINES.map((m) => balanceWape(scores.get(m.name) as Scores, h)),
      );
      const ok = balanceWape(engine, h) <= 0.98 * best;
      targets.push(
        `- ${ok ? 'PASS' : 'FAIL'} ${weeks} weeks, balance WAPE week ${h}: engine ${num(balanceWape(engine, h))} vs best simple method ${num(best)} (needs <= ${num(0.98 * best)})`,
      );
    }
    for (const oracle of oracles) {
      const s = scores.get(oracle.name) as Scores;
      const beaten = [4, 13].filter(
        (h) =>
          balanceWape(s, h) >
          0.98 *
            Math.min(...YOUNG_BASELINES.map((m) => balanceWape(scores.get(m.name) as Scores, h))),
      );
      if (beaten.length > 0) {
        targets.push(
          `- note: at ${weeks} weeks ${oracle.name} itself misses the 2% margin over the best simple method at week ${beaten.join(' and ')} (${beaten.map((h) => num(balanceWape(s, h))).join(', ')})`,
        );
      }
      if (direction(s) < 0.7) {
        targets.push(
          `- note: at ${weeks} weeks ${oracle.name} itself gets the 13-week direction right in ${pct(direction(s))} of origins`,
        );
      }
    }
    if (oracles.length > 0) {
      const ok = direction(engine) >= 0.7;
      targets.push(
        `- ${ok ? 'PASS' : 'FAIL'} ${weeks} weeks, 13-week direction right >= 70%: ${pct(direction(engine))}`,
      );
    }
  }
  print(`\n## Young ledgers: ${title}\n`);
  print(
    table(
      [
        'history: method',
        'origins',
        'bal WAPE w4',
        'w13',
        '±5% w4',
        'w13',
        'direction w13',
        'low-cash P',
        'R',
        'below own minimum P',
        'R',
      ],
      rows,
    ),
  );
  print(`\nTargets (${title}):\n`);
  print(targets.join('\n'));
}

section('Berka (real personal accounts, CZK)', berkaLedgers(), []);
section('generated small businesses', businessLedgers(), [
  GENERATOR_ORACLE,
  WITHOUT_TOP_UPS,
  HISTORY_ORACLE,
  MEANS_ORACLE,
]);
// With 36 origins a history length, one origin is 3 points of direction: the same tables on
// businesses the set does not hold show how much of a gap to the oracle is the seeds' luck.
section('16 further generated businesses (seeds outside the set)', furtherBusinesses(16), [
  GENERATOR_ORACLE,
  WITHOUT_TOP_UPS,
]);
