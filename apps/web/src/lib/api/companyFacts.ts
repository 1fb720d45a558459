import { companyFactsSchema } from '@cashline/core';
import type { CompanyFacts } from '@cashline/core';
import { z } from 'zod';
import { apiJson } from './apiClient';

const companyBodySchema = z.object({ company: companyFactsSchema });

/** `GET /api/content/company`: the operator's company facts (neutral defaults when none). */
export async function fetchCompanyFacts(): Promise<CompanyFacts> {
  return companyBodySchema.parse(await apiJson('/content/company')).company;
}
