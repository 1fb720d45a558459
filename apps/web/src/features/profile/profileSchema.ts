import { z } from 'zod';
import { sampleProfile } from './data/sampleProfile';
import { LANGUAGES, TIMEZONES } from './data/profileOptions';

const timezoneValues = TIMEZONES.map((t) => t.value) as [string, ...string[]];
const languageValues = LANGUAGES.map((l) => l.value) as [string, ...string[]];

/** The profile kept in localStorage under `userProfile` (app.md section 3). */
export const userProfileSchema = z.object({
  firstName: z.string(),
  lastName: z.string(),
  email: z.string(),
  phone: z.string(),
  company: z.string(),
  jobTitle: z.string(),
  timezone: z.enum(timezoneValues),
  language: z.enum(languageValues),
  bio: z.string(),
});

export type UserProfile = z.infer<typeof userProfileSchema>;

export const PROFILE_STORAGE_KEY = 'userProfile';

/** The saved profile, or the sample when nothing (or nothing readable) is stored. */
export function loadProfile(): UserProfile {
  const raw = localStorage.getItem(PROFILE_STORAGE_KEY);
  if (!raw) return sampleProfile;
  try {
    const parsed = userProfileSchema.safeParse(JSON.parse(raw));
    return parsed.success ? parsed.data : sampleProfile;
  } catch {
    return sampleProfile;
  }
}

/** Throws when the browser refuses the write, so the page can say so. */
export function saveProfile(profile: UserProfile): void {
  localStorage.setItem(PROFILE_STORAGE_KEY, JSON.stringify(profile));
}
