import { copyDatabaseName, isCopyDatabaseOf } from './ledgerCopyDb';

function deleteDatabase(name: string): Promise<void> {
  return new Promise((resolve, reject) => {
    const request = indexedDB.deleteDatabase(name);
    // Open copies close on the version change (theirs and other tabs'), so a block passes.
    request.onsuccess = () => resolve();
    request.onerror = () => reject(request.error ?? new Error(`Could not delete ${name}`));
  });
}

/** The copies this browser lists, where it can list its databases. */
async function listedCopies(userId: string): Promise<string[]> {
  if (typeof indexedDB.databases !== 'function') return [];
  const databases = await indexedDB.databases();
  return databases
    .map((database) => database.name ?? '')
    .filter((name) => isCopyDatabaseOf(name, userId));
}

/**
 * Deletes every copy of a team ledger that `userId` opened in this browser, what waited to be
 * sent with it: after logging out, the organisation's figures are no longer on this computer for
 * the next person at it. Those of `orgIds` go even where the browser cannot list its databases.
 */
export async function forgetLedgerCopies(userId: string, orgIds: readonly string[]): Promise<void> {
  if (typeof indexedDB === 'undefined') return;
  const names = new Set([
    ...orgIds.map((orgId) => copyDatabaseName(orgId, userId)),
    ...(await listedCopies(userId)),
  ]);
  await Promise.all([...names].map(deleteDatabase));
}
