import { describe, expect, it } from 'vitest';
import { emptyDraft, layerFromDraft } from './layerDraft';

describe('layerFromDraft', () => {
  it('makes a hire of the typed figures', () => {
    const draft = {
      ...emptyDraft('hire', '2026-03-04', 'main'),
      name: 'Two engineers',
      monthlySalary: '9000',
      employerCostPercent: '13.8',
      headcount: '2',
    };
    expect(layerFromDraft(draft, 'l1')).toEqual({
      ok: true,
      layer: {
        id: 'l1',
        type: 'hire',
        name: 'Two engineers',
        start: '2026-03-04',
        accountId: 'main',
        monthlySalary: 9000,
        employerCostPercent: 13.8,
        headcount: 2,
      },
    });
  });

  it('signs a one-off by its direction and keeps an end only where one is typed', () => {
    const draft = {
      ...emptyDraft('oneOff', '2026-05-01', 'main'),
      name: 'Machine',
      amount: '40000',
    };
    expect(layerFromDraft(draft, 'l2')).toMatchObject({ ok: true, layer: { amount: -40_000 } });
    expect(layerFromDraft({ ...draft, direction: 'in' }, 'l2')).toMatchObject({
      layer: { amount: 40_000 },
    });
  });

  it('says what is missing or wrong in a sentence', () => {
    const loan = { ...emptyDraft('loan', '2026-02-01', 'main'), name: 'Loan', principal: '200000' };
    expect(layerFromDraft(loan, 'l3')).toEqual({ ok: false, message: 'Enter the annual rate.' });
    const delay = { ...emptyDraft('delay', '2026-02-01', 'main'), name: 'Late', days: '30' };
    expect(layerFromDraft(delay, 'l4')).toEqual({
      ok: false,
      message: 'Choose the recurring payment it changes.',
    });
    const backwards = { ...delay, target: 'series:in|acme', end: '2026-01-01' };
    expect(layerFromDraft(backwards, 'l4')).toEqual({
      ok: false,
      message: 'The end cannot be before the start.',
    });
    expect(layerFromDraft({ ...backwards, end: '', target: 'category:Sales' }, 'l4')).toMatchObject(
      {
        ok: true,
        layer: { target: { by: 'category', category: 'Sales' }, days: 30 },
      },
    );
  });
});
