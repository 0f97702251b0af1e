import { setFlagsFromString } from 'node:v8';
import { runInNewContext } from 'node:vm';
import { afterAll, beforeAll, expect, it } from 'vitest';
import { startFakeModelServer, type FakeModelServer } from '../../test/fakes/model-server.ts';
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

/** A whole answer, as the Vibe suggestions ask for one, aborted once its head has surely come and a collection has run. */
async function askAndAbort(): Promise<string> {
  const { generateText } = await import('ai');
  const controller = new AbortController();
  setTimeout(() => controller.abort(), 500);
  try {
    await generateText({ model: await languageModel(spec(), { allowPrivateUrls: true }), prompt: 'Suggest', abortSignal: controller.signal, maxRetries: 0 });
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

it('a whole answer whose model sent its head and fell silent ends when its signal aborts, though the garbage collector runs, and its connection closes', { timeout: 20_000 }, async () => {
  model.requests.length = 0;
  model.script = { chunks: ['{"tagline":"Never sent"}'], hangAfter: 1 };
  expect(await whileCollecting(askAndAbort)).toEqual(Array.from({ length: 5 }, () => 'AbortError'));
  await connectionsClosed();
});

it('a streamed answer whose model fell silent after its first word ends when its signal aborts, though the garbage collector runs, and its connection closes', { timeout: 20_000 }, async () => {
  model.requests.length = 0;
  model.script = { chunks: ['Who ', 'pays ', 'for it?'], hangAfter: 1 };
  expect(await whileCollecting(readUntilAborted)).toEqual(Array.from({ length: 5 }, () => ['Who ']));
  await connectionsClosed();
});
