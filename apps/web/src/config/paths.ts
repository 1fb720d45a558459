import type { CustomReportDefinition } from '@cashline/core';

/** Every route of the app, in one place (app.md section 2). Components link through these. */
export const paths = {
  dashboard: { path: '/', title: 'Dashboard' },
  inflows: { path: '/analytics/inflows', title: 'Cash Inflows Analysis' },
  outflows: { path: '/analytics/outflows', title: 'Cash Outflows Analysis' },
  runway: { path: '/analytics/runway', title: 'Cash Runway Analysis' },
  forecast: {
    path: '/analytics/forecast',
    title: '13-Week Cash Forecast',
    /** With `again`, a transaction's id: the page offers it as a scenario layer. */
    getHref: (again?: string) =>
      again === undefined
        ? '/analytics/forecast'
        : `/analytics/forecast?${new URLSearchParams({ again }).toString()}`,
  },
  forecastActual: { path: '/analytics/forecast/actual', title: 'Forecast Against Actual' },
  transactions: { path: '/transactions', title: 'Transaction Management' },
  transactionAdd: { path: '/transactions/add', title: 'Add Transaction' },
  transactionEdit: {
    path: '/transactions/edit/:id',
    title: 'Edit Transaction',
    getHref: (id: string) => `/transactions/edit/${encodeURIComponent(id)}`,
  },
  transactionImport: { path: '/transactions/import', title: 'Import Transactions' },
  transactionCategories: { path: '/transactions/categories', title: 'Transaction Categories' },
  accounts: { path: '/accounts', title: 'Accounts' },
  invoices: { path: '/invoices', title: 'Invoices and bills' },
  transactionRules: { path: '/transactions/rules', title: 'Categorisation Rules' },
  integration: { path: '/integration', title: 'Integrations' },
  quickbooks: { path: '/integration/quickbooks', title: 'QuickBooks Integration' },
  reports: { path: '/reports', title: 'Financial Reports' },
  reportsCustom: { path: '/reports/custom', title: 'Custom Reports' },
  reportsCustomPrint: {
    path: '/reports/custom/print',
    title: 'Custom Report',
    /** The report's definition travels in the address, so an unsaved report prints too. */
    getHref: (definition: CustomReportDefinition) =>
      `/reports/custom/print?${new URLSearchParams({ report: JSON.stringify(definition) }).toString()}`,
  },
  reportsExport: { path: '/reports/export', title: 'Export Reports' },
  reportsPrint: {
    path: '/reports/print',
    title: 'Cash-Flow Statement',
    getHref: (period: string, reportType: string) =>
      `/reports/print?${new URLSearchParams({ period, type: reportType }).toString()}`,
  },
  boardPack: {
    path: '/reports/board-pack',
    title: 'Board Pack',
    getHref: (month?: string) =>
      month === undefined ? '/reports/board-pack' : `/reports/board-pack?month=${month}`,
  },
  profile: { path: '/account/profile', title: 'Profile' },
  settings: { path: '/account/settings', title: 'Settings' },
  billing: { path: '/account/billing', title: 'Billing' },
  team: { path: '/account/team', title: 'Team' },
  login: { path: '/login', title: 'Log In' },
  signup: { path: '/signup', title: 'Sign Up' },
  forgotPassword: { path: '/forgot-password', title: 'Forgot Password' },
  resetPassword: { path: '/reset-password', title: 'Reset Password' },
  invitation: {
    path: '/invite/:id',
    title: 'Invitation',
    getHref: (id: string) => `/invite/${encodeURIComponent(id)}`,
  },
  about: { path: '/about', title: 'About Cashline' },
  contact: { path: '/contact', title: 'Contact Us' },
  features: { path: '/features', title: 'Features' },
  pricing: { path: '/pricing', title: 'Pricing' },
  help: { path: '/help', title: 'Help Center' },
  documentation: { path: '/documentation', title: 'Documentation' },
  tutorials: { path: '/tutorials', title: 'Tutorials' },
  support: { path: '/support', title: 'Support' },
  testimonials: { path: '/testimonials', title: 'Testimonials' },
  caseStudies: { path: '/case-studies', title: 'Case Studies' },
  blog: { path: '/blog', title: 'Blog' },
  privacy: { path: '/privacy', title: 'Privacy Policy' },
  terms: { path: '/terms', title: 'Terms of Service' },
  cookies: { path: '/cookies', title: 'Cookie Policy' },
  dataProcessing: { path: '/data-processing', title: 'Data Processing Agreement' },
  refundPolicy: { path: '/refund-policy', title: 'Refund Policy' },
} as const;

export type PathKey = keyof typeof paths;
