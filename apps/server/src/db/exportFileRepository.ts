import { sql } from 'kysely';
import type { Kysely } from 'kysely';
import type { SqlDatabase } from './sqlDatabase.js';
import type { Tables } from './tables.js';

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
  add(record: ExportFileRecord): Promise<void>;
  /**
   * Records the export only if all recorded exports and it fit in `limitBytes`, in one write
   * transaction, so concurrent exports can never reserve more than the limit together.
   */
  reserve(record: ExportFileRecord, limitBytes: number): Promise<boolean>;
  /** The earliest expiry of any recorded export (an ISO timestamp), if any. */
  earliestExpiry(): Promise<string | undefined>;
  findForSession(name: string, sessionId: string): Promise<ExportFileRecord | undefined>;
  /** Records whose expiry is at or before `now` (an ISO timestamp). */
  listExpired(now: string): Promise<ExportFileRecord[]>;
  listNames(): Promise<Set<string>>;
  /** Bytes held by all recorded exports. */
  totalBytes(): Promise<number>;
  remove(name: string): Promise<void>;
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

function toRow(r: ExportFileRecord): Row {
  return {
    name: r.name,
    session_id: r.sessionId,
    download_name: r.downloadName,
    format: r.format,
    row_count: r.rowCount,
    size_bytes: r.sizeBytes,
    created_at: r.createdAt,
    expires_at: r.expiresAt,
  };
}

async function sumSizes(db: Kysely<Tables>): Promise<number> {
  const row = await db
    .selectFrom('export_files')
    .select((eb) => eb.fn.coalesce(eb.fn.sum<number>('size_bytes'), eb.lit(0)).as('total'))
    .executeTakeFirstOrThrow();
  return Number(row.total);
}

export function exportFileRepository({ kysely, dialect }: SqlDatabase): ExportFileRepository {
  return {
    async add(record) {
      await kysely.insertInto('export_files').values(toRow(record)).execute();
    },
    reserve(record, limitBytes) {
      return kysely.transaction().execute(async (trx) => {
        // The sum and the insert must not interleave with another replica's: PostgreSQL takes a
        // table lock; SQLite's one connection per process already serialises them.
        if (dialect === 'postgres') {
          await sql`lock table export_files in share row exclusive mode`.execute(trx);
        }
        if ((await sumSizes(trx)) + record.sizeBytes > limitBytes) return false;
        await trx.insertInto('export_files').values(toRow(record)).execute();
        return true;
      });
    },
    async earliestExpiry() {
      const row = await kysely
        .selectFrom('export_files')
        .select((eb) => eb.fn.min('expires_at').as('earliest'))
        .executeTakeFirst();
      return row?.earliest ?? undefined;
    },
    async findForSession(name, sessionId) {
      const row = await kysely
        .selectFrom('export_files')
        .selectAll()
        .where('name', '=', name)
        .where('session_id', '=', sessionId)
        .executeTakeFirst();
      return row ? fromRow(row) : undefined;
    },
    async listExpired(now) {
      const rows = await kysely
        .selectFrom('export_files')
        .selectAll()
        .where('expires_at', '<=', now)
        .execute();
      return rows.map(fromRow);
    },
    async listNames() {
      const rows = await kysely.selectFrom('export_files').select('name').execute();
      return new Set(rows.map((row) => row.name));
    },
    totalBytes: () => sumSizes(kysely),
    async remove(name) {
      await kysely.deleteFrom('export_files').where('name', '=', name).execute();
    },
  };
}
