import { session } from './session.ts';

/** A failed call: the HTTP status (0 for no connection) and the server's `detail`, if any. */
export class ApiError extends Error {
  constructor(
    readonly status: number,
    readonly detail: string | null,
  ) {
    super(detail ?? `Request failed (${status})`);
    this.name = 'ApiError';
  }
}

type SessionExpiredHandler = () => void;
let onSessionExpired: SessionExpiredHandler = () => {};
/** What to do when a refresh fails: the app shell signs out and goes to /login. */
export function setSessionExpiredHandler(handler: SessionExpiredHandler) {
  onSessionExpired = handler;
}

let refreshing: Promise<string | null> | null = null;

/** One refresh at a time: concurrent 401s share it. Resolves to the new token, or null. */
function refreshAccessToken(): Promise<string | null> {
  refreshing ??= (async () => {
    try {
      const res = await fetch('/api/auth/refresh', { method: 'POST', credentials: 'same-origin' });
      if (!res.ok) return null;
      const body = (await res.json()) as { access_token?: string };
      if (!body.access_token) return null;
      session.setToken(body.access_token);
      return body.access_token;
    } catch {
      return null;
    } finally {
      setTimeout(() => (refreshing = null), 0);
    }
  })();
  return refreshing;
}

type RequestOptions = {
  method?: string;
  body?: unknown;
  form?: Record<string, string>;
  signal?: AbortSignal;
  /** Sends the bearer token and refreshes once on 401 (default true). */
  auth?: boolean;
};

function buildInit(options: RequestOptions, token: string | null): RequestInit {
  const headers: Record<string, string> = {};
  let body: BodyInit | undefined;
  if (options.form) {
    headers['Content-Type'] = 'application/x-www-form-urlencoded';
    body = new URLSearchParams(options.form).toString();
  } else if (options.body !== undefined) {
    headers['Content-Type'] = 'application/json';
    body = JSON.stringify(options.body);
  }
  if (token && options.auth !== false) headers.Authorization = `Bearer ${token}`;
  return { method: options.method ?? 'GET', headers, body, signal: options.signal, credentials: 'same-origin' };
}

/** fetch with the bearer token, one shared refresh on 401 and a retry; returns the raw response. */
export async function apiFetch(path: string, options: RequestOptions = {}): Promise<Response> {
  let res: Response;
  try {
    res = await fetch(path, buildInit(options, session.token()));
  } catch (err) {
    if (err instanceof DOMException && err.name === 'AbortError') throw err;
    throw new ApiError(0, null);
  }
  if (res.status !== 401 || options.auth === false) return res;
  const token = await refreshAccessToken();
  if (!token) {
    session.clear();
    onSessionExpired();
    return res;
  }
  return fetch(path, buildInit(options, token));
}

export async function errorOf(res: Response): Promise<ApiError> {
  const body = (await res.json().catch(() => null)) as { detail?: unknown } | null;
  return new ApiError(res.status, typeof body?.detail === 'string' ? body.detail : null);
}

/** JSON call: resolves to the parsed answer (undefined for 204), throws ApiError otherwise. */
export async function api<T>(path: string, options: RequestOptions = {}): Promise<T> {
  const res = await apiFetch(path, options);
  if (!res.ok) throw await errorOf(res);
  if (res.status === 204) return undefined as T;
  return (await res.json()) as T;
}

/**
 * Reads a `data: {json}` event stream answered to a POST, calling `onEvent` for each event.
 * Malformed lines are skipped. Non-2xx answers throw ApiError before any event.
 */
export async function postStream(
  path: string,
  body: unknown,
  onEvent: (event: Record<string, unknown>) => void,
  signal?: AbortSignal,
): Promise<void> {
  const res = await apiFetch(path, { method: 'POST', body, signal });
  if (!res.ok || !res.body) throw await errorOf(res);
  const reader = res.body.pipeThrough(new TextDecoderStream()).getReader();
  let buffer = '';
  for (;;) {
    const { value, done } = await reader.read();
    if (done) break;
    buffer += value;
    const lines = buffer.split('\n');
    buffer = lines.pop() ?? '';
    for (const line of lines) emit(line, onEvent);
  }
  emit(buffer, onEvent);
}

function emit(line: string, onEvent: (event: Record<string, unknown>) => void) {
  if (!line.startsWith('data:')) return;
  try {
    const event: unknown = JSON.parse(line.slice(5).trim());
    if (event && typeof event === 'object') onEvent(event as Record<string, unknown>);
  } catch {
    // Spec: malformed lines are skipped.
  }
}
