import { expect, test } from '@playwright/test';
import type { Page } from '@playwright/test';
import { startExtraServer } from '../support/extraServer';
import type { ExtraServer } from '../support/extraServer';
import { mailText, startMailbox } from '../support/localMailbox';
import type { Mailbox } from '../support/localMailbox';

const PASSWORD = 'a long enough passphrase';

let mailbox: Mailbox;
let server: ExtraServer;
test.beforeAll(async () => {
  mailbox = await startMailbox();
  server = await startExtraServer((url) => ({
    SMTP_URL: mailbox.url,
    PUBLIC_URL: url,
    MAIL_FROM: 'Cashline <alerts@cash.test>',
  }));
});
test.afterAll(async () => {
  await server?.close();
  await mailbox?.close();
});

const iso = (date: Date) => date.toISOString().slice(0, 10);

/**
 * Six months of a business losing $5,000 a week up to yesterday, with the bank's balance: $10,000
 * in each week and $15,000 out four days later, ending near $70,000; the forecast falls by $5,000
 * a week, below a $50,000 minimum within 13 weeks.
 */
function losingStatement(): string {
  const end = new Date(Date.now() - 86_400_000);
  const firstPayroll = new Date(end.getTime() - 25 * 7 * 86_400_000);
  const lines = ['Date,Description,Amount,Balance'];
  let balance = 200_000;
  for (let week = 0; week < 26; week += 1) {
    const payroll = new Date(firstPayroll.getTime() + week * 7 * 86_400_000);
    const receipt = new Date(payroll.getTime() - 4 * 86_400_000);
    balance += 10_000;
    lines.push(`${iso(receipt)},Meridian Foods payment,10000.00,${balance.toFixed(2)}`);
    balance -= 15_000;
    lines.push(`${iso(payroll)},Gusto payroll,-15000.00,${balance.toFixed(2)}`);
  }
  return `${lines.join('\n')}\n`;
}

/** Signs up on the page, as an owner would, and confirms the address by the link e-mailed. */
async function signUpOwner(page: Page, email: string) {
  await page.goto(`${server.url}/signup`);
  await page.getByLabel('Your Name*').fill('Olive');
  await page.getByLabel(/Business Name/).fill('Harbor Lane Bakery');
  await page.getByLabel('Email Address*').fill(email);
  await page.getByLabel('Password*').fill(PASSWORD);
  await page.getByRole('button', { name: 'Create Account' }).click();
  await expect(page.getByText(`we have sent a link to ${email}`, { exact: false })).toBeVisible();
  const confirmation = () =>
    mailbox.received.find(
      (mail) => mail.to.includes(email) && /Confirm your e-mail address/.test(mailText(mail.raw)),
    );
  await expect.poll(() => confirmation() !== undefined).toBe(true);
  const link = /https?:\/\/\S+\/api\/auth\/verify-email\S+/.exec(
    mailText(confirmation()?.raw ?? ''),
  );
  await page.goto(link?.[0] ?? '');
  await expect(page).toHaveURL(`${server.url}/`);
}

test('a statement that takes cash below the minimum brings one alert e-mail, whose link stops them', async ({
  page,
}) => {
  test.slow();
  const email = `olive-${Date.now()}@example.com`;
  await signUpOwner(page, email);

  await page.goto(`${server.url}/accounts`);
  await page.getByLabel('Minimum total cash (optional)').fill('50000');
  await page.getByRole('button', { name: 'Save minimum' }).click();
  await expect(page.getByText('Minimum saved.')).toBeVisible();

  await page.goto(`${server.url}/transactions/import`);
  await page.getByLabel('CSV file').setInputFiles({
    name: 'checking-half-year.csv',
    mimeType: 'text/csv',
    buffer: Buffer.from(losingStatement()),
  });
  await page.getByRole('button', { name: 'Import 52 transactions' }).click();
  await expect(page.getByText(/Successfully imported 52 transactions/)).toBeVisible();

  const alerts = () =>
    mailbox.received.filter((mail) => /Subject: Cash alert/.test(mailText(mail.raw)));
  await expect.poll(() => alerts().length, { timeout: 20_000 }).toBe(1);
  const alert = alerts()[0];
  expect(alert?.to).toEqual([email]);
  const text = mailText(alert?.raw ?? '');
  expect(text).toMatch(
    /Subject: Cash alert: Total cash falls to \$4\d,\d{3} in the week of \d+ \w{3}/,
  );
  expect(text).toContain('below your $50,000 minimum.');
  expect(text).toContain('Gusto payroll (Payroll), $15,000');
  expect(text).toContain(`See the forecast: ${server.url}/analytics/forecast`);

  // The alert's settings: on for the owner, and e-mail is set up here.
  await page.goto(`${server.url}/account/settings`);
  const lowCash = page.getByRole('checkbox', { name: /Low-cash alerts/ });
  await expect(lowCash).toBeChecked();
  await expect(page.getByText(/sends no e-mail/)).toHaveCount(0);

  // The link in the e-mail asks first, then stops the alerts.
  const link = /Stop low-cash alerts: (\S+)/.exec(text)?.[1] ?? '';
  await page.goto(link);
  await page.getByRole('button', { name: 'Unsubscribe' }).click();
  await expect(page.getByRole('heading', { name: 'Unsubscribed' })).toBeVisible();
  await page.goto(`${server.url}/account/settings`);
  await expect(page.getByRole('checkbox', { name: /Low-cash alerts/ })).not.toBeChecked();
});
