import type { Database } from 'better-sqlite3';

export type ExportFormat = 'csv' | 'json';

export type ExportFileRecord = {
  /** The random stored name: the file's name on disk and in its download URL. */
  name: string;
  sessionId: string;
  /** The sanitised name the browser saves the file under. */
  downloadName: string;
  format: ExportFormat;
  rowCount: number;
  sizeBytes: number;
  createdAt: string;
  expiresAt: string;
};

export type ExportFileRepository = {
  add(record: ExportFileRecord): void;
  /**
   * Records the export only if all recorded exports and it fit in `limitBytes`, in one write
   * transaction, so concurrent exports can never reserve more than the limit together.
   */
  reserve(record: ExportFileRecord, limitBytes: number): boolean;
  /** The earliest expiry of any recorded export (an ISO timestamp), if any. */
  earliestExpiry(): string | undefined;
  findForSession(name: string, sessionId: string): ExportFileRecord | undefined;
  /** Records whose expiry is at or before `now` (an ISO timestamp). */
  listExpired(now: string): ExportFileRecord[];
  listNames(): Set<string>;
  /** Bytes held by all recorded exports. */
  totalBytes(): number;
  remove(name: string): void;
};

type Row = {
  name: string;
  session_id: string;
  download_name: string;
  format: ExportFormat;
  row_count: number;
  size_bytes: number;
  created_at: string;
  expires_at: string;
};

function fromRow(row: Row): ExportFileRecord {
  return {
    name: row.name,
    sessionId: row.session_id,
    downloadName: row.download_name,
    format: row.format,
    rowCount: row.row_count,
    sizeBytes: row.size_bytes,
    createdAt: row.created_at,
    expiresAt: row.expires_at,
  };
}

export function sqliteExportFileRepository(db: Database): ExportFileRepository {
  const insert = db.prepare(
    `INSERT INTO export_files
       (name, session_id, download_name, format, row_count, size_bytes, created_at, expires_at)
     VALUES (?, ?, ?, ?, ?, ?, ?, ?)`,
  );
  const selectForSession = db.prepare(
    'SELECT * FROM export_files WHERE name = ? AND session_id = ?',
  );
  const selectExpired = db.prepare('SELECT * FROM export_files WHERE expires_at <= ?');
  const selectNames = db.prepare('SELECT name FROM export_files');
  const deleteByName = db.prepare('DELETE FROM export_files WHERE name = ?');
  const sumSizes = db.prepare('SELECT coalesce(sum(size_bytes), 0) AS total FROM export_files');
  const minExpiry = db.prepare('SELECT min(expires_at) AS earliest FROM export_files');
  const totalBytes = () => (sumSizes.get() as { total: number }).total;
  const add = (r: ExportFileRecord) => {
    insert.run(
      r.name,
      r.sessionId,
      r.downloadName,
      r.format,
      r.rowCount,
      r.sizeBytes,
      r.createdAt,
      r.expiresAt,
    );
  };
  const reserveInTransaction = db.transaction((r: ExportFileRecord, limitBytes: number) => {
    if (totalBytes() + r.sizeBytes > limitBytes) return false;
    add(r);
    return true;
  });

  return {
    add,
    reserve(record, limitBytes) {
      // IMMEDIATE takes the write lock before the sum is read: another process cannot slip in between.
      return reserveInTransaction.immediate(record, limitBytes);
    },
    earliestExpiry() {
      return (minExpiry.get() as { earliest: string | null }).earliest ?? undefined;
    },
    findForSession(name, sessionId) {
      const row = selectForSession.get(name, sessionId) as Row | undefined;
      return row ? fromRow(row) : undefined;
    },
    listExpired(now) {
      return (selectExpired.all(now) as Row[]).map(fromRow);
    },
    listNames() {
      return new Set((selectNames.all() as { name: string }[]).map((row) => row.name));
    },
    totalBytes,
    remove(name) {
      deleteByName.run(name);
    },
  };
}
