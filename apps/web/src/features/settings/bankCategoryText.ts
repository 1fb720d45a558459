import type { BankCategoryTable } from '@cashline/core';

/** What a line says when the bank's category should be left to the heuristics. */
export const NO_CATEGORY = 'none';

/** The user's entries as lines of "Bank category = Cashline category" (or "= none"). */
export function bankCategoryText(table: BankCategoryTable): string {
  return Object.entries(table)
    .map(([bank, category]) => `${bank} = ${category ?? NO_CATEGORY}`)
    .join('\n');
}

/**
 * The entries of "Bank category = Cashline category" lines (blank lines skipped; bank names are
 * matched in any case, so they are kept lower case), or the first line that cannot be read.
 */
export function parseBankCategoryText(
  text: string,
): { table: Record<string, string | null> } | { error: string } {
  const table: Record<string, string | null> = {};
  const lines = text.split(/\r?\n/);
  for (let i = 0; i < lines.length; i += 1) {
    const line = lines[i]!.trim();
    if (line === '') continue;
    const at = line.lastIndexOf('=');
    const bank = at < 0 ? '' : line.slice(0, at).trim().toLowerCase();
    const category = at < 0 ? '' : line.slice(at + 1).trim();
    if (bank === '' || category === '' || bank.length > 100 || category.length > 100) {
      return {
        error: `Line ${i + 1} should read "Bank category = Cashline category" (or "= ${NO_CATEGORY}").`,
      };
    }
    table[bank] = category.toLowerCase() === NO_CATEGORY ? null : category;
  }
  return { table };
}
