// 200 rules of the kinds a bookkeeper keeps: most on a payee (as learning makes them), the rest
// on description words, prefixes, amounts with a direction, patterns and exact descriptions.
import { normalisePayee } from '../../src/index.js';
import type { Rule, RuleCondition, Transaction } from '../../src/index.js';

export function benchRules(transactions: readonly Transaction[], count = 200): Rule[] {
  const keys = [
    ...new Set(transactions.slice(0, 50_000).map((t) => normalisePayee(t.description))),
  ];
  const rules: Rule[] = [];
  const add = (conditions: RuleCondition[], category: string) =>
    rules.push({ id: `bench-${rules.length + 1}`, conditions, actions: { category } });
  for (let i = 0; rules.length < count * 0.6; i += 1) {
    // Real keys while they last, then payees this ledger does not have.
    const key = keys[i] ?? `vendor number ${String.fromCharCode(97 + (i % 26))} ${i}`;
    add([{ kind: 'payee', value: key }], `Category ${i % 12}`);
  }
  const words = ['acme', 'supply', 'services', 'studio', 'market', 'consult', 'labs', 'group'];
  for (let i = 0; rules.length < count * 0.8; i += 1) {
    add(
      [{ kind: 'description', op: 'contains', value: `${words[i % words.length]} ${i}` }],
      'Contains',
    );
  }
  for (let i = 0; rules.length < count * 0.88; i += 1) {
    add([{ kind: 'description', op: 'startsWith', value: `zz vendor ${i}` }], 'Prefix');
  }
  for (let i = 0; rules.length < count * 0.95; i += 1) {
    add(
      [
        { kind: 'direction', value: 'outflow' },
        { kind: 'amountBetween', min: 10_000 + i, max: 10_000.5 + i },
      ],
      'Amount',
    );
  }
  for (let i = 0; rules.length < count * 0.98; i += 1) {
    add([{ kind: 'pattern', value: `^pos ${i}\\d+ (north|south) store` }], 'Pattern');
  }
  for (let i = 0; rules.length < count; i += 1) {
    add([{ kind: 'description', op: 'equals', value: `standing order ${i}` }], 'Equals');
  }
  return rules;
}
