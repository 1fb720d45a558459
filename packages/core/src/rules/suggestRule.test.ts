import { describe, expect, it } from 'vitest';
import { applyRules } from './applyRules.js';
import { payeeAsWritten, suggestRule } from './suggestRule.js';
import { row, rule } from '../testing/ruleRows.js';

const awsRows = Array.from({ length: 15 }, (_, i) =>
  row(`aws-${i}`, `CARD ${1000 + i} AWS EMEA ${4000 + i}`, -100 - i),
);
const ledger = [...awsRows, row('rent', 'OFFICE RENT', -2000)];

describe('suggestRule', () => {
  it('offers a rule on the normalised payee, counting the other transactions it matches', () => {
    const suggestion = suggestRule(ledger, awsRows[0]!, 'Software');
    expect(suggestion?.sentence).toBe(
      "Always put 'AWS EMEA' in Software? 14 other transactions match.",
    );
    expect(suggestion?.rule.conditions).toEqual([{ kind: 'payee', value: 'aws emea' }]);
    expect(suggestion?.rule.actions).toEqual({ category: 'Software' });
    expect(suggestion?.otherMatches).toBe(14);
  });

  it('accepting it categorises the other transactions of that payee', () => {
    const suggestion = suggestRule(ledger, awsRows[0]!, 'Software')!;
    const changes = applyRules(ledger, [suggestion.rule]);
    expect(changes).toHaveLength(15);
    expect(changes.every((change) => change.set.category === 'Software')).toBe(true);
  });

  it('says when no other or one other transaction matches', () => {
    expect(suggestRule(ledger, ledger[15]!, 'Rent')?.sentence).toBe(
      "Always put 'OFFICE RENT' in Rent? No other transaction matches yet.",
    );
    const two = [...ledger, row('rent-2', 'OFFICE RENT', -2000)];
    expect(suggestRule(two, ledger[15]!, 'Rent')?.sentence).toMatch(
      /1 other transaction matches\.$/,
    );
  });

  it('offers nothing when a rule on that payee already gives the category', () => {
    const existing = [rule('r', [{ kind: 'payee', value: 'AWS EMEA' }], { category: 'Software' })];
    expect(suggestRule(ledger, awsRows[0]!, 'Software', existing)).toBeNull();
    expect(suggestRule(ledger, awsRows[0]!, 'Hosting', existing)).not.toBeNull();
  });
});

describe('payeeAsWritten', () => {
  it('keeps the description’s own spelling of the payee', () => {
    expect(payeeAsWritten('CARD 0923 AWS EMEA 4491')).toBe('AWS EMEA');
    expect(payeeAsWritten('Gusto Payroll 0115')).toBe('Gusto Payroll');
  });
});
