import type BetterSqlite3 from 'better-sqlite3';
import { SelectQueryNode, SqliteAdapter, SqliteIntrospector, SqliteQueryCompiler } from 'kysely';
import type {
  CompiledQuery,
  DatabaseConnection,
  DatabaseIntrospector,
  Dialect,
  Driver,
  Kysely,
  QueryResult,
} from 'kysely';

type Database = BetterSqlite3.Database;

/**
 * A long write transaction hands the event loop back this often, so that requests reading on the
 * other connection are answered while, say, a 200,000-row import commits.
 */
const YIELD_EVERY_MS = 20;

function run<R>(db: Database, query: CompiledQuery): QueryResult<R> {
  const statement = db.prepare(query.sql);
  const parameters = query.parameters as unknown[];
  if (statement.reader) return { rows: statement.all(parameters) as R[] };
  const { changes, lastInsertRowid } = statement.run(parameters);
  return { numAffectedRows: BigInt(changes), insertId: BigInt(lastInsertRowid), rows: [] };
}

/** One writer at a time, in the order they asked. */
class WriterTurn {
  #queue: Promise<void> = Promise.resolve();

  async take(): Promise<() => void> {
    let release!: () => void;
    const previous = this.#queue;
    this.#queue = new Promise((resolve) => (release = resolve));
    await previous;
    return release;
  }
}

/**
 * A connection as Kysely sees it. Outside a transaction, a plain SELECT reads on the read-only
 * connection (in WAL mode it sees the last commit and waits for no writer); anything else waits
 * for the writer's turn. Inside a transaction everything runs on the writer, which holds the turn
 * from begin to commit or rollback.
 */
class ReadWriteConnection implements DatabaseConnection {
  release: (() => void) | undefined;
  #lastYield = performance.now();

  constructor(
    private readonly reader: Database,
    private readonly writer: Database,
    private readonly turn: WriterTurn,
  ) {}

  async executeQuery<R>(query: CompiledQuery): Promise<QueryResult<R>> {
    if (this.release) {
      const result = run<R>(this.writer, query);
      if (performance.now() - this.#lastYield > YIELD_EVERY_MS) {
        await new Promise((resolve) => setImmediate(resolve));
        this.#lastYield = performance.now();
      }
      return result;
    }
    if (SelectQueryNode.is(query.query)) return run<R>(this.reader, query);
    const release = await this.turn.take();
    try {
      return run<R>(this.writer, query);
    } finally {
      release();
    }
  }

  async *streamQuery<R>(query: CompiledQuery): AsyncIterableIterator<QueryResult<R>> {
    // An open iterator keeps its connection busy, so a stream has the writer to itself.
    const release = this.release ? undefined : await this.turn.take();
    try {
      for (const row of this.writer.prepare(query.sql).iterate(query.parameters as unknown[])) {
        yield { rows: [row as R] };
      }
    } finally {
      release?.();
    }
  }

  async begin(): Promise<void> {
    this.release = await this.turn.take();
    this.#lastYield = performance.now();
    try {
      this.writer.exec('begin');
    } catch (error) {
      this.end();
      throw error;
    }
  }

  end(): void {
    const release = this.release;
    this.release = undefined;
    release?.();
  }
}

class ReadWriteDriver implements Driver {
  readonly #turn = new WriterTurn();

  constructor(
    private readonly reader: Database,
    private readonly writer: Database,
  ) {}

  async init(): Promise<void> {}

  async acquireConnection(): Promise<DatabaseConnection> {
    return new ReadWriteConnection(this.reader, this.writer, this.#turn);
  }

  async beginTransaction(connection: DatabaseConnection): Promise<void> {
    await (connection as ReadWriteConnection).begin();
  }

  async commitTransaction(connection: DatabaseConnection): Promise<void> {
    const held = connection as ReadWriteConnection;
    try {
      this.writer.exec('commit');
    } finally {
      held.end();
    }
  }

  async rollbackTransaction(connection: DatabaseConnection): Promise<void> {
    const held = connection as ReadWriteConnection;
    try {
      if (this.writer.inTransaction) this.writer.exec('rollback');
    } finally {
      held.end();
    }
  }

  async releaseConnection(connection: DatabaseConnection): Promise<void> {
    (connection as ReadWriteConnection).end();
  }

  async destroy(): Promise<void> {
    this.reader.close();
    this.writer.close();
  }
}

/**
 * SQLite through two connections to one WAL file: one that writes, one turn at a time, and one
 * that only reads. Kysely's own SQLite dialect has one connection for everything, so every read
 * waited for the longest write (4.5 s behind a 200,000-row import's commit).
 */
export class SqliteReadWriteDialect implements Dialect {
  constructor(private readonly open: { reader: Database; writer: Database }) {}

  createDriver(): Driver {
    return new ReadWriteDriver(this.open.reader, this.open.writer);
  }

  createQueryCompiler(): SqliteQueryCompiler {
    return new SqliteQueryCompiler();
  }

  createAdapter(): SqliteAdapter {
    return new SqliteAdapter();
  }

  createIntrospector(db: Kysely<unknown>): DatabaseIntrospector {
    return new SqliteIntrospector(db);
  }
}
