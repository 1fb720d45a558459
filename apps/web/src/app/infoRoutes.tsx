import type { ReactElement } from 'react';
import type { PathKey } from '../config/paths';
import { lazyPage } from './lazyPage';

const AboutPage = lazyPage(() => import('../features/about/AboutPage'), 'AboutPage');
const BillingPage = lazyPage(() => import('../features/billing/BillingPage'), 'BillingPage');
const ContactPage = lazyPage(() => import('../features/contact/ContactPage'), 'ContactPage');
const DocumentationPage = lazyPage(
  () => import('../features/documentation/DocumentationPage'),
  'DocumentationPage',
);
const FeaturesPage = lazyPage(() => import('../features/features/FeaturesPage'), 'FeaturesPage');
const HelpCenterPage = lazyPage(() => import('../features/help/HelpCenterPage'), 'HelpCenterPage');
const PricingPage = lazyPage(() => import('../features/pricing/PricingPage'), 'PricingPage');
const ProfilePage = lazyPage(() => import('../features/profile/ProfilePage'), 'ProfilePage');
const SettingsPage = lazyPage(() => import('../features/settings/SettingsPage'), 'SettingsPage');
const SupportPage = lazyPage(() => import('../features/support/SupportPage'), 'SupportPage');
const TutorialsPage = lazyPage(
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
};
