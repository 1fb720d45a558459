import fs from 'node:fs/promises';
import path from 'node:path';
import { exportFileRepository } from '../db/exportFileRepository.js';
import type { ExportFileRecord, ExportFormat } from '../db/exportFileRepository.js';
import type { SqlDatabase } from '../db/sqlDatabase.js';
import type { AppContext } from '../context.js';
import { randomStoredName, sanitiseFileName } from './exportFileName.js';

export const EXPORTS_DIR = 'exports';
/** Suffix of a file being written; renamed to its stored name once complete. */
const PARTIAL_SUFFIX = '.part';

export type NewExport = {
  sessionId: string;
  format: ExportFormat;
  /** The rendered file. */
  content: Uint8Array;
  rowCount: number;
  requestedName: string | undefined;
};

export type SaveResult =
  | { ok: true; record: ExportFileRecord }
  | { ok: false; reason: 'storage_full'; retryAfterSeconds: number };

export type ExportStore = {
  /** Reserves the file's bytes, then writes it; refused when the exports would pass their limit. */
  save(request: NewExport): Promise<SaveResult>;
  /** The export and its file path, only for the session that made it and only until it expires. */
  find(
    name: string,
    sessionId: string,
  ): Promise<{ record: ExportFileRecord; filePath: string } | undefined>;
  /** Deletes expired exports and stray files; returns how many files were removed. */
  cleanup(): Promise<number>;
  /**
   * At start-up, before any export is under way: deletes every file with no record (a crash while
   * writing) and every record with no file (a crash before writing), so both stop taking space.
   */
  recover(): Promise<{ files: number; records: number }>;
};

const HOUR_MS = 60 * 60 * 1000;
const MIN_RETRY_SECONDS = 60;

async function removeFile(filePath: string): Promise<boolean> {
  try {
    await fs.unlink(filePath);
    return true;
  } catch (err) {
    if ((err as NodeJS.ErrnoException).code === 'ENOENT') return false;
    throw err;
  }
}

export function createExportStore(options: {
  dataDir: string;
  sql: SqlDatabase;
  ttlHours: number;
  /** Most bytes all exports on disk may hold together, so no one can fill the disk. */
  storageLimitBytes: number;
  now: () => Date;
}): ExportStore {
  const dir = path.join(options.dataDir, EXPORTS_DIR);
  const files = exportFileRepository(options.sql);
  const ttlMs = options.ttlHours * HOUR_MS;
  // Every path is the exports directory plus a name this module generated, never a client's text.
  const pathOf = (record: ExportFileRecord) => path.join(dir, path.basename(record.name));
  const listDir = () => fs.readdir(dir).catch(() => [] as string[]);

  /** Seconds until the first recorded export expires and its space can be reused. */
  const retryAfterSeconds = async () => {
    const earliest = await files.earliestExpiry();
    const wait = earliest ? (Date.parse(earliest) - options.now().getTime()) / 1000 : 0;
    return Math.max(MIN_RETRY_SECONDS, Math.ceil(wait));
  };

  return {
    async save({ sessionId, format, content, rowCount, requestedName }) {
      await fs.mkdir(dir, { recursive: true, mode: 0o700 });
      const downloadName = sanitiseFileName(requestedName, format);
      const created = options.now();
      const record: ExportFileRecord = {
        name: randomStoredName(downloadName),
        sessionId,
        downloadName,
        format,
        rowCount,
        sizeBytes: content.byteLength,
        createdAt: created.toISOString(),
        expiresAt: new Date(created.getTime() + ttlMs).toISOString(),
      };
      if (!(await files.reserve(record, options.storageLimitBytes))) {
        return { ok: false, reason: 'storage_full', retryAfterSeconds: await retryAfterSeconds() };
      }
      const partial = pathOf(record) + PARTIAL_SUFFIX;
      try {
        await fs.writeFile(partial, content, { mode: 0o600, flag: 'wx' });
        await fs.rename(partial, pathOf(record));
      } catch (err) {
        await files.remove(record.name);
        await removeFile(partial);
        throw err;
      }
      return { ok: true, record };
    },

    async find(name, sessionId) {
      const record = await files.findForSession(name, sessionId);
      if (!record || record.expiresAt <= options.now().toISOString()) return undefined;
      return { record, filePath: pathOf(record) };
    },

    async cleanup() {
      const now = options.now();
      let removed = 0;
      for (const record of await files.listExpired(now.toISOString())) {
        if (await removeFile(pathOf(record))) removed += 1;
        await files.remove(record.name);
      }
      // A file may be mid-write: only files with no record that are as old as an export are strays.
      const known = await files.listNames();
      for (const entry of await listDir()) {
        if (known.has(entry)) continue;
        const stat = await fs.stat(path.join(dir, entry)).catch(() => undefined);
        if (stat?.isFile() && now.getTime() - stat.mtimeMs >= ttlMs) {
          if (await removeFile(path.join(dir, entry))) removed += 1;
        }
      }
      return removed;
    },

    async recover() {
      const onDisk = new Set(await listDir());
      const known = await files.listNames();
      let removedFiles = 0;
      for (const entry of onDisk) {
        if (known.has(entry)) continue;
        const stat = await fs.stat(path.join(dir, entry)).catch(() => undefined);
        if (stat?.isFile() && (await removeFile(path.join(dir, entry)))) removedFiles += 1;
      }
      let removedRecords = 0;
      for (const name of known) {
        if (onDisk.has(name)) continue;
        await files.remove(name);
        removedRecords += 1;
      }
      return { files: removedFiles, records: removedRecords };
    },
  };
}

/** The store as the configuration sets it up. */
export function exportStoreFor({ config, sql, now }: AppContext): ExportStore {
  return createExportStore({
    dataDir: config.dataDir,
    sql,
    ttlHours: config.exportTtlHours,
    storageLimitBytes: config.exportStorageLimitMb * 1024 * 1024,
    now,
  });
}
