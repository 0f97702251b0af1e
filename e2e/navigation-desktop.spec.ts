import { dismissCookieBanner, expect, holdRequests, signInPage, test } from './fixtures.ts';

// The router shows a new location in a transition (apps/web/src/lib/location.tsx): a screen whose
// file is still on its way does not blank the page.
test('the screen being left stays up until the next screen has loaded', async ({ page }) => {
  await dismissCookieBanner(page);
  await page.goto('/login');
  await expect(page.getByRole('heading', { name: 'Sign in to your account' })).toBeVisible();

  const registerFile = await holdRequests(page, /\/assets\/RegisterPage-[^/]+\.js$/);
  await page.getByRole('link', { name: 'create a new account' }).click();

  await registerFile.asked;
  await expect(page).toHaveURL(/\/register$/);
  await expect(page.getByRole('heading', { name: 'Sign in to your account' })).toBeVisible();
  registerFile.release();
  await expect(page.getByRole('heading', { name: 'Create an account' })).toBeVisible();
  await expect(page.getByRole('heading', { name: 'Sign in to your account' })).toBeHidden();
});

test('a link to the page shown adds no step to Back', async ({ page }) => {
  await signInPage(page);
  await page.goto('/platform/billing');
  await page.getByRole('navigation', { name: 'Platform' }).getByRole('link', { name: 'Profile' }).click();
  await expect(page.getByRole('heading', { name: 'Personal Information' })).toBeVisible();
  const steps = await page.evaluate(() => history.length);

  await page.getByRole('navigation', { name: 'Platform' }).getByRole('link', { name: 'Profile' }).click();
  await page.getByRole('navigation', { name: 'Platform' }).getByRole('link', { name: 'Profile' }).click();
  expect(await page.evaluate(() => history.length)).toBe(steps);
  await page.goBack();
  await expect(page).toHaveURL(/\/platform\/billing$/);
});
