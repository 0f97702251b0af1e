import { IDEA, say } from './chat-helpers.ts';
import { expect, signInPage, test } from './fixtures.ts';

test('keyboard: Auto-fill and Generate keep the focus while they work and after', async ({ page }) => {
  await signInPage(page);
  await page.goto('/platform/chat');
  await say(page, IDEA[0]!);
  await page.getByRole('complementary', { name: 'Idea Canvas' }).getByRole('button', { name: 'Vibe Code' }).click();
  const dialog = page.getByRole('dialog', { name: 'First Prompt — Landing Page Vibe Coding' });
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
