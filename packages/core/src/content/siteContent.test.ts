import { describe, expect, it } from 'vitest';
import {
  DEFAULT_COMPANY_FACTS,
  companyFactsSchema,
  copyrightLine,
  legalPageSchema,
  phoneHref,
} from './siteContent.js';

describe('company facts', () => {
  it('claim nothing by default: the name only, no address, contact, figures or links', () => {
    expect(DEFAULT_COMPANY_FACTS).toEqual({
      name: 'Cashline',
      address: [],
      hours: [],
      stats: [],
      social: [],
    });
  });

  it("keep the operator's facts and refuse unknown keys and non-web links", () => {
    const facts = companyFactsSchema.parse({
      name: 'Bakery Books Ltd',
      email: 'help@bakerybooks.example',
      address: ['1 High Street', 'Leeds'],
    });
    expect(facts).toMatchObject({ name: 'Bakery Books Ltd', address: ['1 High Street', 'Leeds'] });
    expect(companyFactsSchema.safeParse({ customers: '10,000+' }).success).toBe(false);
    expect(
      companyFactsSchema.safeParse({ social: [{ label: 'X', url: 'javascript:alert(1)' }] })
        .success,
    ).toBe(false);
  });

  it('write the copyright line for the year given', () => {
    expect(copyrightLine({ name: 'Cashline' }, 2026)).toBe('© 2026 Cashline. All rights reserved.');
  });

  it('dial a phone number by its digits', () => {
    expect(phoneHref('+1 (703) 555-0142')).toBe('tel:+17035550142');
  });
});

describe('legal pages', () => {
  it('are the five named pages and nothing else', () => {
    expect(legalPageSchema.safeParse('privacy').success).toBe(true);
    expect(legalPageSchema.safeParse('../secrets').success).toBe(false);
  });
});
