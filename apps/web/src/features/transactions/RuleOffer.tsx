import type { RuleSuggestion } from '@cashline/core';
import { useState } from 'react';

type Props = {
  suggestion: RuleSuggestion;
  /** Resolves with how many other transactions the new rule changed. */
  onAccept: () => Promise<number>;
  onDone: () => void;
};

/** The learning offer after a category change: "Always put 'AWS EMEA' in Software? ..." */
export function RuleOffer({ suggestion, onAccept, onDone }: Props) {
  const [busy, setBusy] = useState(false);
  const [problem, setProblem] = useState<string | null>(null);

  async function accept() {
    setBusy(true);
    setProblem(null);
    try {
      await onAccept();
      onDone();
    } catch (error) {
      setProblem(
        `The rule could not be saved: ${error instanceof Error ? error.message : String(error)}`,
      );
      setBusy(false);
    }
  }

  return (
    <div
      className="card rule-offer"
      role="region"
      aria-label={`Create a rule for ${suggestion.payee}`}
    >
      <p>{suggestion.sentence}</p>
      {problem && (
        <p className="form__error" role="alert">
          {problem}
        </p>
      )}
      <div className="form__actions">
        <button
          type="button"
          className="button button--primary"
          disabled={busy}
          onClick={() => void accept()}
        >
          {busy ? 'Creating rule...' : 'Create rule'}
        </button>
        <button type="button" className="button button--secondary" disabled={busy} onClick={onDone}>
          Not now
        </button>
      </div>
    </div>
  );
}
