import type { FastifyInstance } from 'fastify';

/**
 * Graceful stop on SIGTERM/SIGINT: stop accepting connections (requests on kept-alive ones get
 * 503), let open streams finish within the grace period, cut the rest with a last event (their
 * turns are failed and refunded by their handlers), then run `close` (database, Redis) and exit 0.
 * A second signal meanwhile (Ctrl-C again) exits at once, with 1: what was running is refunded by
 * the next start-up's sweep.
 */
export function stopGracefullyOnSignals(app: FastifyInstance, options: { graceSeconds: number; close: () => Promise<void> }) {
  let stopping = false;
  async function stop(signal: NodeJS.Signals) {
    if (stopping) {
      app.log.warn({ signal, openStreams: app.openStreams.size }, 'second signal: exiting now; the next start-up refunds what was cut');
      process.exit(1);
    }
    stopping = true;
    app.log.info({ signal, openStreams: app.openStreams.size }, 'shutting down');
    try {
      // close() ends the connections idle at this moment; one that goes idle later (a stream that
      // ends within the grace period) would hold the exit for as long as the client keeps it (72 s).
      app.server.keepAliveTimeout = 1;
      const closed = app.close();
      const cut = await app.openStreams.drain(options.graceSeconds * 1000);
      if (cut) app.log.warn({ cut }, 'streams cut at shutdown; their turns are refunded');
      await closed;
      await options.close();
      app.log.info('shut down');
      process.exit(0);
    } catch (err) {
      app.log.error({ err }, 'shutdown failed');
      process.exit(1);
    }
  }
  for (const signal of ['SIGTERM', 'SIGINT'] as const) process.on(signal, () => void stop(signal));
}
