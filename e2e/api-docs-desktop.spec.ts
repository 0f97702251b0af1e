import { expect, test } from '@playwright/test';

// The API reference is a page for developers, drawn by a library, not one of the app's screens: one
// viewport is enough to check that it renders under the strict Content-Security-Policy.

test('the API reference page shows the endpoints under the strict CSP', async ({ page }) => {
  const refused: string[] = [];
  page.on('console', (message) => {
    if (message.type() === 'error') refused.push(message.text());
  });
  const answer = await page.goto('/api/docs/');
  expect(answer?.headers()['content-security-policy']).toContain("script-src 'self'");

  // The reference page renders the whole document in the browser before it shows anything.
  await expect(page.getByRole('heading', { name: /IdeaPilot API/ })).toBeVisible({ timeout: 30_000 });
  const register = page.getByRole('button', { name: /POST \/api\/auth\/register/ });
  await expect(register).toBeVisible();
  await register.click();
  await expect(page.getByText('Create an account and send the verification e-mail').first()).toBeVisible();
  await expect(page.getByText('email_taken').first()).toBeVisible();
  expect(refused.filter((text) => /Content Security Policy/i.test(text))).toEqual([]);
});
