import { z } from 'zod';
import { rulesSchema, type Rule } from './ruleSchema.js';

export const RULES_FILE_VERSION = 1;

const rulesFileSchema = z.object({
  cashlineRules: z.literal(RULES_FILE_VERSION),
  rules: rulesSchema,
});

export type RulesImport = { ok: true; value: Rule[] } | { ok: false; error: string };

/** The rules as a JSON file a bookkeeper can load into another client's ledger. */
export function rulesToJson(rules: readonly Rule[]): string {
  return JSON.stringify({ cashlineRules: RULES_FILE_VERSION, rules }, null, 2);
}

/** Reads a rules file, every rule validated; the error names the first problem and where it is. */
export function parseRulesJson(text: string): RulesImport {
  let data: unknown;
  try {
    data = JSON.parse(text);
  } catch {
    return { ok: false, error: 'This file is not JSON.' };
  }
  const parsed = rulesFileSchema.safeParse(data);
  if (parsed.success) {
    const ids = new Set<string>();
    for (const rule of parsed.data.rules) {
      if (ids.has(rule.id)) return { ok: false, error: `Two rules have the id '${rule.id}'.` };
      ids.add(rule.id);
    }
    return { ok: true, value: parsed.data.rules };
  }
  const issue = parsed.error.issues[0]!;
  if (issue.path[0] === 'cashlineRules') {
    return { ok: false, error: 'This is not a Cashline rules file.' };
  }
  const [, ruleIndex, ...rest] = issue.path;
  const where =
    typeof ruleIndex === 'number'
      ? `Rule ${ruleIndex + 1}${rest.length > 0 ? ` (${rest.join('.')})` : ''}: `
      : '';
  return { ok: false, error: `${where}${issue.message}` };
}
