import { expect, test } from '@playwright/test';
import type { Locator } from '@playwright/test';
import { call, signUpOwner, unique } from '../support/ledgerApi';
import { rentLedger } from '../support/rentLedger';
import { seedTransactions } from '../support/seed';
import { axeOn } from '../support/pageChecks';

test.slow();

const DAY = 86_400_000;
const addDays = (date: string, days: number) =>
  new Date(Date.parse(`${date}T00:00:00Z`) + days * DAY).toISOString().slice(0, 10);

/** The rent ledger's balance at the end of a day: 19,000 less 1,000 for each rent paid after the first. */
function rentBalance(date: string): number {
  const paid = rentLedger().filter((rent) => rent.date <= date);
  return 20_000 - 1000 * paid.length;
}

/**
 * Twenty weeks of kept forecasts, made on the Sundays from 25 Jan to 7 Jun 2026, in the pattern
 * A A B A C: A right (range ±150), B 1,000 high (±150), C 1,000 high (±1,200). With the rent
 * ledger's balances (2,000 to 7,000) 5% is at most 350: A alone is within 5%; A and C are in range.
 */
function keptForecasts() {
  const kinds = ['A', 'A', 'B', 'A', 'C'] as const;
  return Array.from({ length: 20 }, (_, i) => {
    const asOf = addDays('2026-01-25', 7 * i);
    const kind = kinds[i % 5];
    const bias = kind === 'A' ? 0 : 1000;
    const spread = kind === 'C' ? 1200 : 150;
    return {
      week: addDays(asOf, -6),
      asOf,
      engineVersion: 'seeded',
      forecasts: [
        {
          scenarioId: null,
          name: 'Base forecast',
          weeks: Array.from({ length: 13 }, (_, w) => {
            const end = addDays(asOf, 7 * (w + 1));
            const expected = rentBalance(end) + bias;
            return { end, low: expected - spread, expected, high: expected + spread };
          }),
        },
      ],
    };
  });
}

const rowsOf = (section: Locator) =>
  section
    .getByRole('table')
    .getByRole('row')
    .filter({ has: section.page().getByRole('rowheader') });

test('forecasts kept over 20 weeks are set against what came, by horizon, as worked by hand', async ({
  page,
}) => {
  await page.clock.setFixedTime(new Date(2026, 5, 10, 12));
  await seedTransactions(page, rentLedger());
  await page.evaluate((kept) => {
    localStorage.setItem('cashline.frozenForecasts', JSON.stringify(kept));
  }, keptForecasts());

  await page.goto('/analytics/forecast');
  const panel = page.getByRole('region', { name: 'How accurate has this been?' });
  // As of 10 Jun: 19 forecasts (to 31 May) have reached 1 week, 16 (to 10 May) 4 weeks, 7 (to
  // 8 Mar) 13 weeks. Of the 1-week ones 12 are A, 4 B, 3 C; 4-week 10, 3, 3; 13-week 5, 1, 1.
  await expect(panel).toContainText('From the forecasts kept each week');
  await expect(panel).toContainText(
    'Your 1-week forecasts have been within 5% 12 times out of 19, and inside their likely range 15 times out of 19.',
  );
  await expect(panel).toContainText(
    'Your 13-week forecasts have been within 5% 5 times out of 7, and inside their likely range 6 times out of 7.',
  );
  await expect(panel).not.toContainText('checks on your past transactions');
  await panel.getByRole('link', { name: 'Forecast against actual' }).click();

  await expect(page).toHaveURL(/\/analytics\/forecast\/actual$/);
  await expect(
    page.getByRole('heading', { level: 1, name: 'Forecast Against Actual' }),
  ).toBeVisible();
  const week4 = page.getByRole('region', { name: '4 weeks ahead' });
  await expect(week4).toContainText(
    'Your 4-week forecasts have been within 5% 10 times out of 16, and inside their likely range 13 times out of 16.',
  );
  await expect(rowsOf(week4)).toHaveCount(16);
  const week13 = page.getByRole('region', { name: '13 weeks ahead' });
  await expect(rowsOf(week13)).toHaveCount(7);
  // Made 25 Jan for 26 Apr: 4,000 after the 1 Apr rent, forecast right. Made 8 Feb for 10 May:
  // 3,000 after the 1 May rent, forecast 4,000: 1,000 (33.3%) high and outside 3,850 to 4,150.
  await expect(rowsOf(week13).nth(0)).toHaveText(
    /^01\/25\/202604\/26\/2026\$4,000likely \$3,850 to \$4,150\$4,000\$0 \(0\.0%\)YesYes$/,
  );
  await expect(rowsOf(week13).nth(2)).toHaveText(
    /^02\/08\/202605\/10\/2026\$4,000likely \$3,850 to \$4,150\$3,000\$1,000 \(33\.3%\)NoNo$/,
  );
  await expect(
    page.getByRole('figure', {
      name: 'Forecast balance 13 weeks ahead, with its likely range, and the balance that came',
    }),
  ).toBeVisible();
  // The page fits and passes axe on a phone and a wide screen (its tables scroll in place).
  for (const width of [390, 1440]) {
    await page.setViewportSize({ width, height: 900 });
    expect(
      await page.evaluate(() => document.documentElement.scrollWidth > window.innerWidth),
      `sideways at ${width}px`,
    ).toBe(false);
    const axe = await axeOn(page).include('main').analyze();
    expect(
      axe.violations.map((v) => v.id),
      `axe at ${width}px`,
    ).toEqual([]);
  }
});

test("an organisation's kept forecasts, read from the server, are set against its ledger", async ({
  page,
  baseURL,
}) => {
  const origin = baseURL ?? '';
  await page.clock.setFixedTime(new Date(2026, 5, 10, 12));
  const orgId = await signUpOwner(
    page.request,
    origin,
    `actual-${unique()}@example.com`,
    'Kept Ltd',
  );
  await call(page.request, origin, `/api/orgs/${orgId}/transactions/batch`, {
    create: rentLedger(),
  });
  // The same 20 weeks, brought in as a browser's are when its ledger moves in: 20 a request.
  const moved = await call(
    page.request,
    origin,
    `/api/orgs/${orgId}/frozen-forecasts/moved`,
    keptForecasts(),
  );
  expect(moved).toEqual({ kept: 20 });

  await page.goto('/analytics/forecast/actual');
  await expect(page.getByRole('region', { name: '1 week ahead' })).toContainText(
    'Your 1-week forecasts have been within 5% 12 times out of 19, and inside their likely range 15 times out of 19.',
  );
  const week13 = page.getByRole('region', { name: '13 weeks ahead' });
  await expect(rowsOf(week13)).toHaveCount(7);
  await expect(rowsOf(week13).nth(2)).toHaveText(
    /^02\/08\/202605\/10\/2026\$4,000likely \$3,850 to \$4,150\$3,000\$1,000 \(33\.3%\)NoNo$/,
  );
  // Nothing of it is in this browser.
  expect(await page.evaluate(() => localStorage.getItem('cashline.frozenForecasts'))).toBeNull();
});

test('before a kept forecast reaches its date, the forecast page says its checks are the backtest', async ({
  page,
}) => {
  await page.clock.setFixedTime(new Date(2026, 5, 10, 12));
  await seedTransactions(page, rentLedger());
  await page.goto('/analytics/forecast');
  const panel = page.getByRole('region', { name: 'How accurate has this been?' });
  await expect(panel).toContainText(
    'No forecast kept each week has reached its date yet, so these are checks on your past transactions.',
  );
  await expect(panel).toContainText('Over your last 12 weeks', { timeout: 20_000 });
});
