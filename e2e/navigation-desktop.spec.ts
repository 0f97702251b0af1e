import type { Page } from '@playwright/test';
import { dismissCookieBanner, expect, holdRequests, settleOnboarding, signInPage, test } from './fixtures.ts';

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

/** Which parts of the endpoint table this document has loaded (`core-endpoints`, `endpoints`). */
const tableParts = (page: Page) =>
  page.evaluate(() =>
    performance
      .getEntriesByType('resource')
      .map((entry) => /\/assets\/((?:core-)?endpoints)-[^/]+\.js$/.exec(entry.name)?.[1])
      .filter((part) => part !== undefined),
  );

// The chat screen builds the schemas of the table's first part only (packages/contract/src/core-endpoints.ts);
// the rest comes with the first call of one of its rows.
test('the chat screen loads the first part of the endpoint table, the billing tab the rest', async ({ page }) => {
  await signInPage(page);
  await page.goto('/platform/chat');
  await settleOnboarding(page);
  await expect(page.getByText('Remaining tokens: 20 | Tokens used: 0')).toBeVisible();
  await expect(page.getByText('Welcome! Let’s shape your idea.')).toBeVisible();
  expect(await tableParts(page)).toEqual(['core-endpoints']);

  await page.getByRole('navigation', { name: 'Platform' }).getByRole('link', { name: 'Billing' }).click();
  await expect(page.getByText('No transactions found')).toBeVisible();
  expect(await tableParts(page)).toEqual(['core-endpoints', 'endpoints']);
});

// The mark as an image made the browser build a document of its own for it on every load, a long
// task on a phone's (docs/decisions/2026-12-06-the-cookie-banner-and-the-logo-out-of-the-first-layout.md).
test('the sign-in and chat screens draw the logo in the page, not as an image', async ({ page }) => {
  const imagesLoaded = () => page.evaluate(() => performance.getEntriesByType('resource').filter((entry) => (entry as PerformanceResourceTiming).initiatorType === 'img').map((entry) => new URL(entry.name).pathname));
  await page.goto('/login');
  await expect(page.locator('.logo svg')).toBeVisible();
  expect(await imagesLoaded()).toEqual([]);
  await signInPage(page);
  await page.goto('/platform/chat');
  await settleOnboarding(page);
  await expect(page.getByText('Welcome! Let’s shape your idea.')).toBeVisible();
  await expect(page.getByRole('banner').locator('.logo svg')).toBeVisible();
  expect(await imagesLoaded()).toEqual([]);
});
