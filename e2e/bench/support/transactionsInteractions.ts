import type { Page } from '@playwright/test';
import { longTasksDuring } from './longTasks';
import type { LongTaskFigures } from './longTasks';
import {
  keystrokeMs,
  scrollMs,
  typeMs,
  untilListSettledMs,
  wheelScroll,
} from './transactionsTimings';

/** One thing the user does on /transactions: its timings (ms) and the long tasks meanwhile. */
export type Interaction = { label: string; times: number[]; tasks: LongTaskFigures };

/**
 * Searches (a term that narrows from most rows to a few, a widening Backspace, a new word, clearing
 * it), scrolls (a screen at a time, jumps, the wheel), then a sort and a filter change, on the
 * /transactions page already showing its rows. Sorts are timed on each header the first time
 * and when a key is sorted again.
 */
export async function interactions(page: Page): Promise<Interaction[]> {
  const measured: Interaction[] = [];
  async function measure(label: string, work: () => Promise<number[]>) {
    const { value, tasks } = await longTasksDuring(page, work);
    measured.push({ label, times: value, tasks });
  }

  await measure("type 'sale #12' (most rows, then a few)", () => typeMs(page, 'sale #12'));
  await measure('Backspace (a wider search)', async () => [await keystrokeMs(page, 'Backspace')]);
  await measure('clear the search', async () => [await keystrokeMs(page, 'Backspace', true)]);
  await measure("type 'energy' (one vendor, an eighth)", () => typeMs(page, 'energy'));
  await measure("replace it with 'c' (a new search)", async () => [
    await keystrokeMs(page, 'c', true),
  ]);
  await measure('clear the search again', async () => [await keystrokeMs(page, 'Backspace', true)]);

  await measure('scroll one screen down (x5)', async () => {
    const times: number[] = [];
    for (let step = 0; step < 5; step += 1) times.push(await scrollMs(page, { by: 'screen' }));
    return times;
  });
  await measure('jump to 1/2, 1/4, 3/4 of the list', async () => {
    const times: number[] = [];
    for (const share of [0.5, 0.25, 0.75]) times.push(await scrollMs(page, { share }));
    return times;
  });
  await measure('wheel, 60 notches (longest frame)', async () => [
    (await wheelScroll(page, 60)).longestFrame,
  ]);
  await scrollMs(page, { share: 0 });

  const sortBy = (name: string) => () =>
    page.getByRole('columnheader').getByRole('button', { name }).click();
  // Each header first (a new key sorts ascending, date and amount descending; a second click turns
  // it round), then back to date and to a key sorted before: a sort asked again.
  const sorts: [string, string][] = [
    ['sort by description (first time)', 'Description'],
    ['  description, descending (click again)', 'Description'],
    ['sort by date again', 'Date'],
    ['sort by description again', 'Description'],
    ['sort by amount (first time)', 'Amount'],
    ['  amount, ascending (click again)', 'Amount'],
    ['sort by category (first time)', 'Category'],
    ['sort by amount again', 'Amount'],
    ['back to date', 'Date'],
  ];
  for (const [label, header] of sorts) {
    await measure(label, async () => [await untilListSettledMs(page, 'click', sortBy(header))]);
  }
  await page.getByRole('button', { name: 'Filters', exact: true }).click();
  const category = page.getByLabel('Category');
  await measure("filter on category 'Rent'", async () => [
    await untilListSettledMs(page, 'change', () => category.selectOption('Rent').then(() => {})),
  ]);
  await measure('all categories again', async () => [
    await untilListSettledMs(page, 'change', () => category.selectOption('').then(() => {})),
  ]);
  await page.getByRole('button', { name: 'Filters', exact: true }).click();
  return measured;
}

function median(values: number[]): number {
  const sorted = [...values].sort((a, b) => a - b);
  return sorted[Math.floor(sorted.length / 2)] ?? NaN;
}

/** Prints the interactions as one table: timings, then the long tasks (> 50 ms) meanwhile. */
export function printInteractions(measured: Interaction[]): void {
  const ms = (value: number) => value.toFixed(0).padStart(7);
  console.log(
    `  ${'interaction'.padEnd(42)} ${'median'.padStart(7)} ${'worst'.padStart(7)}` +
      ` | ${'long tasks'.padStart(10)} ${'longest'.padStart(7)} ${'p95'.padStart(7)}`,
  );
  for (const { label, times, tasks } of measured) {
    console.log(
      `  ${label.padEnd(42)} ${ms(median(times))} ${ms(Math.max(...times))}` +
        ` | ${String(tasks.count).padStart(10)} ${ms(tasks.longest)} ${ms(tasks.p95)}`,
    );
  }
}
