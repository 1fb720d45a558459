export type DocSection = {
  id: 'getting-started' | 'transactions' | 'analytics' | 'reports' | 'settings';
  title: string;
  summary: string;
  topics: readonly { heading: string; text: string }[];
};

export type DocResource = { title: string; description: string };

/** The five documentation sections of app.md section 2, shown one at a time from the sidebar. */
export const docSections: readonly DocSection[] = [
  {
    id: 'getting-started',
    title: 'Getting Started',
    summary: 'Set up Cashline and see your first cash-flow figures in minutes.',
    topics: [
      {
        heading: 'Add your transactions',
        text: 'Import a CSV export from your bank, connect QuickBooks Online, or add transactions by hand.',
      },
      {
        heading: 'Read the dashboard',
        text: 'The dashboard shows your total cash and each account, the last complete month\u2019s inflow, outflow and net cash flow beside the month in progress, your runway and the 13-week forecast.',
      },
      {
        heading: 'Plan ahead',
        text: 'Open the 13-week forecast and the runway analysis to see where your cash is heading.',
      },
    ],
  },
  {
    id: 'transactions',
    title: 'Transactions',
    summary: 'Record, import, search and correct the money coming in and going out.',
    topics: [
      {
        heading: 'Signs and types',
        text: 'Positive amounts are inflows and negative amounts are outflows. The Type field sets the sign for you.',
      },
      {
        heading: 'Importing CSV files',
        text: 'Dates, delimiters, decimal commas and debit/credit columns are detected. Duplicates of existing transactions are skipped.',
      },
      {
        heading: 'Searching and filtering',
        text: 'Search descriptions, and filter by category and date range from the Filters panel.',
      },
    ],
  },
  {
    id: 'analytics',
    title: 'Analytics',
    summary: 'Understand inflows, outflows, runway and the forecast.',
    topics: [
      {
        heading: 'Inflows and outflows',
        text: 'Totals, monthly averages and category breakdowns, with a 6-month trend.',
      },
      {
        heading: 'Cash runway',
        text: 'Runway is your cash divided by your net burn (average monthly outflows minus inflows over the last 3 complete calendar months), with scenarios at 1.2 and 0.8 times that burn.',
      },
      {
        heading: '13-week forecast',
        text: 'Weekly projections under realistic, optimistic and pessimistic scenarios.',
      },
    ],
  },
  {
    id: 'reports',
    title: 'Reports',
    summary: 'Summaries by period, category breakdowns and exports.',
    topics: [
      {
        heading: 'Periods and report types',
        text: 'Choose a month, quarter, year or all time, and a summary, detailed or forecast report.',
      },
      {
        heading: 'Exporting',
        text: 'Export reports as CSV, Excel (XLSX), PDF (Print or save as PDF) or JSON, and transactions as CSV.',
      },
      {
        heading: 'Scheduled reports',
        text: 'Daily, weekly or monthly report e-mails are planned for a later version.',
      },
    ],
  },
  {
    id: 'settings',
    title: 'Settings',
    summary: 'Make Cashline yours: notifications, security, preferences and AI.',
    topics: [
      {
        heading: 'Preferences',
        text: 'Choose your currency (USD, EUR, GBP, CAD), date format and a light, dark or automatic theme.',
      },
      {
        heading: 'AI features',
        text: 'Enter an OpenRouter key and pick a model to enable AI-assisted import and forecasting. The key stays in your browser.',
      },
      {
        heading: 'Your data',
        text: 'Clear All Data deletes every transaction of the ledger and the settings and profile stored in this browser. Signed out, the ledger is this browser\u2019s; signed in, it is your team\u2019s ledger on the server, for every member.',
      },
    ],
  },
];

export const docResources: readonly DocResource[] = [
  {
    title: 'API Documentation',
    description: 'Reference for developers integrating with Cashline.',
  },
  { title: 'PDF Guide', description: 'The complete user guide as a printable document.' },
  { title: 'Release Notes', description: 'What changed in each version of Cashline.' },
];
