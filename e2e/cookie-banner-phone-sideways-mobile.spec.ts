import type { Page } from '@playwright/test';
import { waitForHistory } from './chat-helpers.ts';
import { expect, signInPage, snapshot, test } from './fixtures.ts';
import { boxOf, reachable } from './layout-helpers.ts';

// A founder's first visit to the chat on a phone held sideways, the cookie banner up. Before, the
// banner was the upright phone's sheet, its text over its buttons: 109 px of a 320 px window (a
// third), which left the conversation 24 px; at 844 × 390 (the desktop layout) the floating card was
// 188 px and lay over the message box.

const banner = (page: Page) => page.getByRole('region', { name: 'We value your privacy' });

test('held sideways, the banner is a fifth of the window at most, its choices in reach, and the message box takes a message while it is up', async ({ page }) => {
  test.setTimeout(120_000);
  await signInPage(page, { cookieChoice: false });
  await page.goto('/platform/chat');
  const conversation = page.getByRole('region', { name: 'Conversation' });
  const box = page.getByRole('textbox', { name: 'Message' });
  const text = banner(page).locator('.cookie-banner-text');
  const policy = banner(page).getByRole('button', { name: 'Privacy Policy' });
  const choices = ['Decline All', 'Manage Preferences', 'Accept All'].map((name) => banner(page).getByRole('button', { name }));
  // 844 × 390 is over 768 px wide: the desktop layout.
  for (const [width, height] of [[568, 320], [667, 375], [740, 360], [844, 390]] as const) {
    const at = `at ${width} × ${height} px`;
    await page.setViewportSize({ width, height });
    await page.reload();
    await waitForHistory(page);
    await expect(banner(page)).toBeVisible();
    expect(await page.evaluate(() => window.scrollY), at).toBe(0);

    // Before: 109 px of 320 at 568 × 320, 188 px of 390 at 844 × 390.
    const sheet = await boxOf(banner(page));
    expect(sheet.height, `height of the banner ${at}`).toBeLessThanOrEqual(height / 5);
    expect(sheet.y + sheet.height, at).toBeLessThanOrEqual(height + 0.5);
    for (const choice of choices) {
      await expect.poll(() => reachable(choice), at).toBe(true);
      expect((await boxOf(choice)).height, `a finger-sized target ${at}`).toBeGreaterThanOrEqual(44);
      // The name stays inside its button.
      expect(await choice.evaluate((b) => b.scrollWidth <= b.clientWidth && b.scrollHeight <= b.clientHeight), at).toBe(true);
    }

    // Above the banner: the message box whole, free to tap and to type in, and a reply's last line
    // with its tools (before: 24 px of conversation at 568 × 320, the box under the banner at 844 × 390).
    await expect.poll(() => reachable(box), at).toBe(true);
    await box.tap();
    await page.keyboard.type('Physiotherapists');
    await expect(box, at).toHaveValue('Physiotherapists');
    await box.fill('');
    expect((await boxOf(box)).y + (await boxOf(box)).height, at).toBeLessThanOrEqual(sheet.y);
    const talk = await boxOf(conversation);
    expect(talk.height, `height of the conversation ${at}`).toBeGreaterThanOrEqual(56);
    expect(talk.y + talk.height, at).toBeLessThanOrEqual(sheet.y);

    // The text scrolls beside the buttons: a stop for the keyboard, and End brings its last words
    // (the Privacy Policy link) into view.
    expect(await text.evaluate((t) => t.scrollHeight > t.clientHeight), at).toBe(true);
    await expect(text).toHaveAttribute('tabindex', '0');
    await text.focus();
    await page.keyboard.press('End');
    await expect.poll(() => reachable(policy), at).toBe(true);
    await snapshot(page, `cookie-banner-sideways-${width}x${height}`);
  }

  // On the smallest, the founder writes and sends with the banner up, then answers it: the chat
  // takes the room back.
  await page.setViewportSize({ width: 568, height: 320 });
  await box.tap();
  await page.keyboard.type('I want to build a booking app for independent physiotherapists.');
  await expect(box).toHaveValue('I want to build a booking app for independent physiotherapists.');
  await page.getByRole('button', { name: 'Send message' }).tap();
  await expect(page.getByRole('button', { name: 'Like', exact: true })).toHaveCount(1);
  await expect(box).toHaveValue('');
  await expect.poll(() => reachable(box)).toBe(true);
  await choices[2]!.tap();
  await expect(banner(page)).toBeHidden();
  await expect.poll(async () => (await boxOf(conversation)).height).toBeGreaterThanOrEqual(120);
});
