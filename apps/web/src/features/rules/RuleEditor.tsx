import { previewRule } from '@cashline/core';
import type { Rule, RuleChange, Transaction } from '@cashline/core';
import { useState } from 'react';
import type { FormEvent } from 'react';
import { ConditionFields } from './ConditionFields';
import { emptyCondition, ruleOf } from './ruleDraft';
import type { RuleDraft } from './ruleDraft';
import { RulePreview } from './RulePreview';

type Props = {
  title: string;
  ruleId: string;
  initial: RuleDraft;
  transactions: readonly Transaction[];
  busy: boolean;
  /** Saves the rule; with `changes`, applies them to the ledger too. */
  onSave: (rule: Rule, changes: readonly RuleChange[] | null) => Promise<void>;
  onCancel: () => void;
};

/** Creates or edits a rule; shows what it would change before it is applied to existing data. */
export function RuleEditor({
  title,
  ruleId,
  initial,
  transactions,
  busy,
  onSave,
  onCancel,
}: Props) {
  const [draft, setDraft] = useState(initial);
  const [overrideManual, setOverrideManual] = useState(false);
  const [problem, setProblem] = useState<string | null>(null);
  const [preview, setPreview] = useState<{ rule: Rule; changes: RuleChange[] } | null>(null);

  const edit = (change: Partial<RuleDraft>) => {
    setDraft((current) => ({ ...current, ...change }));
    setPreview(null);
  };

  function showPreview(event: FormEvent<HTMLFormElement>) {
    event.preventDefault();
    const result = ruleOf(draft, ruleId);
    if (!result.ok) {
      setProblem(result.error);
      setPreview(null);
      return;
    }
    setProblem(null);
    setPreview({
      rule: result.rule,
      changes: previewRule(transactions, result.rule, { overrideManual }),
    });
  }

  const text = (name: 'category' | 'payee' | 'note', label: string) => (
    <div className="field">
      <label htmlFor={`rule-${name}`}>{label}</label>
      <input
        id={`rule-${name}`}
        type="text"
        maxLength={200}
        value={draft[name]}
        onChange={(e) => edit({ [name]: e.target.value })}
      />
    </div>
  );

  return (
    <form className="card form rule-editor" aria-label={title} onSubmit={showPreview}>
      <h2 className="card__title">{title}</h2>
      <p>Every condition must hold. The first rule in the list wins each field.</p>
      {draft.conditions.map((condition, index) => (
        <ConditionFields
          key={index}
          index={index}
          condition={condition}
          onChange={(next) =>
            edit({ conditions: draft.conditions.map((c, i) => (i === index ? next : c)) })
          }
          onRemove={
            draft.conditions.length > 1
              ? () => edit({ conditions: draft.conditions.filter((_, i) => i !== index) })
              : undefined
          }
        />
      ))}
      <button
        type="button"
        className="button button--secondary button--small"
        onClick={() => edit({ conditions: [...draft.conditions, emptyCondition()] })}
      >
        Add condition
      </button>
      <h3 className="card__subtitle">Then</h3>
      <div className="form__grid">
        {text('category', 'Set category')}
        {text('payee', 'Set payee')}
        {text('note', 'Set note')}
      </div>
      <label className="checkbox">
        <input
          type="checkbox"
          checked={draft.transfer}
          onChange={(e) => edit({ transfer: e.target.checked })}
        />
        Mark as transfer (in no inflow or outflow figure)
      </label>
      <label className="checkbox">
        <input
          type="checkbox"
          checked={overrideManual}
          onChange={(e) => {
            setOverrideManual(e.target.checked);
            setPreview(null);
          }}
        />
        Also change categories I chose by hand
      </label>
      {problem && (
        <p className="form__error" role="alert">
          {problem}
        </p>
      )}
      {preview && <RulePreview changes={preview.changes} transactions={transactions} />}
      <div className="form__actions">
        <button type="submit" className="button button--secondary" disabled={busy}>
          Preview
        </button>
        {preview && (
          <>
            <button
              type="button"
              className="button button--primary"
              disabled={busy}
              onClick={() => void onSave(preview.rule, preview.changes)}
            >
              Save and apply
            </button>
            <button
              type="button"
              className="button button--secondary"
              disabled={busy}
              onClick={() => void onSave(preview.rule, null)}
            >
              Save for new imports only
            </button>
          </>
        )}
        <button type="button" className="button button--secondary" onClick={onCancel}>
          Cancel
        </button>
      </div>
    </form>
  );
}
