import { exportFileRepository } from '../db/exportFileRepository.js';
import type { TestContext } from './testContext.js';

/** Two rows to export, with a comma and quotes that the CSV must escape. */
export const exportRows = [
  { date: '2024-01-15', description: 'Sale, counter', amount: 1250.5, category: 'Sales' },
  { date: '2024-01-16', description: 'Rent "January"', amount: -900, category: 'Rent' },
];

/** The names of the exports the database holds. */
export function storedExportNames(ctx: TestContext) {
  return exportFileRepository(ctx.sql).listNames();
}
