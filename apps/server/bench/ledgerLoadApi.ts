// The few API calls the ledger load benchmark makes as a signed-in member, over plain fetch.
import { benchTransaction } from './ledgerSeed.js';

export type Session = { cookie: string; orgPath: string };
export type Answer = { status: number; body: unknown };

export async function call(
  base: string,
  session: Session | undefined,
  path: string,
  init: { method?: string; json?: unknown; address?: string; key?: string } = {},
): Promise<Answer & { setCookie: string[] }> {
  const headers: Record<string, string> = { Origin: base };
  if (session) headers.Cookie = session.cookie;
  if (init.json !== undefined) headers['Content-Type'] = 'application/json';
  if (init.address) headers['X-Forwarded-For'] = init.address;
  if (init.key) headers['Idempotency-Key'] = init.key;
  const res = await fetch(`${base}${path}`, {
    method: init.method ?? 'GET',
    headers,
    ...(init.json !== undefined ? { body: JSON.stringify(init.json) } : {}),
  });
  const text = await res.text();
  return {
    status: res.status,
    body: text.startsWith('{') ? (JSON.parse(text) as unknown) : text,
    setCookie: res.headers.getSetCookie(),
  };
}

export async function signUp(base: string): Promise<Session> {
  const res = await call(base, undefined, '/api/auth/sign-up/email', {
    method: 'POST',
    json: {
      email: 'olive@example.com',
      password: 'olive passphrase',
      name: 'Olive',
      orgName: 'Harbor Lane Bakery',
    },
  });
  if (res.status !== 200) throw new Error(`sign-up: ${res.status}`);
  const cookie = res.setCookie.map((header) => header.split(';')[0]).join('; ');
  const me = await call(base, { cookie, orgPath: '' }, '/api/me');
  const orgId = (me.body as { activeOrganizationId: string }).activeOrganizationId;
  return { cookie, orgPath: `/api/orgs/${orgId}` };
}

export async function seed(base: string, session: Session, seedRows: number): Promise<void> {
  const rows = Array.from({ length: seedRows }, (_, i) => benchTransaction('seed', i, seedRows));
  const started = await call(base, session, `${session.orgPath}/imports`, {
    method: 'POST',
    json: { fileName: 'seed.csv', rowCount: rows.length },
  });
  const id = (started.body as { id: string }).id;
  for (let index = 0; index * 2500 < rows.length; index += 1) {
    await call(base, session, `${session.orgPath}/imports/${id}/chunks`, {
      method: 'POST',
      json: { index, transactions: rows.slice(index * 2500, (index + 1) * 2500) },
    });
  }
  const committed = await call(base, session, `${session.orgPath}/imports/${id}/commit`, {
    method: 'POST',
  });
  if (committed.status !== 200) throw new Error(`seed commit: ${committed.status}`);
}

export async function createHotRows(
  base: string,
  session: Session,
  hotRows: number,
): Promise<void> {
  const rows = Array.from({ length: hotRows }, (_, i) => ({
    ...benchTransaction('hot', i, hotRows),
    id: `hot-${i}`,
  }));
  const res = await call(base, session, `${session.orgPath}/transactions`, {
    method: 'POST',
    json: { transactions: rows },
  });
  if (res.status !== 201) throw new Error(`hot rows: ${res.status}`);
}

export async function storedState(base: string, session: Session) {
  const versions = new Map<string, number>();
  let cursor: string | undefined;
  do {
    const res = await call(
      base,
      session,
      `${session.orgPath}/transactions?limit=5000${cursor ? `&cursor=${encodeURIComponent(cursor)}` : ''}`,
    );
    const page = res.body as {
      transactions: { id: string; version: number }[];
      nextCursor?: string;
    };
    for (const row of page.transactions) versions.set(row.id, row.version);
    cursor = page.nextCursor;
  } while (cursor);
  const rules = await call(base, session, `${session.orgPath}/documents/rules`);
  return { versions, rulesVersion: (rules.body as { version: number }).version };
}
