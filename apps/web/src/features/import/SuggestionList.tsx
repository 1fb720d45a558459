import { targetVerdict } from '@cashline/ai';
import type { TransformationSuggestion } from '@cashline/ai';

type SuggestionListProps = {
  suggestions: TransformationSuggestion[];
  /** The file's columns: a suggestion may not write over one it does not read. */
  headers: string[];
  selected: ReadonlySet<string>;
  onSelected: (next: Set<string>) => void;
  disabled: boolean;
};

/** Each suggestion with the column it reads and where it writes, before it is ticked. */
export function SuggestionList({
  suggestions,
  headers,
  selected,
  onSelected,
  disabled,
}: SuggestionListProps) {
  return (
    <fieldset className="ai-suggestions" disabled={disabled}>
      <legend>Choose the transformations to apply</legend>
      {suggestions.map((s) => {
        const verdict = targetVerdict(s, headers);
        const detailId = `ai-suggestion-${s.id}-detail`;
        return (
          <label key={s.id} className={`ai-suggestion${verdict.allowed ? '' : ' is-refused'}`}>
            <input
              type="checkbox"
              aria-describedby={detailId}
              checked={verdict.allowed && selected.has(s.id)}
              disabled={!verdict.allowed}
              onChange={(event) => {
                const next = new Set(selected);
                if (event.target.checked) next.add(s.id);
                else next.delete(s.id);
                onSelected(next);
              }}
            />
            <span>
              <strong>{s.name}</strong>{' '}
              <span className="ai-suggestion__type">{s.transformationType}</span>
              <span className="ai-suggestion__detail" id={detailId}>
                {s.description && `${s.description} `}
                <span className="ai-suggestion__columns">
                  Reads “{s.sourceColumn}”, writes{' '}
                  {verdict.allowed && verdict.writes === 'in place'
                    ? `“${s.targetColumn}” in place (clean-up of the same column)`
                    : `${verdict.allowed ? 'a new column' : 'the existing column'} “${s.targetColumn}”`}
                  .
                </span>
                {!verdict.allowed && ' '}
                {!verdict.allowed && (
                  <span className="ai-suggestion__refused">
                    Cannot be applied: {verdict.reason}
                  </span>
                )}
              </span>
            </span>
          </label>
        );
      })}
    </fieldset>
  );
}
