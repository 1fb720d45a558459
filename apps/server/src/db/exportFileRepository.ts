import { sql } from 'kysely';
import type { Kysely } from 'kysely';
import { planEviction } from '../exports/exportEviction.js';
import type { SqlDatabase } from './sqlDatabase.js';
import type { Tables } from './tables.js';

export type ExportFormat = 'csv' | 'json';

export type ExportFileRecord = {
  /** The random stored name: the export's key and the last part of its download URL. */
  name: string;
  sessionId: string;
  /** The address the export was requested from ('' when unknown). */
  clientAddress: string;
  /** The sanitised name the browser saves the file under. */
  downloadName: string;
  format: ExportFormat;
  rowCount: number;
  sizeBytes: number;
  createdAt: string;
  expiresAt: string;
};

export type ExportLimits = { totalBytes: number; sessionBytes: number; addressBytes: number };
/** `evicted`: the stored names of the session's or address's exports deleted to make room. */
export type ReserveResult =
  { ok: true; evicted: string[] } | { ok: false; reason: 'over_quota' | 'storage_full' };

export type ExportFileRepository = {
  /**
   * Stores the export with its bytes, in one write transaction, so concurrent exports on any replica
   * never hold more than the limits together. The same session's oldest exports are deleted first
   * until its exports and this one fit in `sessionBytes`, then the same address's oldest until they
   * fit in `addressBytes`; nothing is deleted or stored when this one alone is larger than either,
   * or when all exports would still pass `totalBytes`.
   */
  reserve(
    record: ExportFileRecord,
    content: Uint8Array,
    limits: ExportLimits,
  ): Promise<ReserveResult>;
  /** The earliest expiry of any recorded export (an ISO timestamp), if any. */
  earliestExpiry(): Promise<string | undefined>;
  /** The export and its bytes, only for the session that made it. */
  findForSession(
    name: string,
    sessionId: string,
  ): Promise<{ record: ExportFileRecord; content: Buffer } | undefined>;
  /** Records whose expiry is at or before `now` (an ISO timestamp). */
  listExpired(now: string): Promise<ExportFileRecord[]>;
  listNames(): Promise<Set<string>>;
  /** Bytes held by all recorded exports. */
  totalBytes(): Promise<number>;
  remove(name: string): Promise<void>;
  /** Deletes the records made when exports were files on disk (they have no bytes); answers how many. */
  removeWithoutContent(): Promise<number>;
};

type Row = {
  name: string;
  session_id: string;
  client_address: string;
  download_name: string;
  format: ExportFormat;
  row_count: number;
  size_bytes: number;
  created_at: string;
  expires_at: string;
};

/** Every column but the bytes, for the queries that need only the records. */
const RECORD_COLUMNS = [
  'name',
  'session_id',
  'client_address',
  'download_name',
  'format',
  'row_count',
  'size_bytes',
  'created_at',
  'expires_at',
] as const;

function fromRow(row: Row): ExportFileRecord {
  return {
    name: row.name,
    sessionId: row.session_id,
    clientAddress: row.client_address,
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
    client_address: r.clientAddress,
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
    reserve(record, content, limits) {
      return kysely.transaction().execute(async (trx): Promise<ReserveResult> => {
        // The sums, deletes and insert must not interleave with another replica's: PostgreSQL
        // takes a table lock; SQLite's one writer at a time already serialises them.
        if (dialect === 'postgres') {
          await sql`lock table export_files in share row exclusive mode`.execute(trx);
        }
        const own = await trx
          .selectFrom('export_files')
          .select(['name', 'session_id', 'client_address', 'size_bytes'])
          .where((eb) =>
            eb.or([
              eb('session_id', '=', record.sessionId),
              ...(record.clientAddress === ''
                ? []
                : [eb('client_address', '=', record.clientAddress)]),
            ]),
          )
          .orderBy('created_at')
          .orderBy('name')
          .execute();
        const plan = planEviction(
          own.map((row) => ({
            name: row.name,
            sessionId: row.session_id,
            clientAddress: row.client_address,
            sizeBytes: Number(row.size_bytes),
          })),
          record,
          limits,
        );
        if (!plan.ok) return plan;
        const { evicted, freedBytes: freed } = plan;
        if ((await sumSizes(trx)) - freed + record.sizeBytes > limits.totalBytes) {
          return { ok: false, reason: 'storage_full' };
        }
        if (evicted.length > 0) {
          await trx.deleteFrom('export_files').where('name', 'in', evicted).execute();
        }
        await trx
          .insertInto('export_files')
          .values({ ...toRow(record), content: Buffer.from(content) })
          .execute();
        return { ok: true, evicted };
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
        .select([...RECORD_COLUMNS, 'content'])
        .where('name', '=', name)
        .where('session_id', '=', sessionId)
        .executeTakeFirst();
      return row?.content ? { record: fromRow(row), content: row.content } : undefined;
    },
    async listExpired(now) {
      const rows = await kysely
        .selectFrom('export_files')
        .select(RECORD_COLUMNS)
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
    async removeWithoutContent() {
      const result = await kysely
        .deleteFrom('export_files')
        .where('content', 'is', null)
        .executeTakeFirst();
      return Number(result.numDeletedRows);
    },
  };
}
