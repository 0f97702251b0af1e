import type { ChatStreamEvent } from '@ideapilot/contract';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { ApiError, call, callStream, setConsentRequiredHandler, setSessionExpiredHandler } from './api.ts';

/** Answers every fetch with these pieces of body, sent one by one as the network would. */
function answerWith(pieces: string[], init: ResponseInit = { status: 200 }) {
  const requests: { url: string; init: RequestInit }[] = [];
  vi.stubGlobal('fetch', async (url: string, requestInit: RequestInit) => {
    requests.push({ url, init: requestInit });
    const body = new ReadableStream<Uint8Array>({
      start(controller) {
        for (const piece of pieces) controller.enqueue(new TextEncoder().encode(piece));
        controller.close();
      },
    });
    return new Response(body, init);
  });
  return requests;
}

afterEach(() => vi.unstubAllGlobals());

describe('the typed client', () => {
  it('fills path parameters, sends the body as the endpoint says, and parses the answer', async () => {
    const requests = answerWith([JSON.stringify({ id: 's/1', name: 'Bikes', created_at: '2026-11-23T10:00:00Z', extra: 'dropped' })]);
    const session = await call('renameSession', { params: { id: 's/1' }, body: { new_name: 'Bikes' } });
    expect(session).toEqual({ id: 's/1', name: 'Bikes', created_at: '2026-11-23T10:00:00Z' });
    expect(requests[0]!.url).toBe('/api/sessions/s%2F1');
    expect(requests[0]!.init).toMatchObject({ method: 'PATCH', body: '{"new_name":"Bikes"}' });
  });

  it('finds a row of the rest of the table, after its first part, and checks its answer the same way', async () => {
    const item = { id: 'h1', created_at: '2026-12-02T10:00:00Z', kind: 'grant', tokens: 20, reason: 'Welcome tokens' };
    const requests = answerWith([JSON.stringify([{ ...item, extra: 'dropped' }])]);
    expect(await call('subscriptionHistory')).toEqual([item]);
    expect(requests[0]!.url).toBe('/api/subscriptions/history');

    answerWith([JSON.stringify([{ ...item, tokens: 'twenty' }])]);
    await expect(call('subscriptionHistory')).rejects.toThrow();
  });

  it('sends a form-encoded endpoint as a form, without a bearer token when it is public', async () => {
    const requests = answerWith([JSON.stringify({ access_token: 't', token_type: 'bearer' })]);
    await call('signIn', { body: { username: 'ada@example.com', password: 'p w', remember_me: 'true' } });
    expect(requests[0]!.init.body).toBe('username=ada%40example.com&password=p+w&remember_me=true');
    expect(requests[0]!.init.headers).toEqual({ 'Content-Type': 'application/x-www-form-urlencoded' });
  });

  it('throws an ApiError carrying the code and detail of an error answer', async () => {
    answerWith([JSON.stringify({ detail: 'Email already registered', code: 'email_taken' })], { status: 400 });
    const failure = await call('register', { body: { email: 'a@b.co', password: 'secret1', first_name: 'A', last_name: 'B' } }).catch((e: unknown) => e);
    expect(failure).toBeInstanceOf(ApiError);
    expect(failure).toMatchObject({ status: 400, code: 'email_taken', detail: 'Email already registered' });
  });

  it('keeps the detail of an error answer whose code this build does not know', async () => {
    answerWith([JSON.stringify({ detail: 'Database unavailable', code: 'a_code_from_a_newer_server' })], { status: 503 });
    const failure = await call('me').catch((e: unknown) => e);
    expect(failure).toMatchObject({ status: 503, code: null, detail: 'Database unavailable' });
  });

  it('reads a stream split anywhere, with ids, event names, multi-line data and comments', async () => {
    answerWith([
      ': heartbeat\n\nid: 1\nevent: stage\ndata: {"type":"stage",',
      '"content":"Reading"}\n\nid: 2\ndata: {"type":"chunk",\ndata: "content":"Hel',
      'lo"}\n\ndata: not json\n\ndata: {"type":"unknown"}\n\n',
      'data: {"type":"complete","turn_id":"t1"}\n\n',
    ]);
    const events: ChatStreamEvent[] = [];
    await callStream('sendMessage', { body: { session_id: 's', message: 'hi' } }, (event) => events.push(event));
    expect(events).toEqual([
      { type: 'stage', content: 'Reading' },
      { type: 'chunk', content: 'Hello' },
      { type: 'complete', turn_id: 't1' },
    ]);
  });

  it('throws the error answer of a stream before any event', async () => {
    answerWith([JSON.stringify({ detail: 'No tokens remaining', code: 'out_of_tokens' })], { status: 402 });
    const onEvent = vi.fn();
    const failure = await callStream('sendMessage', { body: { session_id: 's', message: 'hi' } }, onEvent).catch((e: unknown) => e);
    expect(failure).toMatchObject({ status: 402, code: 'out_of_tokens' });
    expect(onEvent).not.toHaveBeenCalled();
  });

  it('tells the app shell when the server refuses the AI work for want of consent, and only then', async () => {
    const consentRequired = vi.fn();
    setConsentRequiredHandler(consentRequired);
    const refusal = { detail: 'Please accept the Privacy Policy and the Terms of Service before using the AI coach.', code: 'consent_required' };
    answerWith([JSON.stringify(refusal)], { status: 403 });
    const failure = await callStream('sendMessage', { body: { session_id: 's', message: 'hi' } }, vi.fn()).catch((e: unknown) => e);
    expect(failure).toMatchObject({ status: 403, ...refusal });
    expect(consentRequired).toHaveBeenCalledTimes(1);

    answerWith([JSON.stringify({ detail: 'Admin access required', code: 'admin_required' })], { status: 403 });
    await call('listProviderConfigs').catch(() => undefined);
    expect(consentRequired).toHaveBeenCalledTimes(1);
    setConsentRequiredHandler(() => {});
  });
});

describe('a refresh of the access token', () => {
  const renamed = { id: 's1', name: 'Bikes', created_at: '2026-11-23T10:00:00Z' };
  const json = (body: unknown, status = 200) => new Response(JSON.stringify(body), { status });

  /** The stored token is refused; the refresh is answered by `refresh`; a call with the new token succeeds. */
  function expiredTokenWith(refresh: () => Promise<Response>) {
    localStorage.setItem('access_token', 'expired');
    localStorage.setItem('isAuthenticated', 'true');
    const sent: string[] = [];
    vi.stubGlobal('fetch', async (url: string, init: RequestInit) => {
      sent.push(`${url} ${(init.headers as Record<string, string> | undefined)?.Authorization ?? ''}`.trim());
      if (url === '/api/auth/refresh') return refresh();
      const token = (init.headers as Record<string, string>).Authorization;
      return token === 'Bearer fresh' ? json(renamed) : json({ detail: 'Not authenticated', code: 'not_authenticated' }, 401);
    });
    const sessionExpired = vi.fn();
    setSessionExpiredHandler(sessionExpired);
    return { sent, sessionExpired };
  }
  const rename = () => call('renameSession', { params: { id: 's1' }, body: { new_name: 'Bikes' } });

  afterEach(async () => {
    localStorage.clear();
    setSessionExpiredHandler(() => {});
    // The shared refresh is let go a task after it settles.
    await new Promise((resolve) => setTimeout(resolve, 0));
  });

  it('stores the new token and sends the call again with it', async () => {
    const { sent, sessionExpired } = expiredTokenWith(async () => json({ access_token: 'fresh', token_type: 'bearer' }));
    expect(await rename()).toEqual(renamed);
    expect(sent).toEqual(['/api/sessions/s1 Bearer expired', '/api/auth/refresh', '/api/sessions/s1 Bearer fresh']);
    expect(localStorage.getItem('access_token')).toBe('fresh');
    expect(sessionExpired).not.toHaveBeenCalled();
  });

  it('is not made for a call refused with a token another refresh replaced while it was on its way', async () => {
    const { sent } = expiredTokenWith(async () => json({ access_token: 'fresh', token_type: 'bearer' }));
    const answer = globalThis.fetch;
    vi.stubGlobal('fetch', async (url: string, init: RequestInit) => {
      const res = await answer(url, init);
      // Another call's refresh stored the new token before this call's 401 arrived.
      if (res.status === 401) localStorage.setItem('access_token', 'fresh');
      return res;
    });
    expect(await rename()).toEqual(renamed);
    expect(sent).toEqual(['/api/sessions/s1 Bearer expired', '/api/sessions/s1 Bearer fresh']);
  });

  it('signs out when the server refuses it', async () => {
    const { sessionExpired } = expiredTokenWith(async () => json({ detail: 'Session expired. Please sign in again.', code: 'refresh_invalid' }, 401));
    await expect(rename()).rejects.toMatchObject({ status: 401, code: 'not_authenticated' });
    expect(sessionExpired).toHaveBeenCalledTimes(1);
    expect(localStorage.getItem('access_token')).toBeNull();
    expect(localStorage.getItem('isAuthenticated')).toBeNull();
  });

  it('keeps the session when it gets no answer: the call fails as no connection, and the next one refreshes', async () => {
    let connected = false;
    const { sent, sessionExpired } = expiredTokenWith(async () => {
      if (!connected) throw new TypeError('Failed to fetch');
      return json({ access_token: 'fresh', token_type: 'bearer' });
    });
    const failure = await rename().catch((e: unknown) => e);
    expect(failure).toBeInstanceOf(ApiError);
    expect(failure).toMatchObject({ status: 0 });
    expect(sessionExpired).not.toHaveBeenCalled();
    expect(localStorage.getItem('access_token')).toBe('expired');
    expect(localStorage.getItem('isAuthenticated')).toBe('true');

    await new Promise((resolve) => setTimeout(resolve, 0));
    connected = true;
    expect(await rename()).toEqual(renamed);
    expect(sent.filter((request) => request === '/api/auth/refresh')).toHaveLength(2);
  });

  it('keeps the session when the server answers it with an error of its own', async () => {
    const { sessionExpired } = expiredTokenWith(async () => json({ detail: 'Service temporarily unavailable', code: null }, 503));
    await expect(rename()).rejects.toMatchObject({ status: 503, detail: 'Service temporarily unavailable' });
    expect(sessionExpired).not.toHaveBeenCalled();
    expect(localStorage.getItem('isAuthenticated')).toBe('true');
  });

  it('keeps the session when the answer is cut off before its end', async () => {
    const { sessionExpired } = expiredTokenWith(async () => new Response('{"access_token":"fre', { status: 200 }));
    await expect(rename()).rejects.toMatchObject({ status: 0 });
    expect(sessionExpired).not.toHaveBeenCalled();
    expect(localStorage.getItem('isAuthenticated')).toBe('true');
  });
});
