import { expect, expectNoSeriousA11yViolations, holdRequests, signInPage, snapshot, test } from './fixtures.ts';

test('the profile shows the plan and tokens, and a name change persists', async ({ page }) => {
  const user = await signInPage(page);
  await page.goto('/platform/profile');
  await expect(page.getByRole('heading', { name: 'Profile Settings', level: 1 })).toBeVisible();

  const subscription = page.getByRole('region', { name: 'Subscription' });
  await expect(subscription.getByRole('definition').first()).toHaveText('Free');
  await expect(subscription.getByRole('definition').nth(1)).toHaveText('20');

  const email = page.getByLabel('Email');
  await expect(email).toHaveValue(user.email);
  await expect(email).not.toBeEditable();
  const changePassword = page.getByRole('region', { name: 'Security' }).getByRole('button', { name: 'Change Password' });
  await expect(changePassword).toBeVisible();
  // Each action keeps its label on one line, as tall as the one-line Delete my account.
  const deleteHeight = (await page.getByRole('button', { name: 'Delete my account' }).boundingBox())!.height;
  for (const action of [changePassword, page.getByRole('button', { name: 'Export my data' })]) expect((await action.boundingBox())!.height).toBe(deleteHeight);
  await snapshot(page, 'profile');
  await expectNoSeriousA11yViolations(page);

  await page.getByLabel('First name').fill('Grace');
  await page.getByLabel('Last name').fill('Hopper');
  await page.getByRole('button', { name: 'Save Changes' }).click();
  await expect(page.getByRole('status').filter({ hasText: 'Profile updated successfully' })).toBeVisible();

  await page.reload();
  await expect(page.getByLabel('First name')).toHaveValue('Grace');
  await expect(page.getByLabel('Last name')).toHaveValue('Hopper');
});

test('changing the password shows each error, then the new password signs in', async ({ page }) => {
  const user = await signInPage(page);
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

  await next.fill('short');
  await confirm.fill('short');
  await submit.click();
  await expect(error).toHaveText('Password must be at least 6 characters long');

  await next.fill('n3w-secret');
  await confirm.fill('n3w-secret');
  await submit.click();
  await expect(error).toHaveText('Please enter your current password');

  await current.fill('not-my-password');
  await submit.click();
  await expect(error).toHaveText('Current password is incorrect');
  await snapshot(page, 'password-error');
  await expectNoSeriousA11yViolations(page);

  await page.route('**/api/users/me/password', (route) => route.fulfill({ status: 500, contentType: 'application/json', body: '{}' }));
  await submit.click();
  await expect(error).toHaveText('Failed to change password');
  await page.unroute('**/api/users/me/password');

  await page.route('**/api/users/me/password', (route) => route.abort());
  await submit.click();
  await expect(error).toHaveText('An error occurred while changing password');
  await page.unroute('**/api/users/me/password');

  await current.fill(user.password);
  const passwordRequest = await holdRequests(page, '**/api/users/me/password');
  await submit.click();
  await expect(modal.getByRole('button', { name: 'Changing...' })).toBeDisabled();
  passwordRequest.release();
  await expect(modal.getByText('Password changed successfully')).toBeVisible();
  await expect(modal).toBeHidden({ timeout: 3000 });

  await page.getByRole('button', { name: 'Logout' }).click();
  await expect(page).toHaveURL(/\/login$/);
  await page.getByLabel('Email address').fill(user.email);
  await page.getByLabel('Password', { exact: true }).fill(user.password);
  await page.getByRole('button', { name: 'Sign in', exact: true }).click();
  await expect(page.getByRole('alert')).toBeVisible();
  await expect(page).toHaveURL(/\/login$/);

  await page.getByLabel('Password', { exact: true }).fill('n3w-secret');
  await page.getByRole('button', { name: 'Sign in', exact: true }).click();
  // Signed out on purpose: the chat, not the screen left (docs/decisions/2026-12-05-web-focus-titles-and-the-next-founder.md).
  await expect(page).toHaveURL(/\/platform\/chat$/);
  await page.getByRole('link', { name: 'Profile' }).click();
  await expect(page.getByLabel('Email')).toHaveValue(user.email);
});
