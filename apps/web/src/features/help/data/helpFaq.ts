export type HelpFaqEntry = { id: string; question: string; answer: string };

/** The ten entries the Help Center search runs over. */
export const helpFaq: readonly HelpFaqEntry[] = [
  {
    id: 'import-csv',
    question: 'How do I import transactions from a CSV file?',
    answer:
      'Open Transactions, choose Import, and pick a .csv file with date, description and amount columns. A preview shows the first 5 rows before anything is saved.',
  },
  {
    id: 'csv-format',
    question: 'What CSV format does Cashline expect?',
    answer:
      'Dates as YYYY-MM-DD (other common formats are detected), amounts positive for inflows and negative for outflows, and the columns date, description, amount, category and balance.',
  },
  {
    id: 'add-transaction',
    question: 'How do I add a transaction by hand?',
    answer:
      'Choose Add Transaction on the dashboard or the transactions page, fill in the date, description, amount, type and category, and save.',
  },
  {
    id: 'forecast',
    question: 'How is the 13-week forecast calculated?',
    answer:
      'It projects weekly inflows and outflows from your history, with optimistic and pessimistic scenarios 15% either side of the realistic one.',
  },
  {
    id: 'runway',
    question: 'What does cash runway mean?',
    answer:
      'Runway is your cash divided by your net burn (average monthly outflows minus inflows over the last 3 complete calendar months): the number of months your cash lasts if nothing changes. The runway page also shows it at gross burn, as if revenue stopped.',
  },
  {
    id: 'export',
    question: 'Can I export my data?',
    answer:
      'Yes. Export transactions as CSV from the header or the transactions page, and download reports as CSV, Excel, PDF (print) or JSON from Financial Reports.',
  },
  {
    id: 'quickbooks',
    question: 'Can I connect QuickBooks?',
    answer:
      'Yes. Open Integration, connect QuickBooks Online, authorise Cashline and pull your transactions.',
  },
  {
    id: 'data-storage',
    question: 'Where is my data stored?',
    answer:
      'Signed out, transactions are kept in this browser on this device only. Signed in, your team\u2019s ledger is stored on this installation\u2019s server for your organisation, and each browser keeps a synced copy. Settings, Clear All Data deletes the ledger where it is kept: signed in, that is the team\u2019s ledger on the server.',
  },
  {
    id: 'ai-key',
    question: 'How do I turn on the AI features?',
    answer:
      'Enter your OpenRouter key in Settings. AI suggestions, categorisation and the AI forecast then become available.',
  },
  {
    id: 'currency',
    question: 'How do I change the currency or date format?',
    answer:
      'Go to Settings, choose your currency and date format under Preferences, and press Save Settings.',
  },
];

/** Entries whose question or answer contains the query, ignoring case; a blank query keeps all. */
export function searchHelpFaq(entries: readonly HelpFaqEntry[], query: string): HelpFaqEntry[] {
  const needle = query.trim().toLowerCase();
  if (!needle) return [...entries];
  return entries.filter(
    (entry) =>
      entry.question.toLowerCase().includes(needle) || entry.answer.toLowerCase().includes(needle),
  );
}
