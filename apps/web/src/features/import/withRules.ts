import { withRulesPacked } from '@cashline/core';
import type { PackedImportSummary, PackedTransactions, Rule } from '@cashline/core';

/** The import's transactions and duplicates with the user's rules applied (rules beat keywords). */
export function withRules(
  summary: PackedImportSummary,
  rules: readonly Rule[],
): PackedImportSummary {
  if (rules.length === 0) return summary;
  return {
    ...summary,
    transactions: withRulesPacked(summary.transactions, rules),
    duplicates: {
      ...summary.duplicates,
      transactions: withRulesPacked(summary.duplicates.transactions, rules),
    },
  };
}

const SOURCE_WORDS = [
  ['rule', 'by your rules'],
  ['import', "from the file's own categories"],
  ['ai', 'by the AI'],
  ['heuristic', 'by keywords'],
] as const;

/** "Categories: 12 by your rules, 30 by keywords." for the transactions to import. */
export function categorySourcesLine(transactions: PackedTransactions): string | null {
  const byCode = new Array<number>(transactions.sources.length).fill(0);
  for (let i = 0; i < transactions.count; i++) byCode[transactions.sourceCodes[i]!]! += 1;
  const counts = new Map<string, number>();
  transactions.sources.forEach((source, code) => {
    if (source !== null) counts.set(source, (counts.get(source) ?? 0) + byCode[code]!);
  });
  const parts = SOURCE_WORDS.flatMap(([source, words]) => {
    const count = counts.get(source) ?? 0;
    return count === 0 ? [] : [`${count.toLocaleString('en-US')} ${words}`];
  });
  return parts.length === 0 ? null : `Categories: ${parts.join(', ')}.`;
}
