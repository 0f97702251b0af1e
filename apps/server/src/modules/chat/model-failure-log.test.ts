import { maskApiKey } from '@ideapilot/contract';
import { createServer } from 'node:http';
import type { AddressInfo } from 'node:net';
import { afterAll, describe, expect, it } from 'vitest';
import { createUser, useTestApp } from '../../../test/app.ts';
import { startFakeModelServer } from '../../../test/fakes/model-server.ts';
import { newSession, sendMessage } from '../../../test/fakes/sse-client.ts';
import { configWith } from '../../config.ts';
import { loggerOptions } from '../../http/logging.ts';

const lines: string[] = [];
// The fakes listen on 127.0.0.1, which the server refuses unless told otherwise.
const t = useTestApp({
  config: { ALLOW_PRIVATE_MODEL_URLS: 'true', MODEL_FIRST_TOKEN_TIMEOUT_MS: '5000' },
  deps: { logger: loggerOptions(configWith({ LOG_LEVEL: 'info' }), { write: (line) => void lines.push(line) }) },
});

const GUARD_KEY = 'sk-live-GUARDSECRETGUARD-1357';
const SEARCH_KEY = 'sk-live-SEARCHSECRETSEARCH-2468';

// An OpenAI-compatible provider that, like some do, quotes the presented key in its 401 message.
const quoting = createServer((req, res) => {
  const presented = req.headers.authorization?.replace(/^Bearer /, '') ?? '';
  req.resume();
  req.on('end', () => {
    res.writeHead(401, { 'content-type': 'application/json' });
    res.end(JSON.stringify({ error: { message: `Incorrect API key provided: ${presented}`, type: 'invalid_request_error', code: 'invalid_api_key' } }));
  });
});
await new Promise<void>((resolve) => quoting.listen(0, '127.0.0.1', resolve));
const quotingUrl = `http://127.0.0.1:${(quoting.address() as AddressInfo).port}/v1`;
const advisor = await startFakeModelServer('anthropic');
afterAll(async () => {
  quoting.close();
  await advisor.close();
});

describe('the log of a failed guard or search call', () => {
  it('says why the call failed, with the key masked when the provider quotes it', async () => {
    const admin = await createUser(t.app, { admin: true });
    const add = (payload: object) => t.app.inject({ method: 'POST', url: '/api/admin/agents/provider-configs', headers: admin.auth, payload: { ...payload, is_active: true } });
    expect((await add({ role: 'guard', provider: 'openai', model: 'guard-x', api_key: GUARD_KEY, params: { base_url: quotingUrl } })).statusCode).toBe(201);
    expect((await add({ role: 'search', provider: 'openai', model: 'search-x', api_key: SEARCH_KEY, params: { base_url: quotingUrl } })).statusCode).toBe(201);
    expect((await add({ role: 'advisor', provider: 'anthropic', model: 'claude-x', api_key: 'sk-ant-other-1234', params: { base_url: advisor.baseUrl } })).statusCode).toBe(201);
    advisor.script = { chunks: ['Who', ' pays?'] };

    const user = await createUser(t.app);
    const turn = await sendMessage(t.app, user.auth, await newSession(t.app, user.auth), 'I want to build a tool for florists.');
    expect(turn.text).toBe('Who pays?');
    const log = lines.join('');
    expect(log).not.toContain(GUARD_KEY);
    expect(log).not.toContain(SEARCH_KEY);
    const entry = (msg: string) => lines.map((line) => JSON.parse(line) as Record<string, unknown>).find((e) => e.msg === msg);
    expect(entry('guard model failed; using the offline coach')).toMatchObject({
      model: 'openai/guard-x',
      err: { message: expect.stringContaining(`Incorrect API key provided: ${maskApiKey(GUARD_KEY)}`) },
    });
    expect(entry('search model failed; the advisor answers without findings')).toMatchObject({
      model: 'openai/search-x',
      err: { message: expect.stringContaining(`Incorrect API key provided: ${maskApiKey(SEARCH_KEY)}`) },
    });
  });
});
