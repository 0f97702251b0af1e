import type { FastifyInstance, FastifyReply } from 'fastify';
import fp from 'fastify-plugin';
import { finished } from 'node:stream/promises';
import { databaseUnavailable } from './errors.ts';
import { within } from './open-streams.ts';

declare module 'fastify' {
  interface FastifyInstance {
    inFlight: InFlight;
  }
}

/** How long the answers of `answerAll` may take to be written before their connections are closed anyway. */
const ANSWER_MS = 1000;

export type InFlight = {
  readonly size: number;
  /**
   * Answers every request still unanswered (a slow database call, a slow provider) with 503 and
   * `Connection: close`, and waits a moment for those answers to be written. Resolves with how many.
   * Event streams are not among them: they answered 200 when they opened (see open-streams.ts).
   */
  answerAll(): Promise<number>;
};

/**
 * The requests this process is handling, so that a shutdown can answer the ones still running at
 * the end of its grace period instead of waiting for them without limit.
 */
export const inFlightRequests = fp(
  async (app: FastifyInstance) => {
    const running = new Set<FastifyReply>();
    // A callback hook, not an async one: it runs on every request (see logging.ts).
    app.addHook('onRequest', (request, reply, done) => {
      running.add(reply);
      // 'close' comes once the answer is sent, the client left, or an event stream ended.
      reply.raw.once('close', () => running.delete(reply));
      done();
    });
    app.decorate('inFlight', {
      get size() {
        return running.size;
      },
      async answerAll() {
        const unanswered = [...running].filter((reply) => !reply.sent && !reply.raw.headersSent);
        for (const reply of unanswered) reply.header('connection', 'close').send(databaseUnavailable());
        await within(Promise.all(unanswered.map((reply) => finished(reply.raw).catch(() => {}))), ANSWER_MS);
        return unanswered.length;
      },
    } satisfies InFlight);
  },
  { name: 'in-flight-requests' },
);
