import 'fake-indexeddb/auto';
import { describe, expect, it } from 'vitest';
import { forgetLedgerCopies } from './forgetLedgerCopies';
import { copyDatabaseName, openCopyDatabase, readOutbox, writeOutbox } from './ledgerCopyDb';

async function names(): Promise<string[]> {
  return (await indexedDB.databases()).map((database) => database.name ?? '').sort();
}

describe('forgetLedgerCopies', () => {
  it("deletes the user's copies of every organisation, open ones too, and no one else's", async () => {
    const mine = [copyDatabaseName('org-a', 'user-1'), copyDatabaseName('org-b', 'user-1')];
    const theirs = copyDatabaseName('org-a', 'user-12');
    const open = await openCopyDatabase(mine[0]!);
    await writeOutbox(open, [{ kind: 'undo-import', importId: 'import-1' }]);
    expect((await readOutbox(open)).outbox).toHaveLength(1);
    for (const name of [mine[1]!, theirs]) (await openCopyDatabase(name)).close();
    expect(await names()).toEqual([...mine, theirs].sort());

    await forgetLedgerCopies('user-1', ['org-a']);

    expect(await names()).toEqual([theirs]);
    // Opened again, the organisation's copy is empty: nothing of it, nor of its outbox, is left.
    const reopened = await openCopyDatabase(mine[0]!);
    expect((await readOutbox(reopened)).outbox).toEqual([]);
    reopened.close();
  });

  it("deletes the organisations' copies where the browser cannot list its databases", async () => {
    const name = copyDatabaseName('org-c', 'user-2');
    (await openCopyDatabase(name)).close();
    const listing = indexedDB.databases.bind(indexedDB);
    Object.defineProperty(indexedDB, 'databases', { value: undefined, configurable: true });
    try {
      await forgetLedgerCopies('user-2', ['org-c']);
    } finally {
      Object.defineProperty(indexedDB, 'databases', { value: listing, configurable: true });
    }
    expect(await names()).not.toContain(name);
  });
});
