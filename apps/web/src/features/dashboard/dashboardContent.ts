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
      'Runway is your cash divided by your net burn: the average monthly outflows minus inflows over the last 3 complete calendar months before the as-of date, in months, with the day cash would run out. When net burn is zero or less, the business is cash-flow positive and no runway is shown.',
  },
  {
    question: 'Where do the dashboard figures come from?',
    answer:
      'From your ledger: the transactions you add by hand, import from a file or pull from QuickBooks. Signed out, that ledger is kept in this browser; signed in, it is your team\u2019s ledger on the server.',
  },
  {
    question: 'What does Enable AI do?',
    answer:
      'With an AI key in Settings, an AI model reviews your history to add category insights, a forecast and runway recommendations. Without it, Cashline uses its own calculations.',
  },
  {
    question: 'Is my data sent anywhere?',
    answer:
      'Signed out, transactions stay in this browser and are sent nowhere. Signed in, your team\u2019s ledger is stored on this installation\u2019s server, visible only to your organisation\u2019s members, and your browser keeps a synced copy. Either way, only when AI is switched on is a summary sent to the AI service.',
  },
];
