import { currencyCodeSchema, localeSchema } from '@cashline/core';
import type { Locale } from '@cashline/core';
import { z } from 'zod';

/**
 * The currency consolidated figures are shown in and the locale dates and numbers are written in:
 * the team's when signed in (its settings document), this browser's otherwise. Unset until chosen;
 * the browser's display preferences stand in until then.
 */
export type CurrencyChoice = { reportingCurrency?: string; locale?: Locale };

const currencyChoiceSchema = z.object({
  reportingCurrency: currencyCodeSchema.optional().catch(undefined),
  locale: localeSchema.optional().catch(undefined),
});

/** What is stored, checked; anything unreadable is no choice rather than a broken app. */
export function readCurrencyChoice(raw: unknown): CurrencyChoice {
  const parsed = currencyChoiceSchema.safeParse(raw ?? {});
  return parsed.success ? choiceOf(parsed.data) : {};
}

/** The choice alone, without keys left undefined (the server's schema has them absent or set). */
export function choiceOf(source: CurrencyChoice): CurrencyChoice {
  return {
    ...(source.reportingCurrency === undefined
      ? {}
      : { reportingCurrency: source.reportingCurrency }),
    ...(source.locale === undefined ? {} : { locale: source.locale }),
  };
}

export function sameChoice(a: CurrencyChoice, b: CurrencyChoice): boolean {
  return a.reportingCurrency === b.reportingCurrency && a.locale === b.locale;
}
