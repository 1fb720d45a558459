import { layerSummary } from '@cashline/core';
import type { Scenario, UpcomingRecurring } from '@cashline/core';
import { useState } from 'react';
import { TextField } from '../../components/form/FormFields';
import type { Formatters } from '../../lib/format/useFormat';
import { LayerForm } from './LayerForm';
import type { LayerDraft } from './layerDraft';

type ScenarioEditorProps = {
  scenario: Scenario;
  firstDay: string;
  accounts: readonly { id: string; name: string }[];
  upcoming: readonly UpcomingRecurring[];
  format: Formatters;
  /** Each change of the draft: the page shows it at once, before it is saved. */
  onChange: (scenario: Scenario) => void;
  onSave: () => void;
  onCancel: () => void;
  /** A new layer filled in from elsewhere; a new `key` starts the form again from its draft. */
  seed?: { key: number; draft: LayerDraft } | null;
};

/** A scenario being built: its name, its layers in a line each, and a form to add one. */
export function ScenarioEditor({
  scenario,
  firstDay,
  accounts,
  upcoming,
  format,
  onChange,
  onSave,
  onCancel,
  seed,
}: ScenarioEditorProps) {
  const seriesName = (key: string) =>
    upcoming.find((series) => series.key === key)?.description ?? 'a recurring payment';
  const named = scenario.name.trim() !== '';
  const [editingId, setEditingId] = useState<string | null>(null);
  const editing = scenario.layers.find((layer) => layer.id === editingId);
  return (
    <section className="scenario-editor" aria-label="Scenario editor">
      <TextField
        label="Scenario name"
        value={scenario.name}
        onChange={(name) => onChange({ ...scenario, name })}
        required
      />
      {scenario.layers.length === 0 ? (
        <p>No layers yet: add a hire, a loan, a lost customer… below.</p>
      ) : (
        <ul className="scenario-layers">
          {scenario.layers.map((layer) => (
            <li key={layer.id}>
              <span>
                <strong>{layer.name}</strong>: {layerSummary(layer, format.moneyExact, seriesName)}
              </span>
              <button
                type="button"
                className="button button--secondary"
                aria-label={`Change layer ${layer.name}`}
                onClick={() => setEditingId(layer.id)}
              >
                Change
              </button>
              <button
                type="button"
                className="button button--secondary"
                aria-label={`Remove layer ${layer.name}`}
                onClick={() =>
                  onChange({
                    ...scenario,
                    layers: scenario.layers.filter((other) => other.id !== layer.id),
                  })
                }
              >
                Remove
              </button>
            </li>
          ))}
        </ul>
      )}
      {editing ? (
        <LayerForm
          key={editing.id}
          firstDay={firstDay}
          accounts={accounts}
          upcoming={upcoming}
          editing={editing}
          onAdd={(layer) => {
            onChange({
              ...scenario,
              layers: scenario.layers.map((other) => (other.id === layer.id ? layer : other)),
            });
            setEditingId(null);
          }}
          onCancel={() => setEditingId(null)}
        />
      ) : (
        <LayerForm
          key={seed?.key ?? 'new'}
          firstDay={firstDay}
          accounts={accounts}
          upcoming={upcoming}
          {...(seed ? { initial: seed.draft } : {})}
          onAdd={(layer) => onChange({ ...scenario, layers: [...scenario.layers, layer] })}
        />
      )}
      <div className="scenario-editor__actions">
        <button type="button" className="button" disabled={!named} onClick={onSave}>
          Save scenario
        </button>
        <button type="button" className="button button--secondary" onClick={onCancel}>
          Cancel
        </button>
      </div>
    </section>
  );
}
