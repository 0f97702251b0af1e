/**
 * npm run bench:web [-- --quick]: the web app's figures on the built app (`npm run build` first)
 * in Debian's Chromium — the gzip JavaScript each route loads, Lighthouse's performance score on
 * /login and /platform/chat (mobile and desktop), and the long tasks a 3,000-word reply streamed
 * in 1,000 chunks causes. Prints PASS/MISS; never fails a build.
 */
import { existsSync, mkdtempSync, readFileSync, rmSync, writeFileSync } from 'node:fs';
import { createServer } from 'node:http';
import type { AddressInfo } from 'node:net';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { fileURLToPath } from 'node:url';
import { gzipSync } from 'node:zlib';
import { chromium, type BrowserContext, type Page } from '@playwright/test';
import lighthouse from 'lighthouse';
import desktopConfig from 'lighthouse/core/config/desktop-config.js';
import { compileBench, compiled } from './compile.ts';
import { startChild, stopChild, type Child } from './children.ts';
import { Report } from './report.ts';

const CHROMIUM = process.env.CHROMIUM_PATH ?? '/usr/bin/chromium';
const DEBUG_PORT = 9333 + (process.pid % 500);
/** The built app to measure: `apps/web/dist`, or another build (`BENCH_WEB_DIST=/path`) to compare two builds side by side. */
const dist = process.env.BENCH_WEB_DIST ?? fileURLToPath(new URL('../apps/web/dist', import.meta.url));
const quick = process.argv.includes('--quick');
/** `--only=scripts|lighthouse|long-tasks` runs one part. */
const only = process.argv.find((a) => a.startsWith('--only='))?.slice('--only='.length);
const runs = (part: 'scripts' | 'lighthouse' | 'long-tasks') => !only || only === part;
const report = new Report();

const signedOutRoutes = ['/login', '/register', '/pricing'];
const signedInRoutes = ['/platform/chat', '/platform/profile', '/platform/billing', '/platform/tos'];

/** Gzip bytes of every script a full load of `path` fetched, once the page went quiet. */
async function scriptsOf(context: BrowserContext, origin: string, path: string): Promise<{ kb: number; files: number }> {
  const page = await context.newPage();
  const scripts = new Set<string>();
  page.on('response', (res) => {
    const url = new URL(res.url());
    if (url.origin === origin && url.pathname.endsWith('.js')) scripts.add(url.pathname);
  });
  await page.goto(`${origin}${path}`, { waitUntil: 'networkidle' });
  await page.close();
  let bytes = 0;
  for (const script of scripts) bytes += gzipSync(readFileSync(join(dist, script))).length;
  return { kb: bytes / 1024, files: scripts.size };
}

async function signIn(page: Page, origin: string, server: Child) {
  await page.goto(`${origin}/login`);
  await page.getByLabel('Email address').fill(server.email!);
  await page.getByLabel('Password', { exact: true }).fill(server.password!);
  await page.getByRole('button', { name: 'Sign in' }).click();
  await page.waitForURL('**/platform/chat');
}

/** Lighthouse's performance score, and the metrics behind it (FCP, LCP, TBT, CLS, Speed Index). */
async function lighthouseScore(url: string, formFactor: 'mobile' | 'desktop'): Promise<{ score: number; metrics: string }> {
  const result = await lighthouse(
    url,
    { port: DEBUG_PORT, output: 'json', logLevel: 'error', onlyCategories: ['performance'], disableStorageReset: true },
    formFactor === 'desktop' ? desktopConfig : undefined,
  );
  const audits = result?.lhr.audits ?? {};
  const metrics = ['first-contentful-paint', 'largest-contentful-paint', 'total-blocking-time', 'cumulative-layout-shift', 'speed-index']
    .map((id) => `${id.split('-').map((w) => w[0]!.toUpperCase()).join('')} ${audits[id]?.displayValue ?? '?'}`)
    .join(', ');
  return { score: Math.round((result?.lhr.categories.performance?.score ?? 0) * 100), metrics };
}

/**
 * A local server that streams a reply of `words` words in `chunks` server-sent events, a few ms
 * apart, and holds the stream open after the last one until released: the reply stays on screen
 * to be found (a completed turn is replaced by the session's saved history, which has none).
 */
async function replyStreamer(words: number, chunks: number) {
  const perChunk = Math.ceil(words / chunks);
  let release = () => {};
  const released = new Promise<void>((resolve) => (release = resolve));
  const server = createServer(async (_request, response) => {
    response.writeHead(200, { 'content-type': 'text/event-stream', 'cache-control': 'no-cache' });
    for (let i = 0; i < chunks; i++) {
      const text = Array.from({ length: perChunk }, (_, w) => (w % 17 === 0 ? `**word${i}-${w}**` : `word${i}-${w}`)).join(' ');
      response.write(`data: ${JSON.stringify({ type: 'chunk', content: `${text}${i % 25 === 24 ? '\n\n' : ' '}` })}\n\n`);
      await new Promise((resolve) => setTimeout(resolve, 3));
    }
    await released;
    response.end(`data: ${JSON.stringify({ type: 'complete', turn_id: null })}\n\n`);
  });
  await new Promise<void>((resolve) => server.listen(0, '127.0.0.1', resolve));
  return { url: `http://127.0.0.1:${(server.address() as AddressInfo).port}/`, close: () => (release(), server.close()), lastWord: `word${chunks - 1}-${perChunk - 1}` };
}

/** A DevTools trace event: the fields the blocking time reads. */
interface TraceEvent {
  name: string;
  ph: string;
  pid: number;
  tid: number;
  ts: number;
  tdur?: number;
  args?: { name?: string };
}

/** What one traced load cost the page's main thread from the first contentful paint on. */
interface LoadCost {
  /** Each task's time four times over (the CPU Lighthouse's mobile run simulates), past 50 ms, summed. */
  blocking: number;
  /** The tasks' time, summed. */
  cpu: number;
}

/**
 * The cost of one trace's load to the page's main thread. A task's time is the CPU its thread
 * spent (`tdur`), not the wall clock: a busy machine stretches the wall clock of every task, not
 * the work a build asks for.
 */
function costOfTrace(events: TraceEvent[]): LoadCost {
  const mains = events.filter((e) => e.name === 'thread_name' && e.args?.name === 'CrRendererMain');
  const tasksOf = (thread: TraceEvent) => events.filter((e) => e.pid === thread.pid && e.tid === thread.tid && e.ph === 'X' && e.name === 'RunTask' && e.tdur !== undefined);
  const tasks = mains.map(tasksOf).reduce((most, next) => (next.length > most.length ? next : most), []);
  const paint = events.find((e) => e.name === 'firstContentfulPaint' && e.pid === tasks[0]?.pid);
  if (!paint) throw new Error('the trace holds no first contentful paint');
  const ms = tasks.filter((task) => task.ts >= paint.ts).map((task) => task.tdur! / 1000);
  return { blocking: ms.reduce((sum, t) => sum + Math.max(0, 4 * t - 50), 0), cpu: ms.reduce((sum, t) => sum + t, 0) };
}

/**
 * What loads of `path` at a phone's width cost the page's main thread (`costOfTrace`), each traced
 * from a blank page until the network has been quiet for half a second. No locator waits inside
 * the trace: Playwright's own script, evaluated in the page on a locator's first use, is a long
 * task of its own. Read in CPU time, it leaves out what a busy machine adds to every task's wall
 * clock, which Lighthouse's score counts; compare builds by the medians of alternated rounds
 * (docs/decisions/2026-12-06-the-cookie-banner-and-the-logo-out-of-the-first-layout.md).
 */
async function costOfLoads(page: Page, origin: string, path: string, loads: number): Promise<LoadCost[]> {
  const viewport = page.viewportSize();
  await page.setViewportSize({ width: 375, height: 812 });
  const browser = page.context().browser()!;
  const costs: LoadCost[] = [];
  for (let i = 0; i < loads; i++) {
    await page.goto('about:blank');
    await browser.startTracing(page, { categories: ['devtools.timeline', 'disabled-by-default-devtools.timeline', 'loading'] });
    await page.goto(`${origin}${path}`, { waitUntil: 'networkidle' });
    const trace = JSON.parse((await browser.stopTracing()).toString()) as { traceEvents: TraceEvent[] };
    if (!(await page.evaluate(() => document.querySelector('textarea[aria-label="Message"]') !== null))) throw new Error(`${path} loaded without its message box`);
    costs.push(costOfTrace(trace.traceEvents));
  }
  if (viewport) await page.setViewportSize(viewport);
  return costs;
}

/** Long tasks (PerformanceObserver) while the chat renders a long streamed reply. */
async function longTasksDuringReply(page: Page, origin: string): Promise<{ at: number; ms: number }[]> {
  const streamer = await replyStreamer(3000, 1000);
  try {
    await page.route('**/api/chat/message', (route) => route.continue({ url: streamer.url }));
    await page.goto(`${origin}/platform/chat`);
    const box = page.getByRole('textbox', { name: 'Message' });
    await box.waitFor();
    await page.evaluate(() => {
      const seen: { at: number; ms: number }[] = [];
      (globalThis as unknown as { __longTasks: typeof seen }).__longTasks = seen;
      const since = performance.now();
      new PerformanceObserver((list) => list.getEntries().forEach((e) => seen.push({ at: e.startTime - since, ms: e.duration }))).observe({ type: 'longtask' });
    });
    // BENCH_WEB_PROFILE=file.cpuprofile keeps a CPU profile of the page while the reply streams.
    // BENCH_WEB_CPU_SLOWDOWN=4 runs the page on a CPU 4× slower (as Lighthouse's mobile run does):
    // a figure that depends less on what else the machine is doing at the time.
    const slowdown = Number(process.env.BENCH_WEB_CPU_SLOWDOWN ?? 1);
    const cdp = slowdown > 1 ? await page.context().newCDPSession(page) : null;
    await cdp?.send('Emulation.setCPUThrottlingRate', { rate: slowdown });
    const profiler = process.env.BENCH_WEB_PROFILE ? await page.context().newCDPSession(page) : null;
    await profiler?.send('Profiler.enable');
    await profiler?.send('Profiler.start');
    // BENCH_WEB_TRACE=file.json keeps a DevTools trace (layout, style, scripting) of the same window.
    const tracing = process.env.BENCH_WEB_TRACE ? page.context().browser() : null;
    await tracing?.startTracing(page, { path: process.env.BENCH_WEB_TRACE, screenshots: false });
    await box.fill('Tell me everything about dental clinics.');
    await box.press('Enter');
    await page.getByText(streamer.lastWord).waitFor({ timeout: 60_000 });
    await tracing?.stopTracing();
    if (profiler) writeFileSync(process.env.BENCH_WEB_PROFILE!, JSON.stringify((await profiler.send('Profiler.stop')).profile));
    await cdp?.send('Emulation.setCPUThrottlingRate', { rate: 1 });
    return await page.evaluate(() => (globalThis as unknown as { __longTasks: { at: number; ms: number }[] }).__longTasks);
  } finally {
    await page.unroute('**/api/chat/message');
    streamer.close();
  }
}

if (!existsSync(join(dist, 'index.html'))) throw new Error(`${dist} is missing: run \`npm run build\` first`);
await compileBench(['server']);
const server = await startChild(compiled('server'), { BENCH_COACH_DELAY_MS: '0', DATABASE_URL: '', BENCH_WEB_DIST: dist });
const origin = `http://127.0.0.1:${server.port}`;
const profile = mkdtempSync(join(tmpdir(), 'ideapilot-bench-web-'));
const context = await chromium.launchPersistentContext(profile, { executablePath: CHROMIUM, args: [`--remote-debugging-port=${DEBUG_PORT}`] });
try {
  for (const path of runs('scripts') ? signedOutRoutes : []) {
    const { kb, files } = await scriptsOf(context, origin, path);
    if (path === '/login') report.check(`${path} JavaScript`, `${kb.toFixed(1)} KB gzip in ${files} files`, { value: kb, atMost: 110, unit: 'KB' });
    else report.note(`${path}: ${kb.toFixed(1)} KB gzip in ${files} files`);
  }
  const formFactors = !runs('lighthouse') ? [] : quick ? (['mobile'] as const) : (['mobile', 'desktop'] as const);
  for (const formFactor of formFactors) {
    const { score, metrics } = await lighthouseScore(`${origin}/login`, formFactor);
    report.check(`Lighthouse performance /login (${formFactor})`, `${score} (${metrics})`, { value: score, atLeast: 95, unit: '' });
  }

  const page = context.pages()[0] ?? (await context.newPage());
  await signIn(page, origin, server);
  for (const path of runs('scripts') ? signedInRoutes : []) {
    const { kb, files } = await scriptsOf(context, origin, path);
    report.note(`${path}: ${kb.toFixed(1)} KB gzip in ${files} files`);
  }
  for (const formFactor of formFactors) {
    const { score, metrics } = await lighthouseScore(`${origin}/platform/chat`, formFactor);
    report.check(`Lighthouse performance /platform/chat (${formFactor})`, `${score} (${metrics})`, { value: score, atLeast: 95, unit: '' });
  }

  if (runs('long-tasks')) {
    const loads = await costOfLoads(page, origin, '/platform/chat', quick ? 3 : 7);
    const median = (ms: number[]) => [...ms].sort((a, b) => a - b)[Math.floor(ms.length / 2)]!;
    const figure = (ms: number[]) => `median ${median(ms).toFixed(0)} ms (${ms.map((t) => t.toFixed(0)).join(', ')} ms)`;
    report.note(`/platform/chat loads at 375 px, the main thread's CPU after the first paint: ${figure(loads.map((l) => l.cpu))}; as blocking time, each task four times over: ${figure(loads.map((l) => l.blocking))}`);
  }
  const tasks = runs('long-tasks') ? await longTasksDuringReply(page, origin) : null;
  const longest = Math.max(0, ...(tasks ?? []).map((t) => t.ms));
  if (tasks) report.check('longest task while a 3,000-word reply streams in 1,000 chunks', `${longest.toFixed(0)} ms (${tasks.length} tasks over 50 ms${tasks.length ? `: ${tasks.map((t) => `${t.ms.toFixed(0)} ms at +${(t.at / 1000).toFixed(1)} s`).join(', ')}` : ''})`, { value: longest, atMost: 50, unit: 'ms' });
} catch (err) {
  report.note(`bench stopped early: ${(err as Error).stack ?? String(err)}`);
} finally {
  await context.close();
  await stopChild(server);
  rmSync(profile, { recursive: true, force: true });
}
report.print();
