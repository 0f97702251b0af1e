/**
 * npm run bench: streamed chat turns per second with the offline coach at zero delay, and how many
 * concurrent open streams one server process holds, with its memory. Prints numbers; asserts nothing.
 */
import { fork, type ChildProcess } from 'node:child_process';
import { request as httpRequest, type ClientRequest } from 'node:http';
import { fileURLToPath } from 'node:url';

type Server = { child: ChildProcess; port: number; token: string };
type Memory = { rss: number; heapUsed: number };

const MB = 1024 * 1024;
const TURN_SECONDS = Number(process.env.BENCH_TURN_SECONDS ?? 8);
const STREAM_TARGET = Number(process.env.BENCH_STREAMS ?? 3000);
const STREAM_BATCH = 250;

const messages = [
  'I want to build a scheduling app for independent dental clinics that solves no-shows.',
  'Currently they call every patient by hand and lose hours every week.',
  'Clinics pay 49 euros per month per location.',
  'My background is eight years as a dental practice manager.',
  'A new regulation requires digital patient records from next year.',
];

async function startServer(coachDelayMs: number): Promise<Server> {
  const child = fork(fileURLToPath(new URL('./server.ts', import.meta.url)), [], {
    execArgv: ['--import', 'tsx'],
    env: { ...process.env, BENCH_COACH_DELAY_MS: String(coachDelayMs) },
    stdio: ['ignore', 'inherit', 'inherit', 'ipc'],
  });
  return new Promise((resolve, reject) => {
    child.once('error', reject);
    child.once('exit', (code) => reject(new Error(`bench server exited with ${code}`)));
    child.on('message', (msg: { type: string; port: number; token: string }) => {
      if (msg.type === 'ready') resolve({ child, port: msg.port, token: msg.token });
    });
  });
}

function memoryOf(server: Server): Promise<Memory> {
  return new Promise((resolve) => {
    const onMessage = (msg: { type: string } & Memory) => {
      if (msg.type !== 'memory') return;
      server.child.off('message', onMessage);
      resolve({ rss: msg.rss, heapUsed: msg.heapUsed });
    };
    server.child.on('message', onMessage);
    server.child.send({ type: 'memory' });
  });
}

async function stopServer(server: Server) {
  server.child.removeAllListeners('exit');
  const exited = new Promise((resolve) => server.child.once('exit', resolve));
  server.child.send({ type: 'stop' });
  await Promise.race([exited, new Promise((resolve) => setTimeout(resolve, 3000))]);
  if (server.child.exitCode === null) server.child.kill();
}

async function api(server: Server, path: string, body?: object) {
  const res = await fetch(`http://127.0.0.1:${server.port}${path}`, {
    method: body ? 'POST' : 'GET',
    headers: { authorization: `Bearer ${server.token}`, 'content-type': 'application/json' },
    body: body ? JSON.stringify(body) : undefined,
  });
  return res;
}

const newSession = async (server: Server) => ((await (await api(server, '/api/chat/session', {})).json()) as { session_id: string }).session_id;

/** Workers send turns back to back for `seconds`; a worker starts a fresh session every few turns. */
async function turnsPerSecond(server: Server, workers: number, seconds: number) {
  const deadline = Date.now() + seconds * 1000;
  let completed = 0;
  let failed = 0;
  const started = Date.now();
  await Promise.all(
    Array.from({ length: workers }, async () => {
      let sessionId = await newSession(server);
      for (let i = 0; Date.now() < deadline; i++) {
        if (i > 0 && i % messages.length === 0) sessionId = await newSession(server);
        const res = await api(server, '/api/chat/message', { session_id: sessionId, message: messages[i % messages.length] });
        const text = await res.text();
        if (res.status === 200 && text.includes('"type":"complete"')) completed++;
        else failed++;
      }
    }),
  );
  const elapsed = (Date.now() - started) / 1000;
  return { completed, failed, perSecond: completed / elapsed };
}

/** Opens a stream and resolves once its first event arrived; the request stays open. */
function openStream(server: Server, sessionId: string): Promise<ClientRequest> {
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
        res.once('data', () => resolve(req));
        res.on('data', () => {});
        res.on('end', () => ((req as ClientRequest & { ended?: boolean }).ended = true));
      },
    );
    req.on('error', reject);
    req.end(JSON.stringify({ session_id: sessionId, message: messages[0] }));
  });
}

async function concurrentStreams(server: Server) {
  const sessionIds = await Promise.all(Array.from({ length: 20 }, () => newSession(server)));
  const baseline = await memoryOf(server);
  const open: ClientRequest[] = [];
  const levels: { streams: number; rss: number; heapUsed: number }[] = [];
  const started = Date.now();
  const deadline = started + 40_000;
  let stoppedBy = `reached the target of ${STREAM_TARGET}`;
  while (open.length < STREAM_TARGET) {
    if (Date.now() > deadline) {
      stoppedBy = 'the time budget';
      break;
    }
    const batch = Math.min(STREAM_BATCH, STREAM_TARGET - open.length);
    const settled = await Promise.allSettled(Array.from({ length: batch }, (_, i) => openStream(server, sessionIds[(open.length + i) % sessionIds.length]!)));
    for (const s of settled) if (s.status === 'fulfilled') open.push(s.value);
    const failures = settled.filter((s) => s.status === 'rejected').length;
    const memory = await memoryOf(server);
    levels.push({ streams: open.length, ...memory });
    if (failures) {
      stoppedBy = `${failures} streams failing to open`;
      break;
    }
  }
  const seconds = (Date.now() - started) / 1000;
  const stillOpen = open.filter((r) => !(r as ClientRequest & { ended?: boolean }).ended && !r.destroyed).length;
  for (const req of open) req.destroy();
  return { baseline, levels, stillOpen, stoppedBy, seconds };
}

const fmt = (n: number, digits = 1) => n.toFixed(digits);

console.log('IdeaPilot bench (offline coach, in-memory PGlite, one server process)\n');

const t0 = Date.now();
const phase = (name: string) => console.log(`  [${name} at ${fmt((Date.now() - t0) / 1000)} s]`);
// Both servers start together (start-up is mostly PGlite and migrations); the slow one idles
// until its turn.
const [fast, slow] = await Promise.all([startServer(0), startServer(2000)]);
phase('servers started');
try {
  await turnsPerSecond(fast, 4, 1); // warm-up
  phase('warm-up done');
  const sequential = await turnsPerSecond(fast, 1, TURN_SECONDS / 2);
  const parallel = await turnsPerSecond(fast, 8, TURN_SECONDS);
  console.log('Streamed turns (POST /api/chat/message, full stream read, coach delay 0 ms)');
  console.log(`  1 client  : ${fmt(sequential.perSecond)} turns/s  (${sequential.completed} completed, ${sequential.failed} failed)`);
  console.log(`  8 clients : ${fmt(parallel.perSecond)} turns/s  (${parallel.completed} completed, ${parallel.failed} failed)`);
  console.log(`  ratio 8 clients / 1 client: ${fmt(parallel.perSecond / sequential.perSecond, 2)}\n`);
  phase('turns done');
} finally {
  await stopServer(fast);
}

// A slow coach keeps every stream open for minutes, so all of them are open at once.
try {
  const result = await concurrentStreams(slow);
  const last = result.levels.at(-1);
  console.log('Concurrent open streams (coach delay 2000 ms per chunk, each stream open until the end)');
  console.log(`  baseline   : rss ${fmt(result.baseline.rss / MB)} MB, heap ${fmt(result.baseline.heapUsed / MB)} MB`);
  for (const level of result.levels) {
    console.log(`  ${String(level.streams).padStart(5)} open : rss ${fmt(level.rss / MB)} MB, heap ${fmt(level.heapUsed / MB)} MB`);
  }
  const first = result.levels[0];
  if (first && last && last.streams > first.streams) {
    // A least-squares slope over every level: garbage collection and PGlite's own memory make any
    // two single readings (first and last) swing, even below zero.
    const slope = (pick: (level: (typeof result.levels)[number]) => number) => {
      const n = result.levels.length;
      const mx = result.levels.reduce((a, l) => a + l.streams, 0) / n;
      const my = result.levels.reduce((a, l) => a + pick(l), 0) / n;
      const num = result.levels.reduce((a, l) => a + (l.streams - mx) * (pick(l) - my), 0);
      const den = result.levels.reduce((a, l) => a + (l.streams - mx) ** 2, 0);
      return num / den;
    };
    const peakRss = Math.max(...result.levels.map((l) => l.rss));
    console.log(`  held ${last.streams} streams at once (${result.stillOpen} still open when measured; stopped by ${result.stoppedBy}) in ${fmt(result.seconds)} s`);
    console.log(`  peak rss ${fmt(peakRss / MB)} MB (${fmt(peakRss / result.baseline.rss)}× the baseline)`);
    // RSS also moves with PGlite's WASM heap, which grows and shrinks on its own: only the JS heap is fitted.
    console.log(`  per open stream (fitted): ~${fmt(slope((l) => l.heapUsed) / 1024)} KB of JS heap`);
  }
  phase('streams done');
} finally {
  await stopServer(slow);
}
phase('finished');
