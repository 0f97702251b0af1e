import type { FastifyReply } from 'fastify';

export type SseStream = {
  send(event: object): void;
  end(): void;
  /** Aborted when the client goes away. */
  signal: AbortSignal;
};

const HEARTBEAT_MS = 15_000;

/**
 * Opens a `text/event-stream` answer on the raw socket (no compression, no buffering) and sends
 * `data: {json}` lines. Heartbeat comments keep proxies from closing a quiet stream.
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
  const finish = () => {
    clearInterval(heartbeat);
    ended = true;
  };
  // The response's 'close' before our own end() means the client went away.
  raw.on('close', () => {
    if (!ended) controller.abort();
    finish();
  });
  return {
    signal: controller.signal,
    send(event) {
      if (!ended && !raw.destroyed) raw.write(`data: ${JSON.stringify(event)}\n\n`);
    },
    end() {
      if (ended) return;
      finish();
      raw.end();
    },
  };
}
