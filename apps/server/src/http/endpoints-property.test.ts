import fc from 'fast-check';
import { beforeAll, describe, expect, it } from 'vitest';
import { createUser, makeAdmin, useTestApp, type TestUser } from '../../test/app.ts';
import { newSession } from '../../test/fakes/sse-client.ts';
import { keyOf, routeTable, type Endpoint } from '../../test/route-table.ts';

// Every endpoint the app registers, called by an admin (so every check is reached) with generated
// input: whatever comes in, the answer is never a 5xx and always comes.
const table = routeTable();
const t = useTestApp({ deps: { onRoute: table.hook } });

let admin: TestUser;
let sessionId: string;
beforeAll(async () => {
  admin = await createUser(t.app);
  await makeAdmin(t.db, admin.id);
  sessionId = await newSession(t.app, admin.auth);
});

/** Field names the contract knows, so generated bodies get past "unknown shape" into the rules. */
const FIELDS = [
  'email', 'password', 'first_name', 'last_name', 'username', 'remember_me', 'token', 'new_password', 'current_password',
  'session_id', 'message', 'new_name', 'viewed', 'has_consent', 'role', 'provider', 'model', 'api_key', 'params',
  'is_active', 'active', 'content', 'provider_id', 'meta', 'name', 'template', 'options', 'description', 'plan',
];

type Request = { params: readonly string[]; body: unknown; raw?: string; contentType: string };

function requests(text: fc.Arbitrary<string>): fc.Arbitrary<Request> {
  const value = fc.oneof(
    text,
    fc.integer(),
    fc.double(),
    fc.boolean(),
    fc.constant(null),
    fc.uuid(),
    fc.array(text, { maxLength: 4 }),
    fc.dictionary(text, text, { maxKeys: 4 }),
  );
  const body = fc.oneof(
    { weight: 4, arbitrary: fc.dictionary(fc.constantFrom(...FIELDS), value, { maxKeys: 6 }) },
    { weight: 1, arbitrary: fc.jsonValue({ maxDepth: 3 }) },
    { weight: 1, arbitrary: fc.constant(undefined) },
  );
  const param = fc.oneof(fc.uuid(), text.filter((s) => s.length > 0), fc.constant(sessionId ?? 'x'));
  return fc.record({
    params: fc.array(param, { minLength: 3, maxLength: 3 }),
    body,
    contentType: fc.constantFrom('application/json', 'application/json', 'application/x-www-form-urlencoded', 'text/plain'),
  });
}

function send(endpoint: Endpoint, request: Request) {
  const url = endpoint.params.reduce((u, name, i) => u.replace(`:${name}`, encodeURIComponent(request.params[i] ?? 'x')), endpoint.url);
  const withBody = endpoint.method !== 'GET' && endpoint.method !== 'DELETE';
  let payload: string | undefined;
  if (withBody && request.raw !== undefined) payload = request.raw;
  else if (withBody && request.body !== undefined) {
    payload =
      request.contentType === 'application/x-www-form-urlencoded' && request.body && typeof request.body === 'object'
        ? new URLSearchParams(Object.entries(request.body).map(([k, v]): [string, string] => [k, typeof v === 'string' ? v : JSON.stringify(v)])).toString()
        : JSON.stringify(request.body);
  }
  return t.app.inject({
    method: endpoint.method as 'GET',
    url,
    headers: { ...admin.auth, ...(payload !== undefined ? { 'content-type': request.contentType } : {}) },
    ...(payload !== undefined ? { payload } : {}),
  });
}

/** Runs `numRuns` generated calls spread over every endpoint; any 5xx fails with the call that caused it. */
async function neverFails(requestArb: fc.Arbitrary<Request>, numRuns: number) {
  const endpoints = table.endpoints;
  expect(endpoints.length).toBeGreaterThan(20);
  await fc.assert(
    fc.asyncProperty(fc.constantFrom(...endpoints), requestArb, async (endpoint, request) => {
      const res = await send(endpoint, request);
      if (res.statusCode >= 500) throw new Error(`${keyOf(endpoint)} answered ${res.statusCode}: ${res.body.slice(0, 200)}`);
    }),
    { numRuns, timeout: 10_000, endOnFailure: true, seed: Date.now() },
  );
}

const printable = fc.string({ maxLength: 40 });
const CONTROL = ['\u0000', '\u0001', '\u0008', '\u000b', '\u001b', '\u001f', '\u007f', '\u0085', '\u2028', '\ufeff', 'a', ' '];
const controlled = fc.string({ unit: fc.constantFrom(...CONTROL), minLength: 1, maxLength: 12 });

describe('every endpoint, generated input', () => {
  it('answers generated bodies, query shapes and path parameters without a 5xx', async () => {
    await neverFails(requests(printable), 300);
  });

  it('answers strings with control characters (null bytes included) without a 5xx', async () => {
    await neverFails(requests(controlled), 200);
  });

  it('answers huge strings and long arrays without a 5xx', async () => {
    const huge = fc.oneof(fc.constant('x'.repeat(200_000)), fc.constant('é'.repeat(60_000)), fc.constant('a'.repeat(5_000)));
    const request = requests(huge).map((r) => ({ ...r, contentType: 'application/json' }));
    const longArrays = fc.record({
      params: fc.constant(['x', 'x', 'x']),
      body: fc.dictionary(fc.constantFrom(...FIELDS), fc.constant(Array.from({ length: 20_000 }, (_, i) => i)), { minKeys: 1, maxKeys: 2 }),
      contentType: fc.constant('application/json'),
    });
    await neverFails(fc.oneof(request, longArrays), 80);
  });

  it('answers deeply nested JSON without a 5xx', async () => {
    const nested = fc.record({
      params: fc.constant(['x', 'x', 'x']),
      body: fc.constant(undefined),
      raw: fc
        .tuple(fc.constantFrom(...FIELDS), fc.constantFrom(100, 1_000, 5_000, 20_000), fc.constantFrom('[', '{"a":'))
        .map(([field, depth, open]) => `{"${field}":${deep(open, depth)}}`),
      contentType: fc.constant('application/json'),
    });
    await neverFails(nested, 80);
  });
});

const deep = (open: string, depth: number) => `${open.repeat(depth)}1${(open === '[' ? ']' : '}').repeat(depth)}`;

/** A body most endpoints accept, so a hostile field is carried as far as the database. */
const plausibleBody = () => ({
  email: `fuzz.${Date.now()}.${Math.random()}@example.com`,
  password: 'Str0ng!pass',
  first_name: 'Fuzz',
  last_name: 'Test',
  token: 'not-a-real-token',
  new_password: 'Another!pass1',
  current_password: 'wrong-password',
  session_id: sessionId,
  message: 'I want to help bakers.',
  new_name: 'Renamed',
  viewed: true,
  role: 'advisor',
  provider: 'openai',
  model: 'gpt-4o-mini',
  api_key: 'sk-test-key-1234567890',
  params: {},
  meta: {},
  options: {},
  is_active: false,
  active: false,
  content: 'Prompt text',
  name: 'Format',
  template: 'Template text',
});

describe('every endpoint, each hostile value in every field at once', () => {
  /** One call per endpoint with `body`; lists the calls that got a 5xx. */
  async function failuresWith(body: () => string, params = [sessionId, sessionId, sessionId]) {
    const failures: string[] = [];
    for (const endpoint of table.endpoints) {
      const res = await send(endpoint, { params, body: undefined, raw: body(), contentType: 'application/json' });
      if (res.statusCode >= 500) failures.push(`${keyOf(endpoint)}: ${res.statusCode}`);
    }
    return failures;
  }

  const withNullBytes = (value: unknown): unknown =>
    typeof value === 'string' ? `${value}\u0000` : value && typeof value === 'object' ? Object.fromEntries(Object.entries(value).map(([k, v]) => [k, withNullBytes(v)])) : value;

  it('answers a null byte in every string field, and in path parameters, without a 5xx', async () => {
    const failures = [
      ...(await failuresWith(() => JSON.stringify(withNullBytes({ ...plausibleBody(), params: { region: 'us-east-1', base_url: 'https://api.example.com' } })))),
      ...(await failuresWith(() => JSON.stringify(plausibleBody()), ['a\u0000b', 'a\u0000b', 'a\u0000b'])),
    ];
    expect(failures).toEqual([]);
  });

  it('answers 5,000 levels of nesting in every object field without a 5xx', async () => {
    const nested = deep('{"a":', 5_000);
    const body = () =>
      JSON.stringify({ ...plausibleBody(), params: '__DEEP__', meta: '__DEEP__', options: '__DEEP__', extra: '__DEEP__' }).replaceAll('"__DEEP__"', nested);
    expect(await failuresWith(body)).toEqual([]);
  });
});
