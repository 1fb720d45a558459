// The team ledger at scale, through real HTTP with a signed-in member: one organisation holding
// 1,000,000 transactions beside another of 100,000 (so every query must stay within its
// organisation's part of the indexes), on SQLite and on a throwaway PostgreSQL cluster. Times the
// first page, a filtered page, a page deep in by cursor, one edit and a 10,000-row chunked import,
// and prints median and p95 per database against the targets (#22: first page < 300 ms,
// one edit < 200 ms). Asserts nothing.
import { sql } from 'kysely';
import { createApp } from '../src/app.js';
import { encodeCursor } from '../src/ledger/pageCursor.js';
import { signUp, startAuthServer } from '../src/testing/authHarness.js';
import type { Agent } from '../src/testing/authHarness.js';
import { startPostgresServer } from '../src/testing/postgresServer.js';
import { createTestContext } from '../src/testing/testContext.js';
import { benchTransaction, seedLedger } from './ledgerSeed.js';
import { percentile } from './percentile.js';

const BIG = Number(process.env.LEDGER_BENCH_ROWS ?? 1_000_000);
const SMALL = Math.round(BIG / 10);
const RUNS = 20;
const IMPORT_RUNS = 5;
const IMPORT_ROWS = 10_000;
const IMPORT_CHUNK = 2500;

type Timing = { operation: string; target?: number; ms: number[] };

async function time(runs: number, step: (run: number) => Promise<void>): Promise<number[]> {
  await step(-1); // warm-up, not counted
  const ms: number[] = [];
  for (let run = 0; run < runs; run += 1) {
    const started = performance.now();
    await step(run);
    ms.push(performance.now() - started);
  }
  return ms;
}

function expectOk(res: { status: number; body: unknown }, status: number, what: string): void {
  if (res.status !== status) {
    throw new Error(`${what}: ${res.status} ${JSON.stringify(res.body).slice(0, 300)}`);
  }
}

async function importRows(agent: Agent, orgPath: string, run: number): Promise<void> {
  const prefix = `import-${run + 1}`;
  const rows = Array.from({ length: IMPORT_ROWS }, (_, i) =>
    benchTransaction(prefix, i, IMPORT_ROWS),
  );
  const started = await agent
    .post(`${orgPath}/imports`)
    .send({ fileName: `${prefix}.csv`, rowCount: IMPORT_ROWS });
  expectOk(started, 201, 'import start');
  const id = (started.body as { id: string }).id;
  for (let index = 0; index * IMPORT_CHUNK < IMPORT_ROWS; index += 1) {
    const chunk = rows.slice(index * IMPORT_CHUNK, (index + 1) * IMPORT_CHUNK);
    const res = await agent
      .post(`${orgPath}/imports/${id}/chunks`)
      .send({ index, transactions: chunk });
    expectOk(res, 200, 'import chunk');
  }
  expectOk(await agent.post(`${orgPath}/imports/${id}/commit`), 200, 'import commit');
}

async function benchDatabase(): Promise<Timing[]> {
  const ctx = await createTestContext();
  const server = await startAuthServer(ctx, createApp(ctx));
  try {
    const owner = await signUp(server.agent(), {
      email: 'olive@example.com',
      password: 'olive passphrase',
      name: 'Olive',
      orgName: 'Harbor Lane Bakery',
    });
    const neighbour = await signUp(server.agent(), {
      email: 'nick@example.com',
      password: 'nick passphrase',
      name: 'Nick',
      orgName: 'Corner Shop',
    });
    const seeding = performance.now();
    await seedLedger(ctx.sql.kysely, neighbour.organizationId, neighbour.userId, SMALL);
    await seedLedger(ctx.sql.kysely, owner.organizationId, owner.userId, BIG);
    await sql`analyze`.execute(ctx.sql.kysely);
    console.log(
      `  ${ctx.sql.dialect}: seeded ${BIG + SMALL} rows in ${((performance.now() - seeding) / 1000).toFixed(1)} s`,
    );
    const { agent } = owner;
    const orgPath = `/api/orgs/${owner.organizationId}`;
    const page = async (query: Record<string, string | number>) => {
      const res = await agent.get(`${orgPath}/transactions`).query(query);
      expectOk(res, 200, 'page');
      if ((res.body as { transactions: unknown[] }).transactions.length === 0) {
        throw new Error(`empty page for ${JSON.stringify(query)}`);
      }
    };
    const filters = {
      limit: 200,
      category: 'Software',
      accountId: 'acc-payroll',
      from: '2024-01-01',
      to: '2024-12-31',
      q: 'shell',
    };
    const deep = encodeCursor(benchTransaction(owner.organizationId, Math.round(BIG * 0.3), BIG));
    return [
      {
        operation: 'first page (limit 200)',
        target: 300,
        ms: await time(RUNS, () => page({ limit: 200 })),
      },
      {
        operation: 'filtered page (category, account, dates, q)',
        ms: await time(RUNS, () => page(filters)),
      },
      {
        operation: "description search, few matches (q='ref 77777')",
        ms: await time(RUNS, () => page({ limit: 200, q: 'ref 77777' })),
      },
      {
        operation: 'page deep in by cursor (70% down)',
        ms: await time(RUNS, () => page({ limit: 200, cursor: deep })),
      },
      {
        operation: 'one edit (PATCH)',
        target: 200,
        ms: await time(RUNS, async (run) => {
          const id = benchTransaction(owner.organizationId, 1000 + run, BIG).id;
          const res = await agent
            .patch(`${orgPath}/transactions/${id}`)
            .send({ baseVersion: 1, changes: { note: `checked ${run}` } });
          expectOk(res, 200, 'edit');
        }),
      },
      {
        operation: `import of ${IMPORT_ROWS} rows (start, chunks, commit)`,
        ms: await time(IMPORT_RUNS, (run) => importRows(agent, orgPath, run)),
      },
    ];
  } finally {
    await server.close();
    await ctx.cleanup();
  }
}

const results = new Map<string, Timing[]>();
console.log(`Ledger benchmark: ${BIG} transactions in one organisation, ${SMALL} in another`);
delete process.env.CASHLINE_TEST_POSTGRES_URL;
results.set('SQLite', await benchDatabase());
const postgres = await startPostgresServer();
try {
  process.env.CASHLINE_TEST_POSTGRES_URL = postgres.url;
  results.set('PostgreSQL', await benchDatabase());
} finally {
  delete process.env.CASHLINE_TEST_POSTGRES_URL;
  postgres.stop();
}

const pad = (text: string, width: number) => text.padEnd(width);
const ms = (value: number) => `${value.toFixed(1)} ms`.padStart(10);
console.log(
  `\n${pad('operation', 46)}${pad('database', 12)}${'median'.padStart(10)}${'p95'.padStart(10)}  target`,
);
for (const [database, timings] of results) {
  for (const { operation, target, ms: samples } of timings) {
    const p95 = percentile(samples, 95);
    const verdict = target === undefined ? '' : `< ${target} ms ${p95 < target ? 'met' : 'MISSED'}`;
    console.log(
      `${pad(operation, 46)}${pad(database, 12)}${ms(percentile(samples, 50))}${ms(p95)}  ${verdict}`,
    );
  }
}
