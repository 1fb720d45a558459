import { expect, test } from '@playwright/test';
import type { Locator, Page } from '@playwright/test';
import { call, signUpOwner, unique } from '../support/ledgerApi';
import { rentLedger } from '../support/rentLedger';
import { seedTransactions } from '../support/seed';
import { axeOn } from '../support/pageChecks';

test.slow();

/** Adds a layer through its form: its type, then each labelled field. */
async function addLayer(section: Locator, type: string, fields: Record<string, string>) {
  const form = section.getByRole('form', { name: 'Add a layer' });
  await form.getByRole('combobox', { name: 'Layer', exact: true }).selectOption(type);
  for (const [label, value] of Object.entries(fields)) {
    await form.getByLabel(label, { exact: true }).fill(value);
  }
  await form.getByRole('button', { name: 'Add layer' }).click();
}

/** The differences table's row of a forecast: lowest balance, cash-out day, week 13 balance. */
const difference = (section: Locator, name: string) =>
  section
    .getByRole('table', { name: 'What each scenario changes' })
    .getByRole('row')
    .filter({ has: section.page().getByRole('rowheader', { name, exact: true }) });

async function fitsAndPassesAxe(page: Page, width: number) {
  await page.setViewportSize({ width, height: 900 });
  const sideways = await page.evaluate(() => {
    const found: string[] = [];
    if (document.documentElement.scrollWidth > window.innerWidth) found.push('page');
    for (const el of Array.from(document.querySelectorAll<HTMLElement>('.metric-card'))) {
      if (el.scrollWidth > el.clientWidth + 1) found.push(el.textContent ?? '');
    }
    for (const button of Array.from(document.querySelectorAll<HTMLElement>('button'))) {
      const box = button.getBoundingClientRect();
      if (box.width > 0 && (box.right > window.innerWidth || box.left < 0)) {
        found.push(`button ${button.textContent}`);
      }
    }
    return found;
  });
  expect.soft(sideways, `overflow at ${width}px`).toEqual([]);
  const axe = await axeOn(page).include('section[aria-label="What-if scenarios"]').analyze();
  expect
    .soft(
      axe.violations.map((v) => `${v.id}: ${v.nodes.map((n) => n.target.join(' ')).join(', ')}`),
      `axe at ${width}px`,
    )
    .toEqual([]);
}

test("a hire plus a loan scenario moves the lowest balance as worked by hand, and is the team's", async ({
  page,
  browser,
  baseURL,
}) => {
  const origin = baseURL ?? '';
  await page.clock.setFixedTime(new Date(2026, 5, 10, 12));
  const orgId = await signUpOwner(page.request, origin, `scen-${unique()}@example.com`, 'Scen Ltd');
  await call(page.request, origin, `/api/orgs/${orgId}/transactions/batch`, {
    create: rentLedger(),
  });

  await page.goto('/analytics/forecast');
  const section = page.getByRole('region', { name: 'What-if scenarios' });
  await section.getByRole('button', { name: 'New scenario' }).click();
  await section.getByLabel('Scenario name').fill('Hire and loan');
  // $1,000 a month from Mon 15 Jun: weeks 1 (11–17 Jun), 5 (9–15 Jul) and 10 (13–19 Aug).
  await addLayer(section, 'New hire', {
    'Layer name': 'Baker',
    Start: '2026-06-15',
    'Monthly salary': '1000',
    'Employer costs (%)': '0',
  });
  // $10,000 in on 20 Jun (week 2) at 12% over 2 months: $5,075.12 on 20 Jul (week 6) and
  // 5,024.88 + 50.25 = $5,075.13 on 20 Aug (week 11).
  await addLayer(section, 'Loan', {
    'Layer name': 'Oven loan',
    'Money in on': '2026-06-20',
    'Amount borrowed': '10000',
    'Annual rate (%)': '12',
    'Term (months)': '2',
  });
  await section.getByRole('button', { name: 'Save scenario' }).click();

  // Base: 2,000, rent of 1,000 in weeks 3, 8 and 12: lowest -1,000, below zero in week 12 (to
  // 2 Sep). With the layers: 2,000 - 1,000 + 10,000 - 1,000 (rent) - 1,000 - 5,075.12 - 1,000
  // (rent) - 1,000 = 1,924.88 after week 10; -3,150.25 in week 11 (to 26 Aug); -4,150.25 after
  // the rent of week 12.
  const expected = ['-$4,150.25-$3,150.25', '08/26/2026', '-$4,150.25-$3,150.25'];
  await expect(difference(section, 'Base forecast').getByRole('cell')).toHaveText([
    '-$1,000.00',
    '09/02/2026',
    '-$1,000.00',
  ]);
  await expect(difference(section, 'Hire and loan').getByRole('cell')).toHaveText(expected);
  await expect
    .poll(async () => {
      const doc = await call(page.request, origin, `/api/orgs/${orgId}/documents/scenarios`);
      return (doc.value as { layers: { type: string }[] }[]).map((s) =>
        s.layers.map((l) => l.type),
      );
    })
    .toEqual([['hire', 'loan']]);
  expect(await page.evaluate(() => localStorage.getItem('cashline.scenarios'))).toBeNull();

  await page.reload();
  await expect(difference(section, 'Hire and loan').getByRole('cell')).toHaveText(expected);

  await fitsAndPassesAxe(page, 390);
  await section.screenshot({ path: test.info().outputPath('scenarios-390.png') });
  // The editor, its layers and a layer's form fit too.
  await section.getByRole('button', { name: 'Edit Hire and loan' }).click();
  await section.getByRole('button', { name: 'Change layer Oven loan' }).click();
  await fitsAndPassesAxe(page, 390);
  await section.getByRole('region', { name: 'Scenario editor' }).screenshot({
    path: test.info().outputPath('editor-390.png'),
  });
  await section.getByRole('button', { name: 'Cancel' }).click();
  await fitsAndPassesAxe(page, 1440);
  await section.screenshot({ path: test.info().outputPath('scenarios-1440.png') });

  // A viewer of the organisation sees the scenario and its figures, and cannot change it.
  const viewerContext = await browser.newContext();
  const viewer = await viewerContext.newPage();
  await viewer.clock.setFixedTime(new Date(2026, 5, 10, 12));
  const email = `viewer-${unique()}@example.com`;
  const invitation = await call(page.request, origin, '/api/auth/organization/invite-member', {
    organizationId: orgId,
    email,
    role: 'viewer',
  });
  await signUpOwner(viewer.request, origin, email, 'Viewer Own Ltd');
  await call(viewer.request, origin, '/api/auth/organization/accept-invitation', {
    invitationId: invitation.id,
  });
  await call(viewer.request, origin, '/api/auth/organization/set-active', {
    organizationId: orgId,
  });
  await viewer.goto('/analytics/forecast');
  const theirs = viewer.getByRole('region', { name: 'What-if scenarios' });
  await expect(difference(theirs, 'Hire and loan').getByRole('cell')).toHaveText(expected);
  await expect(theirs.getByRole('button')).toHaveCount(0);
  const refused = await viewer.request.put(`/api/orgs/${orgId}/documents/scenarios`, {
    data: { baseVersion: 1, value: [] },
    headers: { Origin: origin },
  });
  expect(refused.status()).toBe(403);
  await viewerContext.close();
  const kept = await call(page.request, origin, `/api/orgs/${orgId}/documents/scenarios`);
  expect(kept.version).toBe(1);
});

test("opening the ledger in a new week freezes the base and each scenario's forecast once", async ({
  page,
  baseURL,
}) => {
  const origin = baseURL ?? '';
  const orgId = await signUpOwner(
    page.request,
    origin,
    `freeze-${unique()}@example.com`,
    'Ice Ltd',
  );
  // A ledger that is current today, so the forecast is as of today.
  const day = (back: number) => new Date(Date.now() - back * 86_400_000).toISOString().slice(0, 10);
  await call(page.request, origin, `/api/orgs/${orgId}/transactions/batch`, {
    create: [1, 8, 15, 22].map((back, i) => ({
      id: `sale-${i}`,
      date: day(back),
      description: 'Market stall',
      amount: 500,
      type: 'inflow',
      category: 'Sales',
    })),
  });
  const saved = await page.request.put(`/api/orgs/${orgId}/documents/scenarios`, {
    headers: { Origin: origin },
    data: {
      baseVersion: 0,
      value: [
        {
          id: 's1',
          name: 'New van',
          layers: [
            {
              id: 'l1',
              type: 'oneOff',
              name: 'Van',
              start: day(-10),
              accountId: 'main',
              amount: -20_000,
            },
          ],
        },
      ],
    },
  });
  expect(saved.status()).toBe(200);

  const frozen = async () =>
    (
      await page.request.get(`/api/orgs/${orgId}/frozen-forecasts`, { headers: { Origin: origin } })
    ).json() as Promise<
      { asOf: string; forecasts: { name: string; weeks: { expected: number }[] }[] }[]
    >;
  await page.goto('/analytics/forecast');
  await expect
    .poll(async () => (await frozen()).map((f) => f.forecasts.map((line) => line.name)))
    .toEqual([['Base forecast', 'New van']]);
  const first = await frozen();
  // The van's $20,000 is in the scenario's line from its week on, not in the base's.
  const [base, van] = first[0]?.forecasts ?? [];
  expect((base?.weeks[12]?.expected ?? 0) - (van?.weeks[12]?.expected ?? 0)).toBe(20_000);

  // Opened again the same week, nothing is frozen again or rewritten.
  await page.reload();
  await page.goto('/');
  await expect(page.getByRole('heading', { name: 'Cash Runway' }).first()).toBeVisible();
  // What is checked is that nothing arrives: give a second freeze the time it would take.
  await page.waitForTimeout(2000);
  expect(await frozen()).toEqual(first);
});

test('a transaction planned again and a Coming up series go into a scenario, as worked by hand', async ({
  page,
}) => {
  await page.clock.setFixedTime(new Date(2026, 5, 10, 12));
  await seedTransactions(page, rentLedger());
  await page.goto('/transactions');
  // "This happens again": June's rent, from its row.
  await page
    .getByRole('link', { name: /^Plan Rent Oak St 2026-06-01, .* again in a scenario$/ })
    .click();
  await expect(page).toHaveURL(/\/analytics\/forecast\?again=/);
  const section = page.getByRole('region', { name: 'What-if scenarios' });
  const prompt = section.getByRole('group', { name: 'Add Rent Oak St 2026-06-01 to a scenario' });
  await prompt.getByRole('button', { name: 'A new scenario' }).click();
  const form = section.getByRole('form', { name: 'Add a layer' });
  // Paid 1 June; the forecast starts 11 June: again on 1 July, $1,000 out.
  await expect(form.getByLabel('Date', { exact: true })).toHaveValue('2026-07-01');
  await expect(form.getByLabel('Amount', { exact: true })).toHaveValue('1000');
  await form.getByRole('button', { name: 'Add layer' }).click();
  await section.getByLabel('Scenario name').fill('Rent twice in July');
  await section.getByRole('button', { name: 'Save scenario' }).click();
  await expect(page).toHaveURL(/\/analytics\/forecast$/);
  // Base: 2,000 less rent in weeks 3, 8 and 12: lowest -1,000. With 1,000 more out on 1 July
  // (week 3): 0 after week 3, -1,000 after week 8 (to 5 Aug), -2,000 after week 12.
  await expect(difference(section, 'Rent twice in July').getByRole('cell')).toHaveText([
    '-$2,000.00-$1,000.00',
    '08/05/2026',
    '-$2,000.00-$1,000.00',
  ]);

  // From Coming up: the rent series stops, in the same scenario. Only the one-off is left:
  // 2,000 - 1,000 = 1,000 from week 3 on.
  await page
    .getByRole('region', { name: 'Coming up' })
    .getByRole('button', { name: 'Add Rent Oak St to a scenario' })
    .click();
  await section
    .getByRole('group', { name: 'Add Rent Oak St to a scenario' })
    .getByRole('button', { name: 'Rent twice in July' })
    .click();
  await expect(form.getByRole('combobox', { name: 'Layer', exact: true })).toHaveValue(
    'removeSeries',
  );
  await form.getByRole('button', { name: 'Add layer' }).click();
  await section.getByRole('button', { name: 'Save scenario' }).click();
  await expect(difference(section, 'Rent twice in July').getByRole('cell')).toHaveText([
    '$1,000.00+$2,000.00',
    'Not within 13 weeks',
    '$1,000.00+$2,000.00',
  ]);
  await page.reload();
  await expect(difference(section, 'Rent twice in July').getByRole('cell')).toHaveText([
    '$1,000.00+$2,000.00',
    'Not within 13 weeks',
    '$1,000.00+$2,000.00',
  ]);
});
