// Not part of `pnpm bench`: one line per generated business at one young-ledger origin (issue 32),
// to read why the engine's 13-week direction differs from the generator oracle's. Run
// `npx tsx bench/tools/youngCases.ts 12` (weeks of history; add `further` for the further seeds).
import { businessLedgers, furtherBusinesses } from '../forecast/businessLedgers.js';
import { GENERATOR_ORACLE } from '../forecast/generatorOracle.js';
import { balanceAt, flowBetween, ledgerHistory } from '../forecast/ledgerHistory.js';
import { ENGINE, HORIZON } from '../forecast/methods.js';
import { table } from '../forecast/report.js';
import { youngOrigin } from '../forecast/youngMethods.js';

const weeks = Number(process.argv[2] ?? 12);
const ledgers = process.argv[3] === 'further' ? furtherBusinesses(16) : businessLedgers();
/** Thousands of currency units, from cents. */
const k = (cents: number) => Math.round(cents / 100_000).toLocaleString('en-US');
const rows: string[][] = [];
for (const ledger of ledgers) {
  const history = ledgerHistory(ledger);
  for (const origin of youngOrigin(weeks)(history)) {
    const opening = balanceAt(history, origin);
    const change = (balances: readonly number[]) => (balances[HORIZON - 1] as number) - opening;
    const actual = balanceAt(history, origin + HORIZON * 7) - opening;
    const engine = change(ENGINE.forecast(history, origin).balance);
    const oracle = change(GENERATOR_ORACLE.forecast(history, origin).balance);
    const days = origin - history.firstDay + 1;
    const meanNet = (flowBetween(history, history.firstDay - 1, origin) * 7 * HORIZON) / days;
    const right = (forecast: number) => (forecast >= 0 === actual >= 0 ? 'right' : 'wrong');
    rows.push([
      ledger.name,
      k(opening),
      k(actual),
      k(engine),
      k(oracle),
      k(meanNet),
      right(engine),
      right(oracle),
    ]);
  }
}
process.stdout.write(
  `${table(
    [
      'ledger',
      'opening (k)',
      'actual 13-week change',
      'engine',
      'oracle',
      "history's net x 13 weeks",
      'engine direction',
      'oracle direction',
    ],
    rows,
  )}\n`,
);
