/** Fixed copy of the dashboard: feature blurbs and the 4-item FAQ (app.md section 2). */
export const featureBlurbs: ReadonlyArray<{ title: string; text: string }> = [
  {
    title: 'Real-time analytics',
    text: 'See money in and out by category and month as soon as a transaction is recorded.',
  },
  {
    title: '13-week forecast',
    text: 'Project your balance week by week under realistic, optimistic and pessimistic scenarios.',
  },
  {
    title: 'Runway calculator',
    text: 'Know how many months your cash lasts at your current burn rate, and what changes it.',
  },
];

export const dashboardFaq: ReadonlyArray<{ question: string; answer: string }> = [
  {
    question: 'How is my cash runway calculated?',
    answer:
      'Runway is your current cash balance divided by your average monthly outflow (the burn rate) over the last 6 months, in months.',
  },
  {
    question: 'Where do the dashboard figures come from?',
    answer:
      'From the transactions stored in this browser: those you add by hand, import from a CSV file or pull from QuickBooks.',
  },
  {
    question: 'What does Enable AI do?',
    answer:
      'With an AI key in Settings, an AI model reviews your history to add category insights, a forecast and runway recommendations. Without it, Cashline uses its own calculations.',
  },
  {
    question: 'Is my data sent anywhere?',
    answer:
      'No. Transactions stay in your browser. Only when AI is enabled is a summary of them sent to the AI service you configured.',
  },
];
