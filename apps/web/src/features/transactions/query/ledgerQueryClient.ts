import type { Transaction, TransactionSort } from '@cashline/core';
import type { TransactionsChange } from '../../../lib/ledger/ledgerBackend';
import { inSlices } from '../../../lib/workInSlices';
import type { TransactionFilters } from '../transactionQuery';
import { queryHost } from './queryHost';
import { buffersOf } from './queryProtocol';
import type { QueryAnswer, QueryRequest } from './queryProtocol';
import { listChangeOf, replacedPlaces, rowColumnsOf } from './rowColumns';

/** Rows sent in one message while a ledger is sent whole: a few milliseconds of the page's time. */
const CHUNK = 16_384;

/** Which list the worker holds: `ledger` counts ledgers sent whole, `version` every list. */
export type Held = { ledger: number; version: number };

type Post = (request: QueryRequest) => void;

/**
 * A Web Worker running the query engine; where workers do not exist (tests in jsdom), the same
 * engine runs on the page, its answers still a turn later.
 */
function startPort(onAnswer: (answer: QueryAnswer) => void): Post {
  if (typeof Worker !== 'undefined') {
    const worker = new Worker(new URL('./ledgerQuery.worker.ts', import.meta.url), {
      type: 'module',
    });
    worker.onmessage = (event: MessageEvent<QueryAnswer>) => onAnswer(event.data);
    return (request) => worker.postMessage(request, buffersOf(request));
  }
  return queryHost(onAnswer);
}

/**
 * The page's side of the query worker: keeps the worker's copy of the ledger's list up to date (a
 * new ledger sent whole, in slices of the page's time; a few changed rows as a change) and asks
 * it queries. Only the last query asked is answered: an answer to an older one, or about a list
 * since replaced, is never handed on.
 */
export class LedgerQueryClient {
  private readonly post: Post;
  private heldList: readonly Transaction[] | undefined;
  private held: Held = { ledger: 0, version: 0 };
  private sending: Promise<void> = Promise.resolve();
  private loading: AbortController | undefined;
  private asked: { id: number; onAnswer: (answer: QueryAnswer) => void } | undefined;
  private nextId = 0;

  constructor() {
    this.post = startPort((answer) => this.answered(answer));
  }

  /** Makes `list` the one the worker answers about; `change` says how it differs from the last. */
  follow(list: readonly Transaction[], change: TransactionsChange | null): Held {
    if (list === this.heldList) return this.held;
    const base = this.held.version;
    const moved =
      change && change.from === this.heldList
        ? (replacedPlaces(change.from, list, change) ?? listChangeOf(change.from, list, change))
        : undefined;
    this.heldList = list;
    if (moved) {
      const version = base + 1;
      this.held = { ledger: this.held.ledger, version };
      const { removedAt, addedAt } = moved;
      const rows = rowColumnsOf(list, addedAt.length, (k) => addedAt[k] as number);
      this.enqueue(async () =>
        this.post({ type: 'change', version, base, removedAt, addedAt, rows }),
      );
    } else {
      const version = base + 1;
      this.held = { ledger: this.held.ledger + 1, version };
      this.loading?.abort();
      const controller = new AbortController();
      this.loading = controller;
      this.enqueue(() => this.load(list, version, controller.signal));
    }
    return this.held;
  }

  /**
   * Asks for the rows to show of the list `version`; the returned function withdraws the question.
   * `holding`, the answer whose rows the page shows, may be answered as that answer repeated.
   */
  ask(
    version: number,
    sort: TransactionSort,
    filters: TransactionFilters,
    onAnswer: (answer: QueryAnswer) => void,
    holding?: number,
  ): () => void {
    this.nextId += 1;
    const asked = { id: this.nextId, onAnswer };
    this.asked = asked;
    this.post({
      type: 'query',
      id: asked.id,
      version,
      sort,
      filters,
      ...(holding === undefined ? {} : { holding }),
    });
    return () => {
      if (this.asked === asked) this.asked = undefined;
    };
  }

  private answered(answer: QueryAnswer): void {
    const asked = this.asked;
    if (!asked || asked.id !== answer.id || answer.version !== this.held.version) return;
    this.asked = undefined;
    asked.onAnswer(answer);
  }

  /**
   * Sends in order: a change waits for the ledger it changes to be all sent. A failure is thrown
   * where the browser reports it, and the sends after it still go.
   */
  private enqueue(send: () => Promise<void>): void {
    this.sending = this.sending.then(send).catch((error: unknown) => {
      queueMicrotask(() => {
        throw error;
      });
    });
  }

  /** Sends a ledger whole, a chunk of rows at a time; a ledger replaced meanwhile is given up. */
  private async load(list: readonly Transaction[], version: number, signal: AbortSignal) {
    if (signal.aborted) return;
    this.post({ type: 'load', version, size: list.length });
    let at = 0;
    try {
      await inSlices(() => {
        const start = at;
        at = Math.min(start + CHUNK, list.length);
        const rows = rowColumnsOf(list, at - start, (k) => start + k);
        this.post({ type: 'rows', version, rows });
        return at >= list.length;
      }, signal);
    } catch (error) {
      if (!signal.aborted) throw error;
    }
  }
}

let client: LedgerQueryClient | undefined;

/**
 * The page's one query client, kept while the app runs: the worker keeps the ledger between two
 * visits of the page, so coming back to a ledger unchanged (or changed once) sends no ledger.
 */
export function ledgerQueries(): LedgerQueryClient {
  client ??= new LedgerQueryClient();
  return client;
}
