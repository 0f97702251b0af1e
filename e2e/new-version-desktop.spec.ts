import { dismissCookieBanner, expect, test } from './fixtures.ts';

// A tab open across a deploy asks for screen files that are gone; the app loads itself again
// instead of leaving a blank page (see apps/web/src/main.tsx).
test('a screen whose file cannot be fetched loads again with the page', async ({ page }) => {
  await dismissCookieBanner(page);
  await page.goto('/login');
  await expect(page.getByRole('heading', { name: 'Sign in to your account' })).toBeVisible();

  let refused = 0;
  await page.route(/\/assets\/RegisterPage-[^/]+\.js$/, (route) => {
    refused += 1;
    return route.fulfill({ status: 404, body: '' });
  }, { times: 1 });
  await page.getByRole('link', { name: 'create a new account' }).click();

  await expect(page.getByRole('heading', { name: 'Create an account' })).toBeVisible();
  expect(refused).toBe(1);
});
