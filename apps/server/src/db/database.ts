import { mkdirSync } from 'node:fs';
import { join } from 'node:path';
import type { PGlite } from '@electric-sql/pglite';
import { Kysely, Migrator, PostgresDialect, sql, type CompiledQuery, type Transaction } from 'kysely';
import pg from 'pg';
import { lockEmbeddedDatabase } from './embedded-lock.ts';
import { migrations } from './migrations/index.ts';
import { pgliteListener, postgresListener, type Listen } from './notifications.ts';
import { pgliteDialect } from './pglite-dialect.ts';
import { isDatabaseUnavailable } from './unavailable.ts';
import type { Database } from './schema.ts';

export type Db = Kysely<Database>;
export type Executor = Kysely<Database> | Transaction<Database>;

// bigint (ledger ids, sums) as numbers: our counts stay far below 2^53.
pg.types.setTypeParser(20, (v) => Number(v));

export type DatabaseOptions = {
  url?: string;
  dataDir: string | 'memory';
  /** PostgreSQL only: how long to wait for a connection, and for one statement. */
  connectTimeoutMs?: number;
  statementTimeoutMs?: number;
  /** PostgreSQL only: a connection lost outside a query (the server restarted, say). */
  onConnectionError?: (err: Error) => void;
};

/** How busy a PostgreSQL pool is. PGlite is one connection in this process and has none. */
export type PoolUsage = { total: number; idle: number; waiting: number; max: number };

const POOL_MAX = 10;
const CONNECT_TIMEOUT_MS = 3000;
const pools = new WeakMap<Executor, pg.Pool>();
const listeners = new WeakMap<Executor, Listen>();

/** How to hear the database's notifications; undefined for a database made otherwise (`withPlugin`, say). */
export const listenerOf = (db: Db): Listen | undefined => listeners.get(db);

export function poolUsage(db: Db): PoolUsage | null {
  const pool = pools.get(db);
  return pool ? { total: pool.totalCount, idle: pool.idleCount, waiting: pool.waitingCount, max: POOL_MAX } : null;
}

/**
 * PGlite runs inside this process, so its buffers are this process's memory: PostgreSQL's default
 * 128 MB of shared buffers doubled the server's idle RSS. 8 MB (1,024 pages) holds the hot rows
 * of an embedded install (users, sessions, a conversation's turns), and the operating system
 * caches the data files anyway; each 8 MB less is about 20 MB less RSS at start.
 * See docs/decisions/2026-11-24-performance.md and 2026-11-24-performance-server.md.
 */
export const PGLITE_OPTIONS = { postgresqlconf: 'shared_buffers = 8MB' };

/** PostgreSQL when a URL is given, else PGlite: files under `dataDir`, or in memory for `memory`. */
export function createDatabase(options: DatabaseOptions): Db {
  if (options.url) {
    const pool = postgresPool(options.url, options);
    const db = new Kysely<Database>({ dialect: new PostgresDialect({ pool }) });
    pools.set(db, pool);
    listeners.set(db, postgresListener(options.url, options.connectTimeoutMs ?? CONNECT_TIMEOUT_MS));
    return db;
  }
  const dataDir = options.dataDir === 'memory' ? null : options.dataDir;
  const dir = dataDir && join(dataDir, 'pglite');
  if (dir) mkdirSync(dir, { recursive: true });
  let release: (() => void) | undefined;
  return embeddedDatabase(
    async () => {
      // One process at a time (see embedded-lock.ts): the first query fails, saying so.
      if (dataDir) release = lockEmbeddedDatabase(dataDir);
      // Imported here, not at the top: a server on PostgreSQL never loads PGlite's module.
      const { PGlite } = await import('@electric-sql/pglite');
      return dir ? new PGlite(dir, PGLITE_OPTIONS) : new PGlite(PGLITE_OPTIONS);
    },
    { onClosed: () => release?.() },
  );
}

/**
 * A database on the PGlite that `open` returns, opened by the first query (see pglite-dialect.ts);
 * `onClosed` runs once the database has closed it.
 */
export function embeddedDatabase(open: () => Promise<PGlite>, options?: { lent?: boolean; onClosed?: () => void }): Db {
  let opening: Promise<PGlite> | undefined;
  const opened = () => (opening ??= open());
  const db = new Kysely<Database>({ dialect: pgliteDialect(opened, options) });
  listeners.set(db, pgliteListener(opened));
  return db;
}

/**
 * A pool that survives the database going away: a connection that breaks while idle or between
 * the statements of a transaction is reported, not thrown, and dropped; the next request opens a
 * new one. Bounded waits turn an unreachable database into a quick error instead of a hang.
 */
function postgresPool(url: string, options: DatabaseOptions): pg.Pool {
  const statementTimeout = options.statementTimeoutMs ?? 15_000;
  const pool = new pg.Pool({
    connectionString: url,
    max: POOL_MAX,
    connectionTimeoutMillis: options.connectTimeoutMs ?? CONNECT_TIMEOUT_MS,
    statement_timeout: statementTimeout,
    // The server enforces statement_timeout; this is for a server that stops answering at all.
    query_timeout: statementTimeout + 1000,
  });
  const report = (err: Error) => options.onConnectionError?.(err);
  pool.on('error', report);
  // pg-pool listens on idle clients only; a checked-out one would throw its error at the process.
  pool.on('connect', (client) => client.on('error', report));
  return pool;
}

/** The names of the statements run prepared, by their text: one name per text for the life of the process. */
const preparedNames = new Map<string, string>();

/**
 * Runs a statement that PostgreSQL parses and plans once per connection instead of on every call
 * (a named statement of `pg`): for the statements of every request or every turn. Each text gets
 * a name of its own, so only statements whose text does not vary with their values (no `IN`
 * lists of a varying length) may run here. On PGlite, or in a transaction, it runs as any other.
 * See docs/decisions/2026-11-27-prepared-reads-and-pglite-parsers.md.
 */
export async function executePrepared<R extends object>(db: Executor, query: CompiledQuery<R>): Promise<R[]> {
  const pool = pools.get(db);
  if (!pool) return (await db.executeQuery(query)).rows;
  let name = preparedNames.get(query.sql);
  if (!name) preparedNames.set(query.sql, (name = `prepared_${preparedNames.size + 1}`));
  const { rows } = await pool.query<R & pg.QueryResultRow>({ name, text: query.sql, values: [...query.parameters] });
  return rows;
}

/** One round trip to the database: the readiness check. */
export async function ping(db: Db): Promise<void> {
  await sql`SELECT 1`.execute(db);
}

export async function migrateToLatest(db: Db): Promise<void> {
  const migrator = new Migrator({
    db,
    provider: { getMigrations: async () => migrations },
  });
  const { error, results } = await migrator.migrateToLatest();
  const failed = results?.find((r) => r.status === 'Error');
  if (!error && !failed) return;
  // A failure before any migration ran (no database, a wrong user, the embedded one in use) is the
  // error itself; a migration's own failure names it.
  if (!failed && error instanceof Error) throw error;
  const reason = error instanceof Error ? error.message : typeof error === 'object' && error ? JSON.stringify(error) : String(error);
  throw new Error(failed ? `Migration ${failed.migrationName} failed: ${reason}` : `The database cannot be migrated: ${reason}`, { cause: error });
}

/** Migrates, waiting for a database that is still starting (or restarting); any other migration error is thrown. */
export async function migrateWhenReady(db: Db): Promise<void> {
  for (;;) {
    try {
      return await migrateToLatest(db);
    } catch (err) {
      if (!isDatabaseUnavailable(err)) throw err;
      console.warn(`database unavailable (${(err as Error).message}); retrying in 2 s`);
      await new Promise((resolve) => setTimeout(resolve, 2000));
    }
  }
}
