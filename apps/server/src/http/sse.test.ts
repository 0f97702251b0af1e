import Fastify, { type FastifyInstance } from 'fastify';
import type { Socket } from 'node:net';
import { afterAll, beforeAll, expect, it } from 'vitest';
import { openStreams } from './open-streams.ts';
import { openSse } from './sse.ts';

// A socket's writes, each a system call: the writes of one tick leave together once corked.
const writes = new Map<Socket, number>();
let app: FastifyInstance;
let origin: string;
beforeAll(async () => {
  app = Fastify();
  app.decorate('openStreams', openStreams());
  app.get('/stream', async (_request, reply) => {
    const sse = openSse(reply, { cutWith: { type: 'error' } });
    sse.send({ type: 'started' });
    sse.send({ type: 'stage', content: 'Reading' });
    await new Promise((resolve) => setImmediate(resolve));
    sse.send({ type: 'complete' });
    sse.end();
  });
  app.server.on('connection', (socket: Socket) => {
    writes.set(socket, 0);
    // Node's stream calls one of these for each write it hands to the system.
    const methods = socket as unknown as Record<'_write' | '_writev', (...args: unknown[]) => unknown>;
    for (const method of ['_write', '_writev'] as const) {
      const original = methods[method];
      methods[method] = (...args) => {
        writes.set(socket, writes.get(socket)! + 1);
        return original.apply(socket, args);
      };
    }
  });
  origin = await app.listen({ port: 0, host: '127.0.0.1' });
});
afterAll(() => app?.close());

it('sends the headers with the events of their tick, in one write, and what comes later in the next', async () => {
  const res = await fetch(`${origin}/stream`);
  const body = await res.text();
  expect(res.headers.get('content-type')).toBe('text/event-stream; charset=utf-8');
  expect(body).toBe('data: {"type":"started"}\n\ndata: {"type":"stage","content":"Reading"}\n\ndata: {"type":"complete"}\n\n');
  // Headers, started and stage; then complete and the end of the answer.
  expect([...writes.values()]).toEqual([2]);
});
