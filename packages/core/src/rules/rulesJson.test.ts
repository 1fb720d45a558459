import { describe, expect, it } from 'vitest';
import { parseRulesJson, rulesToJson } from './rulesJson.js';
import { rule } from '../testing/ruleRows.js';

const rules = [
  rule('a', [{ kind: 'payee', value: 'aws emea' }], { category: 'Software' }),
  rule('b', [{ kind: 'amountBetween', min: 1, max: 5 }], { note: 'small', transfer: true }),
];

describe('rules JSON', () => {
  it('reads back what it wrote, in order', () => {
    expect(parseRulesJson(rulesToJson(rules))).toEqual({ ok: true, value: rules });
  });

  it('refuses text that is not JSON or not a rules file', () => {
    expect(parseRulesJson('{')).toEqual({ ok: false, error: 'This file is not JSON.' });
    expect(parseRulesJson('{"rules": []}')).toEqual({
      ok: false,
      error: 'This is not a Cashline rules file.',
    });
  });

  it('names the rule and field of the first problem', () => {
    const bad = JSON.stringify({
      cashlineRules: 1,
      rules: [
        rules[0],
        { id: 'x', conditions: [{ kind: 'pattern', value: '(?=a)b' }], actions: { category: 'X' } },
      ],
    });
    const result = parseRulesJson(bad);
    expect(result.ok).toBe(false);
    expect(!result.ok && result.error).toMatch(/^Rule 2 \(conditions\.0\.value\): .*look-ahead/);
  });

  it('refuses a rule with nothing to do, and duplicate ids', () => {
    const idle = JSON.stringify({
      cashlineRules: 1,
      rules: [{ id: 'x', conditions: [{ kind: 'direction', value: 'inflow' }], actions: {} }],
    });
    expect(parseRulesJson(idle)).toEqual({
      ok: false,
      error:
        'Rule 1 (actions): A rule must do something: set a category, a payee, a note or mark a transfer',
    });
    const twice = rulesToJson([rules[0]!, rules[0]!]);
    expect(parseRulesJson(twice)).toEqual({ ok: false, error: "Two rules have the id 'a'." });
  });
});
