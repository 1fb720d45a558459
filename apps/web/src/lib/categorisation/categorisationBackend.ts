import { categoryDefinitionSchema, rulesSchema } from '@cashline/core';
import { useContext, useMemo } from 'react';
import { z } from 'zod';
import { ApiError } from '../api/apiClient';
import { AuthContext } from '../auth/AuthContext';
import { serverLedgerApi } from '../ledger/serverLedgerApi';
import { readCategorisation, writeCategorisation } from './categorisationDb';
import type { CategorisationData } from './categorisationDb';

/** Where rules and categories are kept: beside the ledger, in this browser or on the server. */
export type CategorisationBackend = {
  load(): Promise<CategorisationData & { rejected: boolean }>;
  save(previous: CategorisationData, next: CategorisationData): Promise<void>;
};

const localBackend: CategorisationBackend = {
  load: readCategorisation,
  save: (_previous, next) => writeCategorisation(next),
};

const definitionsSchema = z.array(categoryDefinitionSchema);

/** The organisation's rules and categories: two versioned documents of its ledger. */
function serverBackend(orgId: string): CategorisationBackend {
  const api = serverLedgerApi(orgId);
  const versions = { rules: 0, categories: 0 };
  const saveDocument = async (kind: 'rules' | 'categories', value: unknown) => {
    try {
      versions[kind] = (await api.saveDocument(kind, versions[kind], value)).version;
    } catch (error) {
      // Someone saved since this page loaded: take their version number so that trying again
      // saves over it (the later save wins, as with transactions), and say so meanwhile.
      const current = error instanceof ApiError && error.status === 409 ? error.body : undefined;
      const version = z.object({ current: z.object({ version: z.number() }) }).safeParse(current);
      if (version.success) versions[kind] = version.data.current.version;
      throw error;
    }
  };
  return {
    async load() {
      const [rules, categories] = await Promise.all([
        api.document('rules'),
        api.document('categories'),
      ]);
      versions.rules = rules.version;
      versions.categories = categories.version;
      const parsedRules = rulesSchema.safeParse(rules.value);
      const parsedDefinitions = definitionsSchema.safeParse(categories.value);
      return {
        rules: parsedRules.success ? parsedRules.data : [],
        definitions: parsedDefinitions.success ? parsedDefinitions.data : [],
        rejected: !parsedRules.success || !parsedDefinitions.success,
      };
    },
    async save(previous, next) {
      if (previous.rules !== next.rules) await saveDocument('rules', next.rules);
      if (previous.definitions !== next.definitions) {
        await saveDocument('categories', next.definitions);
      }
    },
  };
}

/** The same choice as the ledger's: the active organisation's when signed in, else this browser's. */
export function useCategorisationBackend(): CategorisationBackend | undefined {
  const auth = useContext(AuthContext);
  const status = auth?.status ?? 'signed-out';
  const orgId = auth?.status === 'signed-in' ? auth.me.activeOrganizationId : null;
  return useMemo(() => {
    if (status === 'loading') return undefined;
    return orgId ? serverBackend(orgId) : localBackend;
  }, [status, orgId]);
}
