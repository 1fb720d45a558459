import { transactionColumnsOf } from '@cashline/core';
import type { LedgerChange, LedgerTransaction } from '@cashline/core';
import { vi } from 'vitest';

export const row = (id: string, fields: Partial<LedgerTransaction> = {}): LedgerTransaction => ({
  id,
  date: '2026-03-01',
  description: `Row ${id}`,
  amount: -10,
  type: 'outflow',
  category: 'Rent',
  version: 1,
  ...fields,
});

export type Answer = { status: number; body: unknown };
export const refusal = (status: number, message: string): Answer => ({
  status,
  body: { success: false, error: 'refused', message },
});

/** The feed's position before any change `feed` adds. */
const FIRST_SEQ = 5;

/**
 * The organisation's server as the browser's HTTP client sees it (fetch replaced): the ledger's
 * rows (the whole ledger as columns, `columnsPage` rows a page), a change feed holding what `feed`
 * added (a held request is answered when it does), and batches answered in turn by
 * `batchAnswers`. Counts the reads of the whole ledger and of rows by id, and the feed's answers.
 */
export function fakeServer(orgId: string, rows: LedgerTransaction[], columnsPage = 50_000) {
  const held = new Map(rows.map((r) => [r.id, r]));
  const seen = {
    wholeLedger: 0,
    columnPages: 0,
    byId: [] as string[][],
    batches: [] as unknown[],
    feedAnswers: 0,
  };
  const changes: LedgerChange[] = [];
  const wake: (() => void)[] = [];
  /** Adds changes to the feed (their seqs after the last one's), waking the requests held. */
  const feed = (added: Omit<LedgerChange, 'seq'>[]) => {
    for (const change of added) changes.push({ ...change, seq: FIRST_SEQ + changes.length + 1 });
    for (const resolve of wake.splice(0)) resolve();
  };
  const batchAnswers: (() => Promise<Answer>)[] = [];
  const base = `/api/orgs/${orgId}`;
  const json = ({ status, body }: Answer) => Response.json(body, { status });
  vi.stubGlobal('fetch', async (input: RequestInfo | URL, init?: RequestInit) => {
    const url = new URL(String(input), 'http://cashline.test');
    const path = url.pathname;
    const body: unknown = init?.body ? JSON.parse(String(init.body)) : undefined;
    if (path === `${base}/changes`) {
      const since = Number(url.searchParams.get('since') ?? 0);
      const after = () => changes.filter((change) => change.seq > since);
      if (url.searchParams.has('waitMs') && after().length === 0) {
        // Held until a change or until the page stops watching, as the server holds it.
        await new Promise<void>((resolve, reject) => {
          wake.push(resolve);
          init?.signal?.addEventListener('abort', () => reject(new Error('aborted')));
        });
      }
      seen.feedAnswers += 1;
      const page = after();
      const headSeq = FIRST_SEQ + changes.length;
      return json({
        status: 200,
        body: { changes: page, lastSeq: page.at(-1)?.seq ?? Math.max(since, FIRST_SEQ), headSeq },
      });
    }
    if (path === `${base}/transactions`) {
      const importId = url.searchParams.get('importId');
      if (!importId) seen.wholeLedger += 1;
      const list = [...held.values()].filter((r) => !importId || r.importId === importId);
      return json({ status: 200, body: { transactions: list } });
    }
    if (path === `${base}/transactions/columns`) {
      // The cursor here is where the page starts: `columnsPage` rows a page.
      const start = Number(url.searchParams.get('cursor') ?? 0);
      if (start === 0) seen.wholeLedger += 1;
      seen.columnPages += 1;
      const list = [...held.values()].slice(start, start + columnsPage);
      const next = start + columnsPage < held.size ? String(start + columnsPage) : undefined;
      return json({ status: 200, body: transactionColumnsOf(list, next) });
    }
    if (path === `${base}/transactions/by-id`) {
      const ids = (body as { ids: string[] }).ids;
      seen.byId.push(ids);
      const found = ids.flatMap((id) => held.get(id) ?? []);
      return json({ status: 200, body: { transactions: found } });
    }
    if (path === `${base}/transactions/batch`) {
      seen.batches.push(body);
      const answer = batchAnswers.shift();
      if (!answer) throw new Error('no answer queued for this batch');
      return json(await answer());
    }
    if (path === `${base}/accounts`) return json({ status: 200, body: [] });
    if (path === `${base}/imports`) return json({ status: 200, body: [] });
    if (path === `${base}/documents/settings`) {
      return json({ status: 200, body: { kind: 'settings', value: null, version: 0 } });
    }
    return json(refusal(404, `Nothing at ${path}`));
  });
  return { held, seen, batchAnswers, feed };
}
