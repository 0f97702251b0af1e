import { createServer, type IncomingHttpHeaders, type ServerResponse } from 'node:http';
import type { AddressInfo } from 'node:net';

/**
 * A local model provider speaking the real streaming wire protocol: OpenAI chat completions
 * (`POST /v1/chat/completions`, `data:` chunks and `[DONE]`; one JSON completion when the request
 * does not ask to stream) or Anthropic messages
 * (`POST /v1/messages`, named events). Tests script what it answers and read what it was sent.
 */
export type FakeScript = {
  chunks: string[];
  /** Fails after this many chunks: OpenAI drops the connection, Anthropic sends an error event. */
  failAfter?: number;
  /**
   * Stops after this many chunks and keeps the response open until the client goes away. A
   * non-streamed answer sends nothing at 0, and its head and the start of its body from 1.
   */
  hangAfter?: number;
  /** Answers this HTTP status with an error body instead of a stream. */
  status?: number;
  /** Waits this long after each streamed chunk (a slow model); 5 ms by default. */
  pauseMs?: number;
  /** Answers only once this settles: a model the test holds back until it has done something else. */
  heldUntil?: Promise<unknown>;
};

export type RecordedRequest = {
  path: string;
  headers: IncomingHttpHeaders;
  body: { model?: string; system?: unknown; messages?: { role: string; content: unknown }[]; stream?: boolean } & Record<string, unknown>;
  /** When the client closed the connection before the response ended (ms since epoch). */
  abortedAt: number | null;
  ended: boolean;
};

export type FakeModelServer = {
  /** Base URL as a provider config's `params.base_url` takes it (ends in /v1). */
  baseUrl: string;
  script: FakeScript;
  /** Scripts for the next requests, one each, in order; `script` answers once it is empty. */
  queue: FakeScript[];
  requests: RecordedRequest[];
  /** When set, requests without this bearer key (OpenAI) or x-api-key (Anthropic) get a 401. */
  apiKey?: string;
  close(): Promise<void>;
};

export async function startFakeModelServer(kind: 'openai' | 'anthropic'): Promise<FakeModelServer> {
  const state: FakeModelServer = { baseUrl: '', script: { chunks: ['Hello'] }, queue: [], requests: [], close: async () => {} };
  const server = createServer((req, res) => {
    let raw = '';
    req.on('data', (d) => (raw += d));
    req.on('end', async () => {
      const record: RecordedRequest = { path: req.url ?? '', headers: req.headers, body: safeJson(raw) as RecordedRequest['body'], abortedAt: null, ended: false };
      state.requests.push(record);
      res.on('close', () => {
        if (!res.writableFinished) record.abortedAt = Date.now();
      });
      const expected = kind === 'openai' ? '/v1/chat/completions' : '/v1/messages';
      if (req.method !== 'POST' || req.url !== expected) {
        res.writeHead(404, { 'content-type': 'application/json' }).end('{"error":{"message":"not found"}}');
        return;
      }
      const presented = kind === 'openai' ? req.headers.authorization?.replace(/^Bearer /, '') : req.headers['x-api-key'];
      if (state.apiKey !== undefined && presented !== state.apiKey) {
        res.writeHead(401, { 'content-type': 'application/json' });
        res.end(JSON.stringify({ error: { message: 'Incorrect API key provided', type: 'invalid_request_error', code: 'invalid_api_key' } }));
        return;
      }
      const script = state.queue.shift() ?? state.script;
      await script.heldUntil;
      if (script.status) {
        // Both providers say when to retry (OpenAI in ms too); the SDK honours it, so a retry
        // in a test does not wait the SDK's own 2 s back-off.
        res.writeHead(script.status, { 'content-type': 'application/json', ...(kind === 'openai' ? { 'retry-after-ms': '10' } : { 'retry-after': '0' }) });
        res.end(JSON.stringify(kind === 'openai' ? { error: { message: 'boom', type: 'server_error' } } : { type: 'error', error: { type: 'api_error', message: 'boom' } }));
        return;
      }
      if (kind === 'openai' && record.body?.stream !== true) return void answerOpenAi(res, record, script);
      res.writeHead(200, { 'content-type': 'text/event-stream', 'cache-control': 'no-cache' });
      void (kind === 'openai' ? streamOpenAi(res, record, script) : streamAnthropic(res, record, script));
    });
  });
  await new Promise<void>((resolve) => server.listen(0, '127.0.0.1', resolve));
  const { port } = server.address() as AddressInfo;
  state.baseUrl = `http://127.0.0.1:${port}/v1`;
  state.close = () =>
    new Promise((resolve) => {
      server.closeAllConnections();
      server.close(() => resolve());
    });
  return state;
}

const tick = (script: FakeScript) => new Promise((resolve) => setTimeout(resolve, script.pauseMs ?? 5));

async function streamOpenAi(res: ServerResponse, record: RecordedRequest, script: FakeScript) {
  const model = record.body?.model ?? 'fake';
  const line = (delta: object, finish: string | null = null) =>
    `data: ${JSON.stringify({ id: 'chatcmpl-fake', object: 'chat.completion.chunk', created: 1, model, choices: [{ index: 0, delta, finish_reason: finish }] })}\n\n`;
  for (const [i, chunk] of script.chunks.entries()) {
    if (script.failAfter === i) return void res.socket?.destroy();
    if (script.hangAfter === i) return;
    res.write(line(i === 0 ? { role: 'assistant', content: chunk } : { content: chunk }));
    await tick(script);
  }
  if (script.hangAfter !== undefined) return;
  res.write(line({}, 'stop'));
  res.write('data: [DONE]\n\n');
  record.ended = true;
  res.end();
}

/** A non-streamed chat completion (what structured output asks for): the chunks joined as the message. */
function answerOpenAi(res: ServerResponse, record: RecordedRequest, script: FakeScript) {
  if (script.hangAfter === 0) return;
  const content = script.chunks.join('');
  res.writeHead(200, { 'content-type': 'application/json' });
  if (script.hangAfter !== undefined) return void res.write('{"id":"chatcmpl-fake",');
  res.end(
    JSON.stringify({
      id: 'chatcmpl-fake',
      object: 'chat.completion',
      created: 1,
      model: record.body?.model ?? 'fake',
      choices: [{ index: 0, message: { role: 'assistant', content }, finish_reason: 'stop' }],
      usage: { prompt_tokens: 10, completion_tokens: script.chunks.length, total_tokens: 10 + script.chunks.length },
    }),
  );
  record.ended = true;
}

async function streamAnthropic(res: ServerResponse, record: RecordedRequest, script: FakeScript) {
  const event = (name: string, data: object) => res.write(`event: ${name}\ndata: ${JSON.stringify({ type: name, ...data })}\n\n`);
  event('message_start', {
    message: { id: 'msg_fake', type: 'message', role: 'assistant', model: record.body?.model ?? 'fake', content: [], stop_reason: null, stop_sequence: null, usage: { input_tokens: 10, output_tokens: 1 } },
  });
  event('content_block_start', { index: 0, content_block: { type: 'text', text: '' } });
  for (const [i, chunk] of script.chunks.entries()) {
    if (script.failAfter === i) {
      event('error', { error: { type: 'overloaded_error', message: 'Overloaded' } });
      return void res.end();
    }
    if (script.hangAfter === i) return;
    event('content_block_delta', { index: 0, delta: { type: 'text_delta', text: chunk } });
    await tick(script);
  }
  if (script.hangAfter !== undefined) return;
  event('content_block_stop', { index: 0 });
  event('message_delta', { delta: { stop_reason: 'end_turn', stop_sequence: null }, usage: { output_tokens: script.chunks.length } });
  event('message_stop', {});
  record.ended = true;
  res.end();
}

function safeJson(text: string): unknown {
  try {
    return JSON.parse(text);
  } catch {
    return text;
  }
}
