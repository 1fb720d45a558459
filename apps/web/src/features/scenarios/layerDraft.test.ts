import { describe, expect, it } from 'vitest';
import type { ScenarioLayer } from '@cashline/core';
import { draftFromLayer, emptyDraft, layerFromDraft } from './layerDraft';

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

describe('draftFromLayer', () => {
  it('gives back every layer type as the same layer once read from its form again', () => {
    const common = { name: 'Layer', start: '2026-03-02', accountId: 'main' };
    const layers: ScenarioLayer[] = [
      {
        ...common,
        id: 'a',
        type: 'hire',
        monthlySalary: 9000,
        employerCostPercent: 13.8,
        headcount: 2,
        end: '2026-12-31',
      },
      { ...common, id: 'b', type: 'recurring', amount: -450, cadence: 'quarterly' },
      { ...common, id: 'c', type: 'oneOff', amount: 25_000 },
      {
        ...common,
        id: 'd',
        type: 'loan',
        principal: 200_000,
        annualRatePercent: 7.5,
        termMonths: 36,
      },
      { ...common, id: 'e', type: 'removeSeries', target: { by: 'series', key: 'in|acme' } },
      {
        ...common,
        id: 'f',
        type: 'scaleSeries',
        target: { by: 'category', category: 'Sales' },
        percent: -5,
      },
      { ...common, id: 'g', type: 'delay', target: { by: 'series', key: 'in|acme' }, days: 30 },
    ];
    for (const layer of layers) {
      expect(layerFromDraft(draftFromLayer(layer), layer.id)).toEqual({ ok: true, layer });
    }
  });
});
