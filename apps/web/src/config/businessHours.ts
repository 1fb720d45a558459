export type HoursRow = { days: string; hours: string };

/** app.md section 1: shown on both the contact and the support page. */
export const businessHours: readonly HoursRow[] = [
  { days: 'Monday - Friday', hours: '9:00 AM - 6:00 PM EST' },
  { days: 'Saturday', hours: '10:00 AM - 4:00 PM EST' },
  { days: 'Sunday', hours: 'Closed' },
];
