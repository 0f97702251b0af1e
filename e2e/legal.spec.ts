import type { Page } from '@playwright/test';
import { expect, expectNoSeriousA11yViolations, signInPage, snapshot, test } from './fixtures.ts';

/** The policies dialog (the tour's first step shares its title, so it is told apart by its checkbox). */
const consentModal = (page: Page) =>
  page.getByRole('dialog', { name: 'Welcome to IdeaPilot' }).filter({ has: page.getByRole('checkbox') });

test('the policies open from the consent modal without consent, and Back returns to the last active tab', async ({ page }) => {
  await signInPage(page, { consent: false });
  await page.goto('/platform/profile');
  const consent = consentModal(page);
  await consent.getByRole('link', { name: 'Privacy Policy' }).click();

  await expect(page).toHaveURL(/\/platform\/privacy$/);
  await expect(consent).toBeHidden();
  await expect(page.getByRole('heading', { name: 'Privacy Policy', level: 1 })).toBeVisible();
  await expect(page.getByText('Effective date: August 25, 2025')).toBeVisible();
  await expect(page.getByRole('navigation', { name: 'Breadcrumb' })).toContainText('Legal');
  const main = page.getByRole('main');
  await expect(main).toContainText('18 years of age or older');
  await expect(main).toContainText('30 to 180 days');
  await expect(main).toContainText('Enterprise plan');
  await expect(main.getByRole('link', { name: 'support@ideapilot.app' }).first()).toBeVisible();
  await expect(main).not.toContainText(/\b16 years|age of 16/);
  await snapshot(page, 'privacy');
  await expectNoSeriousA11yViolations(page);

  await page.getByRole('button', { name: 'Back' }).click();
  await expect(page).toHaveURL(/\/platform\/profile$/);
  await expect(consent).toBeVisible();

  await consent.getByRole('link', { name: 'Terms of Service' }).click();
  await expect(page.getByRole('heading', { name: 'Terms of Service', level: 1 })).toBeVisible();
  await expect(main).toContainText('at least 18 years old');
  await expect(main).toContainText('State of Delaware');
  await expect(main).toContainText('the greater of the fees you paid us in the 12 months before the claim arose or 100 USD');
  await expect(main).not.toContainText(/\b16 years|age of 16/);
  await expect(consent).toBeHidden();
  await snapshot(page, 'terms');
  await expectNoSeriousA11yViolations(page);
  await page.getByRole('button', { name: 'Back' }).click();
  await expect(page).toHaveURL(/\/platform\/profile$/);
});

test('with no last tab, Back uses the browser history, else goes to the chat', async ({ page }) => {
  await signInPage(page);
  await page.goto('/platform/terms');
  await expect(page).toHaveURL(/\/platform\/tos$/);
  await expect(page.getByRole('heading', { name: 'Terms of Service', level: 1 })).toBeVisible();

  await page.getByRole('contentinfo').getByRole('link', { name: 'Privacy Policy' }).click();
  await expect(page.getByRole('heading', { name: 'Privacy Policy', level: 1 })).toBeVisible();
  await page.getByRole('button', { name: 'Back' }).click();
  await expect(page).toHaveURL(/\/platform\/tos$/);

  await page.reload();
  await page.getByRole('button', { name: 'Back' }).click();
  await expect(page).toHaveURL(/\/platform\/chat$/);
});
