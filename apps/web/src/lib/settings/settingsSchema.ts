import { z } from 'zod';

/** The default model when the user has chosen none (decisions.md: a current mid-tier model). */
export const DEFAULT_AI_MODEL = 'anthropic/claude-sonnet-4.5';

export const SESSION_TIMEOUTS = ['15', '30', '60', '120'] as const;
export const CURRENCIES = ['USD', 'EUR', 'GBP', 'CAD'] as const;
export const DATE_FORMATS = ['MM/DD/YYYY', 'DD/MM/YYYY', 'YYYY-MM-DD'] as const;
export const THEMES = ['light', 'dark', 'auto'] as const;

/**
 * User settings kept in localStorage under `userSettings` (app.md sections 3 and 9). Every field has
 * its default, so a partial or older stored value still loads.
 */
export const userSettingsSchema = z.object({
  notifications: z
    .object({
      email: z.boolean().default(true),
      push: z.boolean().default(false),
      lowBalance: z.boolean().default(true),
      weeklyReports: z.boolean().default(true),
    })
    .prefault({}),
  security: z
    .object({
      twoFactor: z.boolean().default(false),
      sessionTimeout: z.enum(SESSION_TIMEOUTS).catch('30').default('30'),
    })
    .prefault({}),
  preferences: z
    .object({
      currency: z.enum(CURRENCIES).catch('USD').default('USD'),
      dateFormat: z.enum(DATE_FORMATS).catch('MM/DD/YYYY').default('MM/DD/YYYY'),
      theme: z.enum(THEMES).catch('light').default('light'),
      /** The company printed reports and exports name when no organisation is signed in. */
      companyName: z.string().max(200).catch('').default(''),
    })
    .prefault({}),
  api: z
    .object({
      openRouterKey: z.string().default(''),
      model: z.string().default(DEFAULT_AI_MODEL),
    })
    .prefault({}),
  import: z
    .object({
      /**
       * The user's entries of the bank-category table (core's `DEFAULT_BANK_CATEGORIES`): a
       * bank's category name, lower case, to a Cashline category, or null for "let the
       * heuristics decide". Applied at every import, over the defaults.
       */
      bankCategories: z
        .record(z.string().max(100), z.string().max(100).nullable())
        .catch({})
        .default({}),
    })
    .prefault({}),
});

export type UserSettings = z.infer<typeof userSettingsSchema>;

export const SETTINGS_STORAGE_KEY = 'userSettings';

export const defaultSettings: UserSettings = userSettingsSchema.parse({});

/** Reads stored settings; anything unreadable falls back to the defaults rather than breaking the app. */
export function parseStoredSettings(raw: string | null): UserSettings {
  if (!raw) return defaultSettings;
  try {
    const parsed = userSettingsSchema.safeParse(JSON.parse(raw));
    return parsed.success ? parsed.data : defaultSettings;
  } catch {
    return defaultSettings;
  }
}
