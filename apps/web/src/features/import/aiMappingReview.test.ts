import { describe, expect, it } from 'vitest';
import { reviewAiMapping } from './aiMappingReview';

const own = { date: 'Date', description: 'Description', amount: 'Amount', balance: 'Balance' };

describe('the AI column mapping under review', () => {
  it('is applied when it agrees with the file on the date and money columns', () => {
    const ai = { ...own, description: 'Memo', category: 'AI Category' };
    expect(reviewAiMapping({ source: 'ai', mapping: ai, confidence: 0.9, notes: '' }, own)).toEqual(
      {
        choices: { mapping: ai },
        tone: 'info',
        notes: ["The AI's column mapping is applied. Check it below before importing."],
        aiFailed: false,
      },
    );
  });

  it('gives way to the file’s own reading when it reads the amount elsewhere, and says so', () => {
    const ai = { ...own, amount: 'Running Total' };
    const review = reviewAiMapping({ source: 'ai', mapping: ai, confidence: 0.9, notes: '' }, own);
    expect(review.choices).toBeNull();
    expect(review.tone).toBe('warning');
    expect(review.notes).toEqual([
      'Amount: the AI suggested “Running Total”, but the file reads as “Amount”, which is kept. ' +
        'Choose another column below if the AI is right.',
    ]);
  });

  it('names every field of disagreement, a missing one as no column', () => {
    const ai = { description: 'Description', debit: 'Out', credit: 'In' };
    const review = reviewAiMapping({ source: 'ai', mapping: ai, confidence: 0.5, notes: '' }, own);
    expect(review.notes.map((note) => note.split(':')[0])).toEqual([
      'Date',
      'Amount',
      'Debit',
      'Credit',
    ]);
    expect(review.notes[0]).toContain('the AI suggested no column');
  });

  it('says the AI mapping failed and keeps the file’s own reading', () => {
    const review = reviewAiMapping(
      {
        source: 'fallback',
        error: 'OpenRouter API error: 500 - down',
        mapping: own,
        confidence: 0,
        notes: '',
      },
      own,
    );
    expect(review).toMatchObject({ choices: null, aiFailed: true });
    expect(review.notes[0]).toMatch(/^AI mapping failed, used fallback/);
  });
});
