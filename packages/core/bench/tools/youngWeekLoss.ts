// Not part of `pnpm bench`: where the engine loses a young-ledger horizon to the simple methods
// (issue 32). For one history length and horizon it prints the pooled balance WAPE of the engine,
// each simple method and the generator's oracle, then the origins that cost the engine most against
// the best simple method, with their error in thousands. Run
// `npx tsx bench/tools/youngWeekLoss.ts 26 4` (weeks of history, horizon; add a first seed and a
// count, e.g. `26 4 1000 200`, for businesses outside the set).
import { businessLedgers, generateBusiness } from '../forecast/businessLedgers.js';
import { GENERATOR_ORACLE, HISTORY_ORACLE, WITHOUT_TOP_UPS } from '../forecast/generatorOracle.js';
import { balanceAt, ledgerHistory } from '../forecast/ledgerHistory.js';
import { ENGINE } from '../forecast/methods.js';
import { num, table } from '../forecast/report.js';
import { YOUNG_BASELINES, youngOrigin } from '../forecast/youngMethods.js';

const weeks = Number(process.argv[2] ?? 26);
const horizon = Number(process.argv[3] ?? 4);
const first = process.argv[4];
const ledgers =
  first === undefined
    ? businessLedgers()
    : Array.from({ length: Number(process.argv[5] ?? 200) }, (_, i) =>
        generateBusiness(Number(first) + i),
      );
const methods = [ENGINE, ...YOUNG_BASELINES, GENERATOR_ORACLE, WITHOUT_TOP_UPS, HISTORY_ORACLE];
/** Thousands of currency units, from cents. */
const k = (cents: number) => Math.round(cents / 100_000).toLocaleString('en-US');

type Case = { name: string; opening: number; actual: number; errors: number[] };
const cases: Case[] = [];
for (const ledger of ledgers) {
  const history = ledgerHistory(ledger);
  for (const origin of youngOrigin(weeks)(history)) {
    const actual = balanceAt(history, origin + horizon * 7);
    cases.push({
      name: ledger.name,
      opening: balanceAt(history, origin),
      actual,
      errors: methods.map((m) =>
        Math.abs((m.forecast(history, origin).balance[horizon - 1] as number) - actual),
      ),
    });
  }
}
const total = cases.reduce((sum, c) => sum + Math.abs(c.actual), 0);
const wape = methods.map(
  (_, i) => cases.reduce((sum, c) => sum + (c.errors[i] as number), 0) / total,
);
const simple = wape.slice(1, 1 + YOUNG_BASELINES.length);
const best = 1 + simple.indexOf(Math.min(...simple));
process.stdout.write(
  `${table(
    ['method', `bal WAPE w${horizon}`],
    methods.map((m, i) => [m.name + (i === best ? ' (best simple)' : ''), num(wape[i] as number)]),
  )}\n\n`,
);
const cost = (c: Case) => (c.errors[0] as number) - (c.errors[best] as number);
const rows = [...cases]
  .sort((a, b) => cost(b) - cost(a))
  .slice(0, 12)
  .map((c) => [c.name, k(c.opening), k(c.actual - c.opening), ...c.errors.map(k), k(cost(c))]);
process.stdout.write(
  `${table(
    ['ledger', 'opening k', 'actual change k', ...methods.map((m) => `${m.name} err k`), 'cost k'],
    rows,
  )}\n`,
);
