import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { afterEach, beforeEach, describe, expect, it } from 'vitest';
import { silentLogger } from '../testing/silentLogger.js';
import { ecbFixture, startLocalEcbServer } from '../testing/localEcbServer.js';
import type { LocalEcbServer } from '../testing/localEcbServer.js';
import { openTestDatabase } from '../testing/testDatabase.js';
import type { TestDatabase } from '../testing/testDatabase.js';
import { ecbRatesTasks, loadEcbRates } from './ecbRatesTask.js';

let dataDir: string;
let db: TestDatabase;
let ecb: LocalEcbServer;
beforeEach(async () => {
  dataDir = fs.mkdtempSync(path.join(os.tmpdir(), 'cashline-ecb-'));
  db = await openTestDatabase(dataDir);
  ecb = await startLocalEcbServer();
});
afterEach(async () => {
  await ecb.close();
  await db.dispose();
  fs.rmSync(dataDir, { recursive: true, force: true });
});

const deps = () => ({
  db: db.kysely,
  baseUrl: ecb.url,
  now: () => new Date('2024-06-28T16:30:00Z'),
  logger: silentLogger(),
});
const days = async () =>
  (
    await db.kysely
      .selectFrom('exchange_rate')
      .select(({ fn }) => ['date', fn.countAll<number>().as('n')])
      .groupBy('date')
      .orderBy('date')
      .execute()
  ).map((r) => `${r.date} ${Number(r.n)}`);
const signal = new AbortController().signal;

describe("the ECB's daily rates", () => {
  it('loads the history once into an empty table, then the day, and the day again changes nothing', async () => {
    await loadEcbRates(deps(), signal);
    expect(await days()).toEqual(['2020-01-17 32', '2020-01-20 32', '2020-01-21 32']);
    await loadEcbRates(deps(), signal);
    const after = await db.kysely
      .selectFrom('exchange_rate')
      .selectAll()
      .orderBy('date')
      .orderBy('currency')
      .execute();
    expect(await days()).toEqual([
      '2020-01-17 32',
      '2020-01-20 32',
      '2020-01-21 32',
      '2024-06-28 30',
    ]);
    await loadEcbRates(deps(), signal);
    expect(
      await db.kysely
        .selectFrom('exchange_rate')
        .selectAll()
        .orderBy('date')
        .orderBy('currency')
        .execute(),
    ).toEqual(after);
    expect(ecb.requested).toEqual([
      '/eurofxref/eurofxref-hist.xml',
      '/eurofxref/eurofxref-daily.xml',
      '/eurofxref/eurofxref-daily.xml',
    ]);
  });

  it('throws on a failed fetch, for the scheduler to retry, and stores nothing of a malformed feed', async () => {
    ecb.files.set('eurofxref-hist.xml', 503);
    await expect(loadEcbRates(deps(), signal)).rejects.toThrow('HTTP 503');
    ecb.files.set(
      'eurofxref-hist.xml',
      ecbFixture('eurofxref-hist-2020-01-17-to-21.xml').replace('rate="1.1115"', 'rate="n/a"'),
    );
    await expect(loadEcbRates(deps(), signal)).rejects.toThrow('does not read');
    expect(await days()).toEqual([]);
  });

  it('is a daily task only when ECB_RATES_URL is set', () => {
    expect(ecbRatesTasks({ ...deps(), baseUrl: undefined })).toEqual([]);
    expect(ecbRatesTasks(deps()).map((t) => [t.name, t.everyMs])).toEqual([
      ['ecb-exchange-rates', 86_400_000],
    ]);
  });
});
