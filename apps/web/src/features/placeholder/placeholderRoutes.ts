import type { PathKey } from '../../config/paths';

/** Routes that app.md lists as placeholders, with the description each one shows. */
export const placeholderDescriptions: Partial<Record<PathKey, string>> = {
  reportsCustom: 'Build reports around the figures that matter to your business.',
  reportsExport: 'Export your reports in the formats your accountant asks for.',
  testimonials: 'Hear from businesses that manage their cash flow with Cashline.',
  caseStudies: 'See how businesses of every size forecast and protect their cash.',
  blog: 'Articles on cash-flow management, forecasting and runway planning.',
  privacy: 'How Cashline collects, uses and protects your information.',
  terms: 'The terms that govern your use of Cashline.',
  cookies: 'How Cashline uses cookies and similar technologies.',
  dataProcessing: 'How Cashline processes data on behalf of its customers.',
  refundPolicy: 'When and how Cashline refunds subscription payments.',
};
