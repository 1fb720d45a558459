import type { TransformationOutcome, TransformationResult } from '@cashline/ai';
import { describe, expect, it } from 'vitest';
import { transformSummary } from './transformSummary';

function result(outcomes: TransformationOutcome[], newColumns: string[]): TransformationResult {
  return { originalData: [], transformedData: [], transformations: [], newColumns, outcomes };
}

const categorised: TransformationOutcome = {
  id: 'c',
  name: 'Categorise',
  sourceColumn: 'Description',
  targetColumn: 'AI Category',
  categorisation: { rows: 1, byAi: 1, fallbacks: [], distinct: 1, calls: 1, cancelled: false },
};

describe('what the page says after applying transformations', () => {
  it('says every row is the AI’s when it is, in green', () => {
    expect(transformSummary(result([categorised], ['AI Category']), true)).toEqual({
      tone: 'success',
      headline: 'Applied 1 of 1 transformations (new columns: AI Category).',
      details: ['AI Category: the AI categorised the 1 row.'],
    });
  });

  it("says how many rows the user's rules categorised before the AI got the rest", () => {
    const ruled: TransformationOutcome = {
      ...categorised,
      categorisation: { ...categorised.categorisation!, rows: 450, byAi: 250, byRules: 200 },
    };
    expect(transformSummary(result([ruled], ['AI Category']), true)).toEqual({
      tone: 'success',
      headline: 'Applied 1 of 1 transformations (new columns: AI Category).',
      details: [
        'AI Category: your rules categorised 200 rows, so only the other 250 went to the AI, which categorised 250.',
      ],
    });
  });

  it('names a transformation that was not applied and one applied only in part', () => {
    const partial: TransformationOutcome = {
      ...categorised,
      categorisation: {
        rows: 1000,
        byAi: 600,
        fallbacks: [
          { reason: "The AI's reply was cut off at its limit of 1,664 tokens.", rows: 399 },
          { reason: 'The description has no words to categorise.', rows: 1 },
        ],
        distinct: 700,
        calls: 4,
        cancelled: false,
      },
    };
    const refused: TransformationOutcome = {
      id: 'o',
      name: 'clean Description',
      sourceColumn: 'Description',
      targetColumn: 'Amount',
      error: 'It would overwrite the file\'s column "Amount".',
    };
    expect(transformSummary(result([partial, refused], ['AI Category']), false)).toEqual({
      tone: 'warning',
      headline:
        'Applied 1 of 2 transformations (new columns: AI Category), 1 only in part. (Auto-save failed)',
      details: [
        'AI Category: the AI categorised 600 of 1,000 rows; 400 rows got keyword categories ' +
          "instead (399 rows: The AI's reply was cut off at its limit of 1,664 tokens; 1 row: " +
          'The description has no words to categorise).',
        'Not applied: clean Description. It would overwrite the file\'s column "Amount".',
      ],
    });
  });
});
