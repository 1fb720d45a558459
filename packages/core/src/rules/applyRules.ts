import { normalisePayee } from '../forecast/engine/normalisePayee.js';
import type { Transaction } from '../transaction.js';
import {
  compileRule,
  FIELD,
  toAbsCents,
  type CompiledRule,
  type PreparedRow,
} from './compileRule.js';
import type { Rule } from './ruleSchema.js';

/** A transaction as rules see it: the account id is read when the ledger has accounts. */
export type RuleTarget = Transaction & { accountId?: string };

/** The fields a rule changes on a transaction. */
export type RuleEdit = {
  category?: string;
  merchant?: string;
  note?: string;
  transferId?: string;
};

/** One transaction a rule set would change: what changes, and which rule (id) set each field. */
export type RuleChange = {
  index: number;
  transactionId: string;
  set: RuleEdit;
  by: Partial<Record<keyof RuleEdit, string>>;
};

export type ApplyRulesOptions = {
  /** Let rules replace a category the user chose by hand (categorySource 'manual'). */
  overrideManual?: boolean;
};

/** The transfer id a rule gives a transaction it marks as a transfer. */
export function ruleTransferId(transaction: Transaction): string {
  return `rule-transfer-${transaction.id}`;
}

/** Rule indexes in order, with the fields the rules from each position on can still set. */
type Candidates = { indexes: readonly number[]; fieldsFrom: Uint8Array };

/** Rules compiled once, with their order, and looked up by payee key. */
class RuleSet {
  private readonly rules: CompiledRule[];
  private readonly unindexed: Candidates;
  private readonly byPayee = new Map<string, number[]>();
  private readonly merged = new Map<string, Candidates>();
  readonly needsPayee: boolean;

  constructor(rules: readonly Rule[]) {
    this.rules = rules.map(compileRule);
    const unindexed: number[] = [];
    this.rules.forEach((compiled, index) => {
      if (compiled.payeeKey === undefined) unindexed.push(index);
      else {
        const list = this.byPayee.get(compiled.payeeKey) ?? [];
        list.push(index);
        this.byPayee.set(compiled.payeeKey, list);
      }
    });
    this.unindexed = this.candidatesOf(unindexed);
    this.needsPayee = this.byPayee.size > 0;
  }

  rule(index: number): CompiledRule {
    return this.rules[index]!;
  }

  private candidatesOf(indexes: readonly number[]): Candidates {
    const fieldsFrom = new Uint8Array(indexes.length + 1);
    for (let i = indexes.length - 1; i >= 0; i -= 1) {
      fieldsFrom[i] = fieldsFrom[i + 1]! | this.rules[indexes[i]!]!.fields;
    }
    return { indexes, fieldsFrom };
  }

  /** The rules that may match a payee key, in their order. */
  candidates(payee: string | undefined): Candidates {
    if (payee === undefined) return this.unindexed;
    const indexed = this.byPayee.get(payee);
    if (indexed === undefined) return this.unindexed;
    let merged = this.merged.get(payee);
    if (merged === undefined) {
      merged = this.candidatesOf([...indexed, ...this.unindexed.indexes].sort((a, b) => a - b));
      this.merged.set(payee, merged);
    }
    return merged;
  }
}

/**
 * Prepares each transaction once: cents at once, the lower-cased description and the payee key
 * when a condition first asks for them (a row a payee rule decides is never lower-cased). Not
 * cached by description: bank descriptions are mostly distinct (dates, references), and hashing
 * them costs more than the key, which caches by the description's shape itself.
 */
function rowPreparer(): (transaction: RuleTarget) => PreparedRow {
  let description = '';
  let key: string | undefined;
  let lower: string | undefined;
  const row: PreparedRow = {
    lower: () => {
      if (lower === undefined) lower = description.toLowerCase();
      return lower;
    },
    payee: () => {
      if (key === undefined) key = normalisePayee(description);
      return key;
    },
    cents: 0,
    type: 'outflow',
    accountId: undefined,
  };
  return (transaction) => {
    description = transaction.description;
    key = undefined;
    lower = undefined;
    row.cents = toAbsCents(transaction.amount);
    row.type = transaction.type;
    row.accountId = transaction.accountId;
    return row;
  };
}

function editOf(
  transaction: Transaction,
  decided: readonly (CompiledRule | undefined)[],
): RuleChange | undefined {
  const set: RuleEdit = {};
  const by: RuleChange['by'] = {};
  const category = decided[0]?.rule;
  if (
    category !== undefined &&
    (transaction.category !== category.actions.category || transaction.categorySource !== 'rule')
  ) {
    set.category = category.actions.category!;
    by.category = category.id;
  }
  const payee = decided[1]?.rule;
  if (payee !== undefined && transaction.merchant !== payee.actions.payee) {
    set.merchant = payee.actions.payee!;
    by.merchant = payee.id;
  }
  const note = decided[2]?.rule;
  if (note !== undefined && transaction.note !== note.actions.note) {
    set.note = note.actions.note!;
    by.note = note.id;
  }
  const transfer = decided[3]?.rule;
  if (transfer !== undefined && transaction.transferId === undefined) {
    set.transferId = ruleTransferId(transaction);
    by.transferId = transfer.id;
  }
  return by.category === undefined &&
    by.merchant === undefined &&
    by.note === undefined &&
    by.transferId === undefined
    ? undefined
    : { index: -1, transactionId: transaction.id, set, by };
}

const BITS = [FIELD.category, FIELD.payee, FIELD.note, FIELD.transfer] as const;
const ALL_FIELDS = FIELD.category | FIELD.payee | FIELD.note | FIELD.transfer;

/**
 * Runs ordered rules over transactions: for each field (category, payee, note, transfer) the
 * first rule whose conditions all hold sets it. A category chosen by hand is kept unless
 * `overrideManual`. Returns only the transactions that change; a category a rule sets again is a
 * change when it was not yet credited to a rule (its source becomes 'rule').
 */
export function applyRules(
  transactions: readonly RuleTarget[],
  rules: readonly Rule[],
  options: ApplyRulesOptions = {},
): RuleChange[] {
  const changes: RuleChange[] = [];
  if (rules.length === 0) return changes;
  const set = new RuleSet(rules);
  const prepare = rowPreparer();
  const decided: (CompiledRule | undefined)[] = [undefined, undefined, undefined, undefined];
  for (let index = 0; index < transactions.length; index += 1) {
    const transaction = transactions[index]!;
    const row = prepare(transaction);
    let need = ALL_FIELDS;
    if (transaction.categorySource === 'manual' && options.overrideManual !== true) {
      need &= ~FIELD.category;
    }
    decided.fill(undefined);
    let matched = false;
    const { indexes, fieldsFrom } = set.candidates(set.needsPayee ? row.payee() : undefined);
    for (let k = 0; k < indexes.length; k += 1) {
      // No rule from here on can set a field still open.
      if ((fieldsFrom[k]! & need) === 0) break;
      const compiled = set.rule(indexes[k]!);
      const fields = compiled.fields & need;
      if (fields === 0 || !compiled.test(row)) continue;
      matched = true;
      for (let field = 0; field < BITS.length; field += 1) {
        if ((fields & BITS[field]!) !== 0) decided[field] = compiled;
      }
      need &= ~fields;
      if (need === 0) break;
    }
    if (!matched) continue;
    const change = editOf(transaction, decided);
    if (change !== undefined) {
      change.index = index;
      changes.push(change);
    }
  }
  return changes;
}

/** The transactions with the rules' changes made; the others are the same objects. */
export function withRuleChanges(
  transactions: readonly Transaction[],
  changes: readonly RuleChange[],
): Transaction[] {
  const result = transactions.slice();
  for (const change of changes) {
    const before = result[change.index]!;
    result[change.index] =
      change.set.category === undefined
        ? { ...before, ...change.set }
        : { ...before, ...change.set, categorySource: 'rule' };
  }
  return result;
}

/** What one rule would change if applied to the transactions now (a rule's preview). */
export function previewRule(
  transactions: readonly RuleTarget[],
  rule: Rule,
  options: ApplyRulesOptions = {},
): RuleChange[] {
  return applyRules(transactions, [rule], options);
}

/** How many transactions a rule's conditions match, changed or not. */
export function matchCount(transactions: readonly RuleTarget[], rule: Rule): number {
  const compiled = compileRule(rule);
  const prepare = rowPreparer();
  let count = 0;
  // By index, as in `countsOf`: a whole-ledger for...of allocates per row.
  for (let i = 0; i < transactions.length; i += 1) {
    const transaction = transactions[i] as RuleTarget;
    if (compiled.test(prepare(transaction))) count += 1;
  }
  return count;
}

/** How many transactions each rule's conditions match now, in one pass (the rules page). */
export function matchCounts(transactions: readonly RuleTarget[], rules: readonly Rule[]): number[] {
  const counts = rules.map(() => 0);
  if (rules.length === 0) return counts;
  const set = new RuleSet(rules);
  const prepare = rowPreparer();
  // By index, as in `countsOf`: a whole-ledger for...of allocates per row.
  for (let i = 0; i < transactions.length; i += 1) {
    const transaction = transactions[i] as RuleTarget;
    const row = prepare(transaction);
    const { indexes } = set.candidates(set.needsPayee ? row.payee() : undefined);
    for (const index of indexes) if (set.rule(index).test(row)) counts[index]! += 1;
  }
  return counts;
}

const DESCRIPTION_KINDS: ReadonlySet<string> = new Set(['description', 'pattern', 'payee']);

/**
 * The category the rules give a description alone, compiled once: for the AI batch, which sees
 * descriptions only. Rules that also look at the amount, direction or account are left out.
 */
export function descriptionCategoriser(
  rules: readonly Rule[],
): (description: string) => string | undefined {
  const usable = rules.filter(
    (rule) =>
      rule.actions.category !== undefined &&
      rule.conditions.every((condition) => DESCRIPTION_KINDS.has(condition.kind)),
  );
  const set = new RuleSet(usable);
  const prepare = rowPreparer();
  return (description) => {
    const row = prepare({
      id: 'description',
      date: '2000-01-01',
      description,
      amount: 0,
      type: 'outflow',
      category: '',
    });
    for (const index of set.candidates(set.needsPayee ? row.payee() : undefined).indexes) {
      const compiled = set.rule(index);
      if (compiled.test(row)) return compiled.rule.actions.category;
    }
    return undefined;
  };
}
