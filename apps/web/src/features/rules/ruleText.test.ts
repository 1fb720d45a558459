import { describe, expect, it } from 'vitest';
import { ruleText } from './ruleText';

describe('ruleText', () => {
  it('says a rule in one line', () => {
    expect(
      ruleText({
        id: 'r',
        conditions: [
          { kind: 'payee', value: 'aws emea' },
          { kind: 'amountBetween', min: 10, max: 500 },
          { kind: 'direction', value: 'outflow' },
        ],
        actions: { category: 'Software', note: 'Cloud', transfer: true },
      }),
    ).toBe(
      "If payee is 'aws emea' and amount between 10.00 and 500.00 and money out: category Software, note 'Cloud', mark as transfer",
    );
  });
});
