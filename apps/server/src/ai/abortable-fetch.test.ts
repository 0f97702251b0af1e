import { getEventListeners } from 'node:events';
import { setFlagsFromString } from 'node:v8';
import { runInNewContext } from 'node:vm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { startFakeModelServer, type FakeModelServer } from '../../test/fakes/model-server.ts';
import { abortableFetch } from './abortable-fetch.ts';
import { languageModel, streamModel } from './providers.ts';

// The garbage collector, called on purpose: undici follows a call's signal through a weak
// reference, and once one had run an abort no longer reached an answer whose head had come.
setFlagsFromString('--expose-gc');
const collectGarbage = runInNewContext('gc') as () => void;

let model: FakeModelServer;
beforeAll(async () => {
  model = await startFakeModelServer('openai');
});
afterAll(async () => model?.close());

const spec = () => ({ provider: 'openai' as const, model: 'silent-model', apiKey: 'sk-abortable-fetch-key-1', params: { base_url: model.baseUrl } });

/** Five calls at once while the garbage collector runs every 10 ms. */
async function whileCollecting<T>(call: () => Promise<T>): Promise<T[]> {
  const collecting = setInterval(collectGarbage, 10);
  try {
    return await Promise.all(Array.from({ length: 5 }, call));
  } finally {
    clearInterval(collecting);
  }
}

/** A whole answer, as the Vibe suggestions ask for one: the name of what it ended with. */
async function ask(signal: AbortSignal): Promise<string> {
  const { generateText } = await import('ai');
  try {
    await generateText({ model: await languageModel(spec(), { allowPrivateUrls: true }), prompt: 'Suggest', abortSignal: signal, maxRetries: 0 });
    return 'answered';
  } catch (err) {
    return (err as Error).name;
  }
}

/** A streamed answer, aborted 200 ms after its first word. */
async function readUntilAborted(): Promise<string[]> {
  const controller = new AbortController();
  const texts: string[] = [];
  for await (const text of streamModel(spec(), { system: 'Be brief.', messages: [{ role: 'user', content: 'Hi' }], signal: controller.signal, allowPrivateUrls: true, retries: 0 })) {
    texts.push(text);
    setTimeout(() => controller.abort(), 200);
  }
  return texts;
}

const connectionsClosed = () => expect.poll(() => model.requests.filter((r) => r.abortedAt === null), { timeout: 5_000 }).toEqual([]);

it('a whole answer whose model sent its head and fell silent ends when its signal aborts, though the garbage collector ran, and its connection closes', { timeout: 20_000 }, async () => {
  model.requests.length = 0;
  model.script = { chunks: ['{"tagline":"Never sent"}'], hangAfter: 1 };
  const controllers = Array.from({ length: 5 }, () => new AbortController());
  const answers = Promise.all(controllers.map((c) => ask(c.signal)));
  // The fake writes each head as it records the request; the client reads it within moments, and
  // the collections after that are what lost the abort.
  await expect.poll(() => model.requests.length).toBe(5);
  await new Promise((resolve) => setTimeout(resolve, 200));
  collectGarbage();
  collectGarbage();
  for (const c of controllers) c.abort();
  expect(await answers).toEqual(Array.from({ length: 5 }, () => 'AbortError'));
  await connectionsClosed();
});

it('a streamed answer whose model fell silent after its first word ends when its signal aborts, though the garbage collector runs, and its connection closes', { timeout: 20_000 }, async () => {
  model.requests.length = 0;
  model.script = { chunks: ['Who ', 'pays ', 'for it?'], hangAfter: 1 };
  expect(await whileCollecting(readUntilAborted)).toEqual(Array.from({ length: 5 }, () => ['Who ']));
  await connectionsClosed();
});

describe('the listener it puts on the signal', () => {
  const bodyOf = (end: (c: ReadableStreamDefaultController<Uint8Array>) => void) =>
    new ReadableStream<Uint8Array>({
      start(c) {
        c.enqueue(new Uint8Array([123]));
        end(c);
      },
    });
  const fetchWith = (body: ReadableStream<Uint8Array>, signal: AbortSignal) => abortableFetch((async () => new Response(body)) as typeof fetch)('http://model.test/v1', { signal });

  it('goes when the body is read to its end, fails (a dropped connection) or is cancelled', async () => {
    const { signal } = new AbortController();
    await (await fetchWith(bodyOf((c) => c.close()), signal)).arrayBuffer();
    await expect((await fetchWith(bodyOf((c) => c.error(new TypeError('terminated'))), signal)).arrayBuffer()).rejects.toThrow('terminated');
    await (await fetchWith(bodyOf(() => {}), signal)).body!.cancel();
    expect(getEventListeners(signal, 'abort')).toEqual([]);
  });
});
