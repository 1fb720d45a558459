import { importCsvPacked, unpackTransactions } from '@cashline/core';
import type { PackedImportSummary, Rule } from '@cashline/core';
import { describe, expect, it } from 'vitest';
import { categorySourcesLine, withRules } from './withRules';

function summaryOf(text: string): PackedImportSummary {
  const result = importCsvPacked(text, {
    fileName: 'april.csv',
    today: '2024-05-01',
    existing: [{ id: 'stored-1', date: '2024-04-01', amount: -99, description: 'AWS EMEA 1' }],
  });
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
      'Date,Description,Amount\n2024-04-02,CARD 0402 AWS EMEA 8812,-131.20\n2024-04-03,Office rent,-900\n2024-04-01,AWS EMEA 1,-99\n',
    );
    const ruled = withRules(summary, [rule]);
    expect(
      unpackTransactions(ruled.transactions).map((t) => [t.category, t.categorySource]),
    ).toEqual([
      ['Software', 'rule'],
      ['Rent', 'heuristic'],
    ]);
    // The rows already imported are categorised too: "Import these rows anyway" stores them.
    expect(unpackTransactions(ruled.duplicates.transactions)[0]).toMatchObject({
      category: 'Software',
      categorySource: 'rule',
    });
    expect(categorySourcesLine(ruled.transactions)).toBe(
      'Categories: 1 by your rules, 1 by keywords.',
    );
  });

  it('leaves the summary as it is without rules', () => {
    const summary = summaryOf('Date,Description,Amount\n2024-04-02,Coffee,-3\n');
    expect(withRules(summary, [])).toBe(summary);
  });
});
