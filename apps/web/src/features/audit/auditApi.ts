import { auditPageSchema } from '@cashline/core';
import type { AuditPage } from '@cashline/core';
import { apiJson, apiUrl } from '../../lib/api/apiClient';

export const AUDIT_PAGE_SIZE = 50;

export async function fetchAuditPage(orgId: string, before?: number): Promise<AuditPage> {
  const query = new URLSearchParams({
    limit: String(AUDIT_PAGE_SIZE),
    ...(before === undefined ? {} : { before: String(before) }),
  });
  return auditPageSchema.parse(await apiJson(`/orgs/${encodeURIComponent(orgId)}/audit?${query}`));
}

export function auditCsvUrl(orgId: string): string {
  return apiUrl(`/orgs/${encodeURIComponent(orgId)}/audit.csv`);
}
