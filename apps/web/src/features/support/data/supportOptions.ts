import { phoneHref } from '@cashline/core';
import type { CompanyFacts } from '@cashline/core';

export const SUPPORT_CATEGORIES = [
  { value: 'general', label: 'General Question' },
  { value: 'technical', label: 'Technical Issue' },
  { value: 'billing', label: 'Billing' },
  { value: 'feature', label: 'Feature Request' },
  { value: 'data', label: 'Data & Import' },
  { value: 'integration', label: 'Integrations' },
] as const;

export const SUPPORT_PRIORITIES = [
  { value: 'low', label: 'Low' },
  { value: 'medium', label: 'Medium' },
  { value: 'high', label: 'High' },
  { value: 'critical', label: 'Critical' },
] as const;

export type SupportCategory = (typeof SUPPORT_CATEGORIES)[number]['value'];
export type SupportPriority = (typeof SUPPORT_PRIORITIES)[number]['value'];

export type SupportChannel = { title: string; description: string; href: string; label: string };

/** The ways to reach the operator that they configured: phone and e-mail, nothing invented. */
export function supportChannels(facts: CompanyFacts): SupportChannel[] {
  const channels: SupportChannel[] = [];
  if (facts.phone !== undefined) {
    channels.push({
      title: 'Phone Support',
      description: 'Call to talk a problem through:',
      href: phoneHref(facts.phone),
      label: facts.phone,
    });
  }
  if (facts.email !== undefined) {
    channels.push({
      title: 'Email Support',
      description: 'Write with as much detail as you like:',
      href: `mailto:${facts.email}`,
      label: facts.email,
    });
  }
  return channels;
}
