import type { Page } from '@playwright/test';
import { autofillByKeyboard, generateByKeyboard, openVibeAfterOneTurn, spendTokens } from './chat-helpers.ts';
import { expect, signInPage, test } from './fixtures.ts';

/** The Vibe modal of a founder left with `left` tokens after one answered turn, its subtitle filled. */
async function openVibeWithTokensLeft(page: Page, left: number) {
  const user = await signInPage(page);
  await spendTokens(page.request, user.token, 20 - 1 - left);
  const dialog = await openVibeAfterOneTurn(page);
  await expect(dialog.getByText(`Tokens: ${left}`, { exact: true })).toBeVisible();
  await dialog.getByRole('textbox', { name: 'Subtitle (one-liner)' }).fill('Fewer no-shows');
  return dialog;
}

test('keyboard: Auto-fill with the last token leaves the focus on the message that the tokens ran out, then Buy tokens', async ({ page }) => {
  const dialog = await openVibeWithTokensLeft(page, 1);
  const autofill = await autofillByKeyboard(page, dialog);
  await expect(autofill).toBeDisabled();
  const message = dialog.getByRole('status').getByText('You have no tokens left.');
  await expect(message).toBeFocused();
  await page.keyboard.press('Tab');
  await expect(dialog.getByRole('link', { name: 'Buy tokens' })).toBeFocused();
});

test('keyboard: Generate with the last token leaves the focus on the message that the tokens ran out', async ({ page }) => {
  const dialog = await openVibeWithTokensLeft(page, 2);
  const autofill = await autofillByKeyboard(page, dialog);
  await expect(dialog.getByText('Tokens: 1', { exact: true })).toBeVisible();
  await expect(autofill).toBeFocused();

  const generate = await generateByKeyboard(page, dialog);
  await expect(generate).toBeDisabled();
  await expect(dialog.getByRole('status').getByText('You have no tokens left.')).toBeFocused();
});
