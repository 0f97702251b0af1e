/** Socket errors that mean the database cannot be reached right now. */
const NETWORK_CODES = new Set(['ECONNREFUSED', 'ECONNRESET', 'ETIMEDOUT', 'EPIPE', 'EHOSTUNREACH', 'ENETUNREACH', 'ENOTFOUND', 'EAI_AGAIN']);

/**
 * PostgreSQL states of a server that is going away, starting up or full: connection exceptions
 * (class 08), admin/crash shutdown, "cannot connect now", too many connections, and a statement
 * cancelled by statement_timeout.
 */
const POSTGRES_STATES = new Set(['57P01', '57P02', '57P03', '53300', '57014']);

/** What node-postgres says when a connection ends or never starts. */
const POOL_MESSAGES = /connection terminated|timeout exceeded when trying to connect|not queryable|query read timeout|connection error/i;

/** True when an error comes from the database being down or unreachable, not from the query. */
export function isDatabaseUnavailable(err: unknown, depth = 0): boolean {
  if (!(err instanceof Error) || depth > 4) return false;
  const code = (err as { code?: unknown }).code;
  if (typeof code === 'string' && (NETWORK_CODES.has(code) || POSTGRES_STATES.has(code) || code.startsWith('08'))) return true;
  if (POOL_MESSAGES.test(err.message)) return true;
  if (err instanceof AggregateError && err.errors.some((e) => isDatabaseUnavailable(e, depth + 1))) return true;
  return isDatabaseUnavailable(err.cause, depth + 1);
}

/** Seconds a client should wait before trying again while the database is away. */
export const RETRY_AFTER_SECONDS = 5;
