import { IDEA, say } from './chat-helpers.ts';
import { expect, signInPage, snapshot, test } from './fixtures.ts';

test('the Vibe Code button waits for a canvas and shows its label only when the panel is at least 329 px wide', async ({ page }) => {
  await signInPage(page);
  await page.addInitScript(() => {
    if (!sessionStorage.getItem('__e2e_width')) {
      sessionStorage.setItem('__e2e_width', '1');
      localStorage.setItem('resultPanelWidth', '320');
    }
  });
  await page.goto('/platform/chat');
  const panel = page.getByRole('complementary', { name: 'Idea Canvas' });
  await expect(panel.getByRole('heading', { name: 'Your Idea Canvas' })).toBeVisible();
  const button = panel.getByRole('button', { name: 'Vibe Code' });
  await expect(button).toBeDisabled();
  await expect(button).not.toContainText('Vibe Code');

  await say(page, IDEA[0]!);
  await expect(button).toBeEnabled();
  await expect(button).not.toContainText('Vibe Code');
  await snapshot(page, 'vibe-button-narrow');

  await page.evaluate(() => localStorage.setItem('resultPanelWidth', '329'));
  await page.reload();
  await expect(panel.getByRole('heading', { name: 'WHO', level: 3 })).toBeVisible();
  await expect(button).toContainText('Vibe Code');
  await expect(button).toBeEnabled();
});
