import { scenarioLayerSchema } from '@cashline/core';
import { addMonths } from '@cashline/core';
import type {
  LayerCadence,
  ScenarioLayer,
  ScenarioLayerType,
  SeriesTarget,
  Transaction,
  UpcomingRecurring,
} from '@cashline/core';

/** A layer as its form holds it: every field as typed, whichever the type uses. */
export type LayerDraft = {
  type: ScenarioLayerType;
  name: string;
  start: string;
  end: string;
  accountId: string;
  direction: 'out' | 'in';
  amount: string;
  cadence: LayerCadence;
  monthlySalary: string;
  employerCostPercent: string;
  headcount: string;
  principal: string;
  annualRatePercent: string;
  termMonths: string;
  /** `series:<key>` or `category:<name>`. */
  target: string;
  percent: string;
  days: string;
};

export function emptyDraft(type: ScenarioLayerType, start: string, accountId: string): LayerDraft {
  return {
    type,
    name: '',
    start,
    end: '',
    accountId,
    direction: 'out',
    amount: '',
    cadence: 'monthly',
    monthlySalary: '',
    employerCostPercent: '0',
    headcount: '1',
    principal: '',
    annualRatePercent: '',
    termMonths: '',
    target: '',
    percent: '',
    days: '',
  };
}

/** The number fields each type needs, with the words the form's error names them by. */
const NUMBERS: Record<ScenarioLayerType, [keyof LayerDraft, string][]> = {
  hire: [
    ['monthlySalary', 'monthly salary'],
    ['employerCostPercent', 'employer costs'],
    ['headcount', 'number of people'],
  ],
  recurring: [['amount', 'amount']],
  oneOff: [['amount', 'amount']],
  loan: [
    ['principal', 'amount borrowed'],
    ['annualRatePercent', 'annual rate'],
    ['termMonths', 'term'],
  ],
  removeSeries: [],
  scaleSeries: [['percent', 'percentage']],
  delay: [['days', 'days']],
};

function targetOf(value: string): SeriesTarget | null {
  const at = value.indexOf(':');
  const kind = value.slice(0, at);
  const rest = value.slice(at + 1);
  if (at < 0 || rest === '') return null;
  if (kind === 'series') return { by: 'series', key: rest };
  if (kind === 'category') return { by: 'category', category: rest };
  return null;
}

/** The layer a draft describes, checked by the layer schema; or what to fix, in a sentence. */
export function layerFromDraft(
  draft: LayerDraft,
  id: string,
): { ok: true; layer: ScenarioLayer } | { ok: false; message: string } {
  const numbers: Record<string, number> = {};
  for (const [field, words] of NUMBERS[draft.type]) {
    const text = draft[field].trim();
    const value = Number(text);
    if (text === '' || !Number.isFinite(value))
      return { ok: false, message: `Enter the ${words}.` };
    numbers[field] = value;
  }
  const target = targetOf(draft.target);
  if (['removeSeries', 'scaleSeries', 'delay'].includes(draft.type) && target === null) {
    return { ok: false, message: 'Choose the recurring payment it changes.' };
  }
  const signed = (amount: number) =>
    draft.direction === 'out' ? -Math.abs(amount) : Math.abs(amount);
  const candidate = {
    id,
    type: draft.type,
    name: draft.name.trim(),
    start: draft.start,
    accountId: draft.accountId,
    ...(draft.end === '' ? {} : { end: draft.end }),
    ...numbers,
    ...(numbers.amount === undefined ? {} : { amount: signed(numbers.amount) }),
    ...(draft.type === 'recurring' ? { cadence: draft.cadence } : {}),
    ...(target === null ? {} : { target }),
  };
  const parsed = scenarioLayerSchema.safeParse(candidate);
  if (!parsed.success) {
    const issue = parsed.error.issues[0];
    return { ok: false, message: `${issue?.message ?? 'Check the layer'}.` };
  }
  return { ok: true, layer: parsed.data };
}

/** A saved layer back in its form's fields, to be changed. */
export function draftFromLayer(layer: ScenarioLayer): LayerDraft {
  const draft: LayerDraft = {
    ...emptyDraft(layer.type, layer.start, layer.accountId),
    name: layer.name,
    end: 'end' in layer && layer.end !== undefined ? layer.end : '',
  };
  if ('target' in layer) {
    draft.target =
      layer.target.by === 'series'
        ? `series:${layer.target.key}`
        : `category:${layer.target.category}`;
  }
  switch (layer.type) {
    case 'hire':
      return {
        ...draft,
        monthlySalary: String(layer.monthlySalary),
        employerCostPercent: String(layer.employerCostPercent),
        headcount: String(layer.headcount),
      };
    case 'recurring':
    case 'oneOff':
      return {
        ...draft,
        amount: String(Math.abs(layer.amount)),
        direction: layer.amount < 0 ? 'out' : 'in',
        ...(layer.type === 'recurring' ? { cadence: layer.cadence } : {}),
      };
    case 'loan':
      return {
        ...draft,
        principal: String(layer.principal),
        annualRatePercent: String(layer.annualRatePercent),
        termMonths: String(layer.termMonths),
      };
    case 'scaleSeries':
      return { ...draft, percent: String(layer.percent) };
    case 'delay':
      return { ...draft, days: String(layer.days) };
    case 'removeSeries':
      return draft;
  }
}

/** A found series to stop, change or delay, from the forecast's first day ("Add to a scenario"). */
export function draftFromSeries(
  series: UpcomingRecurring,
  firstDay: string,
  accountId: string,
): LayerDraft {
  return {
    ...emptyDraft('removeSeries', firstDay, accountId),
    name: series.payee,
    target: `series:${series.key}`,
    amount: String(Math.abs(series.amount)),
    direction: series.amount < 0 ? 'out' : 'in',
  };
}

/** Most months looked ahead for a transaction's next month-day in the forecast. */
const MAX_MONTHS_AHEAD = 1200;

/**
 * A transaction happening again ("this happens again in March"): a one-off of its amount and
 * direction on the first of its month-days, a month or more after it, from the forecast's first
 * day on; the form can make it recurring.
 */
export function draftFromTransaction(
  transaction: Pick<Transaction, 'date' | 'description' | 'amount' | 'accountId'>,
  firstDay: string,
  defaultAccountId: string,
): LayerDraft {
  let months = 1;
  let next = addMonths(transaction.date, months);
  while (next < firstDay && months < MAX_MONTHS_AHEAD) {
    months += 1;
    next = addMonths(transaction.date, months);
  }
  return {
    ...emptyDraft(
      'oneOff',
      next < firstDay ? firstDay : next,
      transaction.accountId ?? defaultAccountId,
    ),
    name: transaction.description.slice(0, 200),
    amount: String(Math.abs(transaction.amount)),
    direction: transaction.amount < 0 ? 'out' : 'in',
  };
}
