import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { afterEach, describe, expect, it } from 'vitest';
import { openSqlDatabase } from '../db/sqlDatabase.js';
import type { SqlDatabase } from '../db/sqlDatabase.js';
import { openTestDatabase } from '../testing/testDatabase.js';
import type { TestDatabase } from '../testing/testDatabase.js';
import { underSchemaLock } from './schemaLock.js';

let first: TestDatabase | undefined;
let second: SqlDatabase | undefined;
let dataDir = '';
afterEach(async () => {
  await second?.close();
  await first?.dispose();
  fs.rmSync(dataDir, { recursive: true, force: true });
  first = undefined;
  second = undefined;
});

const pause = (ms: number) => new Promise((resolve) => setTimeout(resolve, ms));
const asAuth = (database: SqlDatabase) => ({ db: database.kysely, type: database.dialect });

describe('underSchemaLock', () => {
  it('lets two processes on one database change its schema one after the other', async () => {
    dataDir = fs.mkdtempSync(path.join(os.tmpdir(), 'cashline-lock-'));
    first = await openTestDatabase(dataDir);
    // A second pool on the same database, as a second server process has; SQLite has one file.
    second = first.databaseUrl
      ? await openSqlDatabase({ dataDir, databaseUrl: first.databaseUrl })
      : undefined;
    const events: string[] = [];
    const work = (name: string) => async () => {
      events.push(`${name} starts`);
      await pause(150);
      events.push(`${name} ends`);
      return name;
    };
    const answers = await Promise.all([
      underSchemaLock(asAuth(first), work('one')),
      underSchemaLock(asAuth(second ?? first), work('two')),
    ]);
    expect(answers).toEqual(['one', 'two']);
    const [firstIn] = (events[0] ?? '').split(' ');
    const secondIn = firstIn === 'one' ? 'two' : 'one';
    expect(events).toEqual(
      first.dialect === 'postgres'
        ? [`${firstIn} starts`, `${firstIn} ends`, `${secondIn} starts`, `${secondIn} ends`]
        : ['one starts', 'two starts', 'one ends', 'two ends'],
    );
  });
});
