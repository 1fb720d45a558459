import { customReportDefinitionSchema } from '@cashline/core';
import type {
  CustomPeriodPreset,
  CustomReportDefinition,
  CustomReportGrouping,
  CustomReportFilters,
} from '@cashline/core';

/** The custom report form as typed: dates and amounts stay text until the definition is read. */
export type ReportDraft = {
  name: string;
  period: CustomPeriodPreset | 'range';
  from: string;
  to: string;
  grouping: CustomReportGrouping;
  direction: CustomReportFilters['direction'];
  categories: string[];
  text: string;
  minAmount: string;
  maxAmount: string;
};

/** A new report: the period picker's first option, grouped by category, no filters. */
export function newDraft(asOf: string): ReportDraft {
  return {
    name: '',
    period: 'this-month',
    from: asOf.slice(0, 8) + '01',
    to: asOf,
    grouping: 'category',
    direction: 'all',
    categories: [],
    text: '',
    minAmount: '',
    maxAmount: '',
  };
}

export function draftOf(definition: CustomReportDefinition, asOf: string): ReportDraft {
  const { period, filters } = definition;
  const base = newDraft(asOf);
  return {
    name: definition.name,
    period: period.kind === 'range' ? 'range' : period.preset,
    from: period.kind === 'range' ? period.from : base.from,
    to: period.kind === 'range' ? period.to : base.to,
    grouping: definition.grouping,
    direction: filters.direction,
    categories: filters.categories,
    text: filters.text,
    minAmount: filters.minAmount === undefined ? '' : String(filters.minAmount),
    maxAmount: filters.maxAmount === undefined ? '' : String(filters.maxAmount),
  };
}

export type DraftReading =
  { ok: true; definition: CustomReportDefinition } | { ok: false; message: string };

const amountOf = (text: string): number | undefined =>
  text.trim() === '' ? undefined : Number(text);

/**
 * The definition the form describes, or what is wrong with it in words. An unnamed draft still
 * shows its report (it is named "Custom report" until saved).
 */
export function readDraft(draft: ReportDraft): DraftReading {
  const parsed = customReportDefinitionSchema.safeParse({
    name: draft.name.trim() === '' ? 'Custom report' : draft.name,
    period:
      draft.period === 'range'
        ? { kind: 'range', from: draft.from, to: draft.to }
        : { kind: 'preset', preset: draft.period },
    grouping: draft.grouping,
    filters: {
      direction: draft.direction,
      categories: draft.categories,
      text: draft.text,
      minAmount: amountOf(draft.minAmount),
      maxAmount: amountOf(draft.maxAmount),
    },
  });
  if (parsed.success) return { ok: true, definition: parsed.data };
  const issue = parsed.error.issues[0];
  const field = issue?.path.join('.') ?? '';
  if (/minAmount|maxAmount/.test(field) && issue?.code !== 'custom') {
    return { ok: false, message: 'Amounts must be numbers of 0 or more.' };
  }
  if (/from|to/.test(field) && issue?.code !== 'custom') {
    return { ok: false, message: 'Pick both dates of the period.' };
  }
  return { ok: false, message: issue ? `${issue.message}.` : 'The report cannot be read.' };
}
