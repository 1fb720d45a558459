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

export type SupportChannel = { title: string; description: string; availability: string };

export const supportChannels: readonly SupportChannel[] = [
  {
    title: 'Live Chat',
    description: 'Chat with a support specialist in real time.',
    availability: 'Mon-Fri 9 AM - 6 PM EST',
  },
  {
    title: 'Phone Support',
    description: 'Call +1 (703) 555-0142 to talk a problem through.',
    availability: 'Mon-Fri 9 AM - 5 PM EST',
  },
  {
    title: 'Email Support',
    description: 'Write to support@cashline.app with as much detail as you like.',
    availability: 'Reply within 24 hours',
  },
];

/** app.md section 9: response times by priority. */
export const responseTimes = [
  { priority: 'Critical', time: 'Under 2 hours' },
  { priority: 'High', time: 'Under 4 hours' },
  { priority: 'Standard', time: 'Under 24 hours' },
  { priority: 'General', time: 'Under 48 hours' },
] as const;
