import { describe, expect, it } from 'vitest';
import type { ScenarioLayer, UpcomingRecurring } from '@cashline/core';
import {
  draftFromLayer,
  draftFromSeries,
  draftFromTransaction,
  emptyDraft,
  layerFromDraft,
} from './layerDraft';

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

describe('layers filled in from elsewhere', () => {
  const rent: UpcomingRecurring = {
    key: 'rent-oak',
    description: 'ACH RENT OAK ST 1234',
    payee: 'Rent Oak St',
    category: 'Rent',
    cadence: 'monthly',
    amount: -1000,
    dates: ['2024-07-01'],
    confidence: 1,
    choice: null,
  };

  it('stops a found series from the first day, and keeps it when the type changes to a delay', () => {
    const draft = draftFromSeries(rent, '2024-07-01', 'main');
    expect(layerFromDraft(draft, 'l1')).toEqual({
      ok: true,
      layer: {
        id: 'l1',
        type: 'removeSeries',
        name: 'Rent Oak St',
        start: '2024-07-01',
        accountId: 'main',
        target: { by: 'series', key: 'rent-oak' },
      },
    });
    const delayed = { ...draft, type: 'delay' as const, days: '10' };
    expect(layerFromDraft(delayed, 'l2')).toMatchObject({
      ok: true,
      layer: { type: 'delay', target: { by: 'series', key: 'rent-oak' }, days: 10 },
    });
  });

  it("makes a transaction a one-off on its next month-day from the forecast's first day", () => {
    // Paid 31 Jan 2024: 29 Feb, 31 Mar, 30 Apr… the first on or after 1 Jul is 31 Jul.
    const draft = draftFromTransaction(
      { date: '2024-01-31', description: 'Insurance', amount: -450.5, accountId: 'savings' },
      '2024-07-01',
      'main',
    );
    expect(layerFromDraft(draft, 'l1')).toEqual({
      ok: true,
      layer: {
        id: 'l1',
        type: 'oneOff',
        name: 'Insurance',
        start: '2024-07-31',
        accountId: 'savings',
        amount: -450.5,
      },
    });
    // Made recurring, it keeps its amount and direction.
    const monthly = layerFromDraft({ ...draft, type: 'recurring' }, 'l2');
    expect(monthly).toMatchObject({ ok: true, layer: { amount: -450.5, cadence: 'monthly' } });
  });

  it('puts a receipt a month on, in the default account when it has none', () => {
    const draft = draftFromTransaction(
      { date: '2024-06-20', description: 'Grant', amount: 5000, accountId: undefined },
      '2024-07-01',
      'main',
    );
    expect(draft).toMatchObject({
      start: '2024-07-20',
      accountId: 'main',
      direction: 'in',
      amount: '5000',
    });
  });
});
