import type { PackedTransactions } from '../import/packedTransactions.js';
import { unpackTransactions } from '../import/packedTransactions.js';
import type { CategorySource } from '../transaction.js';
import { applyRules } from './applyRules.js';
import type { Rule } from './ruleSchema.js';

/** Rows made into objects at a time: enough to keep the rules fast, few enough to stay small. */
const CHUNK = 20_000;

/**
 * The packed rows with the rules' changes made, as `withRuleChanges(list, applyRules(list,
 * rules))` makes them of the same rows as objects. The rules read a chunk of rows at a time, so a
 * million-row file never becomes a million objects; the list comes back as it was when no rule
 * changes a row.
 */
export function withRulesPacked(
  packed: PackedTransactions,
  rules: readonly Rule[],
): PackedTransactions {
  if (rules.length === 0) return packed;
  let categoryCodes: Uint32Array | null = null;
  let sourceCodes: Uint8Array | null = null;
  const categories = [...packed.categories];
  const categoryCode = new Map(categories.map((category, code) => [category, code]));
  const sources: (CategorySource | null)[] = [...packed.sources];
  const sparse = new Map(packed.sparse.map(({ row, fields }) => [row, fields]));
  let changed = false;
  for (let start = 0; start < packed.count; start += CHUNK) {
    const chunk = unpackTransactions(packed, start, start + CHUNK);
    for (const { index, set } of applyRules(chunk, rules)) {
      changed = true;
      const row = start + index;
      const { category, ...fields } = set;
      if (category !== undefined) {
        categoryCodes ??= packed.categoryCodes.slice();
        sourceCodes ??= packed.sourceCodes.slice();
        let code = categoryCode.get(category);
        if (code === undefined) {
          code = categories.push(category) - 1;
          categoryCode.set(category, code);
        }
        categoryCodes[row] = code;
        let source = sources.indexOf('rule');
        if (source === -1) source = sources.push('rule') - 1;
        sourceCodes[row] = source;
      }
      if (Object.keys(fields).length > 0) {
        sparse.set(row, { ...sparse.get(row), ...fields });
      }
    }
  }
  if (!changed) return packed;
  return {
    ...packed,
    categories,
    categoryCodes: categoryCodes ?? packed.categoryCodes,
    sources,
    sourceCodes: sourceCodes ?? packed.sourceCodes,
    sparse: [...sparse].sort(([a], [b]) => a - b).map(([row, fields]) => ({ row, fields })),
  };
}
