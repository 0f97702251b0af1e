import { dismissCookieBanner, expect, registerUser, test } from './fixtures.ts';
import type { Page } from '@playwright/test';

async function signInThroughForm(page: Page, user: { email: string; password: string }) {
  await page.getByLabel('Email address').fill(user.email);
  await page.getByLabel('Password', { exact: true }).fill(user.password);
  await page.getByRole('button', { name: 'Sign in' }).click();
  await expect(page).toHaveURL(/\/platform\/chat$/);
}

test('a tab left open when someone else signs in in another tab becomes theirs: it never shows one account and acts as another', async ({ context, page, request }) => {
  test.slow();
  const bob = await registerUser(request);
  const alice = await registerUser(request);
  await dismissCookieBanner(page);
  const other = await context.newPage();
  await dismissCookieBanner(other);
  await other.goto('/login');
  await expect(other.getByRole('heading', { name: 'Sign in to your account' })).toBeVisible();

  await page.goto('/login');
  await signInThroughForm(page, bob);
  await page.goto('/platform/profile');
  const email = page.getByRole('textbox', { name: 'Email' });
  await expect(email).toHaveValue(bob.email);

  // The other tab, still on its sign-in form, signs in as Alice.
  await signInThroughForm(other, alice);
  await expect(email).toHaveValue(alice.email);
  await expect(page).toHaveURL(/\/platform\/profile$/);
});
