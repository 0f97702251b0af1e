import { timingSafeEqual } from 'node:crypto';
import { createServer } from 'node:http';
import type { AddressInfo } from 'node:net';
import { ERRORS } from '@ideapilot/contract';
import type { FastifyInstance, FastifyRequest } from 'fastify';
import fp from 'fastify-plugin';
import { collectDefaultMetrics, Counter, Gauge, Histogram, Registry } from 'prom-client';
import type { PoolUsage } from '../db/database.ts';
import { AppError } from './errors.ts';

export type TurnOutcome = 'complete' | 'declined' | 'failed' | 'stopped';

/**
 * The Prometheus metrics of one app: one registry per app, so tests can build several. Modules
 * record through the small functions below and never see prom-client.
 */
export function createMetrics() {
  const registry = new Registry();
  collectDefaultMetrics({ register: registry });
  const registers = [registry];
  const http = new Histogram({
    name: 'http_request_duration_seconds',
    help: 'HTTP request latency by route (event streams are counted as open streams instead)',
    labelNames: ['method', 'route', 'status_code'],
    buckets: [0.005, 0.01, 0.025, 0.05, 0.1, 0.25, 0.5, 1, 2.5, 5, 10],
    registers,
  });
  const turns = new Counter({ name: 'ideapilot_chat_turns_total', help: 'Chat turns by how they ended', labelNames: ['outcome'], registers });
  const charged = new Counter({ name: 'ideapilot_tokens_charged_total', help: 'Tokens charged', registers });
  const refunded = new Counter({ name: 'ideapilot_tokens_refunded_total', help: 'Tokens refunded', registers });
  const firstToken = new Histogram({
    name: 'ideapilot_provider_first_token_seconds',
    help: 'Time from a model call to its first streamed text, by role and agent',
    labelNames: ['role', 'agent'],
    buckets: [0.1, 0.25, 0.5, 1, 2, 4, 8, 15, 30, 60],
    registers,
  });
  const providerErrors = new Counter({ name: 'ideapilot_provider_errors_total', help: 'Failed model calls by role and agent', labelNames: ['role', 'agent'], registers });
  let countOpenStreams = () => 0;
  new Gauge({
    name: 'ideapilot_open_streams',
    help: 'Event streams this instance has open',
    registers,
    collect() {
      this.set(countOpenStreams());
    },
  });
  let measurePool = (): PoolUsage | null => null;
  new Gauge({
    name: 'ideapilot_db_pool_connections',
    help: 'PostgreSQL pool: connections in use, idle, the most it opens, and queries waiting for one',
    labelNames: ['state'],
    registers,
    collect() {
      const usage = measurePool();
      if (!usage) return;
      this.set({ state: 'in_use' }, usage.total - usage.idle);
      this.set({ state: 'idle' }, usage.idle);
      this.set({ state: 'max' }, usage.max);
      this.set({ state: 'waiting' }, usage.waiting);
    },
  });
  // Turn outcomes exist from the start, so a rate over them is defined before the first turn.
  for (const outcome of ['complete', 'declined', 'failed', 'stopped'] satisfies TurnOutcome[]) turns.inc({ outcome }, 0);

  return {
    registry,
    turnEnded: (outcome: TurnOutcome) => turns.inc({ outcome }),
    tokenCharged: () => charged.inc(),
    tokenRefunded: () => refunded.inc(),
    /** Wraps a model's text stream: time to its first chunk, and an error if it throws. */
    async *observeModel(role: string, agent: string, stream: AsyncIterable<string>): AsyncGenerator<string> {
      const started = performance.now();
      let first = true;
      try {
        for await (const chunk of stream) {
          if (first) firstToken.observe({ role, agent }, (performance.now() - started) / 1000);
          first = false;
          yield chunk;
        }
      } catch (err) {
        providerErrors.inc({ role, agent });
        throw err;
      }
    },
    countOpenStreamsWith(count: () => number) {
      countOpenStreams = count;
    },
    /** The database pool's usage, or null on a database without one (PGlite). */
    measurePoolWith(usage: () => PoolUsage | null) {
      measurePool = usage;
    },
    observeRequest(request: FastifyRequest, statusCode: number, seconds: number) {
      http.observe({ method: request.method, route: request.routeOptions.url ?? 'unmatched', status_code: String(statusCode) }, seconds);
    },
  };
}

export type Metrics = ReturnType<typeof createMetrics>;

/** Records every answered request's latency by its route pattern (never its raw URL). */
export const requestMetrics = fp(
  async (app: FastifyInstance, opts: { metrics: Metrics }) => {
    app.addHook('onResponse', (request, reply, done) => {
      opts.metrics.observeRequest(request, reply.statusCode, reply.elapsedTime / 1000);
      done();
    });
  },
  { name: 'request-metrics' },
);

/** The metering service, counting the tokens it charges and the refunds it writes. */
export function countedMetering<T extends { charge(...args: never[]): Promise<object>; refund(...args: never[]): Promise<boolean> }>(metering: T, metrics: Metrics): T {
  return {
    ...metering,
    async charge(...args: Parameters<T['charge']>) {
      const paid = await metering.charge(...args);
      metrics.tokenCharged();
      return paid;
    },
    async refund(...args: Parameters<T['refund']>) {
      const written = await metering.refund(...args);
      if (written) metrics.tokenRefunded();
      return written;
    },
  };
}

/** Whether an Authorization header is `Bearer <token>`, compared in constant time. */
function holdsToken(authorization: string | undefined, token: string): boolean {
  const expected = Buffer.from(`Bearer ${token}`);
  const given = Buffer.from(authorization ?? '');
  return given.length === expected.length && timingSafeEqual(given, expected);
}

/** `GET /metrics` for a scraper holding the bearer `token`; anyone else gets a 401. */
export async function metricsRoute(app: FastifyInstance, opts: { metrics: Metrics; token: string }) {
  app.get('/metrics', async (request, reply) => {
    if (!holdsToken(request.headers.authorization, opts.token)) throw new AppError('metrics_token_invalid');
    return reply.type(opts.metrics.registry.contentType).send(await opts.metrics.registry.metrics());
  });
}

/**
 * A separate listener that answers `GET /metrics` only, on `host` (METRICS_HOST: loopback unless
 * the operator opens it to a private network). With a `token` (METRICS_TOKEN) it asks for it as
 * the main port does: a token set protects the metrics wherever they are served.
 */
export async function listenForMetrics(metrics: Metrics, options: { port: number; host: string; token?: string }): Promise<{ port: number; close: () => Promise<void> }> {
  const server = createServer((request, response) => {
    if (request.method !== 'GET' || request.url?.split('?')[0] !== '/metrics') {
      response.writeHead(404).end();
      return;
    }
    if (options.token !== undefined && !holdsToken(request.headers.authorization, options.token)) {
      const { status, detail } = ERRORS.metrics_token_invalid;
      response.writeHead(status, { 'content-type': 'application/json; charset=utf-8' }).end(JSON.stringify({ detail, code: 'metrics_token_invalid' }));
      return;
    }
    metrics.registry.metrics().then(
      (text) => response.writeHead(200, { 'content-type': metrics.registry.contentType }).end(text),
      () => response.writeHead(500).end(),
    );
  });
  await new Promise<void>((resolve, reject) => {
    server.once('error', reject);
    server.listen(options.port, options.host, resolve);
  });
  return { port: (server.address() as AddressInfo).port, close: () => new Promise<void>((resolve) => server.close(() => resolve())) };
}
