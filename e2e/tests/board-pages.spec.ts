import { expect, test } from '@playwright/test';
import { companyAccounts, companyLedger } from '../support/companyLedger';
import { axeViolations, overflows } from '../support/pageChecks';
import { seedTransactions } from '../support/seed';

// Seeding, charts and axe on six pages are slow on a loaded machine.
test.slow();

/** A custom report of money out by payee over the last 12 months, laid out for paper. */
const customReportPrint = `/reports/custom/print?${new URLSearchParams({
  report: JSON.stringify({
    name: 'Spend by payee',
    period: { kind: 'preset', preset: 'last-12-months' },
    grouping: 'payee',
    filters: { direction: 'outflow', categories: [], text: '' },
  }),
}).toString()}`;

/**
 * The pages a finance lead hands on, and a heading each shows once its figures are drawn (with its
 * level where the loading view has one of the same name).
 */
const pages: ReadonlyArray<readonly [string, string, number?]> = [
  ['/', 'Cash Runway'],
  ['/analytics/runway', 'Runway Scenarios'],
  ['/analytics/inflows', 'Inflow by Category'],
  ['/analytics/outflows', 'Outflow by Category'],
  ['/analytics/forecast', 'Coming Up'],
  ['/accounts', 'Accounts'],
  ['/reports', 'Category Breakdown'],
  ['/reports/print?period=quarter&type=cashflow', 'Cash-Flow Statement', 2],
  ['/reports/board-pack', 'Largest Coming Payments'],
  [customReportPrint, 'Spend by payee'],
  ['/transactions/categories', 'Transaction Categories'],
  ['/account/settings', 'Settings'],
];

/** A few pages a test, so that each stays well inside its time on a loaded machine. */
const groups = [pages.slice(0, 4), pages.slice(4, 8), pages.slice(8)];

for (const width of [390, 1440]) {
  groups.forEach((group, index) => {
    test(`the board pages fit a ${width}px screen and pass axe (part ${index + 1})`, async ({
      page,
    }) => {
      await page.setViewportSize({ width, height: 900 });
      await seedTransactions(page, companyLedger(), companyAccounts);
      for (const [path, heading, level] of group) {
        await page.goto(path);
        await expect(
          page.getByRole('heading', { name: heading, exact: true, level }).first(),
        ).toBeVisible();
        await page.waitForLoadState('networkidle');
        expect.soft(await overflows(page), `${path} at ${width}px`).toEqual([]);
        expect.soft(await axeViolations(page), `${path} at ${width}px`).toEqual([]);
      }
    });
  });
}
