import type { FastifyInstance, LightMyRequestResponse } from 'fastify';
import { afterAll, beforeAll } from 'vitest';
import { buildApp, type AppDeps } from '../src/app.ts';
import { configWith, type Config } from '../src/config.ts';
import type { Db } from '../src/db/database.ts';
import { testKeys, type Keys } from '../src/keys.ts';
import { leaveTokens, linkGoogle, makeAdmin, putOnPlan } from './builders.ts';
import { freshDatabase } from './database.ts';

export * from './builders.ts';

/** The Content-Security-Policy of the pages (the web app, the API reference page) with the tests' config. */
export const PAGE_CONTENT_SECURITY_POLICY =
  "default-src 'self';base-uri 'self';font-src 'self' data:;form-action 'self';frame-ancestors 'none';img-src 'self' data: blob:;" +
  "object-src 'none';script-src 'self';script-src-attr 'none';style-src 'self' 'unsafe-inline';connect-src 'self';frame-src 'none';" +
  "media-src 'self' blob:";

export type TestContext = { app: FastifyInstance; db: Db; keys: Keys };

/** The database behind each app of `useTestApp`, for builders that take the app. */
const databases = new WeakMap<FastifyInstance, Db>();

/**
 * One app on one fresh database for the whole test file. Register it at the top of a file:
 * `const t = useTestApp()` and use `t.app` / `t.db` inside tests.
 */
export function useTestApp(
  options: { config?: Partial<Record<keyof Config, string>>; deps?: Partial<Omit<AppDeps, 'config' | 'db' | 'keys'>> } = {},
): TestContext {
  const context = {} as TestContext;
  let drop: () => Promise<void>;
  beforeAll(async () => {
    const fresh = await freshDatabase();
    drop = fresh.drop;
    context.db = fresh.db;
    context.keys = testKeys();
    context.app = await buildApp({
      config: configWith({ RATE_LIMIT_AUTH_PER_MINUTE: '1000', RATE_LIMIT_CHAT_PER_MINUTE: '1000', ...options.config }),
      db: fresh.db,
      keys: context.keys,
      logger: false,
      ...options.deps,
    });
    await context.app.ready();
    databases.set(context.app, fresh.db);
  });
  afterAll(async () => {
    await context.app?.close();
    await drop?.();
  });
  return context;
}

let counter = 0;
export const uniqueEmail = (prefix = 'founder') => `${prefix}.${Date.now()}.${++counter}@example.com`;

export type TestUser = { id: string; email: string; password: string; token: string; cookie: string; auth: { authorization: string } };

export type UserOverrides = {
  email?: string;
  password?: string;
  first_name?: string;
  last_name?: string;
  remember?: boolean;
  /** Tokens left, as if the rest had been spent. */
  tokens?: number;
  /** Plan name: `free` (the default), `starter` or `pro`. */
  plan?: string;
  admin?: boolean;
  /** A linked Google identity (a social-login account). */
  google_id?: string;
  /**
   * Accepts the policies, as the blocking consent dialog has every signed-in founder do first (the
   * default): the AI work is refused without it. False leaves the account as registration made it.
   */
  consent?: boolean;
};

/**
 * Registers and signs in a user through the API, the way a person would, and accepts the policies
 * (unless `consent: false`); the account's other states (tokens, plan, admin, Google) are then
 * written by the data builders.
 */
export async function createUser(app: FastifyInstance, overrides: UserOverrides = {}): Promise<TestUser> {
  const email = overrides.email ?? uniqueEmail();
  const password = overrides.password ?? 'Str0ng!pass';
  const registered = await app.inject({
    method: 'POST',
    url: '/api/auth/register',
    payload: { email, password, first_name: overrides.first_name ?? 'Ada', last_name: overrides.last_name ?? 'Lovelace' },
  });
  if (registered.statusCode !== 201) throw new Error(`register failed: ${registered.body}`);
  const id: string = registered.json().id;
  await shapeAccount(app, id, overrides);
  const signedIn = await signIn(app, email, password, overrides.remember);
  const token = signedIn.json().access_token as string;
  const auth = { authorization: `Bearer ${token}` };
  if (overrides.consent ?? true) {
    const consented = await app.inject({ method: 'POST', url: '/api/users/me/consent', headers: auth });
    if (consented.statusCode !== 200) throw new Error(`consent failed: ${consented.body}`);
  }
  return { id, email, password, token, cookie: refreshCookie(signedIn) ?? '', auth };
}

async function shapeAccount(app: FastifyInstance, userId: string, overrides: UserOverrides) {
  const { tokens, plan, admin, google_id } = overrides;
  if (tokens === undefined && plan === undefined && !admin && google_id === undefined) return;
  const db = databases.get(app);
  if (!db) throw new Error('createUser: tokens, plan, admin and google_id need an app made by useTestApp');
  if (plan !== undefined) await putOnPlan(db, userId, plan);
  if (tokens !== undefined) await leaveTokens(db, userId, tokens);
  if (admin) await makeAdmin(db, userId);
  if (google_id !== undefined) await linkGoogle(db, userId, google_id);
}

export function signIn(app: FastifyInstance, email: string, password: string, remember = false) {
  return app.inject({
    method: 'POST',
    url: '/api/auth/token',
    headers: { 'content-type': 'application/x-www-form-urlencoded' },
    payload: new URLSearchParams({ username: email, password, remember_me: String(remember) }).toString(),
  });
}

/** The `refresh_token=…` pair of a response's Set-Cookie, ready for a Cookie header. */
export function refreshCookie(response: LightMyRequestResponse): string | undefined {
  const cookie = response.cookies.find((c) => c.name === 'refresh_token');
  return cookie && cookie.value ? `refresh_token=${cookie.value}` : undefined;
}
