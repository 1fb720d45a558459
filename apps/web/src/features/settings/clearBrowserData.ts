/** The IndexedDB database of the transaction store (decisions.md: named for the app). */
export const APP_DATABASE_NAME = 'cashline';

function deleteDatabase(name: string): Promise<void> {
  return new Promise((resolve, reject) => {
    const request = indexedDB.deleteDatabase(name);
    request.onsuccess = () => resolve();
    request.onerror = () => reject(request.error ?? new Error(`Could not delete ${name}`));
    // An open connection in this page delays the deletion until it closes (at the reload that
    // follows); the request stays queued, so later opens still see an empty database.
    request.onblocked = () => resolve();
  });
}

async function databaseNames(): Promise<string[]> {
  const listed = typeof indexedDB.databases === 'function' ? await indexedDB.databases() : [];
  const names = listed.flatMap((db) => (db.name ? [db.name] : []));
  return names.includes(APP_DATABASE_NAME) ? names : [...names, APP_DATABASE_NAME];
}

/** Wipes everything Cashline keeps in this browser: localStorage and every IndexedDB database. */
export async function clearBrowserData(): Promise<void> {
  localStorage.clear();
  if (typeof indexedDB === 'undefined') return;
  const names = await databaseNames();
  await Promise.all(names.map(deleteDatabase));
}
