import type { FastifyInstance } from 'fastify';
import { within } from './http/open-streams.ts';

/** How long closing the database and Redis may take once the app is closed, before the process exits anyway. */
const CLOSE_MS = 10_000;

export type ShutdownOptions = { graceSeconds: number; close: () => Promise<void>; closeMs?: number };

/**
 * Graceful stop on SIGTERM/SIGINT (see `shutDown`), then exit with its code. A second signal
 * meanwhile (Ctrl-C again) exits at once, with 1: what was running is refunded by the next
 * start-up's sweep.
 */
export function stopGracefullyOnSignals(app: FastifyInstance, options: ShutdownOptions) {
  let stopping = false;
  async function stop(signal: NodeJS.Signals) {
    if (stopping) {
      app.log.warn({ signal, openStreams: app.openStreams.size }, 'second signal: exiting now; the next start-up refunds what was cut');
      process.exit(1);
    }
    stopping = true;
    app.log.info({ signal, openStreams: app.openStreams.size, requests: app.inFlight.size }, 'shutting down');
    process.exit(await shutDown(app, options));
  }
  for (const signal of ['SIGTERM', 'SIGINT'] as const) process.on(signal, () => void stop(signal));
}

/**
 * Stops accepting connections (requests on kept-alive ones get 503), lets open streams and
 * requests finish within the grace period, then cuts the streams left with a last event (their
 * turns are failed and refunded by their handlers) and answers the requests left 503, closing
 * their connections, and runs `close` (database, Redis). Resolves with the exit code: 0, or 1 when
 * something failed or `close` took longer than `closeMs`.
 */
export async function shutDown(app: FastifyInstance, options: ShutdownOptions): Promise<0 | 1> {
  const graceMs = options.graceSeconds * 1000;
  const deadline = performance.now() + graceMs;
  try {
    // close() ends the connections idle at this moment; one that goes idle later (a stream that
    // ends within the grace period) would hold the exit for as long as the client keeps it (72 s).
    app.server.keepAliveTimeout = 1;
    const closed = app.close();
    const cut = await app.openStreams.drain(graceMs);
    if (cut) app.log.warn({ cut }, 'streams cut at shutdown; their turns are refunded');
    // A request still running (a slow database call or provider) would hold the exit without limit.
    if (!(await within(closed, deadline - performance.now()))) {
      const answered = await app.inFlight.answerAll();
      if (answered) app.log.warn({ answered }, 'requests still running at shutdown answered 503');
      app.server.closeAllConnections();
    }
    if (!(await within(closed.then(options.close), options.closeMs ?? CLOSE_MS))) {
      app.log.error('shutdown: closing the app, the database and Redis took too long; exiting without them');
      return 1;
    }
    app.log.info('shut down');
    return 0;
  } catch (err) {
    app.log.error({ err }, 'shutdown failed');
    return 1;
  }
}
