import { readFileSync } from 'node:fs';
import path from 'node:path';
import { BURN_MONTHS } from '@cashline/core';
import { describe, expect, it } from 'vitest';
import { values } from './about/data/aboutContent';
import { dashboardFaq, featureBlurbs } from './dashboard/dashboardContent';
import { docSections } from './documentation/data/docSections';
import { featureList } from './features/data/featureList';
import { helpFaq } from './help/data/helpFaq';
import { pricingFaq } from './pricing/data/pricingFaq';
import { learningPaths, tutorials } from './tutorials/data/tutorials';
import { welcomeFeatures, welcomeStorage } from './welcome/welcomeContent';

/** Every string of a data module, however deeply nested. */
function stringsOf(value: unknown): string[] {
  if (typeof value === 'string') return [value];
  if (Array.isArray(value)) return value.flatMap(stringsOf);
  if (value && typeof value === 'object') return Object.values(value).flatMap(stringsOf);
  return [];
}

/** The help, FAQ, about, feature, documentation and tutorial texts the app shows. */
const texts: Record<string, unknown> = {
  dashboardFaq,
  featureBlurbs,
  aboutValues: values,
  featureList,
  helpFaq,
  docSections,
  pricingFaq,
  tutorials,
  learningPaths,
  welcomeFeatures,
  welcomeStorage,
};

const allTexts = Object.entries(texts).flatMap(([source, value]) =>
  stringsOf(value).map((text) => ({ source, text })),
);

// Tests run in apps/web.
const readme = readFileSync(path.resolve('../../README.md'), 'utf8');

describe('help and product copy against the definitions', () => {
  it('finds the texts it checks', () => {
    expect(allTexts.length).toBeGreaterThan(60);
  });

  it('defines runway as the README and the analytics do: cash over net burn of the last complete months', () => {
    // The README's definition, which this test holds the copy to, rests on the same months as core.
    expect(readme).toContain(`over the last ${BURN_MONTHS} calendar months`);
    const definitions = allTexts.filter(({ text }) => /runway is/i.test(text));
    expect(definitions.length).toBeGreaterThanOrEqual(3);
    for (const { source, text } of definitions) {
      expect({ source, text }).toEqual({
        source,
        text: expect.stringMatching(/divided by your net burn/i),
      });
      expect(text).toMatch(new RegExp(`last ${BURN_MONTHS} complete calendar months`));
    }
  });

  it('nowhere puts burn or runway on a 6-month look-back or on outflows alone', () => {
    for (const { source, text } of allTexts) {
      const claim = { source, text };
      expect(claim.text).not.toMatch(/(6|six) months/i);
      expect(claim.text).not.toMatch(/divided by your (average )?monthly (outflow|burn rate)/i);
    }
  });

  it('says where the ledger is kept both signed out and signed in', () => {
    const browserClaims = allTexts.filter(({ text }) =>
      /(stay|kept|stored|keep)[^.]* (in )?(your|this) browser/i.test(text),
    );
    expect(browserClaims.length).toBeGreaterThanOrEqual(4);
    for (const { source, text } of browserClaims) {
      // Settings (the AI key) stay in the browser for everyone; transactions only when signed out.
      if (!/transaction|ledger|data/i.test(text)) continue;
      expect({ source, text }).toEqual({
        source,
        text: expect.stringMatching(/signed out[^.]*browser[^]*signed in[^.]*server/i),
      });
    }
  });
});
