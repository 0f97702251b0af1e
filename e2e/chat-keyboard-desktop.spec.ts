import { IDEA, say, waitForHistory } from './chat-helpers.ts';
import { expect, signInPage, test } from './fixtures.ts';

// The chat screen for a founder who uses the keyboard and a screen reader.

test('a finished reply is read out, the canvas panel keeps the keyboard when folded, and leaving the versions gives it to History', async ({ page }) => {
  await signInPage(page);
  await page.goto('/platform/chat');
  await say(page, IDEA[0]!);
  const reply = (await page.locator('.message--ai .bubble--ai').last().textContent()) ?? '';
  expect(reply.length).toBeGreaterThan(20);
  await expect(page.getByRole('status').filter({ hasText: reply })).toHaveCount(1);

  await page.getByRole('button', { name: 'Collapse Idea Canvas' }).click();
  const expand = page.getByRole('button', { name: 'Expand Idea Canvas' });
  await expect(expand).toBeFocused();
  await page.keyboard.press('Enter');
  await expect(page.getByRole('button', { name: 'Collapse Idea Canvas' })).toBeFocused();

  const canvas = page.getByRole('complementary', { name: 'Idea Canvas' });
  await canvas.getByRole('button', { name: 'History' }).click();
  const back = canvas.getByRole('button', { name: 'Back to canvas' });
  await back.focus();
  await page.keyboard.press('Enter');
  await expect(canvas.getByRole('region', { name: 'Canvas content' })).toBeVisible();
  await expect(canvas.getByRole('button', { name: 'History' })).toBeFocused();
});

test('a failed send reads nothing out: the last reply is not announced again as if it had just finished', async ({ page }) => {
  await signInPage(page);
  await page.goto('/platform/chat');
  await say(page, IDEA[0]!);
  const previous = (await page.locator('.message--ai .bubble--ai').last().textContent()) ?? '';
  await page.reload();
  await waitForHistory(page);
  await expect(page.locator('.message--ai .bubble--ai')).toHaveCount(1);
  await page.route('**/api/chat/message', (route) => route.abort('internetdisconnected'));
  const box = page.getByRole('textbox', { name: 'Message' });
  await box.fill(IDEA[1]!);
  await box.press('Enter');
  await expect(page.getByRole('alert').filter({ hasText: 'Failed to send message. Please try again.' })).toBeVisible();
  await expect(page.getByRole('status').filter({ hasText: previous })).toHaveCount(0);
});
