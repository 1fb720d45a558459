import type { ImportSummary } from '@cashline/core';

/**
 * What identifies a file's layout: its delimiter and its column names, so the next statement of the
 * same bank account is recognised and goes to the account chosen last time. A statement file (OFX,
 * QIF, camt, MT940) has no columns: its format and the account number it states identify it.
 */
export function layoutKey(
  summary: Pick<ImportSummary, 'delimiter' | 'headers'> &
    Partial<Pick<ImportSummary, 'format' | 'statement'>>,
): string {
  const { statement } = summary;
  if (statement !== undefined && summary.format !== undefined) {
    const number = statement.accounts[statement.account]?.number ?? '';
    return ['statement', summary.format, number].join('|');
  }
  return [summary.delimiter, ...summary.headers.map((h) => h.trim().toLowerCase())].join('|');
}
