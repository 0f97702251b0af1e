import { expect, type APIRequestContext, type Page } from '@playwright/test';
import { AGENTS_ADMIN, AGENTS_PORT } from '../playwright.config.ts';
import { handPageToken, settleThroughApi } from './fixtures.ts';

/** The app server of the Agents specs (see `AGENTS_PORT`). */
export const AGENTS_BASE = `http://127.0.0.1:${AGENTS_PORT}`;

/**
 * Signs the admin in through the API, settles consent and the tour, and hands the page its token;
 * with `cookieChoice: false` the cookie banner is left unanswered, as on a first visit.
 */
export async function signInAdmin(page: Page, { cookieChoice = true } = {}): Promise<string> {
  const login = await page.request.post(`${AGENTS_BASE}/api/auth/token`, { form: { username: AGENTS_ADMIN.email, password: AGENTS_ADMIN.password } });
  expect(login.status()).toBe(200);
  const token = (await login.json()).access_token as string;
  await settleThroughApi(page.request, token, { consent: true, viewedTutorial: true }, AGENTS_BASE);
  await handPageToken(page, token, cookieChoice);
  return token;
}

type ConfigInput = { role: string; provider?: string; model: string; api_key?: string; params?: object; is_active?: boolean; priority?: number };

/** Creates a provider config through the admin API (for tests about something else than the form). */
export async function createConfig(request: APIRequestContext, token: string, input: ConfigInput): Promise<string> {
  const res = await request.post(`${AGENTS_BASE}/api/admin/agents/provider-configs`, {
    headers: { authorization: `Bearer ${token}` },
    data: { provider: 'openai', api_key: 'sk-e2e-0123456789', params: {}, is_active: false, ...input },
  });
  expect(res.status()).toBe(201);
  return (await res.json()).id as string;
}

export async function createPrompt(request: APIRequestContext, token: string, input: { provider_id: string; role: string; content: string }) {
  const res = await request.post(`${AGENTS_BASE}/api/admin/agents/prompt-templates`, {
    headers: { authorization: `Bearer ${token}` },
    data: { is_active: false, ...input },
  });
  expect(res.status()).toBe(201);
}

export async function setConfigActive(request: APIRequestContext, token: string, id: string, active: boolean) {
  const res = await request.patch(`${AGENTS_BASE}/api/admin/agents/provider-configs/${id}/activate`, {
    headers: { authorization: `Bearer ${token}` },
    data: { active },
  });
  expect(res.status()).toBe(200);
}

/** A model name no other test uses, so searches and lists find only this test's agents. */
export const uniqueModel = (stem: string) => `${stem}-${Date.now().toString(36)}${Math.random().toString(36).slice(2, 6)}`;
