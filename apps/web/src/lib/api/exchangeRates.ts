import { rateRowSchema, rateTableOfRows } from '@cashline/core';
import type { RateTable } from '@cashline/core';
import { z } from 'zod';
import { apiJson } from './apiClient';

const answerSchema = z.object({
  base: z.string(),
  currencies: z.array(z.string()),
  rates: z.array(rateRowSchema.extend({ source: z.enum(['ecb', 'admin']) })),
  next: z.string().nullable(),
});

export type ExchangeRates = { table: RateTable; currencies: readonly string[] };

/**
 * GET /api/orgs/:orgId/rates: the daily rates of the organisation's currencies, as one table, and
 * the currencies the server sent them for, every page of them.
 */
export async function fetchExchangeRates(orgId: string): Promise<ExchangeRates> {
  const path = `/orgs/${encodeURIComponent(orgId)}/rates`;
  let answer = answerSchema.parse(await apiJson(path));
  const rows = [...answer.rates];
  // A cursor seen before would page in a circle: stop rather than ask for ever.
  const seen = new Set<string>();
  while (answer.next !== null) {
    if (seen.has(answer.next)) throw new Error('The server sent the same page of rates twice.');
    seen.add(answer.next);
    answer = answerSchema.parse(await apiJson(`${path}?cursor=${encodeURIComponent(answer.next)}`));
    rows.push(...answer.rates);
  }
  return { table: rateTableOfRows(answer.base, rows), currencies: answer.currencies };
}
