import pg from 'pg';
import { testEnv } from './env.ts';

/** Runs `work` on a connection to the server's maintenance database (DATABASE_URL). */
export async function onServer<T>(work: (client: pg.Client) => Promise<T>): Promise<T> {
  const client = new pg.Client({ connectionString: serverUrl() });
  await client.connect();
  try {
    return await work(client);
  } finally {
    await client.end();
  }
}

/** DATABASE_URL with another database name. */
export function databaseUrl(name: string): string {
  const url = new URL(serverUrl());
  url.pathname = `/${name}`;
  return url.toString();
}

/**
 * Drops a database once its connections are gone. pg-pool's end() resolves before its connections
 * have closed; dropping with FORCE while they close makes them emit an unhandled FATAL.
 */
export async function dropDatabase(name: string): Promise<void> {
  await onServer(async (client) => {
    await waitUntilUnused(client, name);
    await client.query(`DROP DATABASE IF EXISTS ${name} WITH (FORCE)`);
  });
}

/** Waits (up to 2 s) until no session is connected to database `name`. */
export async function waitUntilUnused(client: pg.Client, name: string): Promise<void> {
  for (let i = 0; i < 100; i++) {
    const { rows } = await client.query('SELECT count(*)::int AS n FROM pg_stat_activity WHERE datname = $1', [name]);
    if (rows[0].n === 0) return;
    await new Promise((resolve) => setTimeout(resolve, 20));
  }
}

function serverUrl(): string {
  if (!testEnv.databaseUrl) throw new Error('TEST_DB=postgres needs DATABASE_URL');
  return testEnv.databaseUrl;
}
