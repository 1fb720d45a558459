import crypto from 'node:crypto';
import fs from 'node:fs';
import path from 'node:path';

export const UPLOADS_DIR = 'uploads';
/** Transactions (and issues, and duplicates) per page of an upload's answer. */
export const UPLOAD_PAGE_SIZE = 5000;
/** How long the further pages of an upload can be fetched. */
export const UPLOAD_PAGES_TTL_MS = 30 * 60 * 1000;

const ID = /^[A-Za-z0-9_-]{24}$/;

/** Where a worker writes one upload's further pages, and the URL they are served under. */
export type PageTarget = { dir: string; urlBase: string };

type Entry = {
  sessionId: string;
  dir: string;
  pageCount: number;
  bytes: number;
  expiresAt: number;
};

export type UploadPages = {
  /** A fresh, unguessable place for one upload's pages. */
  target(): PageTarget & { id: string };
  /**
   * Serves the pages written to `id`'s directory (`bytes` on disk) to `sessionId` until they expire.
   * When all pages would take more than the storage limit, the oldest uploads' pages go first.
   */
  register(id: string, sessionId: string, pageCount: number, bytes: number): void;
  /** The file of page `page` (2 or more) of upload `id`, only for its session and until expiry. */
  find(id: string, page: number, sessionId: string): string | undefined;
  /** Deletes every page on disk: at start-up, when no answer in memory refers to them. */
  removeAll(): void;
};

/**
 * The further pages of large upload answers: files under DATA_DIR/uploads written by the worker,
 * known only in memory, deleted as they expire (checked whenever pages are registered or read).
 */
export function createUploadPages(options: {
  dataDir: string;
  now: () => Date;
  /** Most bytes all pages may take on disk together. */
  storageLimitBytes: number;
}): UploadPages {
  const root = path.join(options.dataDir, UPLOADS_DIR);
  // Insertion order is age order: the first entry is the oldest.
  const entries = new Map<string, Entry>();
  let totalBytes = 0;

  const drop = (id: string, entry: Entry) => {
    entries.delete(id);
    totalBytes -= entry.bytes;
    fs.rm(entry.dir, { recursive: true, force: true }, () => undefined);
  };
  const sweep = () => {
    const now = options.now().getTime();
    for (const [id, entry] of entries) if (entry.expiresAt <= now) drop(id, entry);
  };

  return {
    target() {
      const id = crypto.randomBytes(18).toString('base64url');
      return { id, dir: path.join(root, id), urlBase: `/api/upload/pages/${id}` };
    },
    register(id, sessionId, pageCount, bytes) {
      sweep();
      for (const [oldId, old] of entries) {
        if (totalBytes + bytes <= options.storageLimitBytes) break;
        drop(oldId, old);
      }
      const expiresAt = options.now().getTime() + UPLOAD_PAGES_TTL_MS;
      entries.set(id, { sessionId, dir: path.join(root, id), pageCount, bytes, expiresAt });
      totalBytes += bytes;
    },
    find(id, page, sessionId) {
      sweep();
      const entry = ID.test(id) ? entries.get(id) : undefined;
      if (!entry || entry.sessionId !== sessionId) return undefined;
      if (!Number.isInteger(page) || page < 2 || page > entry.pageCount) return undefined;
      return path.join(entry.dir, `${page}.json`);
    },
    removeAll() {
      entries.clear();
      totalBytes = 0;
      fs.rmSync(root, { recursive: true, force: true });
    },
  };
}

/** Page `page` (1-based) of `items`. */
export function pageOf<T>(items: readonly T[], page: number, size: number): T[] {
  return items.slice((page - 1) * size, page * size);
}

export function pageCountOf(lengths: readonly number[], size: number): number {
  return Math.max(1, ...lengths.map((length) => Math.ceil(length / size)));
}
