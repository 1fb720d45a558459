import fs from 'node:fs/promises';
import { expect, test } from '@playwright/test';
import { extractText, getDocumentProxy } from 'unpdf';
import { companyAccounts, companyLedger } from '../support/companyLedger';
import { seedTransactions } from '../support/seed';
import type { SeedTransaction } from '../support/seed';

// Seeding six months and printing a PDF are slow on a loaded machine.
test.slow();

/** The company's ledger with a machine bought and a loan repaid this month. */
function ledgerWithInvestingAndFinancing(): SeedTransaction[] {
  const rows = companyLedger();
  const today = new Date();
  const date = new Date(today.getFullYear(), today.getMonth(), 1);
  const day = `${date.getFullYear()}-${String(date.getMonth() + 1).padStart(2, '0')}-01`;
  const extra: SeedTransaction[] = [
    {
      id: 'cnc',
      date: day,
      description: 'Haas CNC mill',
      amount: -84_000,
      type: 'outflow',
      category: 'Equipment',
      accountId: 'ops',
    },
    {
      id: 'loan',
      date: day,
      description: 'SVB term loan instalment',
      amount: -12_500,
      type: 'outflow',
      category: 'Loan Payments',
      accountId: 'ops',
    },
  ];
  return [...rows, ...extra];
}

const MONTH_NAMES = [
  'Jan',
  'Feb',
  'Mar',
  'Apr',
  'May',
  'Jun',
  'Jul',
  'Aug',
  'Sep',
  'Oct',
  'Nov',
  'Dec',
];

/** 'Nov 2026', the app's heading of a month, `back` months before today's. */
function monthHeading(back: number): string {
  const today = new Date();
  const date = new Date(today.getFullYear(), today.getMonth() - back, 1);
  return `${MONTH_NAMES[date.getMonth()] ?? ''} ${date.getFullYear()}`;
}

/** The text pieces of every page of a PDF that run past the page's right edge. */
async function pastRightEdge(pdf: Buffer): Promise<string[]> {
  const document = await getDocumentProxy(new Uint8Array(pdf));
  const found: string[] = [];
  for (let number = 1; number <= document.numPages; number += 1) {
    const pdfPage = await document.getPage(number);
    const width = pdfPage.view[2] ?? 0;
    const { items } = await pdfPage.getTextContent();
    for (const item of items) {
      if (!('str' in item) || item.str.trim() === '') continue;
      const x = Number(item.transform[4]);
      if (x + item.width > width + 0.5)
        found.push(`page ${number}: ${item.str} at ${Math.round(x)}`);
    }
  }
  return found;
}

/** Every line of text of a PDF, page by page. */
async function pdfText(pdf: Buffer): Promise<{ pages: string[]; text: string }> {
  const document = await getDocumentProxy(new Uint8Array(pdf));
  const { text } = await extractText(document, { mergePages: false });
  return { pages: text, text: text.join('\n') };
}

test('the printed cash-flow statement is the report alone, with the company, period and page numbers', async ({
  page,
}, testInfo) => {
  await seedTransactions(page, ledgerWithInvestingAndFinancing(), companyAccounts);

  // Signed out, the company's name comes from Settings.
  await page.goto('/account/settings');
  await page.getByLabel('Company name').fill('Northwind Robotics Inc.');
  await page.getByRole('button', { name: 'Save Settings' }).click();

  await page.goto('/reports');
  await page.getByLabel('Period').selectOption('quarter');
  await page.getByLabel('Report type').selectOption('cashflow');
  await page.getByRole('link', { name: 'Print or save as PDF' }).click();
  await expect(page).toHaveURL(/\/reports\/print\?period=quarter&type=cashflow$/);
  await expect(page.getByRole('heading', { level: 1, name: 'Cash-Flow Statement' })).toBeVisible();
  await expect(page.getByText('Northwind Robotics Inc.')).toBeVisible();
  await page.screenshot({ path: testInfo.outputPath('print-view.png'), fullPage: true });

  const pdf = await page.pdf({ preferCSSPageSize: true, printBackground: true });
  await fs.writeFile(testInfo.outputPath('cash-flow-statement.pdf'), pdf);
  const { pages, text } = await pdfText(pdf);

  // What the report carries: company, title, period and as-of date, the three sections.
  expect(text).toContain('Northwind Robotics Inc.');
  expect(text).toContain('Cash-Flow Statement');
  expect(text).toMatch(
    /This quarter \(\d{1,2} \w{3} \d{4} to \d{1,2} \w{3} \d{4}\), as of \d{1,2} \w{3} \d{4}/,
  );
  for (const line of [
    'Opening cash',
    'Cash flows from operating activities',
    'Cash flows from investing activities',
    'Equipment',
    'Cash flows from financing activities',
    'Loan Payments',
    'Net cash from financing activities',
    'Closing cash',
  ]) {
    expect(text).toContain(line);
  }
  pages.forEach((pageText, i) => expect(pageText).toContain(`Page ${i + 1} of ${pages.length}`));

  // What it leaves out: the app's menu and footer, the print bar, the account picker and the
  // as-of controls, banners and recent transactions.
  for (const chrome of [
    'Print or save as PDF',
    'All accounts',
    'As-of date',
    'Recent Transactions',
    'Quick Links',
    'Sign Up',
    'Integration',
    'Subscribe',
  ]) {
    expect(text).not.toContain(chrome);
  }
});

test('a statement of 19 months prints in tables of at most six months, each within the page', async ({
  page,
}, testInfo) => {
  await seedTransactions(page, companyLedger(new Date(), 18), companyAccounts);
  await page.goto('/reports/print?period=all&type=cashflow');
  await expect(page.getByRole('heading', { level: 1, name: 'Cash-Flow Statement' })).toBeVisible();
  const statement = page.getByRole('region', { name: 'Cash-Flow Statement' });
  // 19 months: tables of 5, 5, 5 and 4 months, each with the row labels.
  await expect(statement.getByRole('table')).toHaveCount(4);
  const pdf = await page.pdf({ preferCSSPageSize: true, printBackground: true });
  await fs.writeFile(testInfo.outputPath('long-statement.pdf'), pdf);
  const { text } = await pdfText(pdf);
  for (let back = 0; back <= 18; back += 1) expect(text).toContain(monthHeading(back));
  expect(text.match(/Opening cash/g)).toHaveLength(4);
  expect(text.match(/Closing cash/g)).toHaveLength(4);
  expect(await pastRightEdge(pdf)).toEqual([]);
});

test('the reports page printed on its own leaves out the menu, controls and footer', async ({
  page,
}) => {
  await seedTransactions(page, ledgerWithInvestingAndFinancing(), companyAccounts);
  await page.goto('/reports');
  await expect(page.getByRole('heading', { name: 'Category Breakdown' })).toBeVisible();
  const { text } = await pdfText(await page.pdf());
  expect(text).toContain('Financial Reports');
  expect(text).toContain('Category Breakdown');
  for (const chrome of ['Quick Links', 'Sign Up', 'All accounts', 'Subscribe', 'Export Report']) {
    expect(text).not.toContain(chrome);
  }
});

test('the board pack prints as PDF with every part, under the company, without its controls', async ({
  page,
}, testInfo) => {
  await seedTransactions(page, ledgerWithInvestingAndFinancing(), companyAccounts);
  await page.goto('/account/settings');
  await page.getByLabel('Company name').fill('Northwind Robotics Inc.');
  await page.getByRole('button', { name: 'Save Settings' }).click();

  await page.goto('/reports');
  await page.getByRole('link', { name: 'Board Pack' }).click();
  await expect(page.getByRole('heading', { level: 1, name: 'Board Pack' })).toBeVisible();
  // The month in progress holds the machine and the loan instalment.
  const month = page.getByLabel('Month');
  const current = await month.locator('option').first().getAttribute('value');
  await month.selectOption(current ?? '');
  await expect(page.getByRole('heading', { name: 'Largest Coming Payments' })).toBeVisible();
  await page.screenshot({ path: testInfo.outputPath('board-pack.png'), fullPage: true });

  const pdf = await page.pdf({ preferCSSPageSize: true, printBackground: true });
  await fs.writeFile(testInfo.outputPath('board-pack.pdf'), pdf);
  const { pages, text } = await pdfText(pdf);
  for (const part of [
    'Northwind Robotics Inc.',
    'Board Pack',
    'Cash Position',
    'Net cash position',
    'Cash flows from investing activities',
    'Loan Payments',
    // The month in progress beside the two before it, and their total.
    monthHeading(2),
    monthHeading(1),
    monthHeading(0),
    'Total',
    'Burn and Runway',
    'Net burn per month',
    '13-Week Forecast',
    'Low (P10)',
    'High (P90)',
    'Largest Coming Payments',
    'GUSTO PAYROLL NET PAY BATCH',
    'Scenarios',
    'No scenarios chosen for this pack.',
  ]) {
    expect(text).toContain(part);
  }
  expect(text).toMatch(/\w{3} \d{4}, as of \d{1,2} \w{3} \d{4}/);
  expect(pages.length).toBeGreaterThan(1);
  pages.forEach((pageText, i) => expect(pageText).toContain(`Page ${i + 1} of ${pages.length}`));
  for (const chrome of ['Print or save as PDF', 'Excel (XLSX)', 'Quick Links', 'Sign Up']) {
    expect(text).not.toContain(chrome);
  }

  const download = page.waitForEvent('download');
  await page.getByRole('button', { name: 'Excel (XLSX)' }).click();
  expect((await download).suggestedFilename()).toBe(`cashline-board-pack-${current}.xlsx`);
});

test('a custom report prints as PDF on its own, under the company, with its period and page numbers', async ({
  page,
}, testInfo) => {
  await seedTransactions(page, companyLedger(), companyAccounts);
  await page.goto('/account/settings');
  await page.getByLabel('Company name').fill('Northwind Robotics Inc.');
  await page.getByRole('button', { name: 'Save Settings' }).click();

  await page.goto('/reports/custom');
  await page.getByRole('textbox', { name: 'Report name' }).fill('Spend by payee');
  await page.getByRole('combobox', { name: 'Group by' }).selectOption('payee');
  await page.getByRole('combobox', { name: 'Direction' }).selectOption('outflow');
  await page.getByRole('combobox', { name: 'Period' }).selectOption('last-12-months');
  await page.getByRole('link', { name: 'Print or save as PDF' }).click();
  await expect(page).toHaveURL(/\/reports\/custom\/print\?report=/);
  await expect(page.getByRole('heading', { level: 1, name: 'Spend by payee' })).toBeVisible();
  await page.screenshot({ path: testInfo.outputPath('custom-report.png'), fullPage: true });

  const pdf = await page.pdf({ preferCSSPageSize: true, printBackground: true });
  await fs.writeFile(testInfo.outputPath('custom-report.pdf'), pdf);
  const { pages, text } = await pdfText(pdf);
  for (const part of [
    'Northwind Robotics Inc.',
    'Spend by payee',
    'Filters: Outflows only',
    // Payees as the report groups them, each with its money out.
    'gusto payroll net pay batch $0.00 $',
    'market street office lease $0.00 $315,000.00 -$315,000.00 7',
    'Total',
  ]) {
    expect(text).toContain(part);
  }
  expect(text).toMatch(/\(\d{1,2} \w{3} \d{4} to \d{1,2} \w{3} \d{4}\), as of \d{1,2} \w{3} \d{4}/);
  pages.forEach((pageText, i) => expect(pageText).toContain(`Page ${i + 1} of ${pages.length}`));
  // Nothing of the custom reports page or the app's frame.
  for (const chrome of [
    'Report name',
    'Save report',
    'Saved reports',
    'Excel (XLSX)',
    'Print or save as PDF',
    'Quick Links',
    'Sign Up',
  ]) {
    expect(text).not.toContain(chrome);
  }
});
