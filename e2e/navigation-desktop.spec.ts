import { dismissCookieBanner, expect, signInPage, test } from './fixtures.ts';

// The router shows a new location in a transition (apps/web/src/lib/location.tsx): a screen whose
// file is still on its way does not blank the page.
test('the screen being left stays up until the next screen has loaded', async ({ page }) => {
  await dismissCookieBanner(page);
  await page.goto('/login');
  await expect(page.getByRole('heading', { name: 'Sign in to your account' })).toBeVisible();

  let release = () => {};
  const released = new Promise<void>((resolve) => (release = resolve));
  let asked = () => {};
  const wasAsked = new Promise<void>((resolve) => (asked = resolve));
  await page.route(/\/assets\/RegisterPage-[^/]+\.js$/, async (route) => {
    asked();
    await released;
    await route.continue();
  }, { times: 1 });
  await page.getByRole('link', { name: 'create a new account' }).click();

  await wasAsked;
  await expect(page).toHaveURL(/\/register$/);
  await expect(page.getByRole('heading', { name: 'Sign in to your account' })).toBeVisible();
  release();
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
