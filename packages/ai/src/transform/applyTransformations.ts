import { fromCents, toCents } from '@cashline/core';
import { z } from 'zod';
import type { OpenRouterClient } from '../openRouterClient.js';
import { categorizeRows } from './categorizeRows.js';
import type {
  CategorisationProgress,
  CategorisationReport,
  CategorisedBy,
} from './categorizeRows.js';
import { targetVerdict } from './targetColumn.js';
import { transformationSuggestionSchema } from './transformationTypes.js';
import type {
  CellValue,
  DataRow,
  TransformationOutcome,
  TransformationResult,
  TransformationSuggestion,
} from './transformationTypes.js';

export type TransformationLog = (message: string, error: unknown) => void;

export type ApplyTransformationsOptions = {
  client: OpenRouterClient;
  /** Where a skipped transformation is reported; the console by default. */
  log?: TransformationLog;
  /** Aborting it cancels categorisation: the rows not yet done get keyword categories. */
  signal?: AbortSignal;
  /** Categorisation progress, in rows. */
  onProgress?: (progress: CategorisationProgress) => void;
  /** A category the user's rules give a description; those rows are not sent to the AI. */
  presetCategory?: (value: unknown) => string | undefined;
};

const rowsSchema = z.array(z.record(z.string(), z.union([z.string(), z.number(), z.null()])));
const transformationsSchema = z.array(transformationSuggestionSchema);

/** The number a cell stands for; anything that is not a number counts as 0 (ai.md section 4). */
function numericValue(value: CellValue | undefined): number {
  if (typeof value === 'number') return Number.isFinite(value) ? value : 0;
  if (typeof value !== 'string') return 0;
  const text = value.trim().replace(/[$,\s]/g, '');
  const negative = /^\(.*\)$/.test(text);
  const parsed = Number(negative ? text.slice(1, -1) : text);
  if (!Number.isFinite(parsed)) return 0;
  return negative ? -parsed : parsed;
}

/** running_total: the cumulative sum, in cents so it stays exact, up to and including each row. */
function runningTotals(values: readonly (CellValue | undefined)[]): (number | null)[] {
  let total = 0;
  return values.map((value) => {
    try {
      total += toCents(numericValue(value));
      if (!Number.isSafeInteger(total)) throw new RangeError('Running total out of range');
      return fromCents(total);
    } catch {
      return null;
    }
  });
}

/** The leading run of capital letters and spaces ("AMAZON MKTP US*2K4" gives "AMAZON MKTP US"). */
function merchantOf(value: CellValue | undefined): CellValue {
  if (typeof value !== 'string') return value ?? null;
  const merchant = /^[A-Z ]+/.exec(value)?.[0].trim();
  return merchant || value;
}

function cleaned(value: CellValue | undefined): CellValue {
  return typeof value === 'string' ? value.trim().replace(/\s+/g, ' ') : (value ?? null);
}

type Values = {
  values: CellValue[];
  categorisation?: CategorisationReport;
  categorisedBy?: CategorisedBy[];
};

async function targetValues(
  rows: readonly DataRow[],
  transformation: TransformationSuggestion,
  options: ApplyTransformationsOptions,
): Promise<Values> {
  const { sourceColumn, transformationType } = transformation;
  if (rows.length > 0 && !rows.some((row) => sourceColumn in row)) {
    throw new Error(`Column "${sourceColumn}" is not in the data`);
  }
  const source = rows.map((row) => row[sourceColumn]);
  switch (transformationType) {
    case 'categorize': {
      const { categories, sources, report } = await categorizeRows(source, {
        client: options.client,
        guidance: transformation.aiPrompt,
        signal: options.signal,
        onProgress: options.onProgress,
        preset: options.presetCategory,
      });
      if (report.fallbacks.length > 0) {
        options.log?.('AI categorisation fell back to keywords', report.fallbacks);
      }
      return { values: categories, categorisation: report, categorisedBy: sources };
    }
    case 'calculate':
      if (transformation.formula !== 'running_total') {
        throw new Error(`Unsupported formula: ${transformation.formula ?? '(none)'}`);
      }
      return { values: runningTotals(source) };
    case 'enrich':
      if (!/merchant/i.test(transformation.name)) {
        throw new Error(`Unsupported enrichment: ${transformation.name}`);
      }
      return { values: source.map(merchantOf) };
    case 'clean':
      return { values: source.map(cleaned) };
  }
}

const consoleLog: TransformationLog = (message, error) => console.warn(message, error);

/**
 * Applies the selected transformations in order (ai.md section 4). One that fails is skipped and
 * logged; only the target columns of those that succeeded are listed in `newColumns`.
 * Input that is not rows and transformations is refused with 'Error applying transformations: ...'.
 */
export async function applyTransformations(
  data: readonly DataRow[],
  transformations: readonly TransformationSuggestion[],
  options: ApplyTransformationsOptions,
): Promise<TransformationResult> {
  const rows = rowsSchema.safeParse(data);
  const selected = transformationsSchema.safeParse(transformations);
  if (!rows.success || !selected.success) {
    const issue = (rows.error ?? selected.error)?.issues[0];
    throw new Error(
      `Error applying transformations: ${issue ? `${issue.path.join('.')}: ${issue.message}` : 'invalid input'}`,
    );
  }
  const log = options.log ?? consoleLog;
  const headers = [...new Set(rows.data.flatMap((row) => Object.keys(row)))];
  let working: DataRow[] = rows.data.map((row) => ({ ...row }));
  const newColumns: string[] = [];
  const outcomes: TransformationOutcome[] = [];
  for (const transformation of selected.data) {
    const { id, name, sourceColumn, targetColumn } = transformation;
    try {
      const verdict = targetVerdict(transformation, headers);
      if (!verdict.allowed) throw new Error(verdict.reason);
      const { values, categorisation, categorisedBy } = await targetValues(
        working,
        transformation,
        {
          ...options,
          log,
        },
      );
      working = working.map((row, index) => ({ ...row, [targetColumn]: values[index] ?? null }));
      if (!newColumns.includes(targetColumn)) newColumns.push(targetColumn);
      const { transformationType } = transformation;
      outcomes.push({
        id,
        name,
        sourceColumn,
        targetColumn,
        transformationType,
        ...(categorisation ? { categorisation, categorisedBy } : {}),
      });
    } catch (err) {
      log(`Transformation "${name}" was skipped`, err);
      const error = err instanceof Error ? err.message : String(err);
      outcomes.push({ id, name, sourceColumn, targetColumn, error });
    }
  }
  return {
    originalData: rows.data,
    transformedData: working,
    transformations: selected.data,
    newColumns,
    outcomes,
  };
}

/** The import page's message for a failed apply (ai.md section 8). */
export function transformationErrorMessage(error: unknown): string {
  const message = error instanceof Error ? error.message : String(error);
  return message.startsWith('Error applying transformations: ')
    ? message
    : `Error applying transformations: ${message}`;
}
