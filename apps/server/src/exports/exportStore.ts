import fs from 'node:fs/promises';
import path from 'node:path';
import { exportFileRepository } from '../db/exportFileRepository.js';
import type { ExportFileRecord, ExportFormat } from '../db/exportFileRepository.js';
import type { SqlDatabase } from '../db/sqlDatabase.js';
import type { AppContext } from '../context.js';
import { randomStoredName, sanitiseFileName } from './exportFileName.js';

/** Where exports were kept on disk before they moved into the database; removed at start-up. */
export const LEGACY_EXPORTS_DIR = 'exports';

export type NewExport = {
  sessionId: string;
  /** The requesting client's address, for its own quota. */
  clientAddress: string;
  format: ExportFormat;
  /** The rendered file. */
  content: Uint8Array;
  rowCount: number;
  requestedName: string | undefined;
};

export type SaveResult =
  | { ok: true; record: ExportFileRecord }
  | { ok: false; reason: 'over_quota' }
  | { ok: false; reason: 'storage_full'; retryAfterSeconds: number };

/**
 * Exports live in the database, bytes and all, so a download reaches whichever replica answers it.
 */
export type ExportStore = {
  /**
   * Stores the export, deleting the same session's (then the same address's) oldest exports when
   * theirs would pass its quota; refused when this one alone passes a quota, or all exports would
   * pass their limit.
   */
  save(request: NewExport): Promise<SaveResult>;
  /** The export and its bytes, only for the session that made it and only until it expires. */
  find(
    name: string,
    sessionId: string,
  ): Promise<{ record: ExportFileRecord; content: Buffer } | undefined>;
  /** Deletes expired exports; returns how many were removed. */
  cleanup(): Promise<number>;
  /**
   * At start-up: deletes what the disk-based exports of an earlier version left (their directory
   * and their records, which have no bytes), so neither takes space.
   */
  recover(): Promise<{ records: number }>;
};

const HOUR_MS = 60 * 60 * 1000;
const STORED_NAME = /^[A-Za-z0-9._-]+$/;
const MIN_RETRY_SECONDS = 60;

export function createExportStore(options: {
  dataDir: string;
  sql: SqlDatabase;
  ttlHours: number;
  /** Most bytes all exports may hold together, so no one can fill the database. */
  storageLimitBytes: number;
  /** Most bytes one session's exports may hold together, so one client cannot fill the store. */
  sessionQuotaBytes: number;
  /** Most bytes the exports of one address may hold together, however many sessions it opens. */
  addressQuotaBytes: number;
  now: () => Date;
}): ExportStore {
  const files = exportFileRepository(options.sql);
  const ttlMs = options.ttlHours * HOUR_MS;

  /** Seconds until the first recorded export expires and its space can be reused. */
  const retryAfterSeconds = async () => {
    const earliest = await files.earliestExpiry();
    const wait = earliest ? (Date.parse(earliest) - options.now().getTime()) / 1000 : 0;
    return Math.max(MIN_RETRY_SECONDS, Math.ceil(wait));
  };

  return {
    async save({ sessionId, clientAddress, format, content, rowCount, requestedName }) {
      const downloadName = sanitiseFileName(requestedName, format);
      const created = options.now();
      const record: ExportFileRecord = {
        name: randomStoredName(downloadName),
        sessionId,
        clientAddress,
        downloadName,
        format,
        rowCount,
        sizeBytes: content.byteLength,
        createdAt: created.toISOString(),
        expiresAt: new Date(created.getTime() + ttlMs).toISOString(),
      };
      const reserved = await files.reserve(record, content, {
        totalBytes: options.storageLimitBytes,
        sessionBytes: options.sessionQuotaBytes,
        addressBytes: options.addressQuotaBytes,
      });
      if (reserved.ok) return { ok: true, record };
      if (reserved.reason === 'over_quota') return { ok: false, reason: reserved.reason };
      return { ok: false, reason: 'storage_full', retryAfterSeconds: await retryAfterSeconds() };
    },

    async find(name, sessionId) {
      // Stored names are random base64url and a sanitised file name: nothing else names one.
      if (!STORED_NAME.test(name)) return undefined;
      const found = await files.findForSession(name, sessionId);
      if (!found || found.record.expiresAt <= options.now().toISOString()) return undefined;
      return found;
    },

    async cleanup() {
      const expired = await files.listExpired(options.now().toISOString());
      for (const record of expired) await files.remove(record.name);
      return expired.length;
    },

    async recover() {
      await fs.rm(path.join(options.dataDir, LEGACY_EXPORTS_DIR), { recursive: true, force: true });
      return { records: await files.removeWithoutContent() };
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
    sessionQuotaBytes: config.exportSessionQuotaMb * 1024 * 1024,
    addressQuotaBytes: config.exportAddressQuotaMb * 1024 * 1024,
    now,
  });
}
