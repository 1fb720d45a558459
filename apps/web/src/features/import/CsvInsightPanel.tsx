import { analyseCsv } from '@cashline/ai';
import type { CellValue, CsvInsightOutcome, OpenRouterClient } from '@cashline/ai';
import { IMPORT_FIELDS } from '@cashline/core';
import type { ColumnMapping, ColumnMappingChoice } from '@cashline/core';
import { useEffect, useRef, useState } from 'react';

type CsvInsightPanelProps = {
  client: OpenRouterClient;
  headers: string[];
  /** The first data row, in header order. */
  firstRow: CellValue[];
  /** The preview's mapping, which the AI's read is compared with. */
  mapping: ColumnMapping;
  onUseMapping: (mapping: ColumnMappingChoice) => void;
  busy: boolean;
};

/** An error that quotes the model's whole reply is cut to a readable length. */
const ERROR_SHOWN_CHARS = 160;

function shortened(error: string): string {
  return error.length > ERROR_SHOWN_CHARS ? `${error.slice(0, ERROR_SHOWN_CHARS)}…` : error;
}

function percent(confidence: number): string {
  return `${Math.round(confidence * 100)}%`;
}

/**
 * ai.md's CSV insight: the AI's read of the file's columns and of its first row, shown beside the
 * preview. Where it reads a column differently the preview says so; the preview's mapping changes
 * only when the user chooses the AI's. On failure the heuristic read is shown, and why.
 */
export function CsvInsightPanel({
  client,
  headers,
  firstRow,
  mapping,
  onUseMapping,
  busy,
}: CsvInsightPanelProps) {
  // Asked once per file: the preview reads the file again on every choice, with equal rows.
  const key = JSON.stringify([headers, firstRow]);
  const asked = useRef<string | null>(null);
  const [answer, setAnswer] = useState<{ key: string; outcome: CsvInsightOutcome } | null>(null);
  const insight = answer?.key === key ? answer.outcome : null;

  useEffect(() => {
    if (asked.current === key) return;
    asked.current = key;
    void analyseCsv(headers, firstRow, { client }).then((outcome) => setAnswer({ key, outcome }));
  }, [client, headers, firstRow, key]);

  const suggested = insight?.columnMapping.mapping ?? {};
  const differences =
    insight?.source === 'ai'
      ? IMPORT_FIELDS.filter((field) => suggested[field] !== mapping[field])
      : [];
  const choice = Object.fromEntries(IMPORT_FIELDS.map((f) => [f, suggested[f] ?? null]));

  return (
    <section className="card ai-insight" aria-labelledby="ai-insight-title">
      <h2 id="ai-insight-title" className="card__title">
        AI read of this file
      </h2>
      {!insight && <p role="status">Asking the AI about this file...</p>}
      {insight?.source === 'fallback' && (
        <p className="field__hint field__hint--warning">
          The AI could not read this file ({shortened(insight.error)}); this is the read by header
          names and keywords.
        </p>
      )}
      {insight && (
        <>
          <p>
            First row: {insight.suggestedCategoryForFirstRow.category} (confidence{' '}
            {percent(insight.suggestedCategoryForFirstRow.confidence)})
            {insight.suggestedCategoryForFirstRow.reasoning &&
              ` — ${insight.suggestedCategoryForFirstRow.reasoning}`}
          </p>
          <p>
            Columns (confidence {percent(insight.columnMapping.confidence)})
            {insight.columnMapping.notes && `: ${insight.columnMapping.notes}`}
          </p>
          {insight.source === 'ai' && differences.length === 0 && (
            <p>The AI reads the columns as the preview does.</p>
          )}
          {differences.length > 0 && (
            <>
              <ul className="ai-summary">
                {differences.map((field) => (
                  <li key={field}>
                    {`${field}: the AI reads ${suggested[field] ? `“${suggested[field]}”` : 'no column'}, the preview ${mapping[field] ? `“${mapping[field]}”` : 'no column'}.`}
                  </li>
                ))}
              </ul>
              <button
                type="button"
                className="button button--secondary"
                disabled={busy}
                onClick={() => onUseMapping(choice)}
              >
                Use the AI&apos;s columns
              </button>
            </>
          )}
        </>
      )}
    </section>
  );
}
