/**
 * ai.md section 9: the auto-saved file is the original name without .csv (or 'transformed_data'),
 * '_transformed_', the timestamp with colons and dots as dashes, then '.csv'.
 */
export function transformedFileName(originalName: string | undefined, savedAt: Date): string {
  const base = originalName?.replace(/\.csv$/i, '') || 'transformed_data';
  return `${base}_transformed_${savedAt.toISOString().replace(/[:.]/g, '-')}.csv`;
}

/** The import page's exports of transformed data: transformed_transactions_{date}.csv or .json. */
export function transformedExportFileName(format: 'csv' | 'json', date: string): string {
  return `transformed_transactions_${date}.${format}`;
}
