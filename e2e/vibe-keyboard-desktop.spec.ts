import { autofillByKeyboard, generateByKeyboard, openVibeAfterOneTurn } from './chat-helpers.ts';
import { expect, signInPage, test } from './fixtures.ts';

test('keyboard: Auto-fill and Generate keep the focus while they work and after', async ({ page }) => {
  await signInPage(page);
  const dialog = await openVibeAfterOneTurn(page);
  await dialog.getByRole('textbox', { name: 'Subtitle (one-liner)' }).fill('Fewer no-shows');

  const autofill = await autofillByKeyboard(page, dialog);
  await expect(autofill).toBeFocused();

  const generate = await generateByKeyboard(page, dialog);
  await expect(generate).toBeFocused();
});
