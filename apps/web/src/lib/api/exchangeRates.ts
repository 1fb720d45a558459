import { rateRowSchema, rateTableOfRows } from '@cashline/core';
import type { RateTable } from '@cashline/core';
import { z } from 'zod';
import { apiJson } from './apiClient';

const answerSchema = z.object({
  base: z.string(),
  currencies: z.array(z.string()),
  rates: z.array(rateRowSchema.extend({ source: z.enum(['ecb', 'admin']) })),
});

/** GET /api/orgs/:orgId/rates: the daily rates of the organisation's currencies, as one table. */
export async function fetchExchangeRates(orgId: string): Promise<RateTable> {
  const answer = answerSchema.parse(await apiJson(`/orgs/${encodeURIComponent(orgId)}/rates`));
  return rateTableOfRows(answer.base, answer.rates);
}
