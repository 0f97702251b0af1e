import {
  ErrorCode,
  pathOf,
  systemEndpoints,
  type Endpoint,
  type EndpointName,
  type endpoints,
  type RequestBodyOf,
  type ResponseOf,
  type StreamEventOf,
} from '@ideapilot/contract';
import * as z from 'zod/mini';
import type * as core from 'zod/v4/core';
import { withRefreshLock } from './refresh-lock.ts';
import { session } from './session.ts';

type Endpoints = typeof endpoints;

/**
 * A failed call: the HTTP status (0 for no connection), the contract's error code and the server's
 * `detail`, when the answer had them. Screens choose what to say by `code`.
 */
export class ApiError extends Error {
  constructor(
    readonly status: number,
    readonly code: ErrorCode | null = null,
    readonly detail: string | null = null,
  ) {
    super(detail ?? `Request failed (${status})`);
    this.name = 'ApiError';
  }
}

/**
 * The row of an endpoint. The table, with its schemas, loads with the first call that needs it, so
 * the first download of /login holds none of it; the system rows (the public config /login reads
 * at once) come with the app (docs/decisions/2026-11-24-performance.md). The table's first part
 * holds sign-in and the rows the signed-in screens call as they load; the rest loads when one of
 * its rows is first called (docs/decisions/2026-12-02-the-endpoint-table-in-two-parts.md). The
 * whole contract is on `zod/mini` (docs/decisions/2026-12-06-the-contract-on-zod-mini.md).
 */
async function rowOf<N extends EndpointName>(name: N): Promise<Endpoints[N]> {
  const bundled: Partial<Endpoints> = systemEndpoints;
  if (bundled[name]) return bundled[name];
  const core: Partial<Endpoints> = (await loadChunk(() => import('@ideapilot/contract/core-endpoints'))).coreEndpoints;
  if (core[name]) return core[name];
  return (await loadChunk(() => import('@ideapilot/contract/endpoints'))).endpoints[name];
}

/** Loads a part of the app on demand; one that cannot be fetched is no connection, as a failed fetch is. */
export async function loadChunk<T>(load: () => Promise<T>): Promise<T> {
  try {
    return await load();
  } catch {
    throw new ApiError(0);
  }
}

/** A call that needs the signed-in user was about to be made with no access token stored (signed out, perhaps in another tab). */
export class MissingTokenError extends Error {
  constructor() {
    super('No authentication token found');
    this.name = 'MissingTokenError';
  }
}

/** Throws MissingTokenError unless an access token is stored; for screens that say so instead of sending the call. */
export function requireToken(): void {
  if (!session.token()) throw new MissingTokenError();
}

type SessionExpiredHandler = () => void;
let onSessionExpired: SessionExpiredHandler = () => {};
/** What to do when a refresh fails: the app shell signs out and goes to /login. */
export function setSessionExpiredHandler(handler: SessionExpiredHandler) {
  onSessionExpired = handler;
}

let onConsentRequired: () => void = () => {};
/**
 * What to do when the server refuses the AI work for want of consent to the policies (withdrawn in
 * another tab, say): the app shell reads the user again, and the consent dialog opens.
 */
export function setConsentRequiredHandler(handler: () => void) {
  onConsentRequired = handler;
}

let refreshing: Promise<string | null> | null = null;

/** The answers by which the server refuses a refresh (the contract's `refresh_invalid`, `cross_site_request`). */
const REFRESH_REFUSED = new Set([401, 403]);

/**
 * One refresh at a time: concurrent 401s share it. `refused` is the token the 401 was for.
 * Resolves to the new token, or null when the server refused the refresh (the session is over).
 * A refresh that got no answer, or a server error, throws its ApiError instead: the refresh cookie
 * may well be good, and a connection that drops for a moment must not sign the founder out
 * (docs/decisions/2026-12-05-a-refresh-without-an-answer-keeps-the-session.md).
 */
function refreshAccessToken(refused: string | null): Promise<string | null> {
  // Other tabs wait for the lock, then take the token a tab before them stored.
  refreshing ??= withRefreshLock(async () => {
    try {
      // Already replaced (a call answered after this tab's last refresh, or another tab): no second refresh.
      const current = session.token();
      if (current && current !== refused) return current;
      // The row first: a refresh cookie spent on an answer the app could not read would sign the founder out.
      const row = await rowOf('refresh');
      const res = await fetchOrNoConnection('/api/auth/refresh', { method: 'POST', credentials: 'same-origin' });
      if (REFRESH_REFUSED.has(res.status)) return null;
      if (!res.ok) throw await errorOf(res);
      const answer: unknown = await res.json().catch(() => {
        throw new ApiError(0);
      });
      const body = z.safeParse(row.response, answer);
      if (!body.success) return null;
      session.setToken(body.data.access_token);
      return body.data.access_token;
    } finally {
      setTimeout(() => (refreshing = null), 0);
    }
  });
  return refreshing;
}

type RequestOptions = {
  method: string;
  body?: unknown;
  form?: boolean;
  signal?: AbortSignal;
  headers?: Record<string, string>;
  /** Sends the bearer token and refreshes once on 401. */
  auth: boolean;
};

function buildInit(options: RequestOptions, token: string | null): RequestInit {
  const headers: Record<string, string> = { ...options.headers };
  let body: BodyInit | undefined;
  if (options.body !== undefined && options.form) {
    headers['Content-Type'] = 'application/x-www-form-urlencoded';
    body = new URLSearchParams(options.body as Record<string, string>).toString();
  } else if (options.body !== undefined) {
    headers['Content-Type'] = 'application/json';
    body = JSON.stringify(options.body);
  }
  if (token && options.auth) headers.Authorization = `Bearer ${token}`;
  return { method: options.method, headers, body, signal: options.signal, credentials: 'same-origin' };
}

/** fetch; a request that got no answer is ApiError(0), one the caller cut off stays its AbortError. */
async function fetchOrNoConnection(path: string, init: RequestInit): Promise<Response> {
  try {
    return await fetch(path, init);
  } catch (err) {
    if (err instanceof DOMException && err.name === 'AbortError') throw err;
    throw new ApiError(0);
  }
}

/** fetch with the bearer token, one shared refresh on 401 and a retry; returns the raw response. */
async function apiFetch(path: string, options: RequestOptions): Promise<Response> {
  const sent = session.token();
  const res = await fetchOrNoConnection(path, buildInit(options, sent));
  if (res.status !== 401 || !options.auth) return res;
  // A refresh without an answer, or with a server error, throws: the call fails with it, and the session stays.
  const token = await refreshAccessToken(sent);
  if (!token) {
    session.clear();
    onSessionExpired();
    return res;
  }
  return fetchOrNoConnection(path, buildInit(options, token));
}

/** An error answer read leniently: a code this build does not know still leaves the detail. */
const ErrorAnswer = z.object({ detail: z.catch(z.nullable(z.string()), null), code: z.catch(z.nullable(ErrorCode), null) });

async function errorOf(res: Response): Promise<ApiError> {
  const body = z.safeParse(ErrorAnswer, await res.json().catch(() => null));
  const error = body.success ? new ApiError(res.status, body.data.code, body.data.detail) : new ApiError(res.status);
  if (error.code === 'consent_required') onConsentRequired();
  return error;
}

type Input<S, Key extends string> = S extends core.$ZodType ? { [K in Key]: core.input<S> } : { [K in Key]?: never };

/** What a call of an endpoint takes: its path parameters, query and body, as the contract types them. */
export type CallInput<E extends Endpoint> = Input<E['params'], 'params'> &
  Input<E['query'], 'query'> &
  (E['body'] extends core.$ZodType ? { body: RequestBodyOf<E> } : { body?: never }) & { signal?: AbortSignal };

/** Input is optional for an endpoint that takes none. */
type CallArgs<E extends Endpoint> = object extends CallInput<E> ? [input?: CallInput<E>] : [input: CallInput<E>];

/** A call's input, whichever row it is for (checked against the row by the callers' signatures). */
type AnyInput = { params?: unknown; query?: unknown; body?: unknown; signal?: AbortSignal };

function send(row: Endpoint, input: AnyInput = {}, headers?: Record<string, string>): Promise<Response> {
  const query = input.query ? `?${new URLSearchParams(input.query as Record<string, string>)}` : '';
  return apiFetch(`${pathOf(row, input.params as Record<string, string> | undefined)}${query}`, {
    method: row.method,
    body: input.body,
    form: row.encoding === 'form',
    signal: input.signal,
    headers,
    auth: row.access !== 'public',
  });
}

/**
 * Calls one row of the endpoint table, by name: resolves to its answer, checked against the
 * contract's schema (undefined for a 204), or throws ApiError.
 */
export async function call<N extends EndpointName>(name: N, ...[input]: CallArgs<Endpoints[N]>): Promise<ResponseOf<Endpoints[N]>> {
  const row: Endpoint = await rowOf(name);
  const res = await send(row, input);
  if (!res.ok) throw await errorOf(res);
  const answer: unknown = row.response ? z.parse(row.response, await res.json()) : undefined;
  // Parsed by the endpoint's own response schema just above, so it is that schema's output.
  return answer as ResponseOf<Endpoints[N]>;
}

/** A file an endpoint answered with, and the name the server gave it. */
export type DownloadedFile = { blob: Blob; name: string | null };

type FileEndpointName = { [N in EndpointName]: Endpoints[N] extends { file: string } ? N : never }[EndpointName];

/** Calls a file row of the endpoint table: resolves to the file's bytes and name, or throws ApiError. */
export async function callFile<N extends FileEndpointName>(name: N, ...[input]: CallArgs<Endpoints[N]>): Promise<DownloadedFile> {
  const res = await send(await rowOf(name), input);
  if (!res.ok) throw await errorOf(res);
  const fileName = /filename="([^"]+)"/.exec(res.headers.get('content-disposition') ?? '')?.[1] ?? null;
  return { blob: await res.blob(), name: fileName };
}

/**
 * Calls a streaming row of the endpoint table and hands each server-sent event that its schema
 * accepts to `onEvent`, with its SSE id when it has one; malformed and unknown events are skipped.
 * `lastEventId` re-attaches after that event. Non-2xx answers throw ApiError before any event.
 */
export async function callStream<N extends EndpointName>(
  name: N,
  input: CallInput<Endpoints[N]>,
  onEvent: (event: StreamEventOf<Endpoints[N]>, id: string | undefined) => void,
  options: { lastEventId?: string } = {},
): Promise<void> {
  // Only streams need the parser: it loads with the first one, before the call, so a stream the
  // server has started (and charged for) is never left unread for want of it.
  const [row, { createParser }] = await Promise.all([rowOf(name) as Promise<Endpoint>, loadChunk(() => import('eventsource-parser'))]);
  const schema = row.stream;
  if (!schema) throw new Error(`${row.path} is not a stream`);
  const res = await send(row, input, options.lastEventId === undefined ? undefined : { 'Last-Event-ID': options.lastEventId });
  if (!res.ok || !res.body) throw await errorOf(res);
  const parser = createParser({
    onEvent(message) {
      const event = z.safeParse(schema, parseJson(message.data));
      if (event.success) onEvent(event.data as StreamEventOf<Endpoints[N]>, message.id);
    },
  });
  const reader = res.body.pipeThrough(new TextDecoderStream()).getReader();
  for (;;) {
    const { value, done } = await reader.read();
    if (done) break;
    parser.feed(value);
  }
}

function parseJson(text: string): unknown {
  try {
    return JSON.parse(text);
  } catch {
    return undefined;
  }
}
