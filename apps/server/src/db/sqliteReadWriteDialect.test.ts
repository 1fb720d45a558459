import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { afterEach, beforeEach, describe, expect, it } from 'vitest';
import { openSqlDatabase } from './sqlDatabase.js';
import type { SqlDatabase } from './sqlDatabase.js';

let dataDir: string;
let database: SqlDatabase;
beforeEach(async () => {
  dataDir = fs.mkdtempSync(path.join(os.tmpdir(), 'cashline-rw-'));
  database = await openSqlDatabase({ dataDir });
});
afterEach(async () => {
  await database.close();
  fs.rmSync(dataDir, { recursive: true, force: true });
});

const heads = async () =>
  (await database.kysely.selectFrom('ledger_head').selectAll().orderBy('org_id').execute()).map(
    (row) => [row.org_id, Number(row.writes)],
  );

function gate() {
  let open!: () => void;
  const opened = new Promise<void>((resolve) => (open = resolve));
  return { open, opened };
}

describe('SQLite with a reading and a writing connection', () => {
  it('answers a read while a write transaction is open, with the last commit', async () => {
    const db = database.kysely;
    await db.insertInto('ledger_head').values({ org_id: 'a', writes: 1 }).execute();
    const held = gate();
    const inserted = gate();
    const writing = db.transaction().execute(async (trx) => {
      await trx.insertInto('ledger_head').values({ org_id: 'b', writes: 1 }).execute();
      inserted.open();
      await held.opened;
    });
    await inserted.opened;
    // The transaction still holds the writer: the read does not wait for it, nor see its row.
    expect(await heads()).toEqual([['a', 1]]);
    held.open();
    await writing;
    expect(await heads()).toEqual([
      ['a', 1],
      ['b', 1],
    ]);
  });

  it('lets writers take turns: two read-modify-writes racing lose nothing', async () => {
    const db = database.kysely;
    await db.insertInto('ledger_head').values({ org_id: 'a', writes: 0 }).execute();
    const bump = () =>
      db.transaction().execute(async (trx) => {
        const row = await trx
          .selectFrom('ledger_head')
          .select('writes')
          .where('org_id', '=', 'a')
          .executeTakeFirstOrThrow();
        await new Promise((resolve) => setTimeout(resolve, 5));
        await trx
          .updateTable('ledger_head')
          .set({ writes: Number(row.writes) + 1 })
          .where('org_id', '=', 'a')
          .execute();
      });
    await Promise.all([bump(), bump(), bump()]);
    expect(await heads()).toEqual([['a', 3]]);
  });

  it('hands the event loop back during a long transaction', async () => {
    const db = database.kysely;
    let timerRan = false;
    let timerRanBeforeCommit = false;
    setTimeout(() => (timerRan = true), 0);
    await db.transaction().execute(async (trx) => {
      for (let batch = 0; batch < 200; batch += 1) {
        await trx
          .insertInto('ledger_head')
          .values(Array.from({ length: 500 }, (_, i) => ({ org_id: `${batch}-${i}`, writes: 1 })))
          .execute();
      }
      timerRanBeforeCommit = timerRan;
    });
    expect(timerRanBeforeCommit).toBe(true);
  });

  it('frees the writer after a rollback', async () => {
    const db = database.kysely;
    await expect(
      db.transaction().execute(async (trx) => {
        await trx.insertInto('ledger_head').values({ org_id: 'gone', writes: 1 }).execute();
        throw new Error('refused');
      }),
    ).rejects.toThrow('refused');
    await db.insertInto('ledger_head').values({ org_id: 'kept', writes: 1 }).execute();
    expect(await heads()).toEqual([['kept', 1]]);
  });
});
