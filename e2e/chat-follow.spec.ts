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
