// The team ledger under load, through real HTTP against built server processes: one server on
// SQLite, and two replicas on one throwaway PostgreSQL cluster (each request goes to the next
// replica). 48 clients, each from its own address, for 30 s: pages, filtered and deep pages, edits
// of a few hot rows, creates, batches, deletes, feed reads and rules-document saves, while two live
// readers follow the feed. Then checks what was acknowledged against what is stored: every
// acknowledged create present once, every acknowledged delete gone, each hot row's version one
// above its acknowledged edits, the document's version equal to its acknowledged saves, and both
// live readers having seen every change exactly once. Prints the figures per database (#33's
// targets: zero 5xx; p99 of lists and edits under 300 ms on SQLite, under 500 ms on PostgreSQL).
import crypto from 'node:crypto';
import { startPostgresServer } from '../src/testing/postgresServer.js';
import { benchTransaction } from './ledgerSeed.js';
import { startBuiltServer } from './serverProcess.js';
import type { RunningServer } from './serverProcess.js';
import { call, createHotRows, seed, signUp, storedState } from './ledgerLoadApi.js';
import type { Answer, Session } from './ledgerLoadApi.js';
import { percentile } from './percentile.js';

const CLIENTS = Number(process.env.LOAD_CLIENTS ?? 48);
const SECONDS = Number(process.env.LOAD_SECONDS ?? 30);
const SEED_ROWS = 20_000;
const HOT_ROWS = 8;

type Kind = 'list' | 'filter' | 'deep' | 'edit' | 'create' | 'batch' | 'delete' | 'feed' | 'save';
const MIX: [Kind, number][] = [
  ['list', 25],
  ['filter', 10],
  ['deep', 5],
  ['edit', 15],
  ['create', 12],
  ['batch', 6],
  ['delete', 7],
  ['feed', 15],
  ['save', 5],
];

function pick(): Kind {
  let roll = Math.random() * MIX.reduce((sum, [, weight]) => sum + weight, 0);
  for (const [kind, weight] of MIX) {
    roll -= weight;
    if (roll < 0) return kind;
  }
  return 'list';
}

type Tally = {
  latencies: Map<Kind, number[]>;
  statuses: Map<number, number>;
  created: Set<string>;
  deleted: Set<string>;
  hotEdits: Map<string, number>;
  saves: number;
};

/** Follows the feed with long polls, as an open page does; counts each sequence number seen. */
async function liveReader(bases: string[], session: Session, until: () => boolean) {
  const seen = new Map<number, number>();
  let since = 0;
  let turn = 0;
  for (;;) {
    const stopping = until();
    const base = bases[turn++ % bases.length]!;
    const waitMs = stopping ? 0 : 5000;
    const res = await call(
      base,
      session,
      `${session.orgPath}/changes?since=${since}&limit=1000&waitMs=${waitMs}`,
    );
    if (res.status !== 200) continue;
    const page = res.body as { changes: { seq: number }[]; headSeq: number };
    for (const change of page.changes) seen.set(change.seq, (seen.get(change.seq) ?? 0) + 1);
    since = page.changes.at(-1)?.seq ?? since;
    if (stopping && page.changes.length === 0) return seen;
  }
}

async function client(
  n: number,
  bases: string[],
  session: Session,
  tally: Tally,
  until: () => boolean,
): Promise<void> {
  const address = `10.0.${Math.floor(n / 250)}.${(n % 250) + 1}`;
  let made = 0;
  const mine: string[] = [];
  let turn = n;
  const { orgPath } = session;
  while (!until()) {
    const base = bases[turn++ % bases.length]!;
    const kind = pick();
    const send = (path: string, init: { method?: string; json?: unknown; key?: string } = {}) =>
      call(base, session, path, { ...init, address });
    const started = performance.now();
    let res: Answer;
    let onSuccess = () => {};
    if (kind === 'list') res = await send(`${orgPath}/transactions?limit=200`);
    else if (kind === 'filter') {
      res = await send(`${orgPath}/transactions?limit=200&category=Software&q=shell`);
    } else if (kind === 'deep') {
      res = await send(`${orgPath}/transactions?limit=200&from=2024-01-01&to=2024-03-31`);
    } else if (kind === 'edit') {
      const id = `hot-${n % HOT_ROWS}`;
      res = await send(`${orgPath}/transactions/${id}`, {
        method: 'PATCH',
        json: { baseVersion: 1, changes: { note: `client ${n} edit ${made++}` } },
        key: crypto.randomUUID(),
      });
      onSuccess = () => tally.hotEdits.set(id, (tally.hotEdits.get(id) ?? 0) + 1);
    } else if (kind === 'create' || kind === 'batch') {
      const ids = [`c${n}-${made++}`, ...(kind === 'batch' ? [`c${n}-${made++}`] : [])];
      const rows = ids.map((id, i) => ({ ...benchTransaction('load', i, 2), id }));
      const doomed = kind === 'batch' ? mine.shift() : undefined;
      res =
        kind === 'create'
          ? await send(`${orgPath}/transactions`, {
              method: 'POST',
              json: { transactions: rows },
              key: crypto.randomUUID(),
            })
          : await send(`${orgPath}/transactions/batch`, {
              method: 'POST',
              json: { create: rows, edit: [], delete: doomed ? [doomed] : [] },
              key: crypto.randomUUID(),
            });
      onSuccess = () => {
        for (const id of ids) tally.created.add(id);
        mine.push(...ids);
        if (doomed) tally.deleted.add(doomed);
      };
      if (doomed && res.status !== 200) mine.unshift(doomed);
    } else if (kind === 'delete') {
      const id = mine.shift();
      if (!id) continue;
      res = await send(`${orgPath}/transactions/${id}`, {
        method: 'DELETE',
        key: crypto.randomUUID(),
      });
      onSuccess = () => tally.deleted.add(id);
      if (res.status !== 200) mine.unshift(id);
    } else if (kind === 'feed') {
      res = await send(`${orgPath}/changes?since=${Math.max(0, made * 7)}&limit=100`);
    } else {
      const current = await send(`${orgPath}/documents/rules`);
      const version = (current.body as { version: number }).version;
      res = await send(`${orgPath}/documents/rules`, {
        method: 'PUT',
        json: { baseVersion: version, value: [] },
        key: crypto.randomUUID(),
      });
      onSuccess = () => (tally.saves += 1);
    }
    const ms = performance.now() - started;
    tally.latencies.set(kind, [...(tally.latencies.get(kind) ?? []), ms]);
    tally.statuses.set(res.status, (tally.statuses.get(res.status) ?? 0) + 1);
    if (res.status >= 200 && res.status < 300) onSuccess();
  }
}

type Report = {
  database: string;
  requests: number;
  statuses: Map<number, number>;
  lists: number[];
  edits: number[];
  problems: string[];
  readers: string;
};

async function runLoad(database: string, servers: RunningServer[]): Promise<Report> {
  const bases = servers.map((server) => server.base);
  const session = await signUp(bases[0]!);
  await seed(bases[0]!, session, SEED_ROWS);
  await createHotRows(bases[0]!, session, HOT_ROWS);
  const tally: Tally = {
    latencies: new Map(),
    statuses: new Map(),
    created: new Set(),
    deleted: new Set(),
    hotEdits: new Map(),
    saves: 0,
  };
  const endAt = performance.now() + SECONDS * 1000;
  const until = () => performance.now() > endAt;
  // The readers stop once every client's last write has been answered and they read nothing new.
  let clientsDone = false;
  const readers = [
    liveReader(bases, session, () => clientsDone),
    liveReader([...bases].reverse(), session, () => clientsDone),
  ];
  await Promise.all(
    Array.from({ length: CLIENTS }, (_, n) => client(n, bases, session, tally, until)),
  );
  clientsDone = true;
  const seenByReaders = await Promise.all(readers);

  const problems: string[] = [];
  const stored = await storedState(bases[0]!, session);
  for (const id of tally.created) {
    const kept = stored.versions.has(id);
    if (tally.deleted.has(id) ? kept : !kept) problems.push(`acknowledged ${id} wrongly stored`);
  }
  for (const [id, edits] of tally.hotEdits) {
    if (stored.versions.get(id) !== 1 + edits) {
      problems.push(`${id}: version ${stored.versions.get(id)} after ${edits} edits`);
    }
  }
  if (stored.rulesVersion !== tally.saves) {
    problems.push(`rules version ${stored.rulesVersion} after ${tally.saves} saves`);
  }
  const head = await call(bases[0]!, session, `${session.orgPath}/changes?since=0&limit=1`);
  const headSeq = (head.body as { headSeq: number }).headSeq;
  const readerNotes = seenByReaders.map((seen) => {
    const missed = Array.from({ length: headSeq }, (_, i) => i + 1).filter((seq) => !seen.has(seq));
    const twice = [...seen.values()].filter((count) => count > 1).length;
    if (missed.length + twice > 0)
      problems.push(`a live reader missed ${missed.length}, saw ${twice} twice`);
    return `${seen.size}/${headSeq}`;
  });
  const all = (kinds: Kind[]) => kinds.flatMap((kind) => tally.latencies.get(kind) ?? []);
  return {
    database,
    requests: [...tally.statuses.values()].reduce((sum, count) => sum + count, 0),
    statuses: tally.statuses,
    lists: all(['list', 'filter', 'deep']),
    edits: all(['edit', 'create', 'batch', 'delete', 'save']),
    problems,
    readers: readerNotes.join(', '),
  };
}

const secrets = {
  SESSION_SECRET: crypto.randomBytes(32).toString('hex'),
  BETTER_AUTH_SECRET: crypto.randomBytes(32).toString('hex'),
  TRUST_PROXY_HOPS: '1',
  WORKER_THREADS: '1',
};

const reports: Report[] = [];
console.log(`Ledger load: ${CLIENTS} clients for ${SECONDS} s on ${SEED_ROWS} rows`);
const sqlite = await startBuiltServer(secrets);
try {
  reports.push(await runLoad('SQLite', [sqlite]));
} finally {
  await sqlite.stop();
}
const cluster = await startPostgresServer();
try {
  const env = { ...secrets, DATABASE_URL: cluster.url };
  const first = await startBuiltServer(env);
  const second = await startBuiltServer(env).catch(async (error: unknown) => {
    await first.stop();
    throw error;
  });
  try {
    reports.push(await runLoad('PostgreSQL ×2', [first, second]));
  } finally {
    await Promise.all([first.stop(), second.stop()]);
  }
} finally {
  cluster.stop();
}

const cell = (text: string | number, width: number) => String(text).padStart(width);
const ms = (values: number[], p: number) => cell(`${percentile(values, p).toFixed(0)} ms`, 9);
console.log(
  `\n${'database'.padEnd(15)}${cell('requests', 9)}${cell('5xx', 5)}${cell('409', 5)}${cell('429', 5)}${cell('list p50', 10)}${cell('p99', 9)}${cell('write p50', 10)}${cell('p99', 9)}  live readers  acknowledged writes`,
);
for (const report of reports) {
  const count = (test: (status: number) => boolean) =>
    [...report.statuses].filter(([status]) => test(status)).reduce((sum, [, n]) => sum + n, 0);
  console.log(
    `${report.database.padEnd(15)}${cell(report.requests, 9)}${cell(
      count((s) => s >= 500),
      5,
    )}${cell(
      count((s) => s === 409),
      5,
    )}${cell(
      count((s) => s === 429),
      5,
    )} ${ms(report.lists, 50)}${ms(report.lists, 99)} ${ms(report.edits, 50)}${ms(report.edits, 99)}  ${report.readers.padEnd(12)}  ${report.problems.length === 0 ? 'all stored as answered' : report.problems.slice(0, 5).join('; ')}`,
  );
}
