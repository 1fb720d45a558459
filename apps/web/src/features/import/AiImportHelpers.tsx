import type { DataRow, OpenRouterClient, TransformationResult } from '@cashline/ai';
import type { ColumnMappingChoice, ImportSummary } from '@cashline/core';
import { useMemo } from 'react';
import { AiTransformPanel } from './AiTransformPanel';
import { CsvInsightPanel } from './CsvInsightPanel';

type AiImportHelpersProps = {
  client: OpenRouterClient;
  fileName: string;
  summary: Pick<ImportSummary, 'headers' | 'mapping'>;
  rows: DataRow[];
  busy: boolean;
  onUseMapping: (mapping: ColumnMappingChoice) => void;
  onImport: (result: TransformationResult) => Promise<void>;
  /** The category the user's rules give a description: such rows are not sent to the AI. */
  presetCategory?: (value: unknown) => string | undefined;
};

/** What the import page offers with the AI switch on: the CSV insight and the transformations. */
export function AiImportHelpers({
  client,
  fileName,
  summary,
  rows,
  busy,
  onUseMapping,
  onImport,
  presetCategory,
}: AiImportHelpersProps) {
  const { headers } = summary;
  const firstRow = useMemo(() => headers.map((h) => rows[0]?.[h] ?? null), [headers, rows]);
  return (
    <>
      <CsvInsightPanel
        client={client}
        headers={headers}
        firstRow={firstRow}
        mapping={summary.mapping}
        onUseMapping={onUseMapping}
        busy={busy}
      />
      <AiTransformPanel
        client={client}
        fileName={fileName}
        headers={headers}
        rows={rows}
        busy={busy}
        onImport={onImport}
        presetCategory={presetCategory}
      />
    </>
  );
}
