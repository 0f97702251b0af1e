import type { Page } from '@playwright/test';
import { startFakeGoogle, type GoogleAccount } from '../apps/server/test/fakes/google.ts';
import { startAppServer } from './app-server.ts';
import { dismissCookieBanner, expect, newUser, settleOnboarding, test } from './fixtures.ts';

/**
 * Google sign-in end to end: the browser talks to stand-ins for Google Identity Services and the
 * userinfo endpoint (routed in the page), and the server checks every token with a local fake of
 * Google's tokeninfo/userinfo endpoints — the same calls it makes to Google.
 */
const CLIENT_ID = 'ideapilot-e2e.apps.googleusercontent.com';
const accounts = new Map<string, GoogleAccount>();
let google: Awaited<ReturnType<typeof startFakeGoogle>>;
let app: Awaited<ReturnType<typeof startAppServer>>;

test.describe.configure({ mode: 'serial' });

test.beforeAll(async () => {
  google = await startFakeGoogle(accounts);
  app = await startAppServer(google.settings(CLIENT_ID));
});

test.afterAll(async () => {
  app?.stop();
  await google?.close();
});

function googleAccount(overrides: Partial<GoogleAccount> = {}): GoogleAccount {
  const { email } = newUser();
  return { sub: `g-${email}`, email, name: 'Marie Curie', given_name: 'Marie', family_name: 'Curie', email_verified: true, aud: CLIENT_ID, ...overrides };
}

/** The popup answers with `token`, or is closed by the person. */
async function fakeGoogleInBrowser(page: Page, popup: { token: string } | 'closed') {
  const answer =
    popup === 'closed' ? `config.error_callback({ type: 'popup_closed' })` : `config.callback({ access_token: ${JSON.stringify(popup.token)} })`;
  await page.route('https://accounts.google.com/gsi/client', (route) =>
    route.fulfill({
      contentType: 'text/javascript',
      body: `window.google = { accounts: { oauth2: { initTokenClient(config) {
        window.__googleScopes = config.scope;
        return { requestAccessToken() { setTimeout(() => ${answer}, 50); } };
      } } } };`,
    }),
  );
  await page.route('https://www.googleapis.com/oauth2/v3/userinfo', async (route) => {
    const token = /^Bearer (.+)$/.exec((await route.request().headerValue('authorization')) ?? '')?.[1] ?? '';
    const account = accounts.get(token);
    if (!account) return route.fulfill({ status: 401, json: { error: 'invalid_token' } });
    const { aud: _aud, ...profile } = account;
    return route.fulfill({ json: profile });
  });
}

test.beforeEach(async ({ page }) => {
  await dismissCookieBanner(page);
});

test('a new founder signs in with Google; the profile shows Social Login instead of a password change', async ({ page }) => {
  const account = googleAccount();
  accounts.set('tok-new-founder', account);
  await fakeGoogleInBrowser(page, { token: 'tok-new-founder' });

  await page.goto(`${app.baseURL}/login`);
  await expect(page.getByText('Or continue with')).toBeVisible();
  await page.getByRole('button', { name: 'Sign in with Google' }).click();
  await expect(page).toHaveURL(/\/platform\/chat$/);
  expect(await page.evaluate(() => (window as unknown as { __googleScopes: string }).__googleScopes)).toBe('email profile openid');

  await settleOnboarding(page, app.baseURL);
  await page.getByRole('link', { name: 'Profile' }).click();
  await expect(page.getByLabel('First name')).toHaveValue('Marie');
  await expect(page.getByLabel('Email', { exact: true })).toHaveValue(account.email);
  await expect(page.getByText('Social Login')).toBeVisible();
  await expect(page.getByRole('button', { name: 'Change Password' })).toHaveCount(0);
});

test('Google sign-in with the e-mail of an existing account opens that account', async ({ page }) => {
  const user = newUser();
  await page.request.post(`${app.baseURL}/api/auth/register`, {
    data: { email: user.email, password: user.password, first_name: 'Grace', last_name: 'Hopper' },
  });
  accounts.set('tok-existing', googleAccount({ email: user.email }));
  await fakeGoogleInBrowser(page, { token: 'tok-existing' });

  await page.goto(`${app.baseURL}/register`);
  await page.getByRole('button', { name: 'Sign in with Google' }).click();
  await expect(page).toHaveURL(/\/platform\/chat$/);
  await settleOnboarding(page, app.baseURL);
  await page.getByRole('link', { name: 'Profile' }).click();
  await expect(page.getByLabel('First name')).toHaveValue('Grace');
  await expect(page.getByText('Social Login')).toBeVisible();
});

test('a token Google issued to another app is refused with an alert, and a closed popup says nothing', async ({ page }) => {
  accounts.set('tok-other-app', googleAccount({ aud: 'someone-else.apps.googleusercontent.com' }));
  await fakeGoogleInBrowser(page, { token: 'tok-other-app' });
  const alerts: string[] = [];
  page.on('dialog', (dialog) => {
    alerts.push(dialog.message());
    void dialog.dismiss();
  });

  await page.goto(`${app.baseURL}/login`);
  const button = page.getByRole('button', { name: 'Sign in with Google' });
  await button.click();
  await expect.poll(() => alerts).toEqual(['Authentication failed: Google authentication failed']);
  await expect(page).toHaveURL(/\/login$/);
  await expect(button).toBeEnabled();

  await page.unrouteAll();
  await fakeGoogleInBrowser(page, 'closed');
  await page.reload();
  await page.getByRole('button', { name: 'Sign in with Google' }).click();
  await expect(page.getByRole('button', { name: 'Connecting...' })).toBeDisabled();
  await expect(page.getByRole('button', { name: 'Sign in with Google' })).toBeEnabled();
  expect(alerts).toHaveLength(1);
  await expect(page).toHaveURL(/\/login$/);
});
