import type { PGlite } from '@electric-sql/pglite';
import pgUtils from 'pg/lib/utils.js';
import {
  CompiledQuery,
  PostgresAdapter,
  PostgresIntrospector,
  PostgresQueryCompiler,
  type DatabaseConnection,
  type Dialect,
  type Driver,
  type Kysely,
  type QueryResult,
  type TransactionSettings,
} from 'kysely';

/**
 * PGlite, the embedded PostgreSQL, as a Kysely dialect. PGlite runs one statement at a time inside
 * this process, so its one connection is handed to one query (or one transaction) at a time, in
 * the order asked.
 *
 * Each statement first yields to the event loop. PGlite's work is synchronous WebAssembly
 * chained by promises that resolve at once, so a queue of statements otherwise ran back to back in
 * one stretch of microtasks: no socket was read and no connection accepted until the queue was
 * empty. Under 100 concurrent requests new connections waited seconds to be accepted while the
 * ones already open were served. Yielding only every 2 ms of work did worse at the tail than
 * yielding on every statement (docs/decisions/2026-11-24-performance-server.md).
 *
 * `open` is called on the first query, so a server on PostgreSQL never loads PGlite at all.
 * `onClosed` runs once the database has closed its PGlite (createDatabase's lock is released then).
 * `lent`: the PGlite outlives this database (a test worker's, shared by its files), so closing the
 * database leaves it open.
 */
export function pgliteDialect(open: () => Promise<PGlite>, options: { lent?: boolean; onClosed?: () => void } = {}): Dialect {
  return {
    createAdapter: () => new PostgresAdapter(),
    createDriver: () => new PgliteDriver(open, options.lent ?? false, options.onClosed),
    createQueryCompiler: () => new PostgresQueryCompiler(),
    createIntrospector: (db: Kysely<unknown>) => new PostgresIntrospector(db),
  };
}

/**
 * The arrays among PostgreSQL's built-in types whose elements a column of ours could hold (bool,
 * int2, int4, int8, text, varchar, uuid, timestamptz, jsonb), by their fixed catalog OIDs.
 */
const ARRAY_TYPES = [1000, 1005, 1007, 1016, 1009, 1015, 2951, 1185, 3807];

/**
 * Keeps PGlite's parsers of the base types and of the arrays above, and drops the rest (PGlite adds
 * one for every array type in the catalog, 316 in all). A value of a type without a parser arrives
 * as PostgreSQL's text, as a uuid or a numeric always does. See docs/decisions/2026-11-27-prepared-reads-and-pglite-parsers.md.
 */
function keepUsedParsers(pglite: PGlite, baseParsers: PGlite['parsers']): void {
  const kept: PGlite['parsers'] = { ...baseParsers };
  for (const oid of ARRAY_TYPES) {
    const parser = pglite.parsers[oid];
    if (parser) kept[oid] = parser;
  }
  pglite.parsers = kept;
}

const nextTurnOfEventLoop = () => new Promise<void>((resolve) => setImmediate(resolve));

type Serialize = (typeof import('@electric-sql/pglite'))['protocol']['serialize'];

/** PostgreSQL's refusal to run a prepared statement whose result columns changed (SQLSTATE 0A000 is wider). */
const columnsChanged = (error: object) =>
  'code' in error && error.code === '0A000' && 'message' in error && /cached plan must not change result type/.test(String(error.message));

/** How many named statements one PGlite keeps prepared; the least recently used one is closed beyond that. */
export const PREPARED_STATEMENTS_KEPT = 200;

type BackendMessage = Awaited<ReturnType<PGlite['execProtocolStream']>>[number];
/** A column of a statement's rows, as PostgreSQL describes it. */
type Column = { name: string; dataTypeID: number };

/** The columns a run's messages describe; null when they describe none (a statement that returns no rows). */
const columnsIn = (messages: BackendMessage[]): Column[] | null =>
  (messages.find((m) => m.name === 'rowDescription') as unknown as { fields: Column[] } | undefined)?.fields ?? null;

/**
 * A statement's rows, each value read by its column type's parser, and how many rows it changed:
 * what PGlite's `parseResults` gives for one statement, without the copy of every parser it makes
 * on each call (an object as large as the largest type id: 8–13 KB a statement, most of what an
 * authenticated read allocated). See docs/decisions/2026-12-02-pglite-prepared-statements.md.
 */
function resultOf(messages: BackendMessage[], columns: Column[], parsers: PGlite['parsers']) {
  const rows: Record<string, unknown>[] = [];
  let affectedRows = 0;
  for (const message of messages) {
    if (message.name === 'dataRow') {
      const values = (message as unknown as { fields: (string | null)[] }).fields;
      const row: Record<string, unknown> = {};
      for (const [i, { name, dataTypeID }] of columns.entries()) {
        const value = values[i] ?? null;
        const parse = parsers[dataTypeID];
        row[name] = value === null || !parse ? value : parse(value, dataTypeID);
      }
      rows.push(row);
    } else if (message.name === 'commandComplete') affectedRows += rowCount((message as unknown as { text: string }).text);
  }
  return { rows, affectedRows };
}

/** The rows a command tag says were changed: "INSERT 0 3", "UPDATE 2", "DELETE 1", "SELECT 5" (not a change). */
function rowCount(tag: string): number {
  const [command, first, second] = tag.split(' ');
  if (command === 'INSERT') return Number(second);
  return command === 'UPDATE' || command === 'DELETE' || command === 'COPY' || command === 'MERGE' ? Number(first) : 0;
}

/** A prepared statement: its name, and its rows' columns once a run has described them (null: it returns no rows). */
type Statement = { name: string; columns?: Column[] | null };

/**
 * The statements a PGlite has prepared, by their text, the least recently used first. Kept per
 * PGlite, not per database: a lent PGlite serves several databases in turn, and a name must not
 * be prepared twice in its session.
 */
class PreparedStatements {
  readonly #statements = new Map<string, Statement>();
  #closed: string[] = [];
  #made = 0;

  constructor(private readonly kept: number) {}

  /** The statement of this text, and whether it must be parsed first. */
  use(text: string): { statement: Statement; fresh: boolean } {
    const known = this.#statements.get(text);
    this.#statements.delete(text);
    const statement = known ?? { name: `ip${this.#made++}` };
    this.#statements.set(text, statement);
    if (this.#statements.size > this.kept) {
      const [oldest, { name }] = this.#statements.entries().next().value!;
      this.#statements.delete(oldest);
      this.#closed.push(name);
    }
    return { statement, fresh: known === undefined };
  }

  /** A statement whose parsing failed has no name in the session. */
  forget(text: string) {
    this.#statements.delete(text);
  }

  /** A statement whose columns changed under it (a table altered since) is closed and prepared afresh on its next run. */
  drop(text: string) {
    const statement = this.#statements.get(text);
    this.forget(text);
    if (statement) this.closeLater([statement.name]);
  }

  /** Names taken to close that were not sent after all. */
  closeLater(names: string[]) {
    this.#closed.push(...names);
  }

  /** The names to close in the next message, each once. */
  takeClosed(): string[] {
    const closed = this.#closed;
    this.#closed = [];
    return closed;
  }
}

const preparedStatementsOf = new WeakMap<PGlite, PreparedStatements>();

/**
 * Each statement is a named prepared statement, sent with its bind, describe, execute and sync in
 * one protocol message. PGlite's own `query` sends the statement's text afresh every time, in six
 * messages (a describe of the statement to learn its parameters' types among them), so a
 * one-row select spent more in being parsed, planned and passed in and out of the WebAssembly
 * than in being run: 255 µs against 105 µs prepared. The rows' description is asked on the first
 * run only and kept (a fifteen-column row: 205 → 150 µs). Parameters are sent as node-postgres sends
 * them to PostgreSQL (`prepareValue`: text, the types left to the statement), so a value means
 * the same on both databases. See docs/decisions/2026-12-02-pglite-prepared-statements.md.
 */
class PgliteConnection implements DatabaseConnection {
  constructor(
    private readonly pglite: PGlite,
    private readonly serialize: Serialize,
    private readonly statements: PreparedStatements,
  ) {}

  async executeQuery<R>(query: CompiledQuery): Promise<QueryResult<R>> {
    await nextTurnOfEventLoop();
    const { serialize } = this;
    // Before the statement is taken: a value that cannot be sent (a BigInt inside an object) leaves nothing half prepared.
    const values = query.parameters.map((value) => pgUtils.prepareValue(value));
    const { statement, fresh } = this.statements.use(query.sql);
    const described = statement.columns !== undefined;
    const closed = this.statements.takeClosed();
    const message = Buffer.concat([
      ...closed.map((name) => serialize.close({ type: 'S', name })),
      ...(fresh ? [serialize.parse({ name: statement.name, text: query.sql })] : []),
      serialize.bind({ statement: statement.name, values }),
      // The rows' description is asked once: a prepared statement's rows keep their columns.
      ...(described ? [] : [serialize.describe({ type: 'P' })]),
      serialize.execute({}),
      serialize.sync(),
    ]);
    let messages: BackendMessage[];
    try {
      // The locks PGlite's own `query` takes: nothing else on this PGlite runs in between. No sync:
      // our PGlites keep their files on disk or in memory, where PGlite's sync does nothing but
      // take one more lock.
      messages = await this.pglite._runExclusiveTransaction(() =>
        this.pglite.runExclusive(() => this.pglite.execProtocolStream(message, { throwOnError: false, syncToFs: false })),
      );
    } catch (err) {
      // PGlite itself failed (closed, say): the statement may never have been parsed, nor the closes sent.
      if (fresh) this.statements.forget(query.sql);
      this.statements.closeLater(closed);
      throw err;
    }
    const error = messages.find((m) => m.name === 'error');
    if (error) {
      if (fresh && !messages.some((m) => m.name === 'parseComplete')) this.statements.forget(query.sql);
      else if (columnsChanged(error)) this.statements.drop(query.sql);
      throw error;
    }
    if (!described) statement.columns = columnsIn(messages);
    const { rows, affectedRows } = resultOf(messages, statement.columns ?? [], this.pglite.parsers);
    return affectedRows ? { rows: rows as R[], numAffectedRows: BigInt(affectedRows) } : { rows: rows as R[] };
  }

  // eslint-disable-next-line require-yield -- the interface asks for it; nothing here streams
  async *streamQuery(): AsyncIterableIterator<QueryResult<never>> {
    throw new Error('PGlite: streaming queries are not supported');
  }
}

class PgliteDriver implements Driver {
  #pglite: PGlite | undefined;
  #connection: PgliteConnection | undefined;
  #busy = false;
  #closing = false;
  #idle: (() => void) | undefined;
  readonly #waiting: ((connection: PgliteConnection) => void)[] = [];

  constructor(
    private readonly open: () => Promise<PGlite>,
    private readonly lent: boolean,
    private readonly onClosed?: () => void,
  ) {}

  async init() {
    this.#pglite = await this.open();
    await this.#pglite.waitReady;
    // Loaded by then (`open` made the PGlite); imported here so a server on PostgreSQL never loads it.
    const module = await import('@electric-sql/pglite');
    keepUsedParsers(this.#pglite, module.types.parsers);
    let statements = preparedStatementsOf.get(this.#pglite);
    if (!statements) preparedStatementsOf.set(this.#pglite, (statements = new PreparedStatements(PREPARED_STATEMENTS_KEPT)));
    this.#connection = new PgliteConnection(this.#pglite, module.protocol.serialize, statements);
  }

  async acquireConnection(): Promise<DatabaseConnection> {
    const connection = this.#connection;
    if (!connection || this.#closing) throw new Error('PGlite is closed');
    if (!this.#busy) {
      this.#busy = true;
      return connection;
    }
    return new Promise((resolve) => this.#waiting.push(resolve));
  }

  async releaseConnection() {
    const next = this.#waiting.shift();
    if (next) next(this.#connection!);
    else {
      this.#busy = false;
      this.#idle?.();
    }
  }

  async beginTransaction(connection: DatabaseConnection, settings: TransactionSettings) {
    const mode = [settings.isolationLevel && `isolation level ${settings.isolationLevel}`, settings.accessMode].filter(Boolean).join(' ');
    await connection.executeQuery(CompiledQuery.raw(mode ? `start transaction ${mode}` : 'begin'));
  }

  async commitTransaction(connection: DatabaseConnection) {
    await connection.executeQuery(CompiledQuery.raw('commit'));
  }

  async rollbackTransaction(connection: DatabaseConnection) {
    await connection.executeQuery(CompiledQuery.raw('rollback'));
  }

  /** Refuses new statements, lets those already asked finish (a refund at shutdown), then closes. */
  async destroy() {
    this.#closing = true;
    if (this.#busy) await new Promise<void>((resolve) => (this.#idle = resolve));
    const pglite = this.#pglite;
    this.#pglite = undefined;
    this.#connection = undefined;
    if (!this.lent) await pglite?.close();
    this.onClosed?.();
  }
}
