/**
 * A model that categorises: for Cashline's batch categorisation prompt it answers
 * `{"categories": [...]}` with one category per transaction, so tests and benchmarks can send any
 * number of rows. The transactions are the JSON list on the prompt's line starting `Transactions`.
 */
export type CategoriseRule = { contains: string; category: string };

function transactionsOf(prompt: string): unknown[] | undefined {
  const line = prompt.split('\n').find((l) => l.startsWith('Transactions'));
  const start = line?.indexOf('[') ?? -1;
  if (!line || start < 0) return undefined;
  try {
    const list: unknown = JSON.parse(line.slice(start));
    return Array.isArray(list) ? list : undefined;
  } catch {
    return undefined;
  }
}

/** The reply content, or undefined when the prompt holds no transaction list. */
export function categoriseContent(
  prompt: string,
  rules: readonly CategoriseRule[],
  otherwise: string,
): string | undefined {
  const transactions = transactionsOf(prompt);
  if (!transactions) return undefined;
  const categories = transactions.map((value) => {
    const text = String(value).toLowerCase();
    return rules.find((rule) => text.includes(rule.contains.toLowerCase()))?.category ?? otherwise;
  });
  return JSON.stringify({ categories });
}
