export type Feature = { title: string; description: string };

/** The eight feature cards of app.md section 2. */
export const featureList: readonly Feature[] = [
  {
    title: 'Real-Time Analytics',
    description: 'See inflows, outflows and net cash flow update the moment a transaction lands.',
  },
  {
    title: '13-Week Forecast',
    description:
      'Project your balance week by week with optimistic, realistic and pessimistic scenarios.',
  },
  {
    title: 'Category Analysis',
    description: 'Find where money comes from and where it goes, category by category.',
  },
  {
    title: 'Runway Calculator',
    description:
      'Know how many months your cash lasts at your net burn over the last 3 complete months, and if revenue stopped.',
  },
  {
    title: 'CSV Import',
    description: 'Bring in bank and accounting exports, with dates, signs and duplicates handled.',
  },
  {
    title: 'Export & Reports',
    description:
      'Download transactions as CSV, and reports as CSV, Excel or PDF for your accountant.',
  },
  {
    title: 'Secure & Private',
    description:
      'Signed out, your transactions stay in this browser. Signed in, your team\u2019s ledger is kept on this installation\u2019s server (you can run your own), seen only by your organisation.',
  },
  {
    title: 'Fast & Intuitive',
    description: 'A clean interface that stays quick with hundreds of thousands of transactions.',
  },
];
