import type { LedgerChange } from '@cashline/core';

const WHAT: Record<LedgerChange['entity'], string> = {
  transaction: 'Transaction',
  account: 'Account',
  import: 'Import',
  document: 'Settings',
};

const DONE: Record<LedgerChange['op'], string> = {
  create: 'added',
  update: 'changed',
  delete: 'deleted',
  import: 'imported',
  'undo-import': 'undone',
};

const DOCUMENTS: Record<string, string> = {
  categories: 'Categories',
  rules: 'Rules',
  recurringChoices: 'Recurring choices',
  plannedItems: 'Planned payments',
  scenarios: 'Scenarios',
  settings: 'Settings',
};

/** "Transaction changed", "Rules changed", "Import undone": what happened, in words. */
export function changeTitle(change: LedgerChange): string {
  const what =
    change.entity === 'document'
      ? (DOCUMENTS[change.entityId] ?? WHAT.document)
      : WHAT[change.entity];
  return `${what} ${change.entity === 'document' ? 'changed' : DONE[change.op]}`;
}

/** The id worth showing beside the title (a document's kind is in the title already). */
export function changeSubject(change: LedgerChange): string {
  return change.entity === 'document' ? '' : change.entityId;
}

function valueText(value: unknown): string {
  if (value === null || value === undefined) return '(none)';
  return typeof value === 'string' ? value : JSON.stringify(value);
}

/** "category: Software → Rent; note: (none) → checked" for an update; the values otherwise. */
export function changeDetail(change: LedgerChange): string {
  const before = change.before ?? {};
  const after = change.after ?? {};
  const fields = [...new Set([...Object.keys(before), ...Object.keys(after)])].filter(
    (field) => field !== 'version',
  );
  if (change.op === 'update') {
    return fields
      .map((field) => `${field}: ${valueText(before[field])} → ${valueText(after[field])}`)
      .join('; ');
  }
  const shown = change.op === 'delete' || change.op === 'undo-import' ? before : after;
  return Object.entries(shown)
    .filter(([field]) => field !== 'version')
    .map(([field, value]) => `${field}: ${valueText(value)}`)
    .join('; ');
}
