import { isCopyDatabaseOf } from './ledgerCopyDb';

function deleteDatabase(name: string): Promise<void> {
  return new Promise((resolve, reject) => {
    const request = indexedDB.deleteDatabase(name);
    // Open copies close on the version change (theirs and other tabs'), so a block passes.
    request.onsuccess = () => resolve();
    request.onerror = () => reject(request.error ?? new Error(`Could not delete ${name}`));
  });
}

/**
 * Deletes every copy of a team ledger that `userId` opened in this browser, what waited to be
 * sent with it: after logging out, the organisation's figures are no longer on this computer for
 * the next person at it.
 */
export async function forgetLedgerCopies(userId: string): Promise<void> {
  const databases = await indexedDB.databases();
  const names = databases
    .map((database) => database.name ?? '')
    .filter((name) => isCopyDatabaseOf(name, userId));
  await Promise.all(names.map(deleteDatabase));
}
