import type { FastifyReply } from 'fastify';
import type { OutgoingHttpHeaders } from 'node:http';
import { CUT_BY_SHUTDOWN, type OpenStreams } from './open-streams.ts';

declare module 'fastify' {
  interface FastifyInstance {
    openStreams: OpenStreams;
  }
}

export type SseStream = {
  /** Sends one event; with `id`, an `id:` line the client can re-attach after. */
  send(event: object, id?: number): void;
  end(): void;
  /** Aborted when the client goes away, or when a shutdown cuts the stream. */
  signal: AbortSignal;
};

const HEARTBEAT_MS = 15_000;

/**
 * `cutWith`: the last event a shutdown cuts the stream with, in the stream's own contract (its
 * client knows no other). A `reader` of a kept stream (see the chat's stream hub) is cut after the
 * runs it reads, without a last event of its own: its client re-attaches.
 */
export type SseOptions = { cutWith: object } | { reader: true };

/**
 * Opens a `text/event-stream` answer on the raw socket (no compression, no buffering) and sends
 * `data: {json}` lines. Heartbeat comments keep proxies from closing a quiet stream. The stream is
 * tracked until its handler ends it, so a shutdown can wait for it or cut it (see `SseOptions`).
 */
export function openSse(reply: FastifyReply, options: SseOptions): SseStream {
  const reader = 'reader' in options;
  const controller = new AbortController();
  reply.hijack();
  const raw = reply.raw;
  // A hijacked reply sends nothing of its own: the headers the hooks put on it (request id,
  // security headers) go out here.
  raw.writeHead(200, {
    ...(reply.getHeaders() as OutgoingHttpHeaders),
    'content-type': 'text/event-stream; charset=utf-8',
    'cache-control': 'no-cache, no-transform',
    connection: 'keep-alive',
    'x-accel-buffering': 'no',
  });
  // The headers leave with the events sent in the same tick, in one write (one system call, which
  // on a loopback socket also delivers to the reader): flushed alone, they took a write of their own.
  raw.socket?.cork();
  raw.flushHeaders();
  process.nextTick(() => raw.socket?.uncork());
  const heartbeat = setInterval(() => raw.write(': heartbeat\n\n'), HEARTBEAT_MS);
  let ended = false;
  let cut = false;
  let markEnded!: () => void;
  const endedByHandler = new Promise<void>((resolve) => (markEnded = resolve));
  const finish = () => {
    clearInterval(heartbeat);
    ended = true;
  };
  const write = (event: object, id?: number) => {
    if (!ended && !raw.destroyed) raw.write(`${id === undefined ? '' : `id: ${id}\n`}data: ${JSON.stringify(event)}\n\n`);
  };
  // The response's 'close' before our own end() means the client went away.
  raw.on('close', () => {
    if (!ended) controller.abort();
    finish();
  });
  reply.server.openStreams.track({
    ended: endedByHandler,
    reader,
    cut() {
      if (ended || cut) return;
      cut = true;
      if ('cutWith' in options) write(options.cutWith);
      controller.abort(CUT_BY_SHUTDOWN);
    },
  });
  return {
    signal: controller.signal,
    send(event, id) {
      if (!cut) write(event, id);
    },
    end() {
      markEnded();
      if (ended) return;
      finish();
      raw.end();
    },
  };
}
