import type { Page } from '@playwright/test';
import { expect, signInPage, test } from './fixtures.ts';
import { say, slowStreams } from './chat-helpers.ts';

test('the conversation follows each new turn to its end, and stays where a reader scrolled up to', async ({ page }) => {
  test.slow();
  await signInPage(page);
  await slowStreams(page, 15);
  await page.goto('/platform/chat');
  const conversation = page.getByRole('region', { name: 'Conversation' });
  const belowView = () => conversation.evaluate((el) => el.scrollHeight - el.scrollTop - el.clientHeight);

  for (const message of ['so basically uber for tractors', 'farmers in Ghana', 'I was a mechanic for 10 years']) {
    await say(page, message);
    await expect.poll(belowView).toBeLessThanOrEqual(10);
  }

  // Scrolled up while a reply streams in: the reader is left where they are.
  await page.getByRole('textbox', { name: 'Message' }).fill('they pay 20 cedis an hour for a tractor');
  await page.keyboard.press('Enter');
  await expect(page.getByRole('status').filter({ hasText: 'Writing a reply' })).toBeVisible();
  await conversation.evaluate((el) => el.scrollTo({ top: 0 }));
  await expect(page.getByRole('status').filter({ hasText: 'Updating your idea canvas' })).toHaveCount(0);
  await expect(page.getByRole('button', { name: 'Like', exact: true })).toHaveCount(4);
  expect(await conversation.evaluate((el) => el.scrollTop)).toBe(0);
});

/**
 * The chat at 769 px, narrow enough for the message box's placeholder to take two lines, after a
 * first message whose reply just fills the view: a little more than the view, 740 px high, since the
 * canvas gives way to the chat (docs/decisions/2026-12-05-the-chat-keeps-its-share-and-canvas-tools-outlive-a-fold.md).
 */
async function shortConversationAt769(page: Page, first: string) {
  await page.setViewportSize({ width: 769, height: 740 });
  await signInPage(page);
  await page.goto('/platform/chat');
  const conversation = page.getByRole('region', { name: 'Conversation' });
  await say(page, first);
  return {
    box: page.getByRole('textbox', { name: 'Message' }),
    belowView: () => conversation.evaluate((el) => el.scrollHeight - el.scrollTop - el.clientHeight),
    scrolled: () => conversation.evaluate((el) => el.scrollTop),
  };
}

test('typing the next message keeps a short conversation at its end', async ({ page }) => {
  // When the box measured what was typed, the conversation had room for a moment, went to its top,
  // and stopped following.
  const { box, belowView, scrolled } = await shortConversationAt769(page, 'Hi! Laos, Luang Prabang province.');
  await expect.poll(belowView).toBeLessThanOrEqual(10);
  await expect.poll(scrolled).toBeGreaterThan(0);
  // Two lines, as the placeholder was: the box keeps its height, but measures itself at one line first.
  for (const text of ['We rent out plastic crates to teak farmers.', 'We rent out plastic crates to teak farmers in Laos, by the season, three hundred of them']) {
    await box.fill(text);
    await expect.poll(belowView).toBeLessThanOrEqual(10);
  }
  await say(page, 'We rent out plastic crates to teak farmers in Laos, by the season');
  await expect.poll(belowView).toBeLessThanOrEqual(10);
});

test('the conversation keeps its end in view as the message box grows', async ({ page }) => {
  // The box growing by a line would hide the end of a reply that just fills the view.
  const { box, belowView } = await shortConversationAt769(page, 'Hi there!');
  for (const text of ['We rent out plastic crates', 'We rent out plastic crates to teak farmers in Laos, by the season, three hundred of them, and we wash them']) {
    await box.fill(text);
    await expect.poll(belowView).toBeLessThanOrEqual(10);
  }
});
