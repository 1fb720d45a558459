import { paths } from '../../config/paths';

export type NavItem = { to: string; label: string; end?: boolean };

/** The header's links (app.md section 2); the Analytics dropdown sits after Transactions. */
export const headerLinksBeforeAnalytics: NavItem[] = [
  { to: paths.dashboard.path, label: 'Dashboard', end: true },
  { to: paths.transactions.path, label: 'Transactions' },
];

export const headerLinksAfterAnalytics: NavItem[] = [
  { to: paths.integration.path, label: 'Integration' },
  { to: paths.reports.path, label: 'Reports' },
  { to: paths.features.path, label: 'Features' },
  { to: paths.pricing.path, label: 'Pricing' },
  { to: paths.about.path, label: 'About' },
  { to: paths.help.path, label: 'Help' },
];

export const analyticsLinks: NavItem[] = [
  { to: paths.inflows.path, label: 'Cash Inflows' },
  { to: paths.outflows.path, label: 'Cash Outflows' },
  { to: paths.runway.path, label: 'Cash Runway' },
  { to: paths.forecast.path, label: '13-Week Forecast' },
];

export const accountLinks: NavItem[] = [
  { to: paths.profile.path, label: 'Profile' },
  { to: paths.settings.path, label: 'Settings' },
  { to: paths.billing.path, label: 'Billing' },
];

/** The mobile menu has its own list: no runway entry, Forecast instead of 13-Week Forecast. */
export const mobileLinks: NavItem[] = [
  { to: paths.dashboard.path, label: 'Dashboard', end: true },
  { to: paths.inflows.path, label: 'Cash Inflows' },
  { to: paths.outflows.path, label: 'Cash Outflows' },
  { to: paths.forecast.path, label: 'Forecast' },
  { to: paths.transactions.path, label: 'Transactions' },
  { to: paths.integration.path, label: 'Integration' },
  { to: paths.reports.path, label: 'Reports' },
  { to: paths.features.path, label: 'Features' },
  { to: paths.pricing.path, label: 'Pricing' },
  { to: paths.about.path, label: 'About' },
  { to: paths.help.path, label: 'Help' },
];

export const footerGroups: { title: string; links: NavItem[] }[] = [
  {
    title: 'Quick Links',
    links: [
      { to: paths.dashboard.path, label: 'Dashboard' },
      { to: paths.transactions.path, label: 'Transactions' },
      { to: paths.reports.path, label: 'Reports' },
      { to: paths.forecast.path, label: 'Forecasting' },
      { to: paths.features.path, label: 'Features' },
      { to: paths.pricing.path, label: 'Pricing' },
    ],
  },
  {
    title: 'Support',
    links: [
      { to: paths.help.path, label: 'Help Center' },
      { to: paths.documentation.path, label: 'Documentation' },
      { to: paths.tutorials.path, label: 'Tutorials' },
      { to: paths.support.path, label: 'Support' },
      { to: paths.about.path, label: 'About Us' },
      { to: paths.contact.path, label: 'Contact' },
    ],
  },
  {
    title: 'Legal',
    links: [
      { to: paths.privacy.path, label: 'Privacy Policy' },
      { to: paths.terms.path, label: 'Terms of Service' },
      { to: paths.cookies.path, label: 'Cookie Policy' },
      { to: paths.refundPolicy.path, label: 'Refund Policy' },
    ],
  },
];

export const socialLinks = [
  { href: 'https://www.linkedin.com/company/cashline', label: 'LinkedIn', short: 'in' },
  { href: 'https://x.com/cashline', label: 'X', short: 'X' },
  { href: 'https://www.facebook.com/cashline', label: 'Facebook', short: 'f' },
  { href: 'https://www.youtube.com/@cashline', label: 'YouTube', short: '▶' },
];

export const contactDetails = {
  phone: '+1 (703) 555-0142',
  phoneHref: 'tel:+17035550142',
  email: 'support@cashline.app',
  address: ['1800 Wilson Boulevard, Suite 400', 'Arlington, VA 22209, USA'],
};
