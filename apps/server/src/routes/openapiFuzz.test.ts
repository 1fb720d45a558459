import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { startLedgerTeam } from '../testing/ledgerTeam.js';
import type { LedgerTeam } from '../testing/ledgerTeam.js';

/**
 * Every route of the API document, sent what a careless or hostile client would send (malformed
 * bodies, boundary numbers, NUL and other control characters, very long strings, bad dates, odd
 * path ids and queries) by a signed-in owner, on the suite's database: each is answered with a
 * client error (never a 5xx), and the ledger is as it was.
 */
type Schema = {
  type?: string | string[];
  properties?: Record<string, Schema>;
  items?: Schema;
  anyOf?: Schema[];
};
type Operation = {
  parameters?: { name: string; in: 'path' | 'query' }[];
  requestBody?: { content: Record<string, { schema: Schema }> };
};

let team: LedgerTeam;
let paths: Record<string, Record<string, Operation>>;
const seeded = {
  id: 't1',
  date: '2026-03-01',
  description: 'AWS EMEA',
  amount: -120,
  type: 'outflow',
  category: 'Software',
};

beforeAll(async () => {
  team = await startLedgerTeam();
  await team.owner.agent
    .post(`${team.orgPath}/transactions`)
    .send({ transactions: [seeded] })
    .expect(201);
  paths = (await team.owner.agent.get('/api/openapi.json').expect(200)).body.paths;
}, 60_000);
afterAll(() => team.close());

/** Services this test server has no settings for answer 503 saying so: the operator's choice. */
const NOT_SET_UP = new Set(['quickbooks_not_configured', 'ai_unavailable']);
const NUL = 'a\u0000b';
const LONG = 'x'.repeat(100_000);
/** Values that are wrong for almost any field, whatever its type. */
const BAD_VALUES: unknown[] = [
  NUL,
  '\u0007bell',
  LONG,
  1e15,
  -1e15,
  1e308,
  null,
  true,
  [],
  { nested: { deeper: NUL } },
];
const BAD_IDS = ['%00', 'a%00b', 'x'.repeat(3000), '..%2F..%2Fetc', '%E0%A4%A', 'nope'];
const BAD_QUERIES: Record<string, string>[] = [
  { limit: '-1' },
  { limit: '1e9' },
  { cursor: 'not-a-cursor' },
  { cursor: NUL },
  { since: '-5' },
  { since: 'abc' },
  { waitMs: '-1' },
  { waitMs: '1e12' },
  { before: 'x' },
  { q: LONG.slice(0, 5000) },
  { from: '2026-13-01', to: 'yesterday' },
];

function propertiesOf(schema: Schema | undefined): string[] {
  if (!schema) return [];
  const own = Object.keys(schema.properties ?? {});
  return [...own, ...(schema.anyOf ?? []).flatMap(propertiesOf)];
}

/** Calendar days that do not exist, for the fields that hold a date. */
const BAD_DATES = ['2026-02-30', '9999-99-99', '2026-1-1'];
const badValuesFor = (property: string) =>
  /date/i.test(property) ? [...BAD_VALUES, ...BAD_DATES] : BAD_VALUES;

/** Bodies built from the operation's schema: each property in turn set to each bad value. */
function badBodies(schema: Schema | undefined): unknown[] {
  const bodies: unknown[] = [null, [], 'text', 42, {}, { unexpected: NUL }];
  for (const property of propertiesOf(schema)) {
    for (const value of badValuesFor(property)) bodies.push({ [property]: value });
  }
  const item = schema?.properties?.transactions?.items;
  for (const property of propertiesOf(item)) {
    for (const value of badValuesFor(property)) {
      bodies.push({ transactions: [{ ...seeded, id: 'fuzz', [property]: value }] });
    }
  }
  return bodies;
}

function fill(path: string, id: string): string {
  const orgId = team.orgPath.split('/').at(-1)!;
  return path
    .replace('{orgId}', orgId)
    .replace(/\{[^}]+\}/g, id)
    .replace(/^\/api/, '/api');
}

type Sent = { method: string; path: string; status: number; error?: string };

async function send(
  method: string,
  path: string,
  options: { body?: unknown; query?: Record<string, string> } = {},
): Promise<Sent> {
  const agent = team.owner.agent;
  let req = (agent[method as 'get'] as (url: string) => ReturnType<typeof agent.get>)(path);
  if (options.query) req = req.query(options.query);
  if (options.body !== undefined) {
    req = req.set('Content-Type', 'application/json').send(JSON.stringify(options.body));
  }
  const res = await req;
  return { method, path, status: res.status, error: (res.body as { error?: string }).error };
}

async function ledgerState(): Promise<string> {
  const { owner, orgPath } = team;
  const parts = await Promise.all(
    [
      `${orgPath}/transactions`,
      `${orgPath}/accounts`,
      `${orgPath}/changes?since=0`,
      ...['categories', 'rules', 'recurringChoices', 'settings'].map(
        (kind) => `${orgPath}/documents/${kind}`,
      ),
    ].map(async (path) => JSON.stringify((await owner.agent.get(path).expect(200)).body)),
  );
  return parts.join('\n');
}

describe('every route of the API document, fuzzed', () => {
  it('answers malformed bodies, boundary numbers, NUL, long strings and odd ids with 4xx, changing nothing', async () => {
    const before = await ledgerState();
    const sent: Sent[] = [];
    for (const [template, operations] of Object.entries(paths)) {
      for (const [method, operation] of Object.entries(operations)) {
        // Signing out would end the fuzzing session, and the document's own route is a read.
        if (template.includes('sign-out')) continue;
        const hasParams = /\{(?!orgId)[^}]+\}/.test(template);
        const ids = hasParams ? BAD_IDS : ['-'];
        const json = operation.requestBody?.content['application/json']?.schema;
        for (const id of ids) {
          const path = fill(template, id);
          if (method === 'get') {
            for (const query of BAD_QUERIES) sent.push(await send(method, path, { query }));
          } else if (json) {
            const bodies = id === ids[0] ? badBodies(json) : [{}];
            for (const body of bodies) sent.push(await send(method, path, { body }));
          } else {
            sent.push(await send(method, path, { body: { unexpected: NUL } }));
          }
        }
      }
    }
    const failures = [
      ...new Set(
        sent
          .filter((answer) => answer.status >= 500 && !NOT_SET_UP.has(answer.error ?? ''))
          .map((a) => `${a.method} ${a.path.slice(0, 80)} ${a.status} ${a.error ?? ''}`),
      ),
    ];
    expect(failures).toEqual([]);
    expect(sent.length).toBeGreaterThan(500);
    expect(await ledgerState()).toBe(before);
  }, 300_000);
});
