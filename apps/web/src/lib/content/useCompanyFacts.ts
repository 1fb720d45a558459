import { DEFAULT_COMPANY_FACTS } from '@cashline/core';
import type { CompanyFacts } from '@cashline/core';
import { useEffect, useState } from 'react';
import { fetchCompanyFacts } from '../api/companyFacts';

/**
 * The company facts the operator configured. Until they arrive, or when the server cannot be
 * reached (offline), the neutral defaults: a name and nothing claimed.
 */
export function useCompanyFacts(): CompanyFacts {
  const [facts, setFacts] = useState<CompanyFacts>(DEFAULT_COMPANY_FACTS);
  useEffect(() => {
    let current = true;
    fetchCompanyFacts().then(
      (loaded) => {
        if (current) setFacts(loaded);
      },
      () => undefined,
    );
    return () => {
      current = false;
    };
  }, []);
  return facts;
}
