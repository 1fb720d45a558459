import { newestDayClosing } from '../analytics/closingBalance.js';
import { checkAmountsAgainstBalanceOfColumns } from '../import/balanceCheck.js';
import { toCents } from '../money.js';
import type { Cents } from '../money.js';
import type { Bucket, StatementColumns } from './balanceBuckets.js';

/**
 * Whether the statement's balances count what is owed as positive (a card statement's "balance"
 * grows with each purchase): the amounts then explain the balances only with the sign turned.
 */
function balancesOwedPositive(statement: StatementColumns): boolean {
  const { amount, balance } = statement;
  const count = amount.length;
  const asIs = checkAmountsAgainstBalanceOfColumns({ count, amount, balance });
  if (asIs === null || asIs.disagree === 0) return false;
  const turned = checkAmountsAgainstBalanceOfColumns({
    count,
    amount,
    balance: balance.map((b) => -b),
  });
  return turned !== null && turned.disagree < asIs.disagree;
}

/**
 * The account's balance from its statement: the newest day's closing balance among the running
 * balances (see `newestDayClosing`) plus the transactions without one from that day on; null when
 * no transaction carries a balance.
 */
export function statementBalance(bucket: Bucket): Cents | null {
  const { statement } = bucket;
  if (statement === null) return null;
  const sign = balancesOwedPositive(statement) ? -1 : 1;
  let newestKey = -Infinity;
  for (const key of statement.keys) if (key > newestKey) newestKey = key;
  const candidates: { cents: Cents; balanceCents: Cents }[] = [];
  for (let k = 0; k < statement.keys.length; k += 1) {
    if (statement.keys[k] !== newestKey) continue;
    candidates.push({
      cents: statement.cents[k] as Cents,
      balanceCents: toCents(sign * (statement.balance[k] as number)),
    });
  }
  const closing = newestDayClosing(candidates);
  if (closing === null) return null;
  let later = 0;
  for (let k = 0; k < bucket.keys.length; k += 1) {
    if ((bucket.keys[k] as number) >= newestKey) later += bucket.unbalancedCents[k] as Cents;
  }
  return closing + later;
}
