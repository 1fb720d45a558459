import { rateRowSchema, rateTableOfRows } from '@cashline/core';
import type { RateTable } from '@cashline/core';
import { z } from 'zod';
import { apiJson } from './apiClient';

const answerSchema = z.object({
  base: z.string(),
  currencies: z.array(z.string()),
  rates: z.array(rateRowSchema.extend({ source: z.enum(['ecb', 'admin']) })),
});

export type ExchangeRates = { table: RateTable; currencies: readonly string[] };

/**
 * GET /api/orgs/:orgId/rates: the daily rates of the organisation's currencies, as one table, and
 * the currencies the server sent them for.
 */
export async function fetchExchangeRates(orgId: string): Promise<ExchangeRates> {
  const answer = answerSchema.parse(await apiJson(`/orgs/${encodeURIComponent(orgId)}/rates`));
  return { table: rateTableOfRows(answer.base, answer.rates), currencies: answer.currencies };
}
