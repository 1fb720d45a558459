import { z } from 'zod';
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

/**
 * What the page starts from before the user has saved anything: empty fields, never someone else's
 * name (decisions.md: nothing invented is shown as the user's own). The timezone and language are
 * this browser's where the options hold them.
 */
export function emptyProfile(
  timezone: string = Intl.DateTimeFormat().resolvedOptions().timeZone,
  language: string = navigator.language.slice(0, 2),
): UserProfile {
  return {
    firstName: '',
    lastName: '',
    email: '',
    phone: '',
    company: '',
    jobTitle: '',
    timezone: TIMEZONES.some((t) => t.value === timezone) ? timezone : 'America/New_York',
    language: LANGUAGES.some((l) => l.value === language) ? language : 'en',
    bio: '',
  };
}

/** The saved profile, or an empty one when nothing (or nothing readable) is stored. */
export function loadProfile(): UserProfile {
  const raw = localStorage.getItem(PROFILE_STORAGE_KEY);
  if (!raw) return emptyProfile();
  try {
    const parsed = userProfileSchema.safeParse(JSON.parse(raw));
    return parsed.success ? parsed.data : emptyProfile();
  } catch {
    return emptyProfile();
  }
}

/** Throws when the browser refuses the write, so the page can say so. */
export function saveProfile(profile: UserProfile): void {
  localStorage.setItem(PROFILE_STORAGE_KEY, JSON.stringify(profile));
}
