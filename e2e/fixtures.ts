import AxeBuilder from '@axe-core/playwright';
import { test as base, expect, type APIRequestContext, type Page } from '@playwright/test';

export type E2EUser = { email: string; password: string; firstName: string; lastName: string };

let counter = 0;
export function newUser(): E2EUser {
  const id = `${Date.now()}${process.pid}${++counter}`;
  return { email: `founder.${id}@example.com`, password: 'Str0ng!pass', firstName: 'Ada', lastName: 'Lovelace' };
}

/** Registers through the API; `consent` and `tour` settle the onboarding the test is not about. */
export async function registerUser(
  request: APIRequestContext,
  options: { consent?: boolean; viewedTutorial?: boolean } = {},
): Promise<E2EUser & { token: string }> {
  const user = newUser();
  const registered = await request.post('/api/auth/register', {
    data: { email: user.email, password: user.password, first_name: user.firstName, last_name: user.lastName },
  });
  expect(registered.status()).toBe(201);
  const login = await request.post('/api/auth/token', { form: { username: user.email, password: user.password } });
  expect(login.status(), 'sign-in').toBe(200);
  const token = (await login.json()).access_token as string;
  await settleThroughApi(request, token, { consent: options.consent ?? true, viewedTutorial: options.viewedTutorial ?? true });
  return { ...user, token };
}

/**
 * Accepts the policies and marks the tour seen, as asked; each call must answer 200 (with the
 * user), so one that fails stops the test here, not later at a dialog it did not expect.
 */
export async function settleThroughApi(request: APIRequestContext, token: string | null, steps: { consent: boolean; viewedTutorial: boolean }, baseUrl = '') {
  const headers = { authorization: `Bearer ${token}` };
  if (steps.consent) expect((await request.post(`${baseUrl}/api/users/me/consent`, { headers })).status(), 'consent').toBe(200);
  if (steps.viewedTutorial) {
    expect((await request.post(`${baseUrl}/api/users/me/viewed_tutorial`, { headers, data: { viewed: true } })).status(), 'viewed_tutorial').toBe(200);
  }
}

/** Signs the page in through the API (cookie and local storage), as the app itself would. */
export async function signInPage(page: Page, options: { consent?: boolean; viewedTutorial?: boolean; cookieChoice?: boolean } = {}) {
  // Registered through the page's own request context: its refresh cookie is the page's.
  const user = await registerUser(page.request, options);
  await handPageToken(page, user.token, options.cookieChoice ?? true);
  return user;
}

/**
 * Stores `token` in the page's local storage before its first script runs, as a sign-in does, and
 * with `cookieChoice` the answer to the cookie banner (else it shows, as on a first visit).
 */
export async function handPageToken(page: Page, token: string, cookieChoice: boolean) {
  await page.addInitScript(
    ({ token, cookieChoice }) => {
      if (sessionStorage.getItem('__e2e_signed_in')) return;
      sessionStorage.setItem('__e2e_signed_in', '1');
      localStorage.setItem('access_token', token);
      localStorage.setItem('isAuthenticated', 'true');
      if (cookieChoice) {
        localStorage.setItem('cookieConsent', JSON.stringify({ essential: true, analytics: false, marketing: false, timestamp: new Date().toISOString() }));
      }
    },
    { token, cookieChoice },
  );
}

/** For tests not about onboarding: the signed-in page's user accepts the policies and skips the tour through the API. */
export async function settleOnboarding(page: Page, baseUrl = '') {
  const token = await page.evaluate(() => localStorage.getItem('access_token'));
  await settleThroughApi(page.request, token, { consent: true, viewedTutorial: true }, baseUrl);
  await page.reload();
}

/**
 * Holds the page's requests to `url` until `release()`, so a test can read the screen while they are
 * in flight (a disabled button, a "Processing..." label, a screen whose file has not arrived)
 * without guessing how long they take. `asked` settles when the first of them is made.
 */
export async function holdRequests(page: Page, url: string | RegExp) {
  let release!: () => void;
  const released = new Promise<void>((resolve) => (release = resolve));
  let onAsked!: () => void;
  const asked = new Promise<void>((resolve) => (onAsked = resolve));
  await page.route(url, async (route) => {
    onAsked();
    await released;
    await route.continue();
  });
  return { asked, release };
}

/** Overlays that open by themselves wait this long after the user has loaded (the tour). */
const OVERLAY_DELAY_MS = 500;

/**
 * Lets whatever opens by itself on a screen open, so that a check that nothing did is not vacuous.
 * Call it once the screen shows the signed-in user (the overlays decide from that user): it moves
 * the page's clock past their delay. Needs `page.clock.install()` before the page loaded.
 */
export async function settleOverlays(page: Page) {
  await page.clock.fastForward(OVERLAY_DELAY_MS * 2);
}

/** A page whose visitor has already answered the cookie banner (for tests not about it). */
export async function dismissCookieBanner(page: Page) {
  await page.addInitScript(() => {
    if (!localStorage.getItem('cookieConsent')) {
      localStorage.setItem('cookieConsent', JSON.stringify({ essential: true, analytics: false, marketing: false, timestamp: new Date().toISOString() }));
    }
  });
}

/**
 * Keeps the text of every toast the page shows, for `expectToast`. A toast hides itself after
 * `TOAST_MS`; on a starved two-core machine one came and went between two of Playwright's checks,
 * so a test asks whether it was shown, not whether it is still up. Call before the page loads.
 */
export async function recordToasts(page: Page) {
  await page.addInitScript(() => {
    const shown: string[] = [];
    Object.assign(window, { __toastsShown: shown });
    new MutationObserver((records) => {
      for (const record of records) {
        record.addedNodes.forEach((node) => {
          if (!(node instanceof Element)) return;
          const toasts = node.matches('.toast') ? [node] : Array.from(node.querySelectorAll('.toast'));
          for (const toast of toasts) shown.push(toast.querySelector('span')?.textContent ?? '');
        });
      }
    }).observe(document, { childList: true, subtree: true });
  });
}

/** Waits until the page has shown a toast saying `text` (see `recordToasts`). */
export async function expectToast(page: Page, text: string) {
  await expect.poll(() => page.evaluate(() => (window as unknown as { __toastsShown: string[] }).__toastsShown)).toContain(text);
}

/** Collects what the browser reports as blocked by the Content-Security-Policy. */
export function watchCspViolations(page: Page): string[] {
  const violations: string[] = [];
  page.on('console', (message) => {
    if (/Content Security Policy/i.test(message.text())) violations.push(message.text());
  });
  return violations;
}

export async function expectNoSeriousA11yViolations(page: Page) {
  const results = await new AxeBuilder({ page }).analyze();
  const serious = results.violations.filter((v) => v.impact === 'serious' || v.impact === 'critical');
  expect(serious.map((v) => `${v.id}: ${v.nodes.map((n) => n.target.join(' ')).join(', ')}`)).toEqual([]);
}

export const test = base;
export { expect };

/** Saves a screenshot to /tmp when SCREENSHOTS is set (for looking at screens by eye). */
export async function snapshot(page: Page, name: string) {
  if (!process.env.SCREENSHOTS) return;
  const project = test.info().project.name;
  await page.screenshot({ path: `/tmp/shot-${project}-${name}.png` });
}
