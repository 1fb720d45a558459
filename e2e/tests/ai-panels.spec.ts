import { errorReply, jsonReply } from '@cashline/fake-openrouter';
import { expect, test } from '@playwright/test';
import { addGatewayRule } from '../fakeGateway';
import { analyticsLedger } from '../support/analyticsLedger';
import { seedTransactions } from '../support/seed';

/*
 * The panels' AI calls go through the server's proxy to the one fake gateway that every worker
 * shares. Each test seeds a ledger carrying its own marker category and scripts the gateway with a
 * rule for that marker, so these tests may run beside any other.
 */

/** A 13-week AI forecast with recognisable figures. */
function aiForecast(insightCategory: string) {
  const week = (n: number) => ({
    week: `Week ${n}`,
    projectedBalance: 30000 + n * 1000,
    inflows: 9000,
    outflows: 8000,
    optimistic: 31000 + n * 1000,
    realistic: 30000 + n * 1000,
    pessimistic: 29000 + n * 1000,
  });
  return {
    weeklyForecasts: Array.from({ length: 13 }, (_, i) => week(i + 1)),
    runwayAnalysis: {
      currentRunway: 16,
      projectedRunway: 18.5,
      burnRate: 1250,
      recommendations: ['Renegotiate the office lease before renewal'],
    },
    categoryInsights: [
      { category: insightCategory, trend: 'increasing', projectedAmount: 4800, riskLevel: 'high' },
      { category: 'Payroll', trend: 'stable', projectedAmount: 3000, riskLevel: 'medium' },
    ],
    summary: { overallTrend: 'positive', keyInsights: ['Sales are growing'], actionItems: [] },
  };
}

// Seeding, the AI round trip and chart rendering together are slow on a loaded machine.
test.slow();

test('AI on shows the insights, recommendations and AI forecast', async ({ page }) => {
  const marker = `Marker-ai-on-${Date.now()}`;
  await addGatewayRule({ bodyIncludes: marker, reply: jsonReply(aiForecast(`${marker} rent`)) });
  await seedTransactions(page, analyticsLedger(new Date(), marker));
  await page.goto('/');
  await page.locator('.hero').getByLabel('Enable AI').check();

  const runway = page.getByRole('region', { name: 'Cash Runway' });
  await expect(
    runway
      .getByRole('region', { name: 'AI Recommendations' })
      .getByText('Renegotiate the office lease before renewal'),
  ).toBeVisible();
  await expect(runway.getByRole('group', { name: 'Projected Runway' })).toContainText(
    '18.5 months',
  );

  // The AI state is shared across the app: the outflows page, a link away, has the insights.
  await page
    .getByRole('navigation', { name: 'Dashboard shortcuts' })
    .getByRole('link', { name: 'Money out by category' })
    .click();
  const outflows = page.getByRole('region', { name: 'Cash Outflows' });
  await expect(outflows.getByText('AI-enhanced expense analysis')).toBeVisible();
  const insights = outflows.getByRole('region', { name: 'AI Category Analysis' });
  // The insight names a category only this test's gateway reply carries. (The gateway's request log
  // is no witness here: serial tests in another worker clear it.)
  await expect(insights.getByRole('listitem').first()).toContainText(`${marker} rent`);
  await expect(insights.getByText('high risk')).toBeVisible();
  // Back in the app's history (not a reload, which would start AI off again).
  await page.goBack();

  // The AI state is shared across the app: the forecast page shows the AI forecast.
  await page
    .getByRole('navigation', { name: 'Dashboard shortcuts' })
    .getByRole('link', { name: '13-Week Forecast' })
    .click();
  await expect(page.getByText('Showing the AI forecast.', { exact: true })).toBeVisible();
  const table = page.getByRole('region', { name: 'Weekly Breakdown' });
  await expect(table.getByRole('row').nth(1)).toContainText('$31,000');
});

test('a gateway failure shows the error banner and the historical figures', async ({ page }) => {
  const marker = `Marker-ai-402-${Date.now()}`;
  await addGatewayRule({ bodyIncludes: marker, reply: errorReply(402, 'Insufficient credits') });
  await seedTransactions(page, analyticsLedger(new Date(), marker));
  await page.goto('/analytics/outflows');
  await page.getByRole('region', { name: 'Cash Outflows' }).getByLabel('Enable AI').check();
  const banner = page.getByRole('alert').filter({ hasText: 'AI Analysis Error:' });
  await expect(banner).toContainText('AI Analysis Error: OpenRouter API error: 402');
  await expect(banner).toContainText('Showing historical data only');
  await expect(page.getByRole('group', { name: 'Total Outflows' }).first()).toContainText('$9,000');
  await expect(page.getByRole('region', { name: 'AI Category Analysis' })).toHaveCount(0);
});
