import type { ReactElement } from 'react';
import { paths } from '../config/paths';
import type { PathKey } from '../config/paths';
import { lazyNamed } from '../lib/lazyNamed';

const AboutPage = lazyNamed(() => import('../features/about/AboutPage'), 'AboutPage');
const BillingPage = lazyNamed(() => import('../features/billing/BillingPage'), 'BillingPage');
const ContactPage = lazyNamed(() => import('../features/contact/ContactPage'), 'ContactPage');
const DocumentationPage = lazyNamed(
  () => import('../features/documentation/DocumentationPage'),
  'DocumentationPage',
);
const FeaturesPage = lazyNamed(() => import('../features/features/FeaturesPage'), 'FeaturesPage');
const HelpCenterPage = lazyNamed(() => import('../features/help/HelpCenterPage'), 'HelpCenterPage');
const LegalPage = lazyNamed(() => import('../features/legal/LegalPage'), 'LegalPage');
const PricingPage = lazyNamed(() => import('../features/pricing/PricingPage'), 'PricingPage');
const ProfilePage = lazyNamed(() => import('../features/profile/ProfilePage'), 'ProfilePage');
const SettingsPage = lazyNamed(() => import('../features/settings/SettingsPage'), 'SettingsPage');
const SupportPage = lazyNamed(() => import('../features/support/SupportPage'), 'SupportPage');
const TutorialsPage = lazyNamed(
  () => import('../features/tutorials/TutorialsPage'),
  'TutorialsPage',
);

/** The information, help and account pages, by route key. */
export const infoRoutes: Partial<Record<PathKey, ReactElement>> = {
  about: <AboutPage />,
  contact: <ContactPage />,
  features: <FeaturesPage />,
  pricing: <PricingPage />,
  help: <HelpCenterPage />,
  documentation: <DocumentationPage />,
  tutorials: <TutorialsPage />,
  support: <SupportPage />,
  profile: <ProfilePage />,
  settings: <SettingsPage />,
  billing: <BillingPage />,
  privacy: <LegalPage page="privacy" title={paths.privacy.title} />,
  terms: <LegalPage page="terms" title={paths.terms.title} />,
  cookies: <LegalPage page="cookies" title={paths.cookies.title} />,
  dataProcessing: <LegalPage page="data-processing" title={paths.dataProcessing.title} />,
  refundPolicy: <LegalPage page="refund-policy" title={paths.refundPolicy.title} />,
};
