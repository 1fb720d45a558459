/** A transaction's end as a promise: it resolves when the writes are stored, rejects when aborted. */
export function completion(transaction: IDBTransaction): Promise<void> {
  return new Promise((resolve, reject) => {
    transaction.oncomplete = () => resolve();
    transaction.onabort = () => reject(transaction.error ?? new Error('The save was aborted'));
    transaction.onerror = () => reject(transaction.error ?? new Error('The save failed'));
  });
}

/** A request's result as a promise. */
export function requestResult(request: IDBRequest): Promise<unknown> {
  return new Promise((resolve, reject) => {
    request.onsuccess = () => resolve(request.result);
    request.onerror = () =>
      reject(request.error ?? new Error('Could not read the browser database'));
  });
}
