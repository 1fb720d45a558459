import type { Scenario } from '@cashline/core';
import { useEffect, useRef } from 'react';
import type { LayerDraft } from './layerDraft';

/** A layer filled in from Coming up or a transaction, waiting for a scenario to go in. */
export type LayerPrefill = { what: string; draft: LayerDraft };

type LayerPrefillPromptProps = {
  prefill: LayerPrefill;
  scenarios: readonly Scenario[];
  /** The scenario being built, if one is open: the layer goes there first. */
  building: Scenario | null;
  /** Null: a new scenario. */
  onPick: (scenario: Scenario | null) => void;
  onCancel: () => void;
};

/** "Add Rent Oak St to a scenario": a new one, the one being built, or a saved one. */
export function LayerPrefillPrompt({
  prefill,
  scenarios,
  building,
  onPick,
  onCancel,
}: LayerPrefillPromptProps) {
  const first = useRef<HTMLButtonElement>(null);
  // Offered from further down the page: the choice is brought to the user, and focus with it.
  useEffect(() => first.current?.focus(), [prefill]);
  return (
    <div className="scenario-prefill" role="group" aria-label={`Add ${prefill.what} to a scenario`}>
      <p>
        Add <strong>{prefill.what}</strong> to a scenario:
      </p>
      <div className="scenario-prefill__choices">
        {building ? (
          <button type="button" className="button" ref={first} onClick={() => onPick(building)}>
            The scenario being built
          </button>
        ) : (
          <>
            <button type="button" className="button" ref={first} onClick={() => onPick(null)}>
              A new scenario
            </button>
            {scenarios.map((scenario) => (
              <button
                key={scenario.id}
                type="button"
                className="button button--secondary"
                onClick={() => onPick(scenario)}
              >
                {scenario.name}
              </button>
            ))}
          </>
        )}
        <button type="button" className="button button--secondary" onClick={onCancel}>
          Cancel
        </button>
      </div>
    </div>
  );
}
