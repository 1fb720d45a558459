import { MAX_OPEN_ITEMS, readItemsCsv } from '@cashline/core';
import type { ItemRowError, OpenItem, OpenItemKind } from '@cashline/core';
import { useState } from 'react';
import type { ChangeEvent } from 'react';
import { readText } from '../rules/readText';

type Outcome = { errors: ItemRowError[]; fileName: string } | null;

/** Most rows' reasons listed; the count says how many more. */
const SHOWN_ERRORS = 20;

/**
 * Imports a CSV of invoices or bills (customer, number, amount, issue date, due date, paid
 * date): all its rows or, when any cannot be read, none, with each bad row's reason. A row of
 * an invoice already kept replaces it (the file is newer).
 */
export function ItemsImport({
  kept,
  onImport,
}: {
  kept: readonly OpenItem[];
  onImport: (items: readonly OpenItem[], fileName: string) => void;
}) {
  const [kind, setKind] = useState<OpenItemKind>('invoice');
  const [outcome, setOutcome] = useState<Outcome>(null);

  async function choose(event: ChangeEvent<HTMLInputElement>) {
    const file = event.target.files?.[0];
    event.target.value = '';
    if (!file) return;
    const { items, errors } = readItemsCsv(await readText(file), kind);
    const ids = new Set(items.map((item) => item.id));
    const total = kept.filter((item) => !ids.has(item.id)).length + items.length;
    if (errors.length === 0 && items.length === 0) {
      errors.push({ row: 1, message: 'The file holds no invoices or bills' });
    }
    if (total > MAX_OPEN_ITEMS) {
      errors.push({ row: 1, message: `At most ${MAX_OPEN_ITEMS} invoices and bills are kept` });
    }
    setOutcome({ errors, fileName: file.name });
    if (errors.length === 0) onImport(items, file.name);
  }

  return (
    <div className="card open-item-import">
      <h2>Import a CSV</h2>
      <p>
        Columns: customer (or vendor), number, amount, issue date, due date, paid date (empty while
        open). Nothing is imported unless every row can be read.
      </p>
      <label>
        The file holds
        <select value={kind} onChange={(e) => setKind(e.target.value as OpenItemKind)}>
          <option value="invoice">Invoices</option>
          <option value="bill">Bills</option>
        </select>
      </label>
      <label>
        CSV file
        <input type="file" accept=".csv,text/csv" onChange={(e) => void choose(e)} />
      </label>
      {outcome && outcome.errors.length > 0 && (
        <div role="alert" className="form-error">
          <p>
            Nothing was imported from {outcome.fileName}: {outcome.errors.length}{' '}
            {outcome.errors.length === 1 ? 'row' : 'rows'} could not be read.
          </p>
          <ul>
            {outcome.errors.slice(0, SHOWN_ERRORS).map((error) => (
              <li key={`${error.row}:${error.message}`}>
                Row {error.row}: {error.message}
              </li>
            ))}
          </ul>
          {outcome.errors.length > SHOWN_ERRORS && (
            <p>and {outcome.errors.length - SHOWN_ERRORS} more.</p>
          )}
        </div>
      )}
    </div>
  );
}
