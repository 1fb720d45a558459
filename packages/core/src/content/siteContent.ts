import { z } from 'zod';

/** The legal pages an operator may replace, by the name of their markdown file and route. */
export const LEGAL_PAGES = [
  'privacy',
  'terms',
  'cookies',
  'data-processing',
  'refund-policy',
] as const;

export const legalPageSchema = z.enum(LEGAL_PAGES);

export type LegalPage = z.infer<typeof legalPageSchema>;

/** `GET /api/content/legal/:page`: the page's markdown, the operator's own or the shipped text. */
export const legalTextSchema = z.object({
  page: legalPageSchema,
  markdown: z.string(),
  source: z.enum(['shipped', 'operator']),
});

export type LegalText = z.infer<typeof legalTextSchema>;

const text = (max: number) => z.string().trim().min(1).max(max);

const linkSchema = z.object({
  label: text(40),
  url: z.url().refine((value) => /^https?:\/\//.test(value), 'expected an http(s) URL'),
});

/**
 * The facts about the company that runs this installation, in one place: the footer, the contact,
 * support and about pages read them. Nothing is claimed unless the operator states it.
 */
export const companyFactsSchema = z.strictObject({
  /** Shown in the footer's copyright line and the pages' text. */
  name: text(80).default('Cashline'),
  email: z.email().optional(),
  /** As shown; the dial link keeps its digits and a leading +. */
  phone: text(40).optional(),
  /** Postal address, one entry a line. */
  address: z.array(text(120)).max(6).default([]),
  /** Opening hours, e.g. { days: 'Monday - Friday', hours: '9:00 AM - 5:00 PM CET' }. */
  hours: z
    .array(z.object({ days: text(40), hours: text(60) }))
    .max(7)
    .default([]),
  /** Figures the operator can back, e.g. { value: '120', label: 'Clients' }. */
  stats: z
    .array(z.object({ value: text(20), label: text(40) }))
    .max(6)
    .default([]),
  social: z.array(linkSchema).max(8).default([]),
});

export type CompanyFacts = z.infer<typeof companyFactsSchema>;

/** The neutral facts of an installation whose operator stated none. */
export const DEFAULT_COMPANY_FACTS: CompanyFacts = companyFactsSchema.parse({});

/** "© 2026 Cashline. All rights reserved." for the year given (core reads no clock). */
export function copyrightLine(facts: Pick<CompanyFacts, 'name'>, year: number): string {
  return `© ${year} ${facts.name}. All rights reserved.`;
}

/** A tel: link for a phone number as written ('+1 (703) 555-0142' -> 'tel:+17035550142'). */
export function phoneHref(phone: string): string {
  return `tel:${phone.replace(/[^+\d]/g, '')}`;
}
