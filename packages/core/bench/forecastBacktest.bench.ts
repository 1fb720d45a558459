// `pnpm bench`: backtests the forecast engine against the baselines (ai.md's 90-day average among them) on real
// bank histories (Berka, 1993-94) and on generated small-business ledgers, then times it on 100k
// and 1M transactions. Every figure of one table comes from the same run on the same data.

import { backtest, originsOf } from './forecast/backtest.js';
import { berkaLedgers } from './forecast/berka.js';
import { businessLedgers, furtherBusinesses } from './forecast/businessLedgers.js';
import { scoreDetection } from './forecast/detectionScore.js';
import { ledgerHistory } from './forecast/ledgerHistory.js';
import { cashShare, CASH_ORACLE } from './forecast/cashOracle.js';
import { lowCashLines } from './forecast/lowCashReport.js';
import {
  ENGINE_LEVELS,
  ORACLE_LEVELS,
  hindsightChance,
  noiseOverThreshold,
  rangeChance,
  tradeOffReport,
} from './forecast/lowCashTradeOff.js';
import { GENERATOR_ORACLE } from './forecast/generatorOracle.js';
import { HINDSIGHT_ORACLE, MONTH_ORACLE, QUARTER_ORACLE } from './forecast/hindsightOracle.js';
import { BASELINES, ENGINE, MEANS_ORACLE, ORACLE } from './forecast/methods.js';
import type { Method } from './forecast/methods.js';
import { balanceWape, coverageAll, netWape, share5 } from './forecast/metrics.js';
import type { Scores } from './forecast/metrics.js';
import { horizonTable, methodTable, num, pct } from './forecast/report.js';
import { timeEngine } from './forecast/speed.js';

function print(text: string): void {
  process.stdout.write(`${text}\n`);
}

/** The issue's targets against the best baseline, as PASS/FAIL lines. */
function targets(scores: Map<string, Scores>, extra: [string, boolean][]): string {
  const engine = scores.get(ENGINE.name) as Scores;
  const baselines = BASELINES.map((m) => scores.get(m.name) as Scores);
  const lines: [string, boolean][] = [];
  const beats = (label: string, f: (s: Scores) => number) => {
    const best = Math.min(...baselines.map(f));
    lines.push([
      `${label}: engine ${num(f(engine))} vs best baseline ${num(best)} (needs <= ${num(best * 0.98)})`,
      f(engine) <= best * 0.98,
    ]);
  };
  for (const h of [1, 4, 13]) beats(`net-flow WAPE week ${h}`, (s) => netWape(s, h));
  for (const h of [4, 13]) beats(`balance WAPE week ${h}`, (s) => balanceWape(s, h));
  return [...lines, ...extra].map(([label, ok]) => `- ${ok ? 'PASS' : 'FAIL'} ${label}`).join('\n');
}

/** Backtests the engine, the baselines and the data set's oracles, and prints their tables. */
function section(title: string, ledgers: ReturnType<typeof berkaLedgers>, oracles: Method[]) {
  const started = performance.now();
  const methods = [ENGINE, ...BASELINES, ...oracles];
  const result = backtest(ledgers, methods);
  print(
    `\n## ${title}: ${result.ledgers} ledgers, ${result.origins} origins (${((performance.now() - started) / 1000).toFixed(1)} s)\n`,
  );
  print(methodTable(result.scores));
  print('\nEngine per horizon:\n');
  print(horizonTable(result.scores.get(ENGINE.name) as Scores));
  return result.scores;
}

const berka = berkaLedgers();
const berkaScores = section('Berka (real personal accounts, CZK)', berka, [
  CASH_ORACLE,
  HINDSIGHT_ORACLE,
  QUARTER_ORACLE,
  MONTH_ORACLE,
]);
const cashOracle = berkaScores.get(CASH_ORACLE.name) as Scores;
print(
  `\nCash paid in or taken out is ${pct(cashShare(berka))} of the money these accounts move. Knowing every other flow exactly, with cash at its 13-week mean, the balance WAPE is ${num(balanceWape(cashOracle, 4))} at week 4 and ${num(balanceWape(cashOracle, 13))} at week 13, ${pct(share5(cashOracle, 4))} within ±5% at week 4.`,
);
const hindsight = berkaScores.get(HINDSIGHT_ORACLE.name) as Scores;
const reaches = (target: string, shown: string, ok: boolean) =>
  `${target} ${ok ? 'reached' : 'missed'} (${shown})`;
const hindsight4 = balanceWape(hindsight, 4);
const hindsight13 = balanceWape(hindsight, 13);
const hindsight5 = share5(hindsight, 4);
print(
  `\nKnowing each account's whole life, the weeks ahead included, as the mean flow of each day of the month (${HINDSIGHT_ORACLE.name}): ${[
    reaches('balance WAPE week 4 <= 0.20', num(hindsight4), hindsight4 <= 0.2),
    reaches('balance WAPE week 13 <= 0.28', num(hindsight13), hindsight13 <= 0.28),
    reaches('within ±5% at week 4 >= 30%', pct(hindsight5), hindsight5 >= 0.3),
  ].join('; ')}.`,
);
const quarter = berkaScores.get(QUARTER_ORACLE.name) as Scores;
const month = berkaScores.get(MONTH_ORACLE.name) as Scores;
print(
  `\nKnowing also the realised net flow of the 13 weeks ahead (week 13 exact): ${[
    reaches(
      'balance WAPE week 4 <= 0.20',
      // Four places: it lies within a rounding of the target.
      balanceWape(quarter, 4).toFixed(4),
      balanceWape(quarter, 4) <= 0.2,
    ),
    reaches('within ±5% at week 4 >= 30%', pct(share5(quarter, 4)), share5(quarter, 4) >= 0.3),
  ].join(
    '; ',
  )}. Knowing that of the 4 weeks ahead (week 4 exact): ${reaches('balance WAPE week 13 <= 0.28', num(balanceWape(month, 13)), balanceWape(month, 13) <= 0.28)}. A target these miss is not reached by knowing each account's calendar and where its balance stands a quarter (or a month) on.`,
);
const berkaEngine = berkaScores.get(ENGINE.name) as Scores;
print(
  `\nLow-cash warnings (balance below 10% of the opening within 13 weeks), the engine's read at several chances and ${HINDSIGHT_ORACLE.name}'s with the spread of its own errors on each account known in hindsight:\n`,
);
print(
  tradeOffReport(
    [
      {
        method: { name: 'engine', cases: berkaEngine.cases, chance: rangeChance },
        levels: ENGINE_LEVELS,
      },
      {
        method: {
          name: 'whole-life oracle',
          cases: hindsight.cases,
          chance: hindsightChance(hindsight.cases),
        },
        levels: ORACLE_LEVELS,
      },
    ],
    false,
  ),
);
const berkaNoise = [1, 4, 13].map((h) => num(noiseOverThreshold(hindsight.cases, h).tenth));
print(
  `\nThe whole-life oracle's median balance error at weeks 1, 4 and 13 is ${berkaNoise.join(', ')} times the threshold (10% of the opening balance).`,
);
print('\nTargets (Berka):\n');
print(
  targets(berkaScores, [
    [
      `balance WAPE week 4 <= 0.20: ${num(balanceWape(berkaEngine, 4))}`,
      balanceWape(berkaEngine, 4) <= 0.2,
    ],
    [
      `balance WAPE week 13 <= 0.28: ${num(balanceWape(berkaEngine, 13))}`,
      balanceWape(berkaEngine, 13) <= 0.28,
    ],
    [`within ±5% at week 4 >= 30%: ${pct(share5(berkaEngine, 4))}`, share5(berkaEngine, 4) >= 0.3],
    ...lowCashLines(berkaEngine),
  ]),
);

const businesses = businessLedgers();
const businessScores = section('Generated small businesses (seeded, 2 years each)', businesses, [
  GENERATOR_ORACLE,
  ORACLE,
  MEANS_ORACLE,
]);
const engine = businessScores.get(ENGINE.name) as Scores;
const oracle = businessScores.get(ORACLE.name) as Scores;
const meansOracle = businessScores.get(MEANS_ORACLE.name) as Scores;
const generator = businessScores.get(GENERATOR_ORACLE.name) as Scores;
const detection = scoreDetection(businesses, (l) => originsOf(ledgerHistory(l)));
const detectionPrecision = detection.correct / detection.detected;
const detectionRecall = detection.found / detection.eligible;
const nextDateMae =
  detection.nextDateErrors.reduce((s, v) => s + v, 0) / detection.nextDateErrors.length;
print(
  `\nRecurring detection (every 13 weeks per ledger): ${detection.detected} series detected, ${detection.correct} real; ${detection.found} of ${detection.eligible} real series found; next-date MAE ${nextDateMae.toFixed(2)} days over ${detection.nextDateErrors.length} series.`,
);
const bestBaseline = (h: number) =>
  Math.max(...BASELINES.map((m) => share5(businessScores.get(m.name) as Scores, h)));
const oracleLines: [string, boolean][] = [4, 13].flatMap((h): [string, boolean][] => [
  [
    `within ±5% week ${h} >= 85% of oracle: ${pct(share5(engine, h))} vs ${pct(0.85 * share5(oracle, h))}`,
    share5(engine, h) >= 0.85 * share5(oracle, h),
  ],
  [
    `within ±5% week ${h} >= 1.3 x best baseline: ${pct(share5(engine, h))} vs ${pct(1.3 * bestBaseline(h))}`,
    share5(engine, h) >= 1.3 * bestBaseline(h),
  ],
]);
print(
  `\nWithin ±5% at weeks 4 and 13 without knowing the noise of sales and bills (${MEANS_ORACLE.name}): ${pct(share5(meansOracle, 4))} and ${pct(share5(meansOracle, 13))}; 85% of the oracle is ${pct(0.85 * share5(oracle, 4))} and ${pct(0.85 * share5(oracle, 13))}.`,
);
const generatorLines: [string, boolean][] = [
  [4, 0.9],
  [13, 0.6],
].flatMap(([h, share]): [string, boolean][] => [
  [
    `within ±5% week ${h} >= ${pct(share)} of the generator's oracle: ${pct(share5(engine, h))} vs ${pct(share * share5(generator, h))} (oracle ${pct(share5(generator, h))})`,
    share5(engine, h) >= share * share5(generator, h),
  ],
  [
    `balance WAPE week ${h} <= 1.3 x the generator's oracle: ${num(balanceWape(engine, h))} vs ${num(1.3 * balanceWape(generator, h))} (oracle ${num(balanceWape(generator, h))})`,
    balanceWape(engine, h) <= 1.3 * balanceWape(generator, h),
  ],
]);
print(
  `\nThe generator's oracle knows every day's expected flow (means, schedules, trend, season; owner top-ups as they came) but none of the noise: balance WAPE ${num(balanceWape(generator, 4))} and ${num(balanceWape(generator, 13))}, within ±5% ${pct(share5(generator, 4))} and ${pct(share5(generator, 13))} at weeks 4 and 13; the engine ${num(balanceWape(engine, 4))} and ${num(balanceWape(engine, 13))}, ${pct(share5(engine, 4))} and ${pct(share5(engine, 13))}.`,
);
print(
  `\nLow-cash warnings, the engine's read at several chances (the app warns at 1 in 3, chosen on this set) and ${GENERATOR_ORACLE.name}'s with the spread of its own errors on each ledger known in hindsight, the nearest the backtest comes to the true chance:\n`,
);
print(
  tradeOffReport(
    [
      {
        method: { name: 'engine', cases: engine.cases, chance: rangeChance },
        levels: ENGINE_LEVELS,
      },
      {
        method: {
          name: "generator's oracle",
          cases: generator.cases,
          chance: hindsightChance(generator.cases),
        },
        levels: ORACLE_LEVELS,
      },
    ],
    true,
  ),
);
const noise = [1, 4, 13].map((h) => noiseOverThreshold(generator.cases, h));
print(
  `\nWhy no rule reaches 80%/80% here: the generator's oracle's median balance error at weeks 1, 4 and 13 is ${noise.map((n) => num(n.tenth)).join(', ')} times 10% of the opening balance and ${noise.map((n) => num(n.minimum)).join(', ')} times the business's own minimum. Within 13 weeks a lumpy receipt or bill moves the balance by more than the distance to either threshold, so whether a week-end ends below it is mostly noise that even knowing every expected flow leaves open.`,
);
const furtherScores = backtest(furtherBusinesses(16), [ENGINE, GENERATOR_ORACLE]).scores;
const further = furtherScores.get(ENGINE.name) as Scores;
const furtherOracle = furtherScores.get(GENERATOR_ORACLE.name) as Scores;
const ofOracle = (h: number) =>
  `${pct(share5(further, h))} vs ${pct(share5(furtherOracle, h))}, ${pct(share5(further, h) / share5(furtherOracle, h))} of it`;
const short = Math.ceil(0.9 * (generator.within5[3] as number) - (engine.within5[3] as number));
print(
  `\nWithin ±5% at week 4 the engine is ${short > 0 ? `${short} origins of ${engine.origins} short of` : 'at or above'} 90% of the generator's oracle on the set (${engine.within5[3]} vs 0.9 x ${generator.within5[3]}). On 16 businesses from seeds outside the set: week 4 ${ofOracle(4)}; week 13 ${ofOracle(13)}; balance WAPE ${num(balanceWape(further, 4))} and ${num(balanceWape(further, 13))} against ${num(balanceWape(furtherOracle, 4))} and ${num(balanceWape(furtherOracle, 13))}.`,
);
print(
  `\nHeld out (16 businesses from seeds outside the set, not used to choose 1 in 3):\n\n${tradeOffReport(
    [
      {
        method: { name: 'engine', cases: further.cases, chance: rangeChance },
        levels: ENGINE_LEVELS,
      },
    ],
    true,
  )}`,
);
print('\nTargets (generated businesses):\n');
print(
  targets(businessScores, [
    ...generatorLines,
    ...oracleLines,
    ...lowCashLines(engine, generator),
    [
      `band coverage 75-85%: ${pct(coverageAll(engine))}`,
      coverageAll(engine) >= 0.75 && coverageAll(engine) <= 0.85,
    ],
    [`recurring precision >= 0.90: ${num(detectionPrecision)}`, detectionPrecision >= 0.9],
    [`recurring recall >= 0.90: ${num(detectionRecall)}`, detectionRecall >= 0.9],
    [`next-date MAE <= 2 days: ${nextDateMae.toFixed(2)}`, nextDateMae <= 2],
  ]),
);

print('\n## Speed\n');
print(timeEngine());
