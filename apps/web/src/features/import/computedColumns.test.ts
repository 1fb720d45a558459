import type { TransformationResult } from '@cashline/ai';
import { importCsvPacked, unpackTransactions } from '@cashline/core';
import type { PackedImportSummary } from '@cashline/core';
import { describe, expect, it } from 'vitest';
import { categorySourcesLine } from './withRules';
import { computedColumnsOf, withComputedSources } from './computedColumns';

const transformed = [
  'Date,Description,Amount,AI Category',
  '2024-03-01,Harbor Properties lease,-2400.00,Rent',
  '2024-03-02,Square payout,1385.20,Sales',
  '2024-03-03,Shell station,-40.00,Transportation',
].join('\n');

function read(text: string): PackedImportSummary {
  const result = importCsvPacked(text, { fileName: 'march.csv', today: '2024-04-01' });
  if (!result.ok) throw new Error(result.error.message);
  return result.value;
}

const result: TransformationResult = {
  originalData: [],
  transformedData: [],
  transformations: [],
  newColumns: ['AI Category'],
  outcomes: [
    {
      id: 'categorise',
      name: 'Categorise descriptions',
      sourceColumn: 'Description',
      targetColumn: 'AI Category',
      transformationType: 'categorize',
      categorisedBy: ['rule', 'ai', 'heuristic'],
    },
  ],
};

describe('categories from a column the AI wrote', () => {
  it('are stored as the AI’s, the rules’ or the keywords’, row by row, and the preview says so', () => {
    const summary = read(transformed);
    expect(summary.mapping.category).toBe('AI Category');
    const relabelled = withComputedSources(summary, computedColumnsOf(result, 'march.csv'));
    const rows = unpackTransactions(relabelled.transactions);
    expect(rows.map((t) => [t.category, t.categorySource])).toEqual([
      ['Rent', 'rule'],
      ['Sales', 'ai'],
      ['Transportation', 'heuristic'],
    ]);
    expect(categorySourcesLine(relabelled.transactions)).toBe(
      'Categories: 1 by your rules, 1 by the AI, 1 by keywords.',
    );
  });

  it('leave a file’s own category column as the file’s', () => {
    const own = read(transformed.replace('AI Category', 'Category'));
    const relabelled = withComputedSources(own, computedColumnsOf(result, 'march.csv'));
    expect(
      unpackTransactions(relabelled.transactions).every((t) => t.categorySource === 'import'),
    ).toBe(true);
  });
});
