import type { Locator } from '@playwright/test';
import { dismissCookieBanner, expect, signInPage, test } from './fixtures.ts';

/**
 * A form's error is tied to the field it is about, as the registration screen's fields do: the
 * field is marked invalid and the error is its description, so a screen reader reads both when
 * the field is focused. Once the error is gone the field is neither.
 */
async function expectFieldError(field: Locator, message: string) {
  await expect(field).toHaveAttribute('aria-invalid', 'true');
  await expect(field).toHaveAccessibleDescription(message);
}

async function expectFieldFine(field: Locator) {
  await expect(field).not.toHaveAttribute('aria-invalid', 'true');
  await expect(field).toHaveAccessibleDescription('');
}

test.beforeEach(async ({ page }) => dismissCookieBanner(page));

test("registration: the confirmation field is marked invalid and described by the 'Passwords do not match' line", async ({ page }) => {
  await page.goto('/register');
  const password = page.getByLabel('Password', { exact: true });
  const confirm = page.getByLabel('Confirm password');
  await password.fill('abcdefgh');
  await confirm.fill('abcdefgX');
  await expect(page.getByText('Passwords do not match')).toBeVisible();
  await expectFieldError(confirm, 'Passwords do not match');
  await expectFieldFine(password);

  await confirm.fill('abcdefgh');
  await expect(page.getByText('Passwords match')).toBeVisible();
  await expect(confirm).not.toHaveAttribute('aria-invalid', 'true');
});

test('reset password: each rule that fails marks its own field and describes it', async ({ page }) => {
  await page.goto('/reset-password?token=any-token');
  const password = page.getByLabel('New password', { exact: true });
  const confirm = page.getByLabel('Confirm new password');
  const submit = page.getByRole('button', { name: 'Reset password' });

  await password.fill('short');
  await submit.click();
  await expect(page.getByRole('alert')).toHaveText('Password must be at least 6 characters');
  await expectFieldError(password, 'Password must be at least 6 characters');
  await expectFieldFine(confirm);

  await password.fill('abcdefgh');
  await expectFieldFine(password);
  await confirm.fill('abcdefgX');
  await submit.click();
  await expect(page.getByRole('alert')).toHaveText('Passwords do not match');
  await expectFieldError(confirm, 'Passwords do not match');
  await expectFieldFine(password);
});

test('change password: each rule that fails marks its own field and describes it', async ({ page }) => {
  await signInPage(page);
  await page.goto('/platform/profile');
  await page.getByRole('button', { name: 'Change Password' }).click();
  const modal = page.getByRole('dialog', { name: 'Change Password' });
  const current = modal.getByLabel('Current password');
  const next = modal.getByLabel('New password', { exact: true });
  const confirm = modal.getByLabel('Confirm new password');
  const submit = modal.getByRole('button', { name: 'Change Password' });
  const error = modal.getByRole('alert');

  await next.fill('n3w-secret');
  await confirm.fill('n3w-secreT');
  await submit.click();
  await expect(error).toHaveText('New passwords do not match');
  await expectFieldError(confirm, 'New passwords do not match');
  await expectFieldFine(next);

  await next.fill('short');
  await confirm.fill('short');
  await submit.click();
  await expect(error).toHaveText('Password must be at least 6 characters long');
  await expectFieldError(next, 'Password must be at least 6 characters long');
  await expectFieldFine(confirm);

  await next.fill('n3w-secret');
  await confirm.fill('n3w-secret');
  await submit.click();
  await expect(error).toHaveText('Please enter your current password');
  await expectFieldError(current, 'Please enter your current password');
  await expectFieldFine(next);

  await current.fill('something');
  await expect(error).toHaveCount(0);
  await expectFieldFine(current);
});

test('personal information: an empty name is marked invalid and described by its error', async ({ page }) => {
  await signInPage(page);
  await page.goto('/platform/profile');
  const personal = page.getByRole('region', { name: 'Personal Information' });
  const first = personal.getByLabel('First name');
  const last = personal.getByLabel('Last name');
  await expect(first).toHaveValue('Ada');

  await first.fill(' ');
  await personal.getByRole('button', { name: 'Save Changes' }).click();
  await expect(personal.getByRole('alert')).toHaveText('Please enter first name');
  await expectFieldError(first, 'Please enter first name');
  await expectFieldFine(last);

  await first.fill('Grace');
  await last.fill('');
  await personal.getByRole('button', { name: 'Save Changes' }).click();
  await expect(personal.getByRole('alert')).toHaveText('Please enter last name');
  await expectFieldError(last, 'Please enter last name');
  await expectFieldFine(first);
});
