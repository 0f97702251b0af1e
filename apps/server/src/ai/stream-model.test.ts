import { setFlagsFromString } from 'node:v8';
import { runInNewContext } from 'node:vm';
import { afterAll, beforeAll, expect, it } from 'vitest';
import { startFakeModelServer, type FakeModelServer } from '../../test/fakes/model-server.ts';
import { streamModel } from './providers.ts';

// The garbage collector, called on purpose: an abort the SDK missed once one had run left the
// read waiting for good (vercel/ai#15430).
setFlagsFromString('--expose-gc');
const collectGarbage = runInNewContext('gc') as () => void;

let model: FakeModelServer;
beforeAll(async () => {
  model = await startFakeModelServer('openai');
});
afterAll(async () => model?.close());

const spec = () => ({ provider: 'openai' as const, model: 'stream-model', apiKey: 'sk-stream-model-key-1', params: { base_url: model.baseUrl } });

/** Reads a call whose model falls silent after its first word, aborting it then. */
async function readUntilAborted(): Promise<string[]> {
  const controller = new AbortController();
  const texts: string[] = [];
  for await (const text of streamModel(spec(), { system: 'Be brief.', messages: [{ role: 'user', content: 'Hi' }], signal: controller.signal, allowPrivateUrls: true, retries: 0 })) {
    texts.push(text);
    setTimeout(() => controller.abort(), 200);
  }
  return texts;
}

it('a call whose model falls silent ends when its signal aborts, though the garbage collector runs meanwhile', async () => {
  model.script = { chunks: ['Who ', 'pays ', 'for it?'], hangAfter: 1 };
  const collecting = setInterval(collectGarbage, 10);
  try {
    const calls = await Promise.all(Array.from({ length: 5 }, readUntilAborted));
    expect(calls).toEqual(Array.from({ length: 5 }, () => ['Who ']));
  } finally {
    clearInterval(collecting);
  }
}, 20_000);
