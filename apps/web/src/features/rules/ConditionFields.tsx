import { CONDITION_KINDS } from './ruleDraft';
import type { ConditionDraft, ConditionKind } from './ruleDraft';

type Props = {
  index: number;
  condition: ConditionDraft;
  onChange: (condition: ConditionDraft) => void;
  onRemove?: () => void;
};

/** One condition of the rule form: what it looks at and the value(s) it asks for. */
export function ConditionFields({ index, condition, onChange, onRemove }: Props) {
  const id = `rule-condition-${index}`;
  const set = (change: Partial<ConditionDraft>) => onChange({ ...condition, ...change });
  return (
    <fieldset className="rule-condition">
      <legend>Condition {index + 1}</legend>
      <div className="form__grid">
        <div className="field">
          <label htmlFor={`${id}-kind`}>Looks at</label>
          <select
            id={`${id}-kind`}
            value={condition.kind}
            onChange={(e) => set({ kind: e.target.value as ConditionKind, value: '' })}
          >
            {CONDITION_KINDS.map(([kind, label]) => (
              <option key={kind} value={kind}>
                {label}
              </option>
            ))}
          </select>
        </div>
        {condition.kind === 'description' && (
          <div className="field">
            <label htmlFor={`${id}-op`}>Test</label>
            <select
              id={`${id}-op`}
              value={condition.op}
              onChange={(e) => set({ op: e.target.value as ConditionDraft['op'] })}
            >
              <option value="contains">contains</option>
              <option value="startsWith">starts with</option>
              <option value="equals">equals</option>
            </select>
          </div>
        )}
        {condition.kind === 'direction' ? (
          <div className="field">
            <label htmlFor={`${id}-value`}>Direction</label>
            <select
              id={`${id}-value`}
              value={condition.value}
              onChange={(e) => set({ value: e.target.value })}
            >
              <option value="">Choose...</option>
              <option value="inflow">Money in</option>
              <option value="outflow">Money out</option>
            </select>
          </div>
        ) : condition.kind === 'amountBetween' ? (
          <>
            <div className="field">
              <label htmlFor={`${id}-min`}>From amount</label>
              <input
                id={`${id}-min`}
                type="number"
                min="0"
                step="0.01"
                value={condition.min}
                onChange={(e) => set({ min: e.target.value })}
              />
            </div>
            <div className="field">
              <label htmlFor={`${id}-max`}>To amount</label>
              <input
                id={`${id}-max`}
                type="number"
                min="0"
                step="0.01"
                value={condition.max}
                onChange={(e) => set({ max: e.target.value })}
              />
            </div>
          </>
        ) : (
          <div className="field">
            <label htmlFor={`${id}-value`}>Value</label>
            <input
              id={`${id}-value`}
              type={condition.kind === 'amountEquals' ? 'number' : 'text'}
              min={condition.kind === 'amountEquals' ? '0' : undefined}
              step={condition.kind === 'amountEquals' ? '0.01' : undefined}
              value={condition.value}
              onChange={(e) => set({ value: e.target.value })}
            />
          </div>
        )}
      </div>
      {onRemove && (
        <button type="button" className="button button--secondary button--small" onClick={onRemove}>
          Remove condition {index + 1}
        </button>
      )}
    </fieldset>
  );
}
