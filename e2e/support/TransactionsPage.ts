import type { Locator, Page } from '@playwright/test';
import { chooseCategory } from './chooseCategory';

/** Page model of /transactions. */
export class TransactionsPage {
  readonly heading: Locator;
  readonly table: Locator;
  readonly rows: Locator;
  readonly search: Locator;
  readonly filtersButton: Locator;
  readonly emptyState: Locator;

  constructor(readonly page: Page) {
    this.heading = page.getByRole('heading', { level: 1, name: 'Transaction Management' });
    this.table = page.getByRole('table', { name: 'Transactions' });
    this.rows = this.table.getByRole('row').filter({ has: page.getByRole('cell') });
    this.search = page.getByLabel('Search transactions');
    this.filtersButton = page.getByRole('button', { name: 'Filters', exact: true });
    this.emptyState = page.getByText('No transactions found');
  }

  async goto(): Promise<this> {
    await this.page.goto('/transactions');
    await this.heading.waitFor();
    return this;
  }

  /** Adds an outflow through the list's Add Transaction form; back on the list after. */
  async addOutflow(entry: {
    date: string;
    description: string;
    amount: string;
    category: string;
  }): Promise<void> {
    await this.page.getByRole('link', { name: 'Add Transaction' }).first().click();
    await this.page.getByLabel('Date').fill(entry.date);
    await this.page.getByLabel('Description').fill(entry.description);
    await this.page.getByLabel('Amount').fill(entry.amount);
    await chooseCategory(this.page, entry.category);
    await this.page.getByRole('button', { name: 'Add Transaction' }).click();
  }

  row(description: string): Locator {
    return this.rows.filter({ hasText: description });
  }

  summary(label: string): Locator {
    return this.page
      .getByRole('region', { name: 'Summary' })
      .getByRole('article')
      .filter({ hasText: label });
  }

  async descriptions(): Promise<string[]> {
    return this.rows.locator('.tx-cell--description').allTextContents();
  }
}
