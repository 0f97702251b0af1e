import type { PGlite } from '@electric-sql/pglite';
import pg from 'pg';

/**
 * Notifications on one channel of the database (PostgreSQL's LISTEN and NOTIFY). `listening` is
 * false while some could be missed: before listening has started, and after its connection was
 * lost until it is back. `onChange` is called on every notification and whenever `listening`
 * changes, so what a caller keeps is dropped whenever it may have missed one.
 */
export type Listener = { readonly listening: boolean; close(): Promise<void> };
export type Listen = (channel: string, onChange: () => void) => Listener;

const RELISTEN_MS = 2000;
/**
 * How often a listening connection is asked a `SELECT 1`. It only receives, so a connection dropped
 * without a word (a NAT's or load balancer's idle timeout, a failover) would otherwise look alive
 * for good, and what it was listening for would be missed unnoticed.
 */
const HEARTBEAT_MS = 30_000;

/**
 * On PostgreSQL: a connection of its own, outside the pool, opened again after it is lost, or after
 * a heartbeat got no answer within `connectTimeoutMs`.
 */
export function postgresListener(url: string, connectTimeoutMs: number, { heartbeatMs = HEARTBEAT_MS } = {}): Listen {
  return (channel, onChange) => {
    let client: pg.Client | undefined;
    let listening = false;
    let closed = false;
    let retry: NodeJS.Timeout | undefined;
    let heartbeat: NodeJS.Timeout | undefined;

    function lost(c: pg.Client) {
      if (client !== c) return;
      clearInterval(heartbeat);
      client = undefined;
      listening = false;
      onChange();
      c.end().catch(() => {});
      if (!closed) retry = setTimeout(connect, RELISTEN_MS).unref();
    }

    async function connect() {
      const c = new pg.Client({ connectionString: url, connectionTimeoutMillis: connectTimeoutMs, query_timeout: connectTimeoutMs });
      client = c;
      c.on('notification', () => onChange());
      c.on('error', () => lost(c));
      c.on('end', () => lost(c));
      try {
        await c.connect();
        await c.query(`LISTEN ${channel}`);
        if (client !== c) return;
        listening = true;
        onChange();
        heartbeat = setInterval(() => c.query('SELECT 1').catch(() => lost(c)), heartbeatMs).unref();
      } catch {
        lost(c);
      }
    }

    void connect();
    return {
      get listening() {
        return listening;
      },
      async close() {
        closed = true;
        clearTimeout(retry);
        clearInterval(heartbeat);
        const c = client;
        client = undefined;
        listening = false;
        await c?.end().catch(() => {});
      },
    };
  };
}

/** On PGlite: its own listener, told of every notification of the one session there is. */
export function pgliteListener(open: () => Promise<PGlite>): Listen {
  return (channel, onChange) => {
    let listening = false;
    let closed = false;
    const started = open()
      .then(async (pglite) => {
        const stop = await pglite.listen(channel, onChange);
        if (closed) return stop().then(() => undefined);
        listening = true;
        onChange();
        return stop;
      })
      // A PGlite that cannot be opened or listened on: never listening, so nothing is kept.
      .catch(() => undefined);
    return {
      get listening() {
        return listening;
      },
      async close() {
        closed = true;
        listening = false;
        const stop = await started;
        await stop?.().catch(() => {});
      },
    };
  };
}
