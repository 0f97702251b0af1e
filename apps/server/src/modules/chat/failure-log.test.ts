import { createServer } from 'node:http';
import type { AddressInfo } from 'node:net';
import { afterAll, expect, it } from 'vitest';
import { createUser, useTestApp } from '../../../test/app.ts';
import { newSession, sendMessage } from '../../../test/fakes/sse-client.ts';
import { configWith } from '../../config.ts';
import { loggerOptions } from '../../http/logging.ts';

const lines: string[] = [];
// The fake listens on 127.0.0.1, which the server refuses unless told otherwise.
const t = useTestApp({
  config: { ALLOW_PRIVATE_MODEL_URLS: 'true' },
  deps: { logger: loggerOptions(configWith({ LOG_LEVEL: 'info' }), { write: (line) => void lines.push(line) }) },
});

const KEY = 'sk-live-SECRETSECRETSECRET-4321';

// An OpenAI-compatible provider that fails after its first words and quotes the presented key in its error.
const quoting = createServer((req, res) => {
  const presented = req.headers.authorization?.replace(/^Bearer /, '') ?? '';
  req.resume();
  req.on('end', () => {
    res.writeHead(200, { 'content-type': 'text/event-stream' });
    const delta = { id: 'c1', object: 'chat.completion.chunk', created: 1, model: 'gpt-x', choices: [{ index: 0, delta: { role: 'assistant', content: 'Good question' }, finish_reason: null }] };
    res.write(`data: ${JSON.stringify(delta)}\n\n`);
    res.end(`data: ${JSON.stringify({ error: { message: `Quota exceeded for key ${presented}`, type: 'insufficient_quota', code: 'insufficient_quota' } })}\n\n`);
  });
});
await new Promise<void>((resolve) => quoting.listen(0, '127.0.0.1', resolve));
afterAll(() => void quoting.close());

it('the log of a turn whose model fails after its first words says why, with the key masked when the provider quotes it', async () => {
  const admin = await createUser(t.app, { admin: true });
  const baseUrl = `http://127.0.0.1:${(quoting.address() as AddressInfo).port}/v1`;
  const added = await t.app.inject({
    method: 'POST',
    url: '/api/admin/agents/provider-configs',
    headers: admin.auth,
    payload: { role: 'advisor', provider: 'openai', model: 'gpt-x', api_key: KEY, params: { base_url: baseUrl }, priority: 0, is_active: true },
  });
  expect(added.statusCode).toBe(201);
  const user = await createUser(t.app);
  const turn = await sendMessage(t.app, user.auth, await newSession(t.app, user.auth), 'I want to build a tool for florists.');
  expect(turn.events.at(-1)).toMatchObject({ type: 'error' });

  const failed = lines.filter((line) => line.includes('chat turn failed'));
  expect(failed).toHaveLength(1);
  expect(failed[0]).toContain('Quota exceeded for key');
  expect(lines.join('\n')).not.toContain(KEY);
});
