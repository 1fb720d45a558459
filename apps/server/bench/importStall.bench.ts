// Do other members wait while a large import commits? Through real HTTP, on SQLite and on a
// throwaway PostgreSQL cluster: sends a 200,000-row import in chunks, then, while its commit runs,
// asks for the first page of the ledger every 25 ms from another member and prints how long those
// reads took (#33's target: on SQLite no request is held more than 200 ms). Asserts nothing.
import { createApp } from '../src/app.js';
import { signUp, signUpInvited, startAuthServer } from '../src/testing/authHarness.js';
import type { Agent } from '../src/testing/authHarness.js';
import { startPostgresServer } from '../src/testing/postgresServer.js';
import { createTestContext } from '../src/testing/testContext.js';
import { benchTransaction } from './ledgerSeed.js';
import { percentile } from './percentile.js';

const ROWS = Number(process.env.STALL_BENCH_ROWS ?? 200_000);
const CHUNK = 2500;
const READ_EVERY_MS = 25;

type Result = { commitMs: number; reads: number[] };

async function sendImport(agent: Agent, orgPath: string): Promise<string> {
  const started = await agent
    .post(`${orgPath}/imports`)
    .send({ fileName: 'big.csv', rowCount: ROWS });
  const id = (started.body as { id: string }).id;
  for (let index = 0; index * CHUNK < ROWS; index += 1) {
    const transactions = Array.from({ length: Math.min(CHUNK, ROWS - index * CHUNK) }, (_, i) =>
      benchTransaction('big', index * CHUNK + i, ROWS),
    );
    const res = await agent.post(`${orgPath}/imports/${id}/chunks`).send({ index, transactions });
    if (res.status !== 200) throw new Error(`chunk ${index}: ${res.status}`);
  }
  return id;
}

async function benchDatabase(): Promise<Result> {
  const ctx = await createTestContext();
  const server = await startAuthServer(ctx, createApp(ctx));
  try {
    const owner = await signUp(server.agent(), {
      email: 'olive@example.com',
      password: 'olive passphrase',
      name: 'Olive',
      orgName: 'Harbor Lane Bakery',
    });
    const reader = await signUpInvited(server, owner, {
      email: 'vic@example.com',
      password: 'vic passphrase',
      name: 'Vic',
      role: 'viewer',
    });
    const orgPath = `/api/orgs/${owner.organizationId}`;
    const id = await sendImport(owner.agent, orgPath);
    const reads: number[] = [];
    let committing = true;
    const readLoop = (async () => {
      while (committing) {
        const started = performance.now();
        const res = await reader.agent.get(`${orgPath}/transactions`).query({ limit: 200 });
        if (res.status !== 200) throw new Error(`read: ${res.status}`);
        reads.push(performance.now() - started);
        await new Promise((resolve) => setTimeout(resolve, READ_EVERY_MS));
      }
    })();
    const started = performance.now();
    const commit = await owner.agent.post(`${orgPath}/imports/${id}/commit`);
    const commitMs = performance.now() - started;
    committing = false;
    await readLoop;
    if (commit.status !== 200) throw new Error(`commit: ${commit.status}`);
    return { commitMs, reads };
  } finally {
    await server.close();
    await ctx.cleanup();
  }
}

const results = new Map<string, Result>();
console.log(`Reads during the commit of a ${ROWS}-row import`);
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

const cell = (text: string, width: number) => text.padStart(width);
const ms = (value: number) => cell(`${value.toFixed(0)} ms`, 10);
console.log(
  `\n${'database'.padEnd(12)}${cell('commit', 10)}${cell('reads', 7)}${cell('median', 10)}${cell('p99', 10)}${cell('max', 10)}  target (SQLite max < 200 ms)`,
);
for (const [database, { commitMs, reads }] of results) {
  const max = Math.max(...reads);
  const verdict = database === 'SQLite' ? (max < 200 ? 'met' : 'MISSED') : '';
  console.log(
    `${database.padEnd(12)}${ms(commitMs)}${cell(String(reads.length), 7)}${ms(percentile(reads, 50))}${ms(percentile(reads, 99))}${ms(max)}  ${verdict}`,
  );
}
