import { ChatStreamError } from '@ideapilot/contract';
import type { FastifyReply } from 'fastify';
import type { OpenStreams } from './open-streams.ts';

declare module 'fastify' {
  interface FastifyInstance {
    openStreams: OpenStreams;
  }
}

export type SseStream = {
  send(event: object): void;
  end(): void;
  /** Aborted when the client goes away, or when a shutdown cuts the stream. */
  signal: AbortSignal;
};

const HEARTBEAT_MS = 15_000;

/**
 * Opens a `text/event-stream` answer on the raw socket (no compression, no buffering) and sends
 * `data: {json}` lines. Heartbeat comments keep proxies from closing a quiet stream. The stream is
 * tracked until its handler ends it, so a shutdown can wait for it or cut it with a last event.
 */
export function openSse(reply: FastifyReply): SseStream {
  const controller = new AbortController();
  reply.hijack();
  const raw = reply.raw;
  raw.writeHead(200, {
    'Content-Type': 'text/event-stream; charset=utf-8',
    'Cache-Control': 'no-cache, no-transform',
    Connection: 'keep-alive',
    'X-Accel-Buffering': 'no',
  });
  raw.flushHeaders();
  const heartbeat = setInterval(() => raw.write(': heartbeat\n\n'), HEARTBEAT_MS);
  let ended = false;
  let cut = false;
  let markEnded!: () => void;
  const endedByHandler = new Promise<void>((resolve) => (markEnded = resolve));
  const finish = () => {
    clearInterval(heartbeat);
    ended = true;
  };
  const write = (event: object) => {
    if (!ended && !raw.destroyed) raw.write(`data: ${JSON.stringify(event)}\n\n`);
  };
  // The response's 'close' before our own end() means the client went away.
  raw.on('close', () => {
    if (!ended) controller.abort();
    finish();
  });
  reply.server.openStreams.track({
    ended: endedByHandler,
    cut() {
      if (ended || cut) return;
      cut = true;
      write({ type: 'error', detail: ChatStreamError.serverRestarting });
      controller.abort(new Error('server shutting down'));
    },
  });
  return {
    signal: controller.signal,
    send(event) {
      if (!cut) write(event);
    },
    end() {
      markEnded();
      if (ended) return;
      finish();
      raw.end();
    },
  };
}
