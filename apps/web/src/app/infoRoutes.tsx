import type { ReactElement } from 'react';
import type { PathKey } from '../config/paths';
import { AboutPage } from '../features/about/AboutPage';
import { BillingPage } from '../features/billing/BillingPage';
import { ContactPage } from '../features/contact/ContactPage';
import { DocumentationPage } from '../features/documentation/DocumentationPage';
import { FeaturesPage } from '../features/features/FeaturesPage';
import { HelpCenterPage } from '../features/help/HelpCenterPage';
import { PricingPage } from '../features/pricing/PricingPage';
import { ProfilePage } from '../features/profile/ProfilePage';
import { SettingsPage } from '../features/settings/SettingsPage';
import { SupportPage } from '../features/support/SupportPage';
import { TutorialsPage } from '../features/tutorials/TutorialsPage';

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
