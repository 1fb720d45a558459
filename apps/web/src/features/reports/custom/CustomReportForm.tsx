import { CUSTOM_PERIOD_LABELS, CUSTOM_PERIOD_PRESETS } from '@cashline/core';
import type { CustomReportFilters, CustomReportGrouping } from '@cashline/core';
import { ChoiceField, TextField } from '../../../components/form/FormFields';
import type { ReportDraft } from './reportDraft';

const periodOptions: ReadonlyArray<{ value: ReportDraft['period']; label: string }> = [
  ...CUSTOM_PERIOD_PRESETS.map((preset) => ({
    value: preset,
    label: CUSTOM_PERIOD_LABELS[preset],
  })),
  { value: 'range', label: 'Dates from – to' },
];

const groupingOptions: ReadonlyArray<{ value: CustomReportGrouping; label: string }> = [
  { value: 'category', label: 'Category' },
  { value: 'group', label: 'Category group' },
  { value: 'month', label: 'Month' },
  { value: 'payee', label: 'Payee' },
  { value: 'account', label: 'Account' },
];

const directionOptions: ReadonlyArray<{ value: CustomReportFilters['direction']; label: string }> =
  [
    { value: 'all', label: 'Inflows and outflows' },
    { value: 'inflow', label: 'Inflows only' },
    { value: 'outflow', label: 'Outflows only' },
  ];

type Props = {
  draft: ReportDraft;
  categories: readonly string[];
  onChange: (draft: ReportDraft) => void;
  /** The currency the report converts amounts into, when it does: the limits are then in it. */
  convertedTo?: string;
};

/** What a custom report covers: its name, period, grouping and filters. */
export function CustomReportForm({ draft, categories, onChange, convertedTo }: Props) {
  const unit = convertedTo ? ` (${convertedTo}, converted)` : '';
  const set = <K extends keyof ReportDraft>(key: K, value: ReportDraft[K]) =>
    onChange({ ...draft, [key]: value });
  const toggleCategory = (category: string, on: boolean) =>
    set(
      'categories',
      on ? [...draft.categories, category] : draft.categories.filter((c) => c !== category),
    );
  return (
    <section className="card custom-report-form" aria-labelledby="custom-report-define">
      <h2 id="custom-report-define" className="card__title">
        Define the report
      </h2>
      <div className="form-grid">
        <TextField label="Report name" value={draft.name} onChange={(name) => set('name', name)} />
        <ChoiceField
          label="Period"
          value={draft.period}
          options={periodOptions}
          onChange={(period) => set('period', period)}
        />
        {draft.period === 'range' && (
          <>
            <TextField
              label="From"
              type="date"
              value={draft.from}
              onChange={(from) => set('from', from)}
            />
            <TextField label="To" type="date" value={draft.to} onChange={(to) => set('to', to)} />
          </>
        )}
        <ChoiceField
          label="Group by"
          value={draft.grouping}
          options={groupingOptions}
          onChange={(grouping) => set('grouping', grouping)}
        />
        <ChoiceField
          label="Direction"
          value={draft.direction}
          options={directionOptions}
          onChange={(direction) => set('direction', direction)}
        />
        <TextField
          label="Description contains"
          value={draft.text}
          onChange={(text) => set('text', text)}
        />
        <TextField
          label={`Smallest amount${unit}`}
          type="number"
          min={0}
          step={0.01}
          value={draft.minAmount}
          onChange={(minAmount) => set('minAmount', minAmount)}
        />
        <TextField
          label={`Largest amount${unit}`}
          type="number"
          min={0}
          step={0.01}
          value={draft.maxAmount}
          onChange={(maxAmount) => set('maxAmount', maxAmount)}
        />
      </div>
      {categories.length > 0 && (
        <fieldset className="custom-report-form__categories">
          <legend>Categories (none ticked: every category)</legend>
          {categories.map((category) => (
            <label key={category} className="checkbox">
              <input
                type="checkbox"
                checked={draft.categories.includes(category)}
                onChange={(event) => toggleCategory(category, event.target.checked)}
              />
              {category}
            </label>
          ))}
        </fieldset>
      )}
    </section>
  );
}
