// Not part of `pnpm bench`: why the engine's balance at one horizon of a young ledger (issue 32)
// misses where the simple methods do not. At the horizon it splits the engine's change of the
// balance into the recurring series it placed, the receipts' catch-up (`receiptsCatchUp` times the
// weeks), the correction (`adjustment`) and the rest (the residual means and the rhythms), and sets
// beside it the history's mean net, the oracles and two plain variations of the engine (without the
// catch-up; with half its change, a shrinkage that would no longer follow the ledger's own net
// flow). Run `npx tsx bench/tools/youngParts.ts 26 13` (weeks of history, horizon; add a first seed
// and a count, e.g. `26 13 1000 400`, for businesses outside the set).
import { dateOfDayNumber } from '../../src/dates.js';
import { forecastDetail, toCents } from '../../src/index.js';
import { businessLedgers, generateBusiness } from '../forecast/businessLedgers.js';
import { GENERATOR_ORACLE, HISTORY_ORACLE, WITHOUT_TOP_UPS } from '../forecast/generatorOracle.js';
import { balanceAt, ledgerHistory } from '../forecast/ledgerHistory.js';
import { num, table } from '../forecast/report.js';
import { YOUNG_BASELINES, youngOrigin } from '../forecast/youngMethods.js';

const weeks = Number(process.argv[2] ?? 26);
const horizon = Number(process.argv[3] ?? 13);
const first = process.argv[4];
const ledgers =
  first === undefined
    ? businessLedgers()
    : Array.from({ length: Number(process.argv[5] ?? 400) }, (_, i) =>
        generateBusiness(Number(first) + i),
      );
const sum = (values: readonly number[]) => values.reduce((total, v) => total + v, 0);
/** Thousands of currency units, from cents. */
const k = (cents: number) => Math.round(cents / 100_000).toLocaleString('en-US');

/** One origin: changes of the balance to the horizon, cents. */
type Case = {
  name: string;
  opening: number;
  actual: number;
  engine: number;
  series: number;
  catchUp: number;
  adjustment: number;
  baselines: number[];
  oracles: number[];
};

const oracles = [GENERATOR_ORACLE, WITHOUT_TOP_UPS, HISTORY_ORACLE];
const cases: Case[] = [];
for (const ledger of ledgers) {
  const history = ledgerHistory(ledger);
  for (const origin of youngOrigin(weeks)(history)) {
    const opening = balanceAt(history, origin);
    const change = (method: (typeof oracles)[number]) =>
      (method.forecast(history, origin).balance[horizon - 1] as number) - opening;
    const detail = forecastDetail(ledger.transactions, { asOf: dateOfDayNumber(origin) });
    const shown = detail.forecast.weeks.slice(0, horizon);
    const lastDay = dateOfDayNumber(origin + horizon * 7);
    cases.push({
      name: ledger.name,
      opening,
      actual: balanceAt(history, origin + horizon * 7) - opening,
      engine:
        toCents(shown[horizon - 1]?.balance.expected ?? 0) -
        toCents(detail.forecast.openingBalance),
      series: sum(
        detail.upcoming.map(
          (item) => toCents(item.amount) * item.dates.filter((date) => date <= lastDay).length,
        ),
      ),
      catchUp: toCents(detail.receiptsCatchUp) * horizon,
      adjustment: sum(shown.map((w) => toCents(w.adjustment))),
      baselines: YOUNG_BASELINES.map(change),
      oracles: oracles.map(change),
    });
  }
}

const total = sum(cases.map((c) => Math.abs(c.opening + c.actual)));
const wape = (forecast: (c: Case) => number) =>
  sum(cases.map((c) => Math.abs(forecast(c) - c.actual))) / total;
const simple = YOUNG_BASELINES.map((_, i) => wape((c) => c.baselines[i] as number));
const best = Math.min(...simple);
const rows: [string, number][] = [
  ['engine', wape((c) => c.engine)],
  ['engine without the receipts catch-up', wape((c) => c.engine - c.catchUp)],
  ['engine with half its change (no longer its own net flow)', wape((c) => c.engine / 2)],
  ...YOUNG_BASELINES.map((m, i): [string, number] => [m.name, simple[i] as number]),
  ...oracles.map((m, i): [string, number] => [m.name, wape((c) => c.oracles[i] as number)]),
];
process.stdout.write(
  `${weeks} weeks of history, week ${horizon}: ${cases.length} origins; 2% under the best simple method is ${num(0.98 * best)}\n\n`,
);
process.stdout.write(
  `${table(
    ['method', `bal WAPE w${horizon}`],
    rows.map(([n, v]) => [n, num(v)]),
  )}\n\n`,
);
const line = 0.98 * best;
const engineWape = wape((c) => c.engine);
const historyWape = wape((c) => c.oracles[2] as number);
const against = (value: number) =>
  `${value <= line ? 'clears' : 'misses'} the line by ${Math.abs(line - value).toFixed(4)}`;
process.stdout.write(
  `The engine ${against(engineWape)}. A forecast that follows the history's own net flow (decisions.md) does at best as well as ${HISTORY_ORACLE.name}, which ${against(historyWape)}: all the room such a forecast has for the noise of a rate read from realised flows.\n\n`,
);

const flatError = (c: Case) => Math.abs(c.actual);
const cost = (c: Case) => Math.abs(c.engine - c.actual) - flatError(c);
process.stdout.write(
  `Origins that cost the engine most against the flat balance (thousands; rest = residual means and rhythms):\n\n`,
);
process.stdout.write(
  `${table(
    [
      'ledger',
      'opening',
      'actual',
      'engine',
      'series',
      'catch-up',
      'adjustment',
      'rest',
      'mean net',
      'oracle',
      "history's expected mean net",
      'cost',
    ],
    [...cases]
      .sort((a, b) => cost(b) - cost(a))
      .slice(0, 12)
      .map((c) => [
        c.name,
        k(c.opening),
        k(c.actual),
        k(c.engine),
        k(c.series),
        k(c.catchUp),
        k(c.adjustment),
        k(c.engine - c.series - c.catchUp - c.adjustment),
        k(c.baselines[1] as number),
        k(c.oracles[0] as number),
        k(c.oracles[2] as number),
        k(cost(c)),
      ]),
  )}\n`,
);
