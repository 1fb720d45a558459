import { z } from 'zod';
import type { CategorisationReport, CategorisedBy } from './categorizeRows.js';

export const TRANSFORMATION_TYPES = ['categorize', 'calculate', 'enrich', 'clean'] as const;
export type TransformationType = (typeof TRANSFORMATION_TYPES)[number];

/** One CSV cell after parsing or transformation. */
export type CellValue = string | number | null;
export type DataRow = Record<string, CellValue>;

export const transformationSuggestionSchema = z.object({
  id: z.string().min(1),
  name: z.string().min(1),
  description: z.string().default(''),
  sourceColumn: z.string().min(1),
  targetColumn: z.string().min(1),
  transformationType: z.enum(TRANSFORMATION_TYPES),
  aiPrompt: z.string().optional(),
  formula: z.string().optional(),
});
/** ai.md section 3: a transformation the model proposes and the user may apply. */
export type TransformationSuggestion = z.infer<typeof transformationSuggestionSchema>;

export type TransformationSuggestions = {
  suggestions: TransformationSuggestion[];
  /** 0 to 1. */
  confidence: number;
  reasoning: string;
};

/** What became of one selected transformation. */
export type TransformationOutcome = {
  id: string;
  name: string;
  sourceColumn: string;
  targetColumn: string;
  /** Why it was skipped; absent when it was applied. */
  error?: string;
  /** For a categorisation: how many rows the AI categorised and why the others fell back. */
  categorisation?: CategorisationReport;
  /** For a categorisation: who categorised each row, in the rows' order. */
  categorisedBy?: CategorisedBy[];
  /** The transformation's type: a `calculate` column is computed, never a statement's figure. */
  transformationType?: TransformationType;
};

export type TransformationResult = {
  originalData: DataRow[];
  transformedData: DataRow[];
  transformations: TransformationSuggestion[];
  /** The target columns of the transformations that actually succeeded. */
  newColumns: string[];
  /** One per selected transformation, in order. */
  outcomes: TransformationOutcome[];
};
