import { dismissCookieBanner, expect, newUser, registerUser, signInPage, test } from './fixtures.ts';

test.beforeEach(async ({ page }) => {
  await dismissCookieBanner(page);
});

test('registration: a new submit clears the errors of the last one', async ({ page }) => {
  const existing = await registerUser(page.request);
  const user = newUser();
  await page.goto('/register');
  await page.getByLabel('First name').fill(user.firstName);
  await page.getByLabel('Last name').fill(user.lastName);
  await page.getByLabel('Email address').fill(existing.email);
  await page.getByLabel('Password', { exact: true }).fill(user.password);
  await page.getByLabel('Confirm password').fill(user.password);
  await page.getByRole('button', { name: 'Register' }).click();
  await expect(page.getByText('A user with this email already exists')).toBeVisible();

  // The next attempt fails differently: only its own message is left on screen.
  await page.route('**/api/auth/register', (route) =>
    route.fulfill({ status: 422, contentType: 'application/json', body: JSON.stringify({ detail: 'Validation failed', code: 'validation_failed' }) }),
  );
  await page.getByLabel('First name').fill('Augusta');
  await page.getByRole('button', { name: 'Register' }).click();
  await expect(page.getByText('Please check the entered data')).toBeVisible();
  await expect(page.getByText('A user with this email already exists')).toHaveCount(0);
});

test('registration: the e-mail hint shows a fixed example, never the address typed', async ({ page }) => {
  await page.goto('/register');
  await page.getByLabel('First name').fill('Ada');
  await page.getByLabel('Last name').fill('Lovelace');
  await page.getByLabel('Email address').fill('a.b@example');
  await page.getByLabel('Confirm password').press('Enter');
  await expect(page.getByText('Please enter a valid email address (e.g., name@example.com)')).toBeVisible();
  await expect(page.getByText('a.b@example)')).toHaveCount(0);
});

test('/verify-email without a token says the link is invalid and calls nothing', async ({ page }) => {
  const calls: string[] = [];
  page.on('request', (request) => {
    if (request.url().includes('/api/auth/verify-email')) calls.push(request.method());
  });
  await page.goto('/verify-email');
  await expect(page.getByText('This verification link is invalid or has expired')).toBeVisible();
  // Still nothing once the page has settled (its public config call has answered).
  await page.waitForLoadState('networkidle');
  expect(calls).toEqual([]);
});

test('the top-bar tabs are links, so they show their address and open in a new tab', async ({ page, context }) => {
  await signInPage(page);
  await page.goto('/platform/chat');
  const nav = page.getByRole('navigation', { name: 'Platform' });
  for (const [name, path] of [
    ['Chat', '/platform/chat'],
    ['Profile', '/platform/profile'],
    ['Billing', '/platform/billing'],
  ] as const) {
    await expect(nav.getByRole('link', { name, exact: true })).toHaveAttribute('href', path);
  }
  await expect(nav.getByRole('link', { name: 'Chat', exact: true })).toHaveAttribute('aria-current', 'page');
  const opened = context.waitForEvent('page');
  await nav.getByRole('link', { name: 'Profile', exact: true }).click({ modifiers: ['ControlOrMeta'] });
  const tab = await opened;
  await expect(tab).toHaveURL(/\/platform\/profile$/);
  await expect(page).toHaveURL(/\/platform\/chat$/);
  await nav.getByRole('link', { name: 'Profile', exact: true }).click();
  await expect(page).toHaveURL(/\/platform\/profile$/);
});

test('/verify-email sends the token as the link carries it, decoded once', async ({ page }) => {
  const sent = page.waitForRequest('**/api/auth/verify-email');
  await page.goto('/verify-email?token=a%2541b');
  expect((await sent).postDataJSON()).toEqual({ token: 'a%41b' });
  await expect(page.getByText('This verification link is invalid or has expired')).toBeVisible();
});
