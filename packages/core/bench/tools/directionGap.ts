// Not part of `pnpm bench`: the young-ledger backtest (issue 32) on many businesses from seeds
// outside the set, where one origin is a fraction of a point, to tell a change's effect on the
// 13-week direction from the seeds' luck. Run `npx tsx bench/tools/directionGap.ts 100 600 26,34`
// (first seed, businesses, weeks of history). Besides the generator's oracle it prints the same
// without the owner's top-ups to come (unknowable) and the history's expected mean net carried on
// (no noise in the history's rate, no change ahead): the gap between the engine and the first is
// the top-ups, the change of the expected flows ahead (trend, season) and the noise of the
// history's rate (lumpy purchases and draws), in that order. The last column counts the origins
// whose forecast goes the other way than the ledger's net burn.
import { scanLedger } from '../../src/analytics/scan.js';
import { dateOfDayNumber } from '../../src/dates.js';
import { forecastCashFlow, forecastStory } from '../../src/index.js';
import { burnOf } from '../../src/runway/burn.js';
import { backtest } from '../forecast/backtest.js';
import { generateBusiness } from '../forecast/businessLedgers.js';
import { GENERATOR_ORACLE, HISTORY_ORACLE, WITHOUT_TOP_UPS } from '../forecast/generatorOracle.js';
import { ledgerHistory } from '../forecast/ledgerHistory.js';
import { ENGINE } from '../forecast/methods.js';
import { balanceWape, direction, precision, recall, share5 } from '../forecast/metrics.js';
import type { Scores } from '../forecast/metrics.js';
import { num, pct, table } from '../forecast/report.js';
import { youngOrigin } from '../forecast/youngMethods.js';

const first = Number(process.argv[2] ?? 100);
const count = Number(process.argv[3] ?? 600);
const lengths = (process.argv[4] ?? '26').split(',').map(Number);
const ledgers = Array.from({ length: count }, (_, i) => generateBusiness(first + i));
const methods = [ENGINE, GENERATOR_ORACLE, WITHOUT_TOP_UPS, HISTORY_ORACLE];

/** Origins whose engine forecast goes the other way than the ledger's net burn. */
function againstBurn(weeks: number): number {
  let differs = 0;
  for (const ledger of ledgers) {
    for (const origin of youngOrigin(weeks)(ledgerHistory(ledger))) {
      const asOf = dateOfDayNumber(origin);
      const forecast = forecastCashFlow(ledger.transactions, { asOf });
      const burn = burnOf(scanLedger(ledger.transactions, { asOf, period: 'month' }));
      if (forecastStory(forecast, [], burn.netBurnCents).differs) differs += 1;
    }
  }
  return differs;
}

const rows: string[][] = [];
for (const weeks of lengths) {
  const { scores, origins } = backtest(ledgers, methods, youngOrigin(weeks));
  for (const method of methods) {
    const s = scores.get(method.name) as Scores;
    rows.push([
      `${weeks} weeks: ${method.name}`,
      String(origins),
      pct(direction(s)),
      num(balanceWape(s, 4)),
      num(balanceWape(s, 13)),
      pct(share5(s, 4)),
      pct(precision(s.lowCash)),
      pct(recall(s.lowCash)),
      method === ENGINE ? String(againstBurn(weeks)) : '',
    ]);
  }
}
process.stdout.write(
  `${table(
    [
      'history: method',
      'origins',
      'direction w13',
      'bal WAPE w4',
      'w13',
      '±5% w4',
      'low-cash P',
      'R',
      'against the burn',
    ],
    rows,
  )}\n`,
);
