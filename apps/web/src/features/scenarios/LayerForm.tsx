import { LAYER_CADENCES, LAYER_TYPE_LABELS } from '@cashline/core';
import type { ScenarioLayer, ScenarioLayerType, UpcomingRecurring } from '@cashline/core';
import { useState } from 'react';
import type { FormEvent } from 'react';
import { ChoiceField, TextField } from '../../components/form/FormFields';
import { draftFromLayer, emptyDraft, layerFromDraft } from './layerDraft';
import type { LayerDraft } from './layerDraft';

const TYPE_OPTIONS = (Object.keys(LAYER_TYPE_LABELS) as ScenarioLayerType[]).map((value) => ({
  value,
  label: LAYER_TYPE_LABELS[value],
}));
const CADENCE_OPTIONS = LAYER_CADENCES.map((value) => ({
  value,
  label: value[0]?.toUpperCase() + value.slice(1),
}));
const DIRECTIONS = [
  { value: 'out', label: 'Money out' },
  { value: 'in', label: 'Money in' },
] as const;
const REPEATING: ReadonlySet<ScenarioLayerType> = new Set([
  'hire',
  'recurring',
  'removeSeries',
  'scaleSeries',
  'delay',
]);
const ON_SERIES: ReadonlySet<ScenarioLayerType> = new Set(['removeSeries', 'scaleSeries', 'delay']);

type LayerFormProps = {
  /** The first day a layer may start: the day after the forecast's as-of date. */
  firstDay: string;
  accounts: readonly { id: string; name: string }[];
  /** The found series a layer may remove, scale or delay. */
  upcoming: readonly UpcomingRecurring[];
  onAdd: (layer: ScenarioLayer) => void;
  /** A saved layer to change: the form starts from it and gives it back under its id. */
  editing?: ScenarioLayer;
  /** A new layer's fields filled in already (from Coming up or a transaction). */
  initial?: LayerDraft;
  onCancel?: () => void;
};

/** What a change of type keeps: a layer filled in from a series or a transaction stays so. */
const kept = ({ name, target, amount, direction }: LayerDraft) => ({
  name,
  target,
  amount,
  direction,
});

function newLayerId(): string {
  const bytes = crypto.getRandomValues(new Uint8Array(9));
  return `layer-${Array.from(bytes, (byte) => byte.toString(16).padStart(2, '0')).join('')}`;
}

function seriesOptions(upcoming: readonly UpcomingRecurring[]) {
  const categories = [...new Set(upcoming.map((series) => series.category))].sort();
  return [
    { value: '', label: 'Choose…' },
    ...upcoming.map((series) => ({ value: `series:${series.key}`, label: series.description })),
    ...categories.map((category) => ({
      value: `category:${category}`,
      label: `Every ${category} series`,
    })),
  ];
}

/** One layer's form: its type, then the fields that type needs. */
export function LayerForm({
  firstDay,
  accounts,
  upcoming,
  onAdd,
  editing,
  initial,
  onCancel,
}: LayerFormProps) {
  const [draft, setDraft] = useState<LayerDraft>(() =>
    editing
      ? draftFromLayer(editing)
      : (initial ?? emptyDraft('hire', firstDay, accounts[0]?.id ?? 'main')),
  );
  const [error, setError] = useState<string | null>(null);
  const set =
    <K extends keyof LayerDraft>(key: K) =>
    (value: LayerDraft[K]) =>
      setDraft((now) => ({ ...now, [key]: value }));
  const number = (key: keyof LayerDraft, label: string, step = 0.01) => (
    <TextField
      label={label}
      type="number"
      min={0}
      step={step}
      value={String(draft[key])}
      onChange={set(key)}
      required
    />
  );

  const submit = (event: FormEvent) => {
    event.preventDefault();
    const result = layerFromDraft(draft, editing?.id ?? newLayerId());
    if (!result.ok) {
      setError(result.message);
      return;
    }
    onAdd(result.layer);
    setError(null);
    setDraft(emptyDraft(draft.type, draft.start, draft.accountId));
  };

  const { type } = draft;
  return (
    <form
      className="scenario-layer-form"
      aria-label={editing ? `Change layer ${editing.name}` : 'Add a layer'}
      onSubmit={submit}
    >
      <ChoiceField
        label="Layer"
        value={type}
        options={TYPE_OPTIONS}
        onChange={(value) =>
          setDraft((now) => ({ ...emptyDraft(value, now.start, now.accountId), ...kept(now) }))
        }
      />
      <TextField label="Layer name" value={draft.name} onChange={set('name')} required />
      <TextField
        label={type === 'oneOff' ? 'Date' : type === 'loan' ? 'Money in on' : 'Start'}
        type="date"
        value={draft.start}
        onChange={set('start')}
        required
      />
      {REPEATING.has(type) && (
        <TextField label="End (optional)" type="date" value={draft.end} onChange={set('end')} />
      )}
      {accounts.length > 1 && (
        <ChoiceField
          label="Account"
          value={draft.accountId}
          options={accounts.map((account) => ({ value: account.id, label: account.name }))}
          onChange={set('accountId')}
        />
      )}
      {type === 'hire' && (
        <>
          {number('monthlySalary', 'Monthly salary')}
          {number('employerCostPercent', 'Employer costs (%)')}
          {number('headcount', 'Number of people', 1)}
        </>
      )}
      {(type === 'recurring' || type === 'oneOff') && (
        <>
          {number('amount', 'Amount')}
          <ChoiceField
            label="Direction"
            value={draft.direction}
            options={DIRECTIONS}
            onChange={set('direction')}
          />
        </>
      )}
      {type === 'recurring' && (
        <ChoiceField
          label="Every"
          value={draft.cadence}
          options={CADENCE_OPTIONS}
          onChange={set('cadence')}
        />
      )}
      {type === 'loan' && (
        <>
          {number('principal', 'Amount borrowed')}
          {number('annualRatePercent', 'Annual rate (%)')}
          {number('termMonths', 'Term (months)', 1)}
        </>
      )}
      {ON_SERIES.has(type) && (
        <ChoiceField
          label="Recurring payment"
          value={draft.target}
          options={seriesOptions(upcoming)}
          onChange={set('target')}
        />
      )}
      {type === 'scaleSeries' && (
        <TextField
          label="Change (%)"
          type="number"
          step={0.1}
          value={draft.percent}
          onChange={set('percent')}
          required
        />
      )}
      {type === 'delay' && number('days', 'Days later', 1)}
      <button type="submit" className="button">
        {editing ? 'Save layer' : 'Add layer'}
      </button>
      {onCancel && (
        <button type="button" className="button button--secondary" onClick={onCancel}>
          Keep as it was
        </button>
      )}
      {error === null ? null : (
        <p className="banner banner--error" role="alert">
          {error}
        </p>
      )}
    </form>
  );
}
