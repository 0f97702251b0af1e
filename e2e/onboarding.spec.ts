import type { Page } from '@playwright/test';
import { expect, expectNoSeriousA11yViolations, holdRequests, settleOverlays, signInPage, snapshot, test } from './fixtures.ts';
import { escapeTourAndReload } from './tour-helpers.ts';

/** The policies dialog (the tour's first step shares its title, so it is told apart by its checkbox). */
const consentModal = (page: Page) =>
  page.getByRole('dialog', { name: 'Welcome to IdeaPilot' }).filter({ has: page.getByRole('checkbox') });

test('a new user cannot escape the consent modal, accepts it, and the tour opens by itself', async ({ page }) => {
  const user = await signInPage(page, { consent: false, viewedTutorial: false });
  await page.goto('/platform/profile');

  const consent = consentModal(page);
  await expect(consent).toBeVisible();
  await expect(consent.getByRole('link', { name: 'Privacy Policy' })).toBeVisible();
  await expect(consent.getByRole('link', { name: 'Terms of Service' })).toBeVisible();
  await snapshot(page, 'consent');
  await expectNoSeriousA11yViolations(page);

  await page.keyboard.press('Escape');
  await page.mouse.click(4, 4);
  await expect(consent).toBeVisible();

  await consent.getByRole('button', { name: 'Accept and Continue' }).click();
  await expect(consent.getByRole('alert')).toHaveText('Please agree to the policies to continue');

  await consent.getByLabel('I have read and agree to the Privacy Policy and the Terms of Service').check();
  const consentRequest = await holdRequests(page, '**/api/users/me/consent');
  await consent.getByRole('button', { name: 'Accept and Continue' }).click();
  await expect(consent.getByRole('button', { name: 'Processing...' })).toBeDisabled();
  consentRequest.release();
  await expect(consent).toBeHidden();

  const preferences = await page.evaluate(() => JSON.parse(localStorage.getItem('consentPreferences') ?? 'null'));
  expect(preferences).toEqual({ necessary: true, analytics: true, marketing: true });

  const tour = page.getByRole('dialog', { name: 'Welcome to IdeaPilot' }).filter({ has: page.getByRole('button', { name: 'Next' }) });
  await expect(tour).toBeVisible();
  await snapshot(page, 'tour-first');
  await expectNoSeriousA11yViolations(page);

  await tour.getByRole('button', { name: 'Skip Tour' }).or(tour.getByText('1/13')).first().waitFor();
  await escapeTourAndReload(page, tour, user.email);
  await expect(page.getByRole('dialog')).toHaveCount(0);
});

test('Revoke Consent asks first, then brings the consent modal back', async ({ page }) => {
  await signInPage(page);
  await page.clock.install();
  await page.goto('/platform/profile');
  await expect(page.getByRole('heading', { name: 'Profile Settings' })).toBeVisible();

  const footer = page.getByRole('contentinfo');
  await footer.getByRole('button', { name: 'Revoke Consent' }).click();
  const confirm = page.getByRole('dialog', { name: 'Revoke consent' });
  await expect(
    confirm.getByText(
      'Are you sure you want to revoke consent? You will need to accept the policies again to continue using the service.',
    ),
  ).toBeVisible();
  await snapshot(page, 'revoke-confirm');
  await expectNoSeriousA11yViolations(page);
  await confirm.getByRole('button', { name: 'Cancel' }).click();
  await expect(confirm).toBeHidden();
  await expect(consentModal(page)).toHaveCount(0);

  await footer.getByRole('button', { name: 'Revoke Consent' }).click();
  await confirm.getByRole('button', { name: 'Revoke Consent' }).click();
  await expect(confirm).toBeHidden();
  const consent = consentModal(page);
  await expect(consent).toBeVisible();

  await page.reload();
  await expect(consent).toBeVisible();
  await consent.getByRole('checkbox').check();
  await consent.getByRole('button', { name: 'Accept and Continue' }).click();
  // Hidden only once the user has been read back with the consent given.
  await expect(consent).toBeHidden();
  await settleOverlays(page);
  // The tutorial was already viewed, so accepting again opens no tour.
  await expect(page.getByRole('dialog')).toHaveCount(0);
});
