import { IDEA, say } from './chat-helpers.ts';
import { expect, signInPage, test } from './fixtures.ts';

test('on a touch screen, Regenerate leaves the message box alone: focusing it would open the keyboard over the new reply', async ({ page }) => {
  await signInPage(page);
  await page.goto('/platform/chat');
  await say(page, IDEA[0]!);
  const box = page.getByRole('textbox', { name: 'Message' });
  await box.blur();
  await expect(box).not.toBeFocused();
  await page.getByRole('button', { name: 'Regenerate' }).tap();
  await expect(page.getByText('2/2')).toBeVisible();
  await expect(box).not.toBeFocused();
});
