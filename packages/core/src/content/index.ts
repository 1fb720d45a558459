export type { CompanyFacts, LegalPage, LegalText } from './siteContent.js';
export {
  companyFactsSchema,
  copyrightLine,
  DEFAULT_COMPANY_FACTS,
  LEGAL_PAGES,
  legalPageSchema,
  legalTextSchema,
  phoneHref,
} from './siteContent.js';
