import { customReportDefinitionSchema } from '@cashline/core';
import type { CustomReportDefinition } from '@cashline/core';
import { z } from 'zod';

/** Saved custom report definitions live in this browser's localStorage under this key. */
export const SAVED_REPORTS_KEY = 'cashline.customReports';

const savedReportSchema = z.object({
  id: z.string().min(1),
  definition: customReportDefinitionSchema,
});

export type SavedReport = z.infer<typeof savedReportSchema>;

export const SAVE_FAILED = 'The report could not be saved: this browser refused to store it.';

/** The saved reports; an entry that no longer reads as a definition is left out, never fatal. */
export function readSavedReports(storage: Storage): SavedReport[] {
  let raw: unknown;
  try {
    raw = JSON.parse(storage.getItem(SAVED_REPORTS_KEY) ?? '[]');
  } catch {
    return [];
  }
  if (!Array.isArray(raw)) return [];
  return raw.flatMap((entry: unknown) => {
    const parsed = savedReportSchema.safeParse(entry);
    return parsed.success ? [parsed.data] : [];
  });
}

/** Writes the whole list; throws SAVE_FAILED when the browser refuses (full or blocked storage). */
export function writeSavedReports(storage: Storage, reports: readonly SavedReport[]): void {
  try {
    storage.setItem(SAVED_REPORTS_KEY, JSON.stringify(reports));
  } catch {
    throw new Error(SAVE_FAILED);
  }
}

/** The list after saving a definition: replaces the report with this id, or adds it at the end. */
export function withSaved(
  reports: readonly SavedReport[],
  id: string,
  definition: CustomReportDefinition,
): SavedReport[] {
  const exists = reports.some((report) => report.id === id);
  return exists
    ? reports.map((report) => (report.id === id ? { id, definition } : report))
    : [...reports, { id, definition }];
}
