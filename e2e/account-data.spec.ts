import { readFileSync } from 'node:fs';
import { unzip } from '../apps/server/test/unzip.ts';
import { IDEA, spendTokens } from './chat-helpers.ts';
import { expect, expectNoSeriousA11yViolations, registerUser, signInPage, snapshot, test } from './fixtures.ts';

test('Export my data downloads a zip with the profile, the conversation and the token ledger', async ({ page }) => {
  const user = await signInPage(page);
  await spendTokens(page.request, user.token, 1);
  await page.goto('/platform/profile');
  const section = page.getByRole('region', { name: 'Your Data' });
  await expect(section).toBeVisible();
  await snapshot(page, 'your-data');

  const downloading = page.waitForEvent('download');
  await section.getByRole('button', { name: 'Export my data' }).click();
  const download = await downloading;
  expect(download.suggestedFilename()).toMatch(/^ideapilot-export-\d{4}-\d{2}-\d{2}\.zip$/);
  const files = await unzip(readFileSync((await download.path())!));
  expect(JSON.parse(files.get('profile.json')!).user.email).toBe(user.email);
  const conversation = [...files.entries()].find(([name]) => name.endsWith('/conversation.md'))?.[1];
  expect(conversation).toContain(IDEA[0]);
  expect(files.get('token-ledger.csv')).toMatch(/^date,kind,amount,reason,reference\r\n.*grant,20,/);
  await expect(section.getByRole('button', { name: 'Export my data' })).toBeEnabled();
});

test('Delete my account says what goes, needs the password, then sign-in fails and the e-mail can register again', async ({ page }) => {
  const user = await signInPage(page);
  await page.goto('/platform/profile');
  await page.getByRole('region', { name: 'Your Data' }).getByRole('button', { name: 'Delete my account' }).click();
  const dialog = page.getByRole('dialog', { name: 'Delete my account' });
  // Word for word, as a founder reads it: a change to this promise must be seen here.
  await expect(dialog.getByRole('listitem')).toHaveText([
    'your profile and sign-in details',
    'every chat session, with its conversation and idea canvas versions',
    'your vibe briefs and prompts',
    'your token balance and token history',
    'your subscription, which is cancelled at once',
    'every signed-in device, which is signed out',
  ]);
  await expect(dialog).toContainText('Records of payments, which the law requires us to keep, stay without your name or e-mail.');
  await snapshot(page, 'delete-account');
  await expectNoSeriousA11yViolations(page);

  const confirm = dialog.getByRole('button', { name: 'Delete my account' });
  await confirm.click();
  await expect(dialog.getByRole('alert')).toHaveText('Please enter your password');
  await dialog.getByLabel('Password', { exact: true }).fill('not-my-password');
  await confirm.click();
  await expect(dialog.getByRole('alert')).toHaveText('Password is incorrect');
  await dialog.getByRole('button', { name: 'Cancel' }).click();
  await expect(dialog).toHaveCount(0);
  await expect(page.getByRole('heading', { name: 'Profile Settings', level: 1 })).toBeVisible();

  await page.getByRole('region', { name: 'Your Data' }).getByRole('button', { name: 'Delete my account' }).click();
  await dialog.getByLabel('Password', { exact: true }).fill(user.password);
  await confirm.click();
  await expect(page).toHaveURL(/\/login$/);

  await page.getByLabel('Email address').fill(user.email);
  await page.getByLabel('Password', { exact: true }).fill(user.password);
  await page.getByRole('button', { name: 'Sign in' }).click();
  await expect(page.getByRole('alert')).toHaveText('Incorrect email or password');

  await page.goto('/register');
  await page.getByLabel('First name').fill('Ada');
  await page.getByLabel('Last name').fill('Again');
  await page.getByLabel('Email address').fill(user.email);
  await page.getByLabel('Password', { exact: true }).fill(user.password);
  await page.getByLabel('Confirm password').fill(user.password);
  await page.getByRole('button', { name: 'Register' }).click();
  await expect(page.getByRole('heading', { name: 'Registration successful' })).toBeVisible();
});

test('after deleting their account the founder reads on /login that it is gone, once, and never after a Logout', async ({ page }) => {
  const user = await signInPage(page);
  await page.goto('/platform/profile');
  await page.getByRole('region', { name: 'Your Data' }).getByRole('button', { name: 'Delete my account' }).click();
  const dialog = page.getByRole('dialog', { name: 'Delete my account' });
  await dialog.getByLabel('Password', { exact: true }).fill(user.password);
  await dialog.getByRole('button', { name: 'Delete my account' }).click();
  await expect(page).toHaveURL(/\/login$/);
  const notice = page.getByRole('status').filter({ hasText: 'Your account has been deleted.' });
  await expect(notice).toBeVisible();

  // A later visit to /login says nothing: the word was for the deletion only.
  await page.reload();
  await expect(page.getByRole('heading', { name: 'Sign in to your account' })).toBeVisible();
  expect(await page.evaluate(() => sessionStorage.getItem('accountDeleted'))).toBeNull();
  await expect(page.getByText('Your account has been deleted.')).toHaveCount(0);

  // Nor does a Logout.
  const next = await registerUser(page.request);
  await page.getByLabel('Email address').fill(next.email);
  await page.getByLabel('Password', { exact: true }).fill(next.password);
  await page.getByRole('button', { name: 'Sign in' }).click();
  await page.getByRole('button', { name: 'Logout' }).click();
  await expect(page).toHaveURL(/\/login$/);
  await expect(page.getByRole('heading', { name: 'Sign in to your account' })).toBeVisible();
  await expect(page.getByText('Your account has been deleted.')).toHaveCount(0);
});
