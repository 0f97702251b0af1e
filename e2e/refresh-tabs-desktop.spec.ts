import type { BrowserContext, Page } from '@playwright/test';
import { startAppServer } from './app-server.ts';
import { dismissCookieBanner, expect, newUser, settleOnboarding, test } from './fixtures.ts';

/**
 * Two tabs of one browser whose access token expires at the same moment. The server here keeps no
 * grace window (`REFRESH_GRACE_SECONDS=0`), so a second refresh with the same cookie is reuse and
 * revokes the whole family: only the browser's one-refresh-at-a-time lock keeps both tabs signed in.
 */
let app: Awaited<ReturnType<typeof startAppServer>>;

// Long enough for both tabs to open the profile on the first token on a busy machine: with 3 s, a
// tab refreshed during that set-up and the reload cut its answer off, so its new cookie was lost
// and, without a grace window, the next refresh was taken for reuse.
const TOKEN_SECONDS = 8;

test.beforeAll(async () => {
  app = await startAppServer({ ACCESS_TOKEN_TTL_SECONDS: String(TOKEN_SECONDS), REFRESH_GRACE_SECONDS: '0' });
});

test.afterAll(() => app?.stop());

const REFRESH_LOCK = 'ideapilot-token-refresh';

/** Waits until the server refuses `token`. */
async function untilRefused(page: Page, token: string | null) {
  const status = async () => (await page.request.get(`${app.baseURL}/api/users/me`, { headers: { authorization: `Bearer ${token}` } })).status();
  await expect.poll(status, { timeout: (TOKEN_SECONDS + 5) * 1000 }).toBe(401);
}

/** True while some tab of this browser waits for the refresh lock another tab holds. */
const waitsForRefreshLock = (page: Page) =>
  page.evaluate(async (name) => ((await navigator.locks.query()).pending ?? []).some((lock) => lock.name === name), REFRESH_LOCK);

/**
 * Holds the first refresh request until the other tab has reached its own refresh: either it waits
 * for the lock, or (without the lock) it sends a refresh of its own, and then both go on together,
 * each with the same cookie, as two tabs on a slow network would. Returns the count of refreshes and
 * the status of every refresh answer.
 */
async function holdFirstRefreshUntilBothTabsRefresh(context: BrowserContext, other: Page) {
  const seen = { refreshes: 0, statuses: [] as number[] };
  context.on('response', (response) => {
    if (response.url() === `${app.baseURL}/api/auth/refresh`) seen.statuses.push(response.status());
  });
  let secondArrived!: () => void;
  const second = new Promise<void>((resolve) => (secondArrived = resolve));
  await context.route(`${app.baseURL}/api/auth/refresh`, async (route) => {
    seen.refreshes += 1;
    if (seen.refreshes === 1) {
      const otherTabWaits = expect.poll(async () => seen.refreshes > 1 || (await waitsForRefreshLock(other)), { timeout: 15_000 }).toBe(true);
      await Promise.race([second, otherTabWaits]).catch(() => {});
    } else {
      secondArrived();
    }
    await route.continue();
  });
  return seen;
}

test('two tabs whose token expires together both stay signed in, never presenting one refresh cookie twice', async ({ context }) => {
  const first = await context.newPage();
  await dismissCookieBanner(first);
  const user = newUser();
  await first.request.post(`${app.baseURL}/api/auth/register`, {
    data: { email: user.email, password: user.password, first_name: user.firstName, last_name: user.lastName },
  });
  await first.goto(`${app.baseURL}/login`);
  await first.getByLabel('Email address').fill(user.email);
  await first.getByLabel('Password', { exact: true }).fill(user.password);
  await first.getByRole('button', { name: 'Sign in' }).click();
  await expect(first).toHaveURL(/\/platform\/chat$/);
  await settleOnboarding(first, app.baseURL);

  await first.getByRole('link', { name: 'Profile' }).click();
  await expect(first.getByLabel('Email', { exact: true })).toHaveValue(user.email);
  const second = await context.newPage();
  await second.goto(`${app.baseURL}/platform/profile`);
  await expect(second.getByLabel('Email', { exact: true })).toHaveValue(user.email);

  // Both tabs share one access token; once it has expired, both are opened again at the same time.
  // The first refresh is held until the other tab refreshes too.
  const seen = await holdFirstRefreshUntilBothTabsRefresh(context, second);
  const expired = await first.evaluate(() => localStorage.getItem('access_token'));
  expect(expired).toBeTruthy();
  await untilRefused(first, expired);
  await Promise.all([first.reload(), second.reload()]);

  for (const page of [first, second]) {
    await expect(page).toHaveURL(/\/platform\/profile$/);
    await expect(page.getByRole('heading', { name: 'Profile Settings' })).toBeVisible();
    await expect(page.getByLabel('Email', { exact: true })).toHaveValue(user.email);
  }
  // The tab that waited took the token the other one stored instead of presenting the cookie again:
  // no refresh was refused as reuse. (A second refresh can still happen, legitimately, with the new
  // cookie, when the new token has expired again on a slow machine before the waiting tab used it.)
  // The stored user shows the page before its calls are answered: wait for the new token.
  await expect.poll(() => first.evaluate(() => localStorage.getItem('access_token'))).not.toBe(expired);
  expect(seen.refreshes).toBeGreaterThanOrEqual(1);
  expect(seen.statuses).not.toContain(401);

  // The refresh family is still good: once the new token has expired too, each tab reloads
  // (the first one refreshing again) and is still signed in.
  await context.unrouteAll();
  const renewed = await first.evaluate(() => localStorage.getItem('access_token'));
  await untilRefused(first, renewed);
  for (const page of [first, second]) {
    await page.reload();
    await expect(page.getByRole('heading', { name: 'Profile Settings' })).toBeVisible();
    await expect(page.getByLabel('Email', { exact: true })).toHaveValue(user.email);
    expect(await page.evaluate(() => localStorage.getItem('isAuthenticated'))).toBe('true');
  }
});
