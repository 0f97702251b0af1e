import { maskApiKey } from '@ideapilot/contract';
import { createServer } from 'node:http';
import type { AddressInfo } from 'node:net';
import { afterAll, beforeEach, describe, expect, it } from 'vitest';
import { createUser, deactivateAgents, useTestApp, type TestUser } from '../../test/app.ts';
import { startFakeModelServer } from '../../test/fakes/model-server.ts';
import { newSession, requestCanvas, sendMessage } from '../../test/fakes/sse-client.ts';
import { configWith } from '../config.ts';
import { loggerOptions } from '../http/logging.ts';

// What the log keeps of a failed model call: why it failed, never the API key a provider quotes.
const lines: string[] = [];
// The fakes listen on 127.0.0.1, which the server refuses unless told otherwise.
const t = useTestApp({
  config: { ALLOW_PRIVATE_MODEL_URLS: 'true', MODEL_FIRST_TOKEN_TIMEOUT_MS: '5000' },
  deps: { logger: loggerOptions(configWith({ LOG_LEVEL: 'info' }), { write: (line) => void lines.push(line) }) },
});

/**
 * An OpenAI-compatible provider that quotes the presented key in its error, as some do: refusing
 * the call with a 401, or failing after its first words.
 */
const quoting = createServer((req, res) => {
  const presented = req.headers.authorization?.replace(/^Bearer /, '') ?? '';
  req.resume();
  req.on('end', () => {
    if (!req.url?.startsWith('/mid-stream/')) {
      res.writeHead(401, { 'content-type': 'application/json' });
      res.end(JSON.stringify({ error: { message: `Incorrect API key provided: ${presented}`, type: 'invalid_request_error', code: 'invalid_api_key' } }));
      return;
    }
    res.writeHead(200, { 'content-type': 'text/event-stream' });
    const delta = { id: 'c1', object: 'chat.completion.chunk', created: 1, model: 'gpt-x', choices: [{ index: 0, delta: { role: 'assistant', content: 'Good question' }, finish_reason: null }] };
    res.write(`data: ${JSON.stringify(delta)}\n\n`);
    res.end(`data: ${JSON.stringify({ error: { message: `Quota exceeded for key ${presented}`, type: 'insufficient_quota', code: 'insufficient_quota' } })}\n\n`);
  });
});
await new Promise<void>((resolve) => quoting.listen(0, '127.0.0.1', resolve));
const origin = `http://127.0.0.1:${(quoting.address() as AddressInfo).port}`;
const backup = await startFakeModelServer('anthropic');
afterAll(async () => {
  quoting.close();
  await backup.close();
});

let admin: TestUser;
beforeEach(async () => {
  await deactivateAgents(t.db);
  lines.length = 0;
  admin ??= await createUser(t.app, { admin: true });
});

const addAgent = async (payload: object) =>
  expect((await t.app.inject({ method: 'POST', url: '/api/admin/agents/provider-configs', headers: admin.auth, payload: { is_active: true, ...payload } })).statusCode).toBe(201);
const backupAdvisor = () => addAgent({ role: 'advisor', provider: 'anthropic', model: 'claude-x', api_key: 'sk-ant-other-1234', params: { base_url: backup.baseUrl }, priority: 1 });
const turn = async () => {
  const user = await createUser(t.app);
  return sendMessage(t.app, user.auth, await newSession(t.app, user.auth), 'I want to build a tool for florists.');
};
const entry = (msg: string) => lines.map((line) => JSON.parse(line) as Record<string, unknown>).find((e) => e.msg === msg);

describe('the log of a failed model call', () => {
  it('of a hand-over to the next agent says why the agent failed, with its key masked', async () => {
    const key = 'sk-live-SECRETSECRETSECRET-9876';
    await addAgent({ role: 'advisor', provider: 'openai', model: 'gpt-x', api_key: key, params: { base_url: `${origin}/v1` }, priority: 0 });
    await backupAdvisor();
    backup.script = { chunks: ['Who', ' pays?'] };
    expect((await turn()).text).toBe('Who pays?');
    expect(lines.join('')).not.toContain(key);
    expect(entry('agent failed before its first word; the next in the chain serves')).toMatchObject({
      problem: 'key_rejected',
      model: 'openai/gpt-x',
      detail: expect.stringContaining(`Incorrect API key provided: ${maskApiKey(key)}`),
    });
  });

  it('of a guard or search call says why it failed, with its key masked', async () => {
    const [guardKey, searchKey] = ['sk-live-GUARDSECRETGUARD-1357', 'sk-live-SEARCHSECRETSEARCH-2468'];
    await addAgent({ role: 'guard', provider: 'openai', model: 'guard-x', api_key: guardKey, params: { base_url: `${origin}/v1` } });
    await addAgent({ role: 'search', provider: 'openai', model: 'search-x', api_key: searchKey, params: { base_url: `${origin}/v1` } });
    await backupAdvisor();
    backup.script = { chunks: ['Who', ' pays?'] };
    expect((await turn()).text).toBe('Who pays?');
    expect(lines.join('')).not.toContain(guardKey);
    expect(lines.join('')).not.toContain(searchKey);
    expect(entry('guard model failed; using the offline coach')).toMatchObject({
      model: 'openai/guard-x',
      err: { message: expect.stringContaining(`Incorrect API key provided: ${maskApiKey(guardKey)}`) },
    });
    expect(entry('search model failed; the advisor answers without findings')).toMatchObject({
      model: 'openai/search-x',
      err: { message: expect.stringContaining(`Incorrect API key provided: ${maskApiKey(searchKey)}`) },
    });
  });

  it('of a turn whose model fails after its first words says why, with the key masked', async () => {
    const key = 'sk-live-SECRETSECRETSECRET-4321';
    await addAgent({ role: 'advisor', provider: 'openai', model: 'gpt-x', api_key: key, params: { base_url: `${origin}/mid-stream/v1` }, priority: 0 });
    expect((await turn()).events.at(-1)).toMatchObject({ type: 'error' });
    expect(lines.join('')).not.toContain(key);
    expect(entry('chat turn failed')).toMatchObject({ err: { message: expect.stringContaining(`Quota exceeded for key ${maskApiKey(key)}`) } });
  });

  it('of a canvas rebuild and of a block rework whose secretary fails after its first words, with the key masked', async () => {
    const key = 'sk-live-CANVASSECRETCANVAS-1111';
    const user = await createUser(t.app);
    const sessionId = await newSession(t.app, user.auth);
    await sendMessage(t.app, user.auth, sessionId, 'I want to build a tool for florists.');
    // The offline coach builds the first canvas: the rework needs one.
    expect((await requestCanvas(t.app, user.auth, sessionId)).events.at(-1)).toMatchObject({ type: 'complete' });
    await addAgent({ role: 'secretary', provider: 'openai', model: 'gpt-x', api_key: key, params: { base_url: `${origin}/mid-stream/v1` } });
    await sendMessage(t.app, user.auth, sessionId, 'It is for florists with two shops.');
    expect((await requestCanvas(t.app, user.auth, sessionId)).events.at(-1)).toMatchObject({ type: 'error' });
    const rework = await t.app.inject({ method: 'POST', url: `/api/sessions/${sessionId}/canvas/rework`, headers: user.auth, payload: { block: 'WHO' } });
    expect(rework.body).toContain('"type":"error"');
    expect(lines.join('')).not.toContain(key);
    for (const msg of ['canvas rebuild failed', 'canvas block rework failed']) {
      expect(entry(msg), msg).toMatchObject({ err: { message: expect.stringContaining(`Quota exceeded for key ${maskApiKey(key)}`) } });
    }
  });
});
