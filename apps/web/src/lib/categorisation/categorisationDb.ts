import { categoryDefinitionSchema, rulesSchema } from '@cashline/core';
import type { CategoryDefinition, Rule } from '@cashline/core';

/**
 * The browser's copy of the user's rules and categories: its own IndexedDB database, one record
 * each. Read values are validated; what fails is left out and counted, never trusted.
 */
export const CATEGORISATION_DB = 'cashline-categorisation';
const STORE = 'categorisation';
const RULES_KEY = 'rules';
const CATEGORIES_KEY = 'categories';

export type CategorisationData = { rules: Rule[]; definitions: CategoryDefinition[] };

const definitionsSchema = categoryDefinitionSchema.array();

let connection: Promise<IDBDatabase> | undefined;

function open(): Promise<IDBDatabase> {
  connection ??= new Promise((resolve, reject) => {
    const request = indexedDB.open(CATEGORISATION_DB, 1);
    request.onupgradeneeded = () => request.result.createObjectStore(STORE);
    request.onsuccess = () => resolve(request.result);
    request.onerror = () => {
      connection = undefined;
      reject(request.error ?? new Error('The browser could not open its storage.'));
    };
  });
  return connection;
}

function done(transaction: IDBTransaction): Promise<void> {
  return new Promise((resolve, reject) => {
    transaction.oncomplete = () => resolve();
    transaction.onerror = () => reject(transaction.error ?? new Error('Storage failed.'));
    transaction.onabort = () => reject(transaction.error ?? new Error('Storage failed.'));
  });
}

function read(store: IDBObjectStore, key: string): Promise<unknown> {
  return new Promise((resolve, reject) => {
    const request = store.get(key);
    request.onsuccess = () => resolve(request.result);
    request.onerror = () => reject(request.error ?? new Error('Storage failed.'));
  });
}

/** The stored rules and categories; a record that fails validation reads as empty. */
export async function readCategorisation(): Promise<CategorisationData & { rejected: boolean }> {
  const db = await open();
  const transaction = db.transaction(STORE, 'readonly');
  const store = transaction.objectStore(STORE);
  const [rules, definitions] = await Promise.all([
    read(store, RULES_KEY),
    read(store, CATEGORIES_KEY),
  ]);
  const parsedRules = rulesSchema.safeParse(rules ?? []);
  const parsedDefinitions = definitionsSchema.safeParse(definitions ?? []);
  return {
    rules: parsedRules.success ? parsedRules.data : [],
    definitions: parsedDefinitions.success ? parsedDefinitions.data : [],
    rejected: !parsedRules.success || !parsedDefinitions.success,
  };
}

/** Saves both records in one IndexedDB transaction: both or neither. */
export async function writeCategorisation(data: CategorisationData): Promise<void> {
  const db = await open();
  const transaction = db.transaction(STORE, 'readwrite');
  const store = transaction.objectStore(STORE);
  store.put(data.rules, RULES_KEY);
  store.put(data.definitions, CATEGORIES_KEY);
  await done(transaction);
}

/** Closes the connection (tests delete the database between runs). */
export function closeCategorisationDb(): void {
  void connection?.then((db) => db.close());
  connection = undefined;
}
