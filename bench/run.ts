/**
 * npm run bench [-- --quick]: every figure of the performance targets as a ratio against a baseline
 * measured in the same run on the same machine, with PASS/MISS. PGlite always; PostgreSQL too when
 * DATABASE_URL is set. A benchmark, not a test: it prints, and always exits 0.
 * See docs/decisions/2026-11-24-performance.md.
 */
import { execFile } from 'node:child_process';
import { cpSync, mkdtempSync, rmSync } from 'node:fs';
import { availableParallelism, tmpdir } from 'node:os';
import { join } from 'node:path';
import { promisify } from 'node:util';
import autocannon from 'autocannon';
import { compileBench, compiled } from './compile.ts';
import { concurrentStreams } from './streams.ts';
import { cpuOf, memoryOf, postgresCpuOf, signInFounders, startChild, stopChild, type Child } from './children.ts';
import { Report } from './report.ts';
import { warmUntilSteady } from './steady.ts';
import { allTurns, sequentialLatency, turnsPerSecond, type Turns } from './turns.ts';
import { coachTurnCost } from './coach.ts';

const quick = process.argv.includes('--quick');
const HTTP_SECONDS = quick ? 2 : 6;
const TURN_SECONDS = quick ? 2 : 6;
/** The windows each turn figure's seconds are measured in, alternating with the others'. */
const TURN_ROUNDS = quick ? 2 : 6;
const STREAMS = Number(process.env.BENCH_STREAMS ?? (quick ? 1500 : 10_000));
const CONNECTIONS = 100;
const MB = 1024 * 1024;
const databaseUrl = process.env.DATABASE_URL;

const report = new Report();
const scratch = mkdtempSync(join(tmpdir(), 'ideapilot-bench-'));
let copies = 0;

/** A PGlite data directory of its own for one server, copied from the one prepared at the start. */
function dataDir(): string {
  const dir = join(scratch, `server-${++copies}`);
  cpSync(join(scratch, 'prepared'), dir, { recursive: true });
  return dir;
}
const t0 = Date.now();
const phase = (name: string) => console.log(`  [${name} at ${((Date.now() - t0) / 1000).toFixed(1)} s]`);

/** `cpuMicros`: the answering process's CPU time per request during the load, when it was asked. */
type Load = { perSecond: number; p99: number; failures: number; cpuMicros?: number };

async function load(port: number, path: string, token?: string, of?: Child): Promise<Load> {
  const cpuBefore = of ? await cpuOf(of) : 0;
  const result = await autocannon({
    url: `http://127.0.0.1:${port}${path}`,
    connections: CONNECTIONS,
    duration: HTTP_SECONDS,
    headers: token ? { authorization: `Bearer ${token}` } : {},
  });
  const cpuMicros = of ? ((await cpuOf(of)) - cpuBefore) / result.requests.total : undefined;
  return { perSecond: result.requests.average, p99: result.latency.p99, failures: result.non2xx + result.errors + result.timeouts, cpuMicros };
}

/** Warm the JIT and the connection pool until the rate is steady, then measure; with `of`, the CPU per request of that process too. */
async function warmLoad(port: number, path: string, token?: string, of?: Child): Promise<Load> {
  const headers = token ? { authorization: `Bearer ${token}` } : {};
  await warmUntilSteady(async () => (await autocannon({ url: `http://127.0.0.1:${port}${path}`, connections: CONNECTIONS, duration: 1, headers })).requests.average);
  return load(port, path, token, of);
}

async function rawSelects(url: string | undefined): Promise<number> {
  const { stdout } = await promisify(execFile)(process.execPath, [compiled('raw-selects'), String(HTTP_SECONDS)], {
    env: { ...process.env, DATABASE_URL: url ?? '', BENCH_DATA_DIR: url ? '' : dataDir() },
  });
  return (JSON.parse(stdout.trim().split('\n').at(-1)!) as { perSecond: number }).perSecond;
}

/** Bare node:http under load; with `headers`, sending those too. */
async function bareLoadOf(headers: Record<string, string> = {}): Promise<Load> {
  const bare = await startChild(compiled('bare'), { BENCH_BARE_HEADERS: JSON.stringify(headers) });
  try {
    return await warmLoad(bare.port!, '/', undefined, bare);
  } finally {
    await stopChild(bare);
  }
}

/** The headers /api/health answers with, but for the per-connection ones: security headers, a request id. */
async function headersOf(port: number): Promise<Record<string, string>> {
  const res = await fetch(`http://127.0.0.1:${port}/api/health`);
  await res.arrayBuffer();
  const perConnection = new Set(['date', 'connection', 'keep-alive', 'content-length', 'content-type']);
  const headers: Record<string, string> = {};
  res.headers.forEach((value, name) => {
    if (!perConnection.has(name)) headers[name] = value;
  });
  return headers;
}

const describeLoad = (l: Load) => `${Math.round(l.perSecond).toLocaleString('en')} req/s, p99 ${l.p99} ms${l.failures ? `, ${l.failures} failed` : ''}`;

/** The per-database figures: authenticated reads against raw selects, turns against reads, memory. */
async function databaseFigures(label: 'PGlite' | 'PostgreSQL', bareLoad: Load) {
  const server = await startChild(
    compiled('server'),
    label === 'PostgreSQL' ? { BENCH_COACH_DELAY_MS: '0', DATABASE_URL: databaseUrl! } : { BENCH_COACH_DELAY_MS: '0', DATABASE_URL: '', BENCH_DATA_DIR: dataDir() },
  );
  try {
    const idle = await memoryOf(server);
    report.check(`${label}: RSS idle`, `${(idle.rss / MB).toFixed(0)} MB`, { value: idle.rss / MB, atMost: label === 'PGlite' ? 250 : 150, unit: 'MB' });

    if (label === 'PGlite') {
      const health = await warmLoad(server.port!, '/api/health', undefined, server);
      // Bare is measured again right after the server and the mean taken: on a shared machine the
      // load changes between the bench's first figure and this one.
      const bareAfter = await bareLoadOf();
      const bareMean = (bareLoad.perSecond + bareAfter.perSecond) / 2;
      report.ratio(
        '/api/health vs bare node:http',
        describeLoad(health),
        `mean of ${Math.round(bareLoad.perSecond).toLocaleString('en')} and ${Math.round(bareAfter.perSecond).toLocaleString('en')} req/s`,
        health.perSecond / bareMean,
        { atLeast: 0.8 },
      );
      const headed = await bareLoadOf(await headersOf(server.port!));
      report.note(
        `bare node:http sending the server's headers too: ${describeLoad(headed)}, ${(headed.perSecond / bareAfter.perSecond).toFixed(2)} of bare just before it; /api/health is ${(health.perSecond / headed.perSecond).toFixed(2)} of it`,
      );
      // Steadier than requests per second on a shared machine: what one answer costs its process.
      const us = (l: Load) => `${l.cpuMicros!.toFixed(1)} µs`;
      report.note(
        `CPU per answer: /api/health ${us(health)}, bare ${us(bareAfter)}, bare with the headers ${us(headed)}; bare's is ${(bareAfter.cpuMicros! / health.cpuMicros!).toFixed(2)} of /api/health's, bare with the headers ${(headed.cpuMicros! / health.cpuMicros!).toFixed(2)}`,
      );
    }
    const me = await warmLoad(server.port!, '/api/users/me', server.token);
    const raw = await rawSelects(label === 'PostgreSQL' ? databaseUrl : undefined);
    phase(`${label} reads done`);
    report.ratio(
      `${label}: GET /api/users/me vs raw primary-key selects`,
      describeLoad(me),
      `${Math.round(raw).toLocaleString('en')} selects/s`,
      me.perSecond / raw,
      { atLeast: label === 'PGlite' ? 0.6 : 0.5 },
    );
    report.check(`${label}: /api/users/me p99 at ${CONNECTIONS} connections`, `${me.p99} ms`, { value: me.p99, atMost: 50, unit: 'ms' });
    if (me.failures) report.note(`${label}: ${me.failures} reads failed`);

    await signInFounders(server);
    // Warm-up: a turn's path takes about a thousand turns to reach its speed (the JIT, the coach's
    // kept readings); after one second of turns, one client's turns ran half as slow again as after six.
    await turnsPerSecond(server, 8, quick ? 3 : 6);
    // PGlite's CPU is the server's own; a PostgreSQL on another machine is not measured.
    const databaseCpu = () => (label === 'PostgreSQL' ? postgresCpuOf(databaseUrl!) : 0);
    const databaseMeasured = databaseCpu() !== undefined;
    const cpu = { server: 0, clients: 0, database: 0 };
    // One client's turns, eight clients' turns and one client's reads take turns in short windows, so
    // a machine that slows down during the run slows each figure alike, not the one measured last.
    const rounds: { one: Turns; eight: Turns; read: number }[] = [];
    for (let round = 0; round < TURN_ROUNDS; round++) {
      const one = await turnsPerSecond(server, 1, TURN_SECONDS / TURN_ROUNDS);
      const before = { server: await cpuOf(server), clients: process.cpuUsage(), database: databaseCpu() ?? 0 };
      const eight = await turnsPerSecond(server, 8, TURN_SECONDS / TURN_ROUNDS);
      const clients = process.cpuUsage(before.clients);
      cpu.database += (databaseCpu() ?? 0) - before.database;
      cpu.server += (await cpuOf(server)) - before.server;
      cpu.clients += clients.user + clients.system;
      // Both warm and from one client: a turn's time from the turns just run, a read's from reads.
      rounds.push({ one, eight, read: await sequentialLatency(server, '/api/users/me', TURN_SECONDS / TURN_ROUNDS / 2) });
    }
    const one = allTurns(rounds.map((r) => r.one));
    const eight = allTurns(rounds.map((r) => r.eight));
    const read = rounds.reduce((sum, r) => sum + r.read, 0) / rounds.length;
    const perTurn = (micros: number) => micros / 1000 / eight.completed;
    const spent = { server: perTurn(cpu.server), clients: perTurn(cpu.clients), database: databaseMeasured ? perTurn(cpu.database) : undefined };
    const turn = 1000 / one.perSecond;
    report.ratio(
      `${label}: one chat turn vs one authenticated read (1 client)`,
      `${turn.toFixed(2)} ms a turn`,
      `${read.toFixed(2)} ms a read`,
      turn / read,
      { atMost: 4 },
    );
    const line = (r: typeof one) => `${r.perSecond.toFixed(1)} turns/s${r.failed ? ` (${r.failed} failed)` : ''}`;
    report.ratio(`${label}: 8 clients vs 1 client, turns/s`, line(eight), line(one), eight.perSecond / one.perSecond, label === 'PostgreSQL' ? { atLeast: 1.8 } : null);
    // What bounds eight clients: the CPU of a turn, all processes on this machine's cores together.
    if (spent.database !== undefined) {
      const all = spent.server + spent.clients + spent.database;
      const ceiling = (availableParallelism() * turn) / all;
      report.note(
        `${label}: CPU per turn at 8 clients: server ${spent.server.toFixed(2)} ms${label === 'PGlite' ? " (PGlite's included)" : ''}, the bench's clients ${spent.clients.toFixed(2)} ms${label === 'PostgreSQL' ? `, PostgreSQL ${spent.database.toFixed(2)} ms` : ''}; ${availableParallelism()} cores fully used give at most ${ceiling.toFixed(2)} × one client's turns/s`,
      );
    }
    phase(`${label} turns done`);

    if (label === 'PGlite') {
      const after = await memoryOf(server);
      report.check(`${label}: RSS after the bench`, `${(after.rss / MB).toFixed(0)} MB (JavaScript heap ${(after.heapUsed / MB).toFixed(0)} MB)`, { value: after.rss / MB, atMost: 400, unit: 'MB' });
    }
  } finally {
    await stopChild(server);
  }
}

async function streamFigures() {
  // A slow coach keeps every stream open for minutes, so all of them are open at once.
  const server = await startChild(compiled('server'), { BENCH_COACH_DELAY_MS: '2000', DATABASE_URL: '', BENCH_DATA_DIR: dataDir() });
  try {
    const result = await concurrentStreams(server, STREAMS, quick ? 40_000 : 240_000);
    report.check(`open streams in one process (PGlite), target ${STREAMS.toLocaleString('en')}`, `${result.held.toLocaleString('en')} held, ${result.errors} errors, stopped by ${result.stoppedBy}`, {
      value: result.errors === 0 && result.held >= STREAMS ? 1 : 0,
      atLeast: 1,
      unit: '',
    });
    report.check('heap per open stream (fitted)', `${result.heapPerStreamKb.toFixed(1)} KB`, { value: result.heapPerStreamKb, atMost: 50, unit: 'KB' });
    report.note(`streams: rss ${(result.baseline.rss / MB).toFixed(0)} MB → peak ${(result.peakRss / MB).toFixed(0)} MB in ${result.seconds.toFixed(1)} s`);
    const at = (q: number) => result.reattachMs[Math.min(result.reattachMs.length - 1, Math.floor(q * result.reattachMs.length))] ?? Number.NaN;
    report.note(`re-attach to a running reply (Last-Event-ID: 0, to its first replayed event, ${result.reattachMs.length} one after another): median ${at(0.5).toFixed(1)} ms, p95 ${at(0.95).toFixed(1)} ms`);
  } finally {
    await stopChild(server);
  }
}

console.log(`IdeaPilot bench${quick ? ' --quick' : ''}: ${CONNECTIONS} connections, ${HTTP_SECONDS} s a load, offline coach${databaseUrl ? ', PGlite and PostgreSQL' : ', PGlite (set DATABASE_URL for PostgreSQL too)'}\n`);
await compileBench(['server', 'bare', 'raw-selects']);
try {
  await promisify(execFile)(process.execPath, [compiled('server'), '--prepare'], { env: { ...process.env, DATABASE_URL: '', BENCH_DATA_DIR: join(scratch, 'prepared') } });
  const bare: Child = await startChild(compiled('bare'), {});
  let bareLoad: Load;
  try {
    bareLoad = await warmLoad(bare.port!, '/', undefined, bare);
  } finally {
    await stopChild(bare);
  }
  report.note(`bare node:http: ${describeLoad(bareLoad)}`);
  phase('bare done');
  await databaseFigures('PGlite', bareLoad);
  if (databaseUrl) await databaseFigures('PostgreSQL', bareLoad);
  await streamFigures();
  phase('streams done');
  const coach = coachTurnCost(quick ? 2 : 6);
  report.ratio(
    `offline coach: the CPU of turn ${coach.longTurn - 4}–${coach.longTurn} of a session vs of turn 1–5`,
    `${coach.late.toFixed(2)} ms a turn`,
    `${coach.early.toFixed(2)} ms a turn`,
    coach.late / coach.early,
    null,
  );
  report.note(`the chat turns repeat five messages the coach has read before; a founder's new message adds the coach's reading, ${coach.early.toFixed(2)} ms of CPU a turn early in a session`);
} catch (err) {
  report.note(`bench stopped early: ${(err as Error).stack ?? String(err)}`);
}
rmSync(scratch, { recursive: true, force: true });
report.print();
