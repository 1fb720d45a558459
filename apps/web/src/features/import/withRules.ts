import { applyRules, withRuleChanges } from '@cashline/core';
import type { ImportSummary, Rule, Transaction } from '@cashline/core';

/** The import's transactions and duplicates with the user's rules applied (rules beat keywords). */
export function withRules(summary: ImportSummary, rules: readonly Rule[]): ImportSummary {
  if (rules.length === 0) return summary;
  const ruled = (list: Transaction[]) => withRuleChanges(list, applyRules(list, rules));
  const duplicates = ruled(summary.duplicates.map((duplicate) => duplicate.transaction));
  return {
    ...summary,
    transactions: ruled(summary.transactions),
    duplicates: summary.duplicates.map((duplicate, i) => ({
      ...duplicate,
      transaction: duplicates[i]!,
    })),
  };
}

const SOURCE_WORDS = [
  ['rule', 'by your rules'],
  ['import', "from the file's own categories"],
  ['ai', 'by the AI'],
  ['heuristic', 'by keywords'],
] as const;

/** "Categories: 12 by your rules, 30 by keywords." for the transactions to import. */
export function categorySourcesLine(transactions: readonly Transaction[]): string | null {
  const counts = new Map<string, number>();
  for (const t of transactions) {
    if (t.categorySource !== undefined) {
      counts.set(t.categorySource, (counts.get(t.categorySource) ?? 0) + 1);
    }
  }
  const parts = SOURCE_WORDS.flatMap(([source, words]) => {
    const count = counts.get(source) ?? 0;
    return count === 0 ? [] : [`${count.toLocaleString('en-US')} ${words}`];
  });
  return parts.length === 0 ? null : `Categories: ${parts.join(', ')}.`;
}
