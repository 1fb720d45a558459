import fs from 'node:fs/promises';
import path from 'node:path';
import { exportRowsToCsv } from '@cashline/core';
import type { CsvRow } from '@cashline/core';
import type { AppContext } from '../context.js';
import type { Database } from '../db/database.js';
import { sqliteExportFileRepository } from '../db/exportFileRepository.js';
import type { ExportFileRecord, ExportFormat } from '../db/exportFileRepository.js';
import { randomStoredName, sanitiseFileName } from './exportFileName.js';

export const EXPORTS_DIR = 'exports';

export type NewExport = {
  sessionId: string;
  format: ExportFormat;
  rows: readonly CsvRow[];
  requestedName: string | undefined;
};

export type SaveResult =
  { ok: true; record: ExportFileRecord } | { ok: false; reason: 'storage_full' };

export type ExportStore = {
  /** Writes and records the file, unless it would take the exports past their storage limit. */
  save(request: NewExport): Promise<SaveResult>;
  /** The export and its file path, only for the session that made it and only until it expires. */
  find(name: string, sessionId: string): { record: ExportFileRecord; filePath: string } | undefined;
  /** Deletes expired exports and stray files; returns how many files were removed. */
  cleanup(): Promise<number>;
};

const HOUR_MS = 60 * 60 * 1000;

function render(format: ExportFormat, rows: readonly CsvRow[]): string {
  return format === 'csv' ? exportRowsToCsv(rows) : JSON.stringify(rows, null, 2);
}

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
  db: Database;
  ttlHours: number;
  /** Most bytes all live exports may hold together, so no one can fill the disk. */
  storageLimitBytes: number;
  now: () => Date;
}): ExportStore {
  const dir = path.join(options.dataDir, EXPORTS_DIR);
  const files = sqliteExportFileRepository(options.db);
  const ttlMs = options.ttlHours * HOUR_MS;
  // Every path is the exports directory plus a name this module generated, never a client's text.
  const pathOf = (record: ExportFileRecord) => path.join(dir, path.basename(record.name));

  return {
    async save({ sessionId, format, rows, requestedName }) {
      await fs.mkdir(dir, { recursive: true, mode: 0o700 });
      const downloadName = sanitiseFileName(requestedName, format);
      const content = render(format, rows);
      const sizeBytes = Buffer.byteLength(content);
      if (files.totalBytes() + sizeBytes > options.storageLimitBytes) {
        return { ok: false, reason: 'storage_full' };
      }
      const created = options.now();
      const record: ExportFileRecord = {
        name: randomStoredName(downloadName),
        sessionId,
        downloadName,
        format,
        rowCount: rows.length,
        sizeBytes,
        createdAt: created.toISOString(),
        expiresAt: new Date(created.getTime() + ttlMs).toISOString(),
      };
      await fs.writeFile(pathOf(record), content, { mode: 0o600, flag: 'wx' });
      try {
        files.add(record);
      } catch (err) {
        await removeFile(pathOf(record));
        throw err;
      }
      return { ok: true, record };
    },

    find(name, sessionId) {
      const record = files.findForSession(name, sessionId);
      if (!record || record.expiresAt <= options.now().toISOString()) return undefined;
      return { record, filePath: pathOf(record) };
    },

    async cleanup() {
      const now = options.now();
      let removed = 0;
      for (const record of files.listExpired(now.toISOString())) {
        if (await removeFile(pathOf(record))) removed += 1;
        files.remove(record.name);
      }
      // Files with no record (a crash between writing and recording) go once they are as old as an export.
      const known = files.listNames();
      const entries = await fs.readdir(dir).catch(() => [] as string[]);
      for (const entry of entries) {
        if (known.has(entry)) continue;
        const stat = await fs.stat(path.join(dir, entry)).catch(() => undefined);
        if (stat?.isFile() && now.getTime() - stat.mtimeMs >= ttlMs) {
          if (await removeFile(path.join(dir, entry))) removed += 1;
        }
      }
      return removed;
    },
  };
}

/** The store as the configuration sets it up. */
export function exportStoreFor({ config, db, now }: AppContext): ExportStore {
  return createExportStore({
    dataDir: config.dataDir,
    db,
    ttlHours: config.exportTtlHours,
    storageLimitBytes: config.exportStorageLimitMb * 1024 * 1024,
    now,
  });
}
