import { legalTextSchema } from '@cashline/core';
import type { LegalPage, LegalText } from '@cashline/core';
import { apiJson } from './apiClient';

/** `GET /api/content/legal/:page`: the page's markdown, the operator's or the shipped text. */
export async function fetchLegalText(page: LegalPage): Promise<LegalText> {
  return legalTextSchema.parse(await apiJson(`/content/legal/${page}`));
}
