import type { UserProfile } from '../profileSchema';

/** The hard-coded sample profile shown until the user saves their own (app.md section 2). */
export const sampleProfile: UserProfile = {
  firstName: 'Jordan',
  lastName: 'Ellis',
  email: 'jordan.ellis@example.com',
  phone: '+1 (703) 555-0199',
  company: 'Ellis Bakery & Café',
  jobTitle: 'Owner',
  timezone: 'America/New_York',
  language: 'en',
  bio: 'Running two bakeries in Northern Virginia and keeping a close eye on cash every week.',
};
