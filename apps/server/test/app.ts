import type { FastifyInstance, LightMyRequestResponse } from 'fastify';
import { afterAll, beforeAll } from 'vitest';
import { buildApp, type AppDeps } from '../src/app.ts';
import { configWith, type Config } from '../src/config.ts';
import type { Db } from '../src/db/database.ts';
import { testKeys, type Keys } from '../src/keys.ts';
import { freshDatabase } from './database.ts';

export type TestContext = { app: FastifyInstance; db: Db; keys: Keys };

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

/** Registers and signs in a user through the API, the way a person would. */
export async function createUser(
  app: FastifyInstance,
  overrides: { email?: string; password?: string; first_name?: string; last_name?: string; remember?: boolean } = {},
): Promise<TestUser> {
  const email = overrides.email ?? uniqueEmail();
  const password = overrides.password ?? 'Str0ng!pass';
  const registered = await app.inject({
    method: 'POST',
    url: '/api/auth/register',
    payload: { email, password, first_name: overrides.first_name ?? 'Ada', last_name: overrides.last_name ?? 'Lovelace' },
  });
  if (registered.statusCode !== 201) throw new Error(`register failed: ${registered.body}`);
  const signedIn = await signIn(app, email, password, overrides.remember);
  const token = signedIn.json().access_token as string;
  return { id: registered.json().id, email, password, token, cookie: refreshCookie(signedIn) ?? '', auth: { authorization: `Bearer ${token}` } };
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

/** Makes an existing user an admin, as the CLI does. */
export async function makeAdmin(db: Db, userId: string) {
  await db.updateTable('users').set({ is_admin: true }).where('id', '=', userId).execute();
}
