import {
  applyTransformations,
  suggestTransformations,
  transformationErrorMessage,
  transformedExportFileName,
  transformedFileName,
} from '@cashline/ai';
import type {
  CategorisationProgress,
  DataRow,
  OpenRouterClient,
  TransformationResult,
  TransformationSuggestions,
} from '@cashline/ai';
import { toCsv } from '@cashline/core';
import { useEffect, useRef, useState } from 'react';
import { Notice } from '../../components/ui/Notice';
import { localToday } from '../../lib/dates/localToday';
import { downloadFile } from '../../lib/download/downloadFile';
import { CategorisingProgress } from './CategorisingProgress';
import { SuggestionList } from './SuggestionList';
import { transformSummary } from './transformSummary';
import type { TransformSummary } from './transformSummary';
import { TableScroll } from '../../components/ui/TableScroll';

const PREVIEW_ROWS = 5;
/** ai.md section 9: the transformed file is saved 100 ms after the transformation. */
const AUTO_SAVE_DELAY_MS = 100;

type AiTransformPanelProps = {
  client: OpenRouterClient;
  fileName: string;
  headers: string[];
  rows: DataRow[];
  busy: boolean;
  /** Imports the transformed rows into the app (the page shows the outcome). */
  onImport: (result: TransformationResult) => Promise<void>;
  /** The category the user's rules give a description: such rows are not sent to the AI. */
  presetCategory?: (value: unknown) => string | undefined;
};

type Suggestions =
  | { status: 'loading' }
  | { status: 'ready'; value: TransformationSuggestions }
  | { status: 'failed'; message: string };

/** ai.md section 2's import flow: suggestions, select, apply, then preview, import or export. */
export function AiTransformPanel({
  client,
  fileName,
  headers,
  rows,
  busy,
  onImport,
  presetCategory,
}: AiTransformPanelProps) {
  const [suggestions, setSuggestions] = useState<Suggestions>({ status: 'loading' });
  const [selected, setSelected] = useState<Set<string>>(new Set());
  const [transforming, setTransforming] = useState(false);
  const [result, setResult] = useState<TransformationResult | null>(null);
  const [message, setMessage] = useState<TransformSummary | null>(null);
  const [showPreview, setShowPreview] = useState(false);
  const [progress, setProgress] = useState<CategorisationProgress | null>(null);
  const cancel = useRef<AbortController | null>(null);

  /** The auto-save waiting to run. */
  const autoSave = useRef<ReturnType<typeof setTimeout> | undefined>(undefined);
  // Leaving the page stops the categorisation calls still in flight, and the auto-save: a page
  // left saves nothing and sets nothing more.
  useEffect(
    () => () => {
      cancel.current?.abort();
      clearTimeout(autoSave.current);
    },
    [],
  );

  useEffect(() => {
    let current = true;
    suggestTransformations(headers, rows, { client }).then(
      (value) => current && setSuggestions({ status: 'ready', value }),
      (error: unknown) =>
        current &&
        setSuggestions({
          status: 'failed',
          message: error instanceof Error ? error.message : String(error),
        }),
    );
    return () => {
      current = false;
    };
  }, [client, headers, rows]);

  async function apply() {
    if (suggestions.status !== 'ready') return;
    setTransforming(true);
    setMessage(null);
    setProgress(null);
    const controller = new AbortController();
    cancel.current = controller;
    try {
      const chosen = suggestions.value.suggestions.filter((s) => selected.has(s.id));
      const applied = await applyTransformations(rows, chosen, {
        client,
        signal: controller.signal,
        onProgress: setProgress,
        presetCategory,
      });
      setResult(applied);
      let saved = true;
      await new Promise<void>((resolve) => {
        autoSave.current = setTimeout(() => {
          try {
            downloadFile(
              transformedFileName(fileName, new Date()),
              toCsv(applied.transformedData),
              'text/csv;charset=utf-8',
            );
          } catch {
            saved = false;
          }
          resolve();
        }, AUTO_SAVE_DELAY_MS);
      });
      setMessage(transformSummary(applied, saved));
    } catch (error) {
      setMessage({ tone: 'error', headline: transformationErrorMessage(error), details: [] });
    } finally {
      cancel.current = null;
      setProgress(null);
      setTransforming(false);
    }
  }

  function exportAs(format: 'csv' | 'json') {
    if (!result) return;
    const name = transformedExportFileName(format, localToday());
    if (format === 'csv')
      downloadFile(name, toCsv(result.transformedData), 'text/csv;charset=utf-8');
    else downloadFile(name, JSON.stringify(result.transformedData, null, 2), 'application/json');
  }

  const columns = result ? Object.keys(result.transformedData[0] ?? {}) : [];

  return (
    <section className="card ai-panel" aria-labelledby="ai-panel-title">
      <h2 id="ai-panel-title" className="card__title">
        AI suggestions
      </h2>
      {suggestions.status === 'loading' && <p role="status">Asking the AI for suggestions...</p>}
      {suggestions.status === 'failed' && <Notice tone="error">{suggestions.message}</Notice>}
      {suggestions.status === 'ready' && suggestions.value.suggestions.length === 0 && (
        <p>
          {suggestions.value.reasoning || 'The AI has no transformations to suggest for this file.'}
        </p>
      )}
      {suggestions.status === 'ready' && suggestions.value.suggestions.length > 0 && (
        <>
          <SuggestionList
            suggestions={suggestions.value.suggestions}
            headers={headers}
            selected={selected}
            onSelected={setSelected}
            disabled={transforming || busy}
          />
          <button
            type="button"
            className="button button--primary"
            disabled={selected.size === 0 || transforming || busy}
            onClick={() => void apply()}
          >
            {transforming ? 'Transforming...' : 'Apply Transformations'}
          </button>
        </>
      )}
      {transforming && progress && (
        <CategorisingProgress progress={progress} onCancel={() => cancel.current?.abort()} />
      )}
      {message && (
        <Notice tone={message.tone}>
          <p>{message.headline}</p>
          {message.details.length > 0 && (
            <ul className="ai-summary">
              {message.details.map((detail) => (
                <li key={detail}>{detail}</li>
              ))}
            </ul>
          )}
        </Notice>
      )}
      {result && (
        <div className="ai-result">
          <div className="ai-result__actions">
            <button
              type="button"
              className="button button--secondary"
              onClick={() => setShowPreview((v) => !v)}
              aria-expanded={showPreview}
            >
              {showPreview ? 'Hide Preview' : 'Preview'}
            </button>
            <button
              type="button"
              className="button button--primary"
              disabled={busy}
              onClick={() => void onImport(result)}
            >
              {busy ? 'Importing...' : 'Import into App'}
            </button>
            <button
              type="button"
              className="button button--secondary"
              onClick={() => exportAs('csv')}
            >
              Export CSV
            </button>
            <button
              type="button"
              className="button button--secondary"
              onClick={() => exportAs('json')}
            >
              Export JSON
            </button>
          </div>
          {showPreview && (
            <TableScroll variant="simple-table-wrap">
              <table className="simple-table" aria-label="Transformed preview">
                <thead>
                  <tr>
                    {columns.map((c) => (
                      <th key={c} scope="col">
                        {c}
                      </th>
                    ))}
                  </tr>
                </thead>
                <tbody>
                  {result.transformedData.slice(0, PREVIEW_ROWS).map((row, i) => (
                    <tr key={i}>
                      {columns.map((c) => (
                        <td key={c}>{row[c] ?? ''}</td>
                      ))}
                    </tr>
                  ))}
                </tbody>
              </table>
            </TableScroll>
          )}
        </div>
      )}
    </section>
  );
}
