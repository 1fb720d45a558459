import type { PathKey } from '../../config/paths';

/** Routes that app.md lists as placeholders, with the description each one shows. */
export const placeholderDescriptions: Partial<Record<PathKey, string>> = {
  testimonials: 'Hear from businesses that manage their cash flow with Cashline.',
  caseStudies: 'See how businesses of every size forecast and protect their cash.',
  blog: 'Articles on cash-flow management, forecasting and runway planning.',
};
