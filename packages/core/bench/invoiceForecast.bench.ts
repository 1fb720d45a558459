// `pnpm bench` (issue 38): backtests the engine on generated invoicing businesses without their open
// invoices and bills, with them (habits learnt from the paid history), with their due dates only and
// with every party's true habit (the oracle); scores how often each puts an invoice's receipt in
// the right week; and times the placement of 1,000 open invoices against the engine.
import { backtest, originsOf } from './forecast/backtest.js';
import { invoiceBusinesses } from './forecast/invoiceBusinesses.js';
import type { InvoiceBusiness } from './forecast/invoiceBusinesses.js';
import {
  DUE_DATES,
  invoiceMethod,
  LEARNT,
  ORACLE_HABITS,
  scoreReceiptWeeks,
  trueTiming,
  dueDateTiming,
} from './forecast/invoiceMethods.js';
import type { ReceiptWeeks } from './forecast/invoiceMethods.js';
import { timeInvoices } from './forecast/invoiceSpeed.js';
import { ledgerHistory } from './forecast/ledgerHistory.js';
import { ENGINE } from './forecast/methods.js';
import { balanceWape, coverageAll } from './forecast/metrics.js';
import type { Scores } from './forecast/metrics.js';
import { horizonTable, methodTable, num, pct, table } from './forecast/report.js';

function print(text: string): void {
  process.stdout.write(`${text}\n`);
}

const started = performance.now();
const businesses = invoiceBusinesses();
const byLedger = new Map(businesses.map((b) => [b.ledger, b]));
const without = { ...ENGINE, name: 'engine without invoices' };
const learnt = invoiceMethod(LEARNT, byLedger);
const oracle = invoiceMethod(ORACLE_HABITS, byLedger);
const methods = [without, learnt, invoiceMethod(DUE_DATES, byLedger), oracle];
const result = backtest(
  businesses.map((b) => b.ledger),
  methods,
);
print(
  `\n## Invoicing businesses: ${result.ledgers} ledgers, ${result.origins} origins (${((performance.now() - started) / 1000).toFixed(1)} s)\n`,
);
const items = businesses.reduce((sum, b) => sum + b.items.length, 0);
print(
  `${items} invoices and bills; customers on time, 2 weeks late, erratic, part payers and one who never pays.\n`,
);
print(methodTable(result.scores));
print('\nEngine with invoices (learnt habits) per horizon:\n');
print(horizonTable(result.scores.get(learnt.name) as Scores));

const receipts = (
  name: string,
  timingOf: (b: InvoiceBusiness) => ReturnType<typeof trueTiming> | undefined,
) => {
  const tally: ReceiptWeeks = { receipts: 0, inModeWeek: 0, actualCents: 0, overlapCents: 0 };
  for (const business of businesses) {
    const timing = timingOf(business);
    for (const origin of originsOf(ledgerHistory(business.ledger))) {
      scoreReceiptWeeks(tally, business, origin, timing);
    }
  }
  return [
    name,
    String(tally.receipts),
    pct(tally.inModeWeek / tally.receipts),
    pct(tally.overlapCents / tally.actualCents),
  ];
};
print('\nReceipt-week accuracy (receipts within 13 weeks of invoices open at each origin):\n');
print(
  table(
    ['placement', 'receipts', 'in the most likely week', 'money in the right week'],
    [
      receipts('learnt habits', () => undefined),
      receipts('due dates', () => dueDateTiming('invoice')),
      receipts('true habits (oracle)', (b) => trueTiming(b, 'invoice')),
    ],
  ),
);

const withScores = result.scores.get(learnt.name) as Scores;
const withoutScores = result.scores.get(without.name) as Scores;
const oracleScores = result.scores.get(oracle.name) as Scores;
const w4 = balanceWape(withScores, 4);
print('\nTargets:\n');
for (const [label, ok] of [
  [
    `balance WAPE week 4 with invoices <= 0.8 x without: ${num(w4)} vs ${num(0.8 * balanceWape(withoutScores, 4))} (without ${num(balanceWape(withoutScores, 4))})`,
    w4 <= 0.8 * balanceWape(withoutScores, 4),
  ],
  [
    `balance WAPE week 4 with invoices <= 1.2 x the oracle's: ${num(w4)} vs ${num(1.2 * balanceWape(oracleScores, 4))} (oracle ${num(balanceWape(oracleScores, 4))})`,
    w4 <= 1.2 * balanceWape(oracleScores, 4),
  ],
] as [string, boolean][]) {
  print(`- ${ok ? 'PASS' : 'FAIL'} ${label}`);
}
print(
  `\nBand coverage with invoices: ${pct(coverageAll(withScores))} (without: ${pct(coverageAll(withoutScores))}).`,
);

print('\n## Speed (median CPU time)\n');
print(timeInvoices());
