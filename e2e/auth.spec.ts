import type { APIRequestContext, Page } from '@playwright/test';
import { SHORT_TOKEN_PORT, SHORT_TOKEN_SECONDS } from '../playwright.config.ts';
import { dismissCookieBanner, type E2EUser, expect, expectNoSeriousA11yViolations, holdRequests, newUser, registerUser, settleOnboarding, signInPage, test, watchCspViolations } from './fixtures.ts';

test.beforeEach(async ({ page }) => {
  await dismissCookieBanner(page);
});

test('a founder registers, signs in, stays signed in across a reload and signs out', async ({ page }) => {
  const cspViolations = watchCspViolations(page);
  const user = newUser();
  await page.goto('/register');
  await expect(page.getByRole('heading', { name: 'Create an account' })).toBeVisible();
  await page.getByLabel('First name').fill(user.firstName);
  await page.getByLabel('Last name').fill(user.lastName);
  await page.getByLabel('Email address').fill(user.email);
  await page.getByLabel('Password', { exact: true }).fill(user.password);
  await expect(page.getByText('Strong password')).toBeVisible();
  await page.getByLabel('Confirm password').fill(user.password);
  await expect(page.getByText('Passwords match')).toBeVisible();
  await page.getByRole('button', { name: 'Register' }).click();

  await expect(page).toHaveURL(/\/registration-success$/);
  await expect(page.getByRole('heading', { name: 'Registration successful' })).toBeVisible();
  await page.getByRole('link', { name: 'Sign in' }).click();

  await expect(page.getByRole('heading', { name: 'Sign in to your account' })).toBeVisible();
  await page.getByLabel('Email address').fill(user.email);
  await page.getByLabel('Password', { exact: true }).fill(user.password);
  await page.getByRole('button', { name: 'Sign in' }).click();
  await expect(page).toHaveURL(/\/platform\/chat$/);
  expect(await page.evaluate(() => localStorage.getItem('isAuthenticated'))).toBe('true');

  await settleOnboarding(page);
  await expect(page).toHaveURL(/\/platform\/chat$/);
  await expect(page.getByRole('button', { name: 'Logout' })).toBeVisible();

  await page.getByRole('button', { name: 'Logout' }).click();
  await expect(page).toHaveURL(/\/login$/);
  expect(await page.evaluate(() => localStorage.getItem('access_token'))).toBeNull();
  await page.goto('/platform/profile');
  await expect(page).toHaveURL(/\/login$/);
  expect(cspViolations).toEqual([]);
});

test('a wrong password shows the server detail, and typing clears it', async ({ page }) => {
  const user = await registerUser(page.request);
  await page.goto('/login');
  await page.getByLabel('Email address').fill(user.email);
  await page.getByLabel('Password', { exact: true }).fill('not-the-password');
  await page.getByRole('button', { name: 'Sign in' }).click();
  await expect(page.getByRole('alert')).toHaveText('Incorrect email or password');
  await page.getByLabel('Password', { exact: true }).fill(user.password);
  await expect(page.getByRole('alert')).toHaveCount(0);
  await page.getByLabel('Password', { exact: true }).press('Enter');
  await expect(page).toHaveURL(/\/platform\/chat$/);
});

// The sign-in form's library loads when the form is first focused (apps/web/src/lib/form-on-demand.ts):
// what is typed before it arrives is kept, and a submit made before it arrives is made after.
test('signing in works while the form library is still on its way', async ({ page }) => {
  const user = await registerUser(page.request);
  const formLibrary = await holdRequests(page, /\/assets\/index\.esm-[^/]+\.js$/);
  await page.goto('/login');
  await page.getByLabel('Email address').fill(user.email);
  await page.getByLabel('Password', { exact: true }).fill(user.password);
  await page.getByLabel('Remember me').check();
  await page.getByRole('button', { name: 'Sign in' }).click();
  await formLibrary.asked;
  await expect(page.getByRole('heading', { name: 'Sign in to your account' })).toBeVisible();

  const signIn = page.waitForRequest('**/api/auth/token');
  formLibrary.release();
  expect(new URLSearchParams((await signIn).postData() ?? '').get('remember_me')).toBe('true');
  await expect(page).toHaveURL(/\/platform\/chat$/);
});

test('registration shows every rule in order, then the server answers', async ({ page }) => {
  const existing = await registerUser(page.request);
  await page.goto('/register');
  const register = page.getByRole('button', { name: 'Register' });
  const field = {
    first: page.getByLabel('First name'),
    last: page.getByLabel('Last name'),
    email: page.getByLabel('Email address'),
    password: page.getByLabel('Password', { exact: true }),
    confirm: page.getByLabel('Confirm password'),
  };
  await expect(register).toBeDisabled();

  // The button stays disabled until the form is valid, so each rule is reached by submitting with Enter.
  const submit = () => field.confirm.press('Enter');
  await submit();
  await expect(page.getByText('Please enter first name')).toBeVisible();
  await field.first.fill('Ada');
  await expect(page.getByText('Please enter first name')).toHaveCount(0);
  await submit();
  await expect(page.getByText('Please enter last name')).toBeVisible();
  await field.last.fill('Lovelace');
  await submit();
  await expect(page.getByText('Please enter email address')).toBeVisible();
  await field.email.fill('ada at example');
  await submit();
  await expect(page.getByText('Please enter a valid email address (e.g., name@example.com)')).toBeVisible();
  await field.email.fill(existing.email);
  await submit();
  await expect(page.getByText('Please enter password')).toBeVisible();
  await field.password.fill('abc');
  await expect(page.getByText('Weak password')).toBeVisible();
  await submit();
  await expect(page.getByText('Password must be at least 6 characters')).toBeVisible();
  await field.password.fill('abcdef');
  await expect(page.getByText('Weak password')).toBeVisible();
  await field.password.fill('abcdeF1');
  await expect(page.getByText('Good password')).toBeVisible();
  await field.password.fill('abcdefgh');
  await expect(page.getByText('Fair password')).toBeVisible();
  await field.confirm.fill('abcdefgX');
  await expect(page.getByText('Passwords do not match')).toBeVisible();
  await submit();
  await expect(page.getByRole('alert').filter({ hasText: 'Passwords do not match' })).toBeVisible();
  await expect(register).toBeDisabled();

  await field.confirm.fill('abcdefgh');
  await expect(page.getByText('Passwords match')).toBeVisible();
  await expect(register).toBeEnabled();
  await register.click();
  await expect(page.getByText('A user with this email already exists')).toBeVisible();
  await expect(page).toHaveURL(/\/register$/);
});

test('the route table redirects signed-in and signed-out visitors', async ({ page }) => {
  for (const path of ['/', '/chat', '/somewhere/else', '/platform', '/platform/profile']) {
    await page.goto(path);
    await expect(page, path).toHaveURL(/\/login$/);
  }

  // The intended path survives the trip through /login.
  const user = await registerUser(page.request);
  await page.goto('/platform/profile');
  await expect(page).toHaveURL(/\/login$/);
  await page.getByLabel('Email address').fill(user.email);
  await page.getByLabel('Password', { exact: true }).fill(user.password);
  await page.getByRole('button', { name: 'Sign in' }).click();
  await expect(page).toHaveURL(/\/platform\/profile$/);

  for (const [from, to] of [
    ['/', '/platform/chat'],
    ['/chat', '/platform/chat'],
    ['/no/such/page', '/platform/chat'],
    ['/platform/terms', '/platform/tos'],
    ['/platform/unknown-tab', '/platform/chat'],
    ['/platform/agents', '/platform/chat'],
    ['/login', '/platform/chat'],
    ['/register', '/platform/chat'],
    ['/registration-success', '/platform/chat'],
    ['/forgot-password', '/platform/chat'],
    ['/reset-password', '/platform/chat'],
    ['/verify-email', '/platform/chat'],
  ]) {
    await page.goto(from!);
    await expect(page, from).toHaveURL(new RegExp(`${to}$`));
  }

  // No tab: the last active tab of this browser session.
  await page.goto('/platform/billing');
  await expect(page.getByRole('heading', { name: 'Billing & Subscription' })).toBeVisible();
  await page.goto('/platform');
  await expect(page).toHaveURL(/\/platform\/billing$/);
  // The tab is remembered once it has rendered, after the address changed: set it over after that.
  await expect.poll(() => page.evaluate(() => sessionStorage.getItem('lastActiveTab'))).toBe('billing');

  // A remembered tab this account may not open (an admin used Agents in this browser tab) ends at the chat.
  await page.evaluate(() => sessionStorage.setItem('lastActiveTab', 'agents'));
  await page.goto('/platform');
  await expect(page).toHaveURL(/\/platform\/chat$/);
});

/** Signs in through the form on /login, as a person does. */
async function signInWithForm(page: Page, user: { email: string; password: string }) {
  await expect(page.getByRole('heading', { name: 'Sign in to your account' })).toBeVisible();
  await page.getByLabel('Email address').fill(user.email);
  await page.getByLabel('Password', { exact: true }).fill(user.password);
  await page.getByRole('button', { name: 'Sign in' }).click();
}

// The users are registered through a request context of their own: `page.request` shares the page's cookies, and a sign-in
// through it while the page's sign-out is on its way would have that sign-out end the new user's session.
test('whoever signs in after a sign-out or an account deletion starts at the chat, not on the screen left', async ({ page, request }) => {
  const first = await registerUser(request);
  await page.goto('/login');
  await signInWithForm(page, first);
  await page.getByRole('link', { name: 'Billing', exact: true }).click();
  await expect(page.getByRole('heading', { name: 'Billing & Subscription' })).toBeVisible();
  await page.getByRole('button', { name: 'Logout' }).click();

  const second = await registerUser(request);
  await signInWithForm(page, second);
  await expect(page.getByRole('textbox', { name: 'Message' })).toBeVisible();
  await expect(page).toHaveURL(/\/platform\/chat$/);
  await page.getByRole('link', { name: 'Profile' }).click();
  await page.getByRole('button', { name: 'Delete my account' }).click();
  const deletion = page.getByRole('dialog', { name: 'Delete my account' });
  await deletion.getByLabel('Password', { exact: true }).fill(second.password);
  await deletion.getByRole('button', { name: 'Delete my account' }).click();

  await signInWithForm(page, await registerUser(request));
  await expect(page.getByRole('textbox', { name: 'Message' })).toBeVisible();
  await expect(page).toHaveURL(/\/platform\/chat$/);
});

test('a session that runs out still brings the founder back to the screen they were on', async ({ page }) => {
  const user = await signInPage(page);
  await page.goto('/platform/billing');
  await expect(page.getByRole('heading', { name: 'Billing & Subscription' })).toBeVisible();
  await page.context().clearCookies();
  await page.evaluate(() => localStorage.setItem('access_token', 'expired.or.forged'));
  await page.reload();
  await signInWithForm(page, user);
  await expect(page.getByRole('heading', { name: 'Billing & Subscription' })).toBeVisible();
  await expect(page).toHaveURL(/\/platform\/billing$/);
});

test('each screen names itself in the window title', async ({ page }) => {
  const user = await registerUser(page.request);
  await page.goto('/register');
  await expect(page).toHaveTitle('Create an account — IdeaPilot');
  await page.getByRole('link', { name: 'sign in to existing account' }).click();
  await expect(page).toHaveTitle('Sign in to your account — IdeaPilot');
  await signInWithForm(page, user);
  await expect(page).toHaveTitle('Chat — IdeaPilot');
  await page.getByRole('link', { name: 'Profile' }).click();
  await expect(page).toHaveTitle('Profile Settings — IdeaPilot');
  await page.getByRole('link', { name: 'Billing', exact: true }).click();
  await expect(page).toHaveTitle('Billing & Subscription — IdeaPilot');
  await page.getByRole('contentinfo').getByRole('link', { name: 'Terms of Service' }).click();
  await expect(page).toHaveTitle('Terms of Service — IdeaPilot');
});

/**
 * Registers `user` on the short-token server and settles the onboarding the test is not about, from
 * a request context of its own (its sign-in is not the page's). Tried again from a fresh sign-in
 * until both calls are taken: on a busy machine a token can run out between two calls.
 */
async function settledOnShortTokens(request: APIRequestContext, base: string, user: E2EUser) {
  const registered = await request.post(`${base}/api/auth/register`, {
    data: { email: user.email, password: user.password, first_name: user.firstName, last_name: user.lastName },
  });
  expect(registered.status()).toBe(201);
  await expect(async () => {
    const login = await request.post(`${base}/api/auth/token`, { form: { username: user.email, password: user.password } });
    const headers = { authorization: `Bearer ${(await login.json()).access_token}` };
    expect((await request.post(`${base}/api/users/me/consent`, { headers })).status()).toBe(200);
    expect((await request.post(`${base}/api/users/me/viewed_tutorial`, { headers, data: { viewed: true } })).status()).toBe(200);
  }).toPass();
}

test('an expired access token is refreshed without the person noticing', async ({ page, request }) => {
  const base = `http://127.0.0.1:${SHORT_TOKEN_PORT}`;
  const user = newUser();
  await settledOnShortTokens(request, base, user);
  await page.goto(`${base}/login`);
  await page.getByLabel('Email address').fill(user.email);
  await page.getByLabel('Password', { exact: true }).fill(user.password);
  await page.getByRole('button', { name: 'Sign in' }).click();
  await expect(page).toHaveURL(/\/platform\/chat$/);
  const first = await page.evaluate(() => localStorage.getItem('access_token'));

  // Wait until the server refuses the page's access token (it lives SHORT_TOKEN_SECONDS).
  await expect
    .poll(async () => (await page.request.get(`${base}/api/users/me`, { headers: { authorization: `Bearer ${first}` } })).status(), {
      timeout: (SHORT_TOKEN_SECONDS + 5) * 1000,
    })
    .toBe(401);
  // Client-side navigation, so no page load can cut the refresh short: the profile's calls get a
  // 401, share one refresh and are retried. (The chat screen may have refreshed the token by
  // itself already; either way the person sees their profile and holds a new token.)
  await page.getByRole('link', { name: 'Profile' }).click();
  await expect(page).toHaveURL(/\/platform\/profile$/);
  await expect(page.getByRole('heading', { name: 'Profile Settings' })).toBeVisible();
  await expect(page.getByLabel('Email', { exact: true })).toHaveValue(user.email);
  await expect.poll(() => page.evaluate(() => localStorage.getItem('access_token'))).not.toBe(first);
  await page.reload();
  await expect(page.getByLabel('Email', { exact: true })).toHaveValue(user.email);
});

// A refresh the network cuts off was not refused: its cookie may well be good. The person stays
// signed in, the call fails as any call without a connection, and the next try refreshes.
test('a refresh cut off by the network keeps the person signed in, and the next try goes through', async ({ page }) => {
  const user = await signInPage(page);
  await page.goto('/platform/profile');
  const firstName = page.getByLabel('First name');
  await expect(firstName).toHaveValue(user.firstName);
  await page.evaluate(() => localStorage.setItem('access_token', 'expired.or.forged'));
  await page.route('**/api/auth/refresh', (route) => route.abort('connectionreset'));
  await firstName.fill('Grace');
  await page.getByRole('button', { name: 'Save Changes' }).click();
  await expect(page.getByRole('alert')).toHaveText('Failed to update profile');
  await expect(page).toHaveURL(/\/platform\/profile$/);
  expect(await page.evaluate(() => localStorage.getItem('isAuthenticated'))).toBe('true');

  await page.unroute('**/api/auth/refresh');
  await page.getByRole('button', { name: 'Save Changes' }).click();
  await expect(page.getByText('Profile updated successfully')).toBeVisible();
  expect(await page.evaluate(() => localStorage.getItem('access_token'))).not.toBe('expired.or.forged');
  await page.reload();
  await expect(firstName).toHaveValue('Grace');
});

test('a refresh that fails signs the person out to /login', async ({ page }) => {
  await signInPage(page);
  await page.goto('/platform/profile');
  await page.context().clearCookies();
  await page.evaluate(() => localStorage.setItem('access_token', 'expired.or.forged'));
  await page.reload();
  await expect(page).toHaveURL(/\/login$/);
  expect(await page.evaluate(() => localStorage.getItem('isAuthenticated'))).toBeNull();
});

test('forgot-password checks the address, then answers the same for any address', async ({ page }) => {
  await page.goto('/login');
  await page.getByRole('link', { name: 'Forgot your password?' }).click();
  // The page is a chunk of its own: until it is drawn, the sign-in form (with its own e-mail field) stays.
  await expect(page.getByRole('heading', { name: 'Forgot your password?' })).toBeVisible();
  const send = page.getByRole('button', { name: 'Send reset link' });
  await expect(send).toBeDisabled();
  await page.getByLabel('Email address').fill('ada@example');
  await send.click();
  await expect(page.getByRole('alert')).toHaveText('Please enter a valid email address');
  await page.getByLabel('Email address').fill(newUser().email);
  await expect(page.getByRole('alert')).toHaveCount(0);
  await send.click();
  await expect(page.getByText('If an account exists for this address')).toBeVisible();
});

test('the sign-in and registration screens pass axe and fit the screen', async ({ page }) => {
  await page.goto('/login');
  await expect(page.getByRole('heading', { name: 'Sign in to your account' })).toBeVisible();
  await expectNoSeriousA11yViolations(page);
  await page.goto('/register');
  await page.getByLabel('Password', { exact: true }).fill('abc');
  await expectNoSeriousA11yViolations(page);
  // Nothing sticks out sideways, on a phone either.
  const [scrollWidth, clientWidth] = await page.evaluate(() => [document.documentElement.scrollWidth, document.documentElement.clientWidth]);
  expect(scrollWidth).toBeLessThanOrEqual(clientWidth);
});
