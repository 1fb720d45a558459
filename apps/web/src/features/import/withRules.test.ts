import { importCsv } from '@cashline/core';
import type { ImportSummary, Rule } from '@cashline/core';
import { describe, expect, it } from 'vitest';
import { categorySourcesLine, withRules } from './withRules';

function summaryOf(text: string): ImportSummary {
  const result = importCsv(text, { fileName: 'april.csv', today: '2024-05-01' });
  if (!result.ok) throw new Error(result.error.message);
  return result.value;
}

const rule: Rule = {
  id: 'r1',
  conditions: [{ kind: 'payee', value: 'aws emea' }],
  actions: { category: 'Software' },
};

describe('withRules', () => {
  it("categorises the import's rows by the user's rules before the preview", () => {
    const summary = summaryOf(
      'Date,Description,Amount\n2024-04-02,CARD 0402 AWS EMEA 8812,-131.20\n2024-04-03,Office rent,-900\n',
    );
    const ruled = withRules(summary, [rule]);
    expect(ruled.transactions.map((t) => [t.category, t.categorySource])).toEqual([
      ['Software', 'rule'],
      ['Rent', 'heuristic'],
    ]);
    expect(categorySourcesLine(ruled.transactions)).toBe(
      'Categories: 1 by your rules, 1 by keywords.',
    );
  });

  it('leaves the summary as it is without rules', () => {
    const summary = summaryOf('Date,Description,Amount\n2024-04-02,Coffee,-3\n');
    expect(withRules(summary, [])).toBe(summary);
  });
});
