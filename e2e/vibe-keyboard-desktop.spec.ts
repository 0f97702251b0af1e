import { openVibeAfterOneTurn } from './chat-helpers.ts';
import { expect, signInPage, test } from './fixtures.ts';

test('keyboard: Auto-fill and Generate keep the focus while they work and after', async ({ page }) => {
  await signInPage(page);
  const dialog = await openVibeAfterOneTurn(page);
  await dialog.getByRole('textbox', { name: 'Subtitle (one-liner)' }).fill('Fewer no-shows');

  const autofill = dialog.getByRole('button', { name: 'Auto-fill & Suggest' });
  await autofill.focus();
  await page.keyboard.press('Enter');
  await expect(dialog.getByText('Status: Ready')).toBeVisible();
  await expect(autofill).toBeFocused();

  const generate = dialog.getByRole('button', { name: 'Generate First Prompt' });
  await generate.focus();
  await page.keyboard.press('Enter');
  const output = dialog.getByRole('region', { name: 'Generated prompt' });
  await expect(output.getByRole('heading', { name: /^First prompt — / })).toBeVisible();
  await expect(output.getByTestId('typing-cursor')).toHaveCount(0);
  await expect(generate).toBeFocused();
});
