import type { Page } from '@playwright/test';
import { IDEA, say } from './chat-helpers.ts';
import { expect, signInPage, snapshot, test } from './fixtures.ts';

// The canvas's History view and Share dialog belong to the chat screen, not to the drawn canvas: a
// window that folds the canvas (under 801 px with the sidebar open) or changes layout (768 px and
// less) keeps them open, with what the founder chose in them. Before, both closed.

const HEIGHT = 900;
const canvasOf = (page: Page) => page.getByRole('complementary', { name: 'Idea Canvas' });

test('a Share dialog stays open, as it was left, when a narrowing window would fold the canvas, and the sidebar folds instead', async ({ page }) => {
  await signInPage(page);
  await page.setViewportSize({ width: 1440, height: HEIGHT });
  await page.goto('/platform/chat');
  await say(page, IDEA[0]!);
  // The sidebar opened last: before, a window under 801 px folded the canvas, and the dialog with it.
  await page.getByRole('button', { name: 'Expand sidebar' }).click();
  await expect(page.getByRole('button', { name: 'Collapse sidebar' })).toBeVisible();
  const share = canvasOf(page).getByRole('button', { name: 'Share', exact: true });
  await share.click();
  const dialog = page.getByRole('dialog', { name: 'Share this canvas' });
  await dialog.getByLabel('Link works for').selectOption('7');

  await page.setViewportSize({ width: 769, height: HEIGHT });
  await expect(page.locator('.sessions-sidebar')).toHaveClass(/is-collapsed/);
  await expect(dialog).toBeVisible();
  await expect(dialog.getByLabel('Link works for')).toHaveValue('7');
  await snapshot(page, 'share-through-a-fold-769');
  await dialog.getByRole('button', { name: 'Close' }).click();
  await expect(dialog).toBeHidden();
  // The canvas the founder was working in stayed open, and the keyboard is back on its Share.
  await expect(page.getByRole('button', { name: 'Collapse Idea Canvas' })).toBeVisible();
  await expect(share).toBeFocused();
});

test('a Share dialog stays open when the window becomes a phone, which then shows the Canvas tab', async ({ page }) => {
  await signInPage(page);
  await page.setViewportSize({ width: 1440, height: HEIGHT });
  await page.goto('/platform/chat');
  await say(page, IDEA[0]!);
  await canvasOf(page).getByRole('button', { name: 'Share', exact: true }).click();
  const dialog = page.getByRole('dialog', { name: 'Share this canvas' });
  await dialog.getByLabel('Link works for').selectOption('30');

  await page.setViewportSize({ width: 700, height: HEIGHT });
  await expect(page.locator('.chat-mobile')).toBeAttached();
  await expect(dialog).toBeVisible();
  await expect(dialog.getByLabel('Link works for')).toHaveValue('30');
  await dialog.getByRole('button', { name: 'Create link' }).click();
  await expect(dialog.getByRole('button', { name: 'Revoke' })).toBeVisible();
  await dialog.getByRole('button', { name: 'Close' }).click();
  await expect(dialog).toBeHidden();
  await expect(page.getByRole('tab', { name: /Canvas/ })).toHaveAttribute('aria-selected', 'true');
  await expect(page.getByRole('region', { name: 'Idea Canvas' }).getByRole('button', { name: 'Share', exact: true })).toBeFocused();
});

test('the History view keeps the version chosen in it through a fold and a change of layout', async ({ page }) => {
  await signInPage(page);
  await page.setViewportSize({ width: 1440, height: HEIGHT });
  await page.goto('/platform/chat');
  await say(page, IDEA[0]!);
  await say(page, IDEA[1]!);
  await canvasOf(page).getByRole('button', { name: 'History' }).click();
  await canvasOf(page).getByRole('list', { name: 'Versions' }).getByRole('button', { name: /Version 1/ }).click();
  const chosen = (page: Page) => page.getByRole('region', { name: 'Version 1 (read-only)' });
  await expect(chosen(page)).toBeVisible();

  // The founder opens the sidebar after History: in a narrow window the canvas folds, and opens
  // again on the version it showed.
  await page.getByRole('button', { name: 'Expand sidebar' }).click();
  await page.setViewportSize({ width: 780, height: HEIGHT });
  await page.getByRole('button', { name: 'Expand Idea Canvas' }).click();
  await expect(chosen(page)).toBeVisible();

  // A phone: the Canvas tab, on the same version.
  await page.setViewportSize({ width: 700, height: HEIGHT });
  await expect(page.getByRole('tab', { name: /Canvas/ })).toHaveAttribute('aria-selected', 'true');
  await expect(chosen(page)).toBeVisible();
  await snapshot(page, 'history-through-a-fold-700');

  // Back to the canvas forgets the choice, as before.
  await page.getByRole('button', { name: 'Back to canvas' }).click();
  await page.getByRole('button', { name: 'History' }).click();
  await expect(page.getByRole('list', { name: 'Versions' })).toBeVisible();
  await expect(chosen(page)).toHaveCount(0);
});
