import { openPhoneSessions, swipe } from './chat-helpers.ts';
import { expect, signInPage, test } from './fixtures.ts';

test('a new chat on a phone opens at the top of its welcome text', async ({ page }) => {
  await signInPage(page);
  await page.goto('/platform/chat');
  const welcome = page.getByText('Welcome! Let’s shape your idea.');
  await expect(welcome).toBeVisible();
  await expect(welcome).toBeInViewport();
  expect(await page.getByRole('region', { name: 'Conversation' }).evaluate((el) => el.scrollTop)).toBe(0);
});

test('a swiped row closes once its rename is done, and deleting the last chat opens a fresh one', async ({ page }) => {
  await signInPage(page);
  const { tabs, rows } = await openPhoneSessions(page);
  await expect(rows).toHaveCount(1);
  const front = rows.first().getByRole('button').last();
  await swipe(page, front, -120);
  await expect(front).toHaveAttribute('data-open', 'true');
  await rows.first().getByRole('button', { name: 'Rename' }).click();
  const rename = page.getByRole('dialog', { name: 'Rename Chat' });
  await rename.getByPlaceholder('Enter new name...').fill('Clinic bookings');
  await rename.getByRole('button', { name: 'Rename' }).click();
  await expect(rename).toBeHidden();
  await expect(rows.first()).toContainText('Clinic bookings');
  await expect(front).not.toHaveAttribute('data-open');
  await expect(front).toHaveCSS('transform', 'matrix(1, 0, 0, 1, 0, 0)');

  await swipe(page, front, -120);
  await rows.first().getByRole('button', { name: 'Delete' }).click();
  await page.getByRole('dialog', { name: 'Delete Chat?' }).getByRole('button', { name: 'Delete' }).click();
  await expect(rows).toHaveCount(1);
  await expect(rows.first()).toContainText('Untitled');
  await tabs.getByRole('tab', { name: 'Chat' }).click();
  await expect(page.getByText('Welcome! Let’s shape your idea.')).toBeVisible();
  await expect(page.getByText('Connecting...')).toHaveCount(0);
  await expect(page.getByRole('textbox', { name: 'Message' })).toBeEnabled();
});

test('on a phone the cookie banner never hides the sign-in form: the page scrolls it clear', async ({ page }) => {
  await page.goto('/login');
  const banner = page.getByRole('region', { name: 'We value your privacy' });
  await expect(banner).toBeVisible();
  for (const control of [page.getByLabel('Password', { exact: true }), page.getByRole('button', { name: 'Sign in', exact: true })]) {
    await control.scrollIntoViewIfNeeded();
    // Scrolled as far as it goes, the control sits above the banner.
    await page.evaluate(() => window.scrollTo(0, document.documentElement.scrollHeight));
    const box = (await control.boundingBox())!;
    const cover = (await banner.boundingBox())!;
    expect(box.y + box.height, 'control bottom vs banner top').toBeLessThanOrEqual(cover.y);
  }
  // And it can be used without clicking through the banner.
  await page.getByLabel('Email address').fill('nobody@example.com');
  await page.getByLabel('Password', { exact: true }).fill('wrong-password');
  await page.getByRole('button', { name: 'Sign in', exact: true }).click();
  await expect(page.getByRole('alert')).toBeVisible();
  await banner.getByRole('button', { name: 'Accept All' }).click();
  await expect(banner).toBeHidden();
  expect(await page.evaluate(() => getComputedStyle(document.documentElement).getPropertyValue('--cookie-banner-space'))).toBe('');
});
