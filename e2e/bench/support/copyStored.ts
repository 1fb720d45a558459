/** Whether this browser has stored its copy of the ledger (the copy's lists are written). */
export async function copyStored(): Promise<boolean> {
  const databases = await indexedDB.databases();
  const name = databases.find((d) => d.name?.startsWith('cashline-ledger:'))?.name;
  if (!name) return false;
  return new Promise((resolve) => {
    const opening = indexedDB.open(name);
    opening.onerror = () => resolve(false);
    opening.onsuccess = () => {
      const db = opening.result;
      const count = db.transaction('copy').objectStore('copy').count('meta');
      count.onsuccess = () => {
        db.close();
        resolve(count.result > 0);
      };
      count.onerror = () => {
        db.close();
        resolve(false);
      };
    };
  });
}
