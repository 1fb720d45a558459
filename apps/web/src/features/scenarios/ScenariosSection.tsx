import './scenarios.css';
import { MAX_COMPARED_SCENARIOS, addDays } from '@cashline/core';
import type { EngineForecast, Scenario } from '@cashline/core';
import { useMemo, useState } from 'react';
import type { Formatters } from '../../lib/format/useFormat';
import { ScenarioChart } from './LazyScenarioChart';
import { ScenarioDifferences } from './ScenarioDifferences';
import { ScenarioEditor } from './ScenarioEditor';
import { LayerPrefillPrompt } from './LayerPrefillPrompt';
import type { LayerPrefill } from './LayerPrefillPrompt';
import type { LayerDraft } from './layerDraft';
import { ScenarioWeeks } from './ScenarioWeeks';
import { useScenarios } from './ScenariosContext';
import { useLayerAccounts, useScenarioComparison } from './useScenarioComparison';
import { comparedScenarios, scenarioChartRows, scenarioLines } from './scenarioView';

type ScenariosSectionProps = {
  engine: EngineForecast;
  format: Formatters;
  /** Without it (a viewer) the scenarios are shown, not offered for change. */
  canEdit: boolean;
  /** A layer filled in from Coming up or a transaction, to be put in a scenario. */
  prefill?: LayerPrefill | null;
  onPrefillDone?: () => void;
};

function newScenarioId(): string {
  const bytes = crypto.getRandomValues(new Uint8Array(9));
  return `scenario-${Array.from(bytes, (byte) => byte.toString(16).padStart(2, '0')).join('')}`;
}

/**
 * What-if scenarios on the engine's forecast: pick up to three saved ones (or build one) and see
 * them beside the base, with their ranges, what they change each week and in the headline figures.
 */
export function ScenariosSection({
  engine,
  format,
  canEdit,
  prefill = null,
  onPrefillDone,
}: ScenariosSectionProps) {
  const { scenarios, save, remove, saved } = useScenarios();
  const accounts = useLayerAccounts();
  const [picked, setPicked] = useState<readonly string[] | null>(null);
  const [draft, setDraft] = useState<Scenario | null>(null);
  const [seed, setSeed] = useState<{ key: number; draft: LayerDraft } | null>(null);
  const putPrefill = (scenario: Scenario | null) => {
    if (prefill === null) return;
    setDraft(scenario ?? { id: newScenarioId(), name: '', layers: [] });
    setSeed({ key: (seed?.key ?? 0) + 1, draft: prefill.draft });
    onPrefillDone?.();
  };
  const shown = useMemo(
    () => comparedScenarios(scenarios, picked, draft),
    [scenarios, picked, draft],
  );
  const comparison = useScenarioComparison(engine, shown);
  const pickedIds = picked ?? scenarios.slice(0, MAX_COMPARED_SCENARIOS).map((s) => s.id);
  const toggle = (id: string) =>
    setPicked(
      pickedIds.includes(id)
        ? pickedIds.filter((other) => other !== id)
        : [...pickedIds, id].slice(-MAX_COMPARED_SCENARIOS),
    );
  const finish = () => {
    if (draft === null) return;
    save(draft);
    if (!pickedIds.includes(draft.id))
      setPicked([...pickedIds, draft.id].slice(-MAX_COMPARED_SCENARIOS));
    setDraft(null);
    setSeed(null);
  };

  return (
    <section className="card scenarios" aria-label="What-if scenarios">
      <h2 className="card__title">What-If Scenarios</h2>
      <p className="panel__subtitle">
        Layers on Cashline's forecast (a hire, a loan, a lost customer…), each line with its likely
        range. Up to {MAX_COMPARED_SCENARIOS} at once beside the base.
      </p>
      {saved ? null : (
        <p className="banner banner--error" role="alert">
          The last change to the scenarios could not be saved.
        </p>
      )}
      {scenarios.length === 0 && draft === null ? (
        <p>No scenarios yet.</p>
      ) : (
        <ul className="scenario-list">
          {scenarios.map((scenario) => (
            <li key={scenario.id}>
              <label>
                <input
                  type="checkbox"
                  checked={pickedIds.includes(scenario.id)}
                  onChange={() => toggle(scenario.id)}
                />{' '}
                {scenario.name}
              </label>
              {canEdit && (
                <>
                  <button
                    type="button"
                    className="button button--secondary"
                    aria-label={`Edit ${scenario.name}`}
                    onClick={() => setDraft(scenario)}
                  >
                    Edit
                  </button>
                  <button
                    type="button"
                    className="button button--secondary"
                    aria-label={`Delete ${scenario.name}`}
                    onClick={() => remove(scenario.id)}
                  >
                    Delete
                  </button>
                </>
              )}
            </li>
          ))}
        </ul>
      )}
      {canEdit && prefill !== null && (
        <LayerPrefillPrompt
          prefill={prefill}
          scenarios={scenarios}
          building={draft}
          onPick={putPrefill}
          onCancel={() => onPrefillDone?.()}
        />
      )}
      {canEdit && draft === null && prefill === null && (
        <button
          type="button"
          className="button"
          onClick={() => setDraft({ id: newScenarioId(), name: '', layers: [] })}
        >
          New scenario
        </button>
      )}
      {draft !== null && (
        <ScenarioEditor
          scenario={draft}
          firstDay={addDays(engine.engine.asOf, 1)}
          accounts={accounts}
          upcoming={engine.upcoming}
          format={format}
          onChange={setDraft}
          onSave={finish}
          onCancel={() => {
            setDraft(null);
            setSeed(null);
          }}
          seed={seed}
        />
      )}
      {comparison.compared.length > 0 && (
        <>
          <ScenarioChart
            label="Week-end balance of the base forecast and each scenario over 13 weeks, with their likely ranges"
            data={scenarioChartRows(comparison)}
            lines={scenarioLines(comparison)}
            formatTick={format.tick}
            formatValue={format.moneyExact}
          />
          <h3>Against the base forecast</h3>
          <ScenarioDifferences comparison={comparison} format={format} />
          <h3>Week by week</h3>
          <ScenarioWeeks comparison={comparison} format={format} />
        </>
      )}
    </section>
  );
}
