/**
 * The overview a signed-out first visitor sees at home. Where data lives and how it is protected
 * follows the README (the team ledger, sign-in and Docker sections); siteCopy.test.ts holds the
 * storage sentences to it.
 */
export const welcomeTitle = 'Cash flow, runway and a 13-week forecast for your business';

export const welcomeLead =
  'Cashline reads your bank and card statements and shows where your cash goes, how long it lasts and what the next 13 weeks are likely to bring.';

export const welcomeFeatures: ReadonlyArray<{ title: string; text: string }> = [
  {
    title: 'Import your statements',
    text: 'CSV, Excel, OFX/QFX, QIF, camt.053 and MT940 files from your bank, or a pull from QuickBooks Online. Duplicates are skipped and every skipped row is reported.',
  },
  {
    title: 'See money in and out',
    text: 'Inflows and outflows by category and month, to the cent, for each account or all of them.',
  },
  {
    title: 'Know your runway',
    text: 'Runway is your cash divided by your net burn: average monthly outflows minus inflows over the last 3 complete calendar months, with the day cash would run out.',
  },
  {
    title: 'Forecast 13 weeks',
    text: 'Recurring payments placed on their dates and the rest of your flow modelled, with a likely range around the expected balance.',
  },
  {
    title: 'Report to the board',
    text: 'A cash-flow statement in operating, investing and financing sections, and a monthly board pack, as PDF or Excel.',
  },
];

export const welcomeStorage: ReadonlyArray<{ title: string; text: string }> = [
  {
    title: 'Where your data lives',
    text: 'Signed out, your transactions stay in this browser and are sent nowhere. Signed in, your team\u2019s ledger is stored on the server for your team, visible only to your organisation\u2019s members, and your browser keeps a synced copy.',
  },
  {
    title: 'How it is protected',
    text: 'Passwords are hashed, sessions are httpOnly cookies, QuickBooks tokens are encrypted at rest, and writes from other sites are refused. AI is off until you add a key; only then is a summary sent to the AI service.',
  },
  {
    title: 'Run it on your own server',
    text: 'Cashline can run on your own server: one Docker Compose command starts it on PostgreSQL, or run it with Node.js on SQLite, so your ledger stays on your infrastructure.',
  },
];

/** A made-up business's 13 weeks, to show what a forecast looks like; not anyone's data. */
export const sampleForecast: ReadonlyArray<{
  week: string;
  expected: number;
  low: number;
  high: number;
}> = [
  { week: 'Week 1', expected: 253_600, low: 249_700, high: 256_600 },
  { week: 'Week 2', expected: 232_900, low: 227_400, high: 237_100 },
  { week: 'Week 3', expected: 236_500, low: 229_700, high: 241_700 },
  { week: 'Week 4', expected: 215_800, low: 208_000, high: 221_800 },
  { week: 'Week 5', expected: 219_400, low: 210_700, high: 226_100 },
  { week: 'Week 6', expected: 198_700, low: 189_100, high: 206_000 },
  { week: 'Week 7', expected: 202_300, low: 192_000, high: 210_200 },
  { week: 'Week 8', expected: 181_600, low: 170_600, high: 190_100 },
  { week: 'Week 9', expected: 185_200, low: 173_500, high: 194_200 },
  { week: 'Week 10', expected: 164_500, low: 152_200, high: 174_000 },
  { week: 'Week 11', expected: 168_100, low: 155_200, high: 178_100 },
  { week: 'Week 12', expected: 147_400, low: 133_900, high: 157_800 },
  { week: 'Week 13', expected: 151_000, low: 136_900, high: 161_800 },
];
