/** How many event streams one server process holds open at once, and the JS heap each costs. */
import { request as httpRequest, type ClientRequest } from 'node:http';
import { memoryOf, type Child, type Memory } from './children.ts';
import { firstMessage, newSession } from './turns.ts';

const BATCH = 250;

type OpenStream = { req: ClientRequest; turnId: string | null };

/** Opens a stream and resolves once its first event (naming the turn) arrived; the request stays open. */
function openStream(server: Child, sessionId: string): Promise<OpenStream> {
  return new Promise((resolve, reject) => {
    const req = httpRequest(
      {
        host: '127.0.0.1',
        port: server.port,
        path: '/api/chat/message',
        method: 'POST',
        agent: false,
        headers: { authorization: `Bearer ${server.token}`, 'content-type': 'application/json' },
      },
      (res) => {
        if (res.statusCode !== 200) return reject(new Error(`status ${res.statusCode}`));
        res.once('data', (chunk: Buffer) => resolve({ req, turnId: /"turn_id":"([^"]+)"/.exec(String(chunk))?.[1] ?? null }));
        res.on('data', () => {});
        res.on('end', () => ((req as ClientRequest & { ended?: boolean }).ended = true));
      },
    );
    req.on('error', reject);
    req.end(JSON.stringify({ session_id: sessionId, message: firstMessage }));
  });
}

/** Least-squares slope of `pick` over the stream counts: any two single readings swing with GC. */
function slope<L extends { streams: number }>(levels: L[], at: (level: L) => number) {
  const n = levels.length;
  const mx = levels.reduce((a, l) => a + l.streams, 0) / n;
  const my = levels.reduce((a, l) => a + at(l), 0) / n;
  const num = levels.reduce((a, l) => a + (l.streams - mx) * (at(l) - my), 0);
  const den = levels.reduce((a, l) => a + (l.streams - mx) ** 2, 0);
  return den ? num / den : 0;
}

/** Milliseconds from a re-attach request (`Last-Event-ID: 0`) to its first replayed event, one at a time, sorted. */
async function reattachTimes(server: Child, turnIds: string[], samples = 200): Promise<number[]> {
  const times: number[] = [];
  for (const turnId of turnIds.slice(0, samples)) {
    const started = performance.now();
    await new Promise<void>((resolve, reject) => {
      const req = httpRequest(
        {
          host: '127.0.0.1',
          port: server.port,
          path: `/api/chat/turn/${turnId}/stream`,
          agent: false,
          headers: { authorization: `Bearer ${server.token}`, 'last-event-id': '0' },
        },
        (res) => {
          if (res.statusCode !== 200) return reject(new Error(`status ${res.statusCode}`));
          res.once('data', () => {
            times.push(performance.now() - started);
            req.destroy();
            resolve();
          });
        },
      );
      req.on('error', () => {});
      req.end();
    });
  }
  return times.sort((a, b) => a - b);
}

export async function concurrentStreams(server: Child, target: number, budgetMs: number) {
  const sessionIds = await Promise.all(Array.from({ length: 20 }, () => newSession(server)));
  const baseline = await memoryOf(server);
  const open: OpenStream[] = [];
  const levels: ({ streams: number } & Memory)[] = [];
  const started = Date.now();
  let stoppedBy = 'the target';
  let errors = 0;
  while (open.length < target) {
    if (Date.now() - started > budgetMs) {
      stoppedBy = 'the time budget';
      break;
    }
    const batch = Math.min(BATCH, target - open.length);
    const settled = await Promise.allSettled(Array.from({ length: batch }, (_, i) => openStream(server, sessionIds[(open.length + i) % sessionIds.length]!)));
    for (const s of settled) if (s.status === 'fulfilled') open.push(s.value);
    errors += settled.filter((s) => s.status === 'rejected').length;
    levels.push({ streams: open.length, ...(await memoryOf(server)) });
    if (errors) {
      stoppedBy = `${errors} streams failing to open`;
      break;
    }
  }
  const seconds = (Date.now() - started) / 1000;
  const ended = open.filter(({ req }) => (req as ClientRequest & { ended?: boolean }).ended || req.destroyed).length;
  const reattachMs = await reattachTimes(server, open.map((s) => s.turnId).filter((id): id is string => id !== null));
  for (const { req } of open) req.destroy();
  return {
    baseline,
    held: open.length - ended,
    errors: errors + ended,
    stoppedBy,
    seconds,
    peakRss: Math.max(baseline.rss, ...levels.map((l) => l.rss)),
    heapPerStreamKb: levels.length > 1 ? slope(levels, (l) => l.heapUsed) / 1024 : Number.NaN,
    reattachMs,
  };
}
