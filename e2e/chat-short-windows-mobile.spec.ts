import type { Page } from '@playwright/test';
import { waitForHistory } from './chat-helpers.ts';
import { expect, signInPage, snapshot, test } from './fixtures.ts';
import { boxOf, reachable } from './layout-helpers.ts';

// A phone held sideways gives the chat 320 to 390 px of height. Before, the chat's own bars (top bar,
// tabs, header, tokens, stage pager, message box: 376 px) left the conversation 22 px at 667 × 375
// and 740 × 360; at 844 × 390 (the desktop layout) 32 px, the page footer over the Send button.
// At 568 × 320 the folded band still left 85 px, under the app's top bar and the phone tabs.

async function sendAndSeeReply(page: Page, text: string) {
  const likes = await page.getByRole('button', { name: 'Like', exact: true }).count();
  await page.getByRole('textbox', { name: 'Message' }).fill(text);
  await page.getByRole('button', { name: 'Send message' }).tap();
  await expect(page.getByRole('button', { name: 'Like', exact: true })).toHaveCount(likes + 1);
  await expect(page.getByRole('status').filter({ hasText: 'Updating your idea canvas' })).toHaveCount(0);
}

test('on a short window the conversation keeps at least 120 px and 30 % of the window, and the message box, the tokens and the stage pager stay in reach', async ({ page }) => {
  test.setTimeout(180_000);
  await signInPage(page);
  await page.goto('/platform/chat');
  await waitForHistory(page);
  const conversation = page.getByRole('region', { name: 'Conversation' });
  const box = page.getByRole('textbox', { name: 'Message' });
  const send = page.getByRole('button', { name: 'Send message' });
  const pager = page.getByRole('navigation', { name: 'Idea stages' });
  const tokens = page.getByText(/^Remaining tokens: \d+ \| Tokens used: \d+$/);
  const session = page.getByText(/^Session: [0-9a-f]{8}\.\.\.$/);
  const platform = page.getByRole('navigation', { name: 'Platform' });
  const topBar = [...['Chat', 'Profile', 'Billing'].map((name) => platform.getByRole('link', { name })), platform.getByRole('button', { name: 'Logout' })];
  const chatViews = page.getByRole('tablist', { name: 'Chat views' });
  const phoneTabs = ['Chat', 'Sessions', 'Canvas'].map((name) => chatViews.getByRole('tab', { name }));
  // Phones held sideways (844 px is over 768: the desktop layout, without the phone tabs), then two held upright.
  const sizes = [[568, 320], [667, 375], [740, 360], [844, 390], [320, 568], [375, 667]] as const;
  for (const [i, [width, height]] of sizes.entries()) {
    const at = `at ${width} × ${height} px`;
    await page.setViewportSize({ width, height });
    await page.reload();
    await waitForHistory(page);
    expect(await page.evaluate(() => window.scrollY), at).toBe(0);

    // At least 120 px and 30 % of the window (before: 22 px at 667 × 375, 85 px at 568 × 320).
    const talk = await boxOf(conversation);
    expect(talk.height, `height of the conversation ${at}`).toBeGreaterThanOrEqual(Math.max(120, height * 0.3));
    expect(talk.y + talk.height, at).toBeLessThanOrEqual(height);

    const tabs = width > 768 ? [] : phoneTabs;
    for (const shown of [box, send, tokens, session, pager.getByRole('button', { name: 'Next stages' }), ...topBar, ...tabs]) {
      await expect.poll(() => reachable(shown), `${await shown.evaluate((e) => e.textContent || e.getAttribute('aria-label') || e.tagName)} ${at}`).toBe(true);
    }
    // The pager still pages.
    await pager.getByRole('button', { name: 'Next stages' }).tap();
    await expect(pager.getByRole('button', { name: 'Previous stages' }), at).toBeEnabled();
    await expect.poll(() => reachable(pager.getByRole('button', { name: 'Previous stages' })), at).toBe(true);
    await snapshot(page, `chat-short-${width}x${height}`);

    await sendAndSeeReply(page, `Message ${i + 1}: clinics pay 29 euros a month per therapist.`);
    await expect(box).toHaveValue('');
    await expect.poll(() => reachable(box), at).toBe(true);
  }
});

test('held sideways the Chat / Sessions / Canvas tabs are a rail down the side: a tap opens each view, and the up and down arrows move along it', async ({ page }) => {
  await signInPage(page);
  await page.setViewportSize({ width: 568, height: 320 });
  await page.goto('/platform/chat');
  await waitForHistory(page);
  const tabs = page.getByRole('tablist', { name: 'Chat views' });
  const tab = (name: string) => tabs.getByRole('tab', { name });
  await expect(tabs).toHaveAttribute('aria-orientation', 'vertical');
  const [chat, sessions, canvas] = await Promise.all(['Chat', 'Sessions', 'Canvas'].map((name) => boxOf(tab(name))));
  expect(sessions!.y).toBeGreaterThan(chat!.y);
  expect(sessions!.x).toBe(chat!.x);
  expect(canvas!.y).toBeGreaterThan(sessions!.y);

  for (const name of ['Sessions', 'Canvas', 'Chat']) {
    await tab(name).tap();
    await expect(page.getByRole('tabpanel', { name })).toBeVisible();
    expect((await boxOf(page.getByRole('tabpanel', { name }))).x, name).toBeGreaterThanOrEqual(chat!.x + chat!.width);
  }
  await tab('Chat').focus();
  await page.keyboard.press('ArrowDown');
  await expect(tab('Sessions')).toBeFocused();
  await expect(tab('Sessions')).toHaveAttribute('aria-selected', 'true');
  await page.keyboard.press('ArrowUp');
  await page.keyboard.press('ArrowUp');
  await expect(tab('Canvas')).toBeFocused();
  await expect(page.getByRole('tabpanel', { name: 'Canvas' })).toBeVisible();

  // Upright the tabs are a row again, moved along by the left and right arrows.
  await page.setViewportSize({ width: 320, height: 568 });
  await expect(tabs).toHaveAttribute('aria-orientation', 'horizontal');
  await page.keyboard.press('ArrowRight');
  await expect(tab('Chat')).toBeFocused();
  await expect(page.getByRole('tabpanel', { name: 'Chat' })).toBeVisible();
});
