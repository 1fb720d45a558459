import { expect, test } from '@playwright/test';
import { call, signUpOwner, unique } from '../support/ledgerApi';
import { connectQuickBooks } from '../support/connectQuickBooks';
import { changeQboBooks } from '../qboEmulator';
import type { Page } from '@playwright/test';

const LEDGER_PULLED = /^Successfully imported \d+ transactions from QuickBooks!/;
const PULLED =
  /^Pulled (\d+) invoices? and (\d+) bills? from QuickBooks: (\d+) new, (\d+) changed, (\d+) removed\.$/;

test.slow();

const addDays = (date: string, days: number) =>
  new Date(Date.parse(date) + days * 86_400_000).toISOString().slice(0, 10);

/** An open invoice or bill in Intuit's wire format, issued and due days from `today`. */
function document(
  number: string,
  party: string,
  ref: 'CustomerRef' | 'VendorRef',
  amount: number,
  today: string,
  issued: number,
  due: number,
) {
  return {
    DocNumber: number,
    TxnDate: addDays(today, issued),
    DueDate: addDays(today, due),
    CurrencyRef: { value: 'USD', name: 'United States Dollar' },
    [ref]: { value: `new-${number}`, name: party },
    Line: [{ Amount: amount, DetailType: 'SubTotalLineDetail', SubTotalLineDetail: {} }],
    TotalAmt: amount,
    Balance: amount,
  };
}

/** "$1,234.56" in cents. */
const cents = (text: string) => Math.round(Number(text.replace(/[^\d.]/g, '')) * 100);

/** The forecast page's "from open invoices" and "to bills" of its first five weeks, in cents. */
async function invoiceWeeks(page: Page) {
  const rows = page.getByRole('region', { name: 'Weekly Breakdown' }).getByRole('row');
  await expect(rows.nth(0)).toContainText('From open invoices');
  const weeks = [];
  for (let n = 1; n <= 5; n += 1) {
    const cells = rows.nth(n).getByRole('cell');
    // Inflows, from open invoices, outflows, to bills, balance.
    weeks.push({
      fromInvoices: cents(await cells.nth(1).innerText()),
      toBills: cents(await cells.nth(3).innerText()),
    });
  }
  return weeks;
}

test('connected to QuickBooks, the Invoices page pulls the invoices and bills into its list and the forecast shows what customers owe', async ({
  page,
  context,
}) => {
  const consent = await connectQuickBooks(page, context);
  // The forecast needs the ledger: the receivables are shown beside it.
  await consent.getByRole('button', { name: 'Pull Data' }).click();
  await expect(consent.getByText(LEDGER_PULLED)).toBeVisible({ timeout: 20_000 });

  await consent.goto('/invoices');
  await expect(consent.getByRole('heading', { name: 'Invoices and bills' })).toBeVisible();
  await consent.getByRole('button', { name: 'Pull from QuickBooks' }).click();
  const result = consent.getByText(PULLED);
  await expect(result).toBeVisible({ timeout: 30_000 });
  const counts = (PULLED.exec((await result.textContent()) ?? '') ?? []).slice(1).map(Number);
  expect(counts).toHaveLength(5);
  const [invoices = 0, bills = 0, ...changes] = counts;
  expect(invoices).toBeGreaterThan(0);
  expect(bills).toBeGreaterThan(0);
  expect(changes).toEqual([invoices + bills, 0, 0]);

  // The list shows them without a page reload: the customer who never pays still owes.
  const table = consent.getByRole('table', { name: 'Invoices and bills' });
  await expect(table.getByRole('row')).toHaveCount(invoices + bills + 1);
  await expect(table.getByRole('row', { name: /Driftwood Catering/ }).first()).toBeVisible();

  // A second pull finds the same items: nothing new, nothing changed.
  await consent.getByRole('button', { name: 'Pull from QuickBooks' }).click();
  await expect(
    consent.getByText(
      `Pulled ${invoices} invoices and ${bills} bills from QuickBooks: 0 new, 0 changed, 0 removed.`,
    ),
  ).toBeVisible({ timeout: 30_000 });

  await consent.goto('/analytics/forecast');
  const receivables = consent.getByRole('region', { name: 'Receivables' });
  await expect(receivables).toContainText(/Customers owe \$[\d,]+(\.\d\d)? on \d+ open invoices/);
  await expect(receivables).toContainText('Driftwood Catering');

  // Weeks worked by hand, from what three items added in QuickBooks add to each week:
  // - a $4,000 invoice of a new customer 75 days past due: later than any customer of the books
  //   ever paid (60 days), so it is expected evenly over the next 28 days (weeks 1-4), less its
  //   chance of never being paid, 15% (61-90 days past due; fewer than 10 of the books' invoices
  //   reached that age, so the default): $4,000 x 0.85 / 4 = $850 in each of weeks 1 to 4;
  // - a $640 bill of a new vendor due 10 days ago: the business pays its bills on the due date or
  //   3 days before (the books' bill payments), so an overdue one is paid the next day: week 1;
  // - a $1,250 bill of a new vendor, issued 5 days ago and due in 20 days: paid on day 17 or day
  //   20, both in week 3.
  // The dates are from today's date; the browser's may be a day apart, which moves none of this.
  const before = await invoiceWeeks(consent);
  const who = unique();
  const today = new Date().toISOString().slice(0, 10);
  await changeQboBooks({
    op: 'add',
    entity: 'Invoice',
    fields: document('INV-LH', `Lighthouse Inn ${who}`, 'CustomerRef', 4000, today, -105, -75),
  });
  await changeQboBooks({
    op: 'add',
    entity: 'Bill',
    fields: document('B-ICE', `Harbour Ice ${who}`, 'VendorRef', 640, today, -25, -10),
  });
  await changeQboBooks({
    op: 'add',
    entity: 'Bill',
    fields: document('B-BOX', `Boxworks ${who}`, 'VendorRef', 1250, today, -5, 20),
  });
  await consent.goto('/invoices');
  await consent.getByRole('button', { name: 'Pull from QuickBooks' }).click();
  await expect(
    consent.getByText(
      `Pulled ${invoices + 1} invoices and ${bills + 2} bills from QuickBooks: 3 new, 0 changed, 0 removed.`,
    ),
  ).toBeVisible({ timeout: 30_000 });
  await consent.goto('/analytics/forecast');
  const after = await invoiceWeeks(consent);
  const added = after.map((week, w) => ({
    fromInvoices: week.fromInvoices - (before[w]?.fromInvoices ?? 0),
    toBills: week.toBills - (before[w]?.toBills ?? 0),
  }));
  expect(added).toEqual([
    { fromInvoices: 85_000, toBills: 64_000 },
    { fromInvoices: 85_000, toBills: 0 },
    { fromInvoices: 85_000, toBills: 125_000 },
    { fromInvoices: 85_000, toBills: 0 },
    { fromInvoices: 0, toBills: 0 },
  ]);
});

test("signed in, a pull is stored in the organisation's invoices and bills and the list reads them again", async ({
  page,
  context,
  baseURL,
}) => {
  const origin = baseURL ?? '';
  const orgId = await signUpOwner(
    page.request,
    origin,
    `qbo-inv-${unique()}@example.com`,
    'Qbo Inv',
  );
  const consent = await connectQuickBooks(page, context);

  await consent.goto('/invoices');
  await expect(consent.getByText(/No invoices or bills yet/)).toBeVisible();
  await consent.getByRole('button', { name: 'Pull from QuickBooks' }).click();
  const result = consent.getByText(PULLED);
  await expect(result).toBeVisible({ timeout: 30_000 });
  const [invoices = 0, bills = 0] = (PULLED.exec((await result.textContent()) ?? '') ?? [])
    .slice(1)
    .map(Number);
  const kept = (await call(page.request, origin, `/api/orgs/${orgId}/documents/openItems`)) as {
    value: unknown[];
  };
  expect(kept.value).toHaveLength(invoices + bills);
  const table = consent.getByRole('table', { name: 'Invoices and bills' });
  await expect(table.getByRole('row')).toHaveCount(invoices + bills + 1);
  await expect(table.getByRole('row', { name: /Driftwood Catering/ }).first()).toBeVisible();
});
