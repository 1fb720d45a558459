/** The app's IndexedDB database and its one object store, named for the app (decisions.md). */
export const DB_NAME = 'cashline';
export const STORE_NAME = 'cashline';
/**
 * 2: a stored text column may be a dictionary (textColumn.ts). A tab still running an earlier
 * version would read such rows as rejected and save over them; it cannot open this version.
 */
export const DB_VERSION = 2;

let connection: Promise<IDBDatabase> | undefined;

/** The page's one connection to the database, opened (and the store made) the first time. */
export function openDatabase(): Promise<IDBDatabase> {
  connection ??= new Promise<IDBDatabase>((resolve, reject) => {
    const request = indexedDB.open(DB_NAME, DB_VERSION);
    request.onupgradeneeded = () => {
      if (!request.result.objectStoreNames.contains(STORE_NAME)) {
        request.result.createObjectStore(STORE_NAME);
      }
    };
    request.onsuccess = () => {
      const db = request.result;
      // Another tab deleting or upgrading the database must not be blocked by this connection.
      db.onversionchange = () => {
        db.close();
        connection = undefined;
      };
      resolve(db);
    };
    request.onerror = () =>
      reject(request.error ?? new Error('Could not open the browser database'));
    request.onblocked = () => reject(new Error('The browser database is blocked by another tab'));
  }).catch((error: unknown) => {
    connection = undefined;
    throw error;
  });
  return connection;
}

/** Closes and forgets the page's connection; the next use opens a new one. */
export function closeConnection(): void {
  void connection?.then((db) => db.close()).catch(() => undefined);
  connection = undefined;
}
