import type { Page } from '@playwright/test';
import { IDEA, say } from './chat-helpers.ts';
import { expect, signInPage, snapshot, test } from './fixtures.ts';

// The founder's own fold (Collapse Idea Canvas, stored) puts the canvas away with its History:
// Expand shows the canvas, not versions left open behind the rail. A fold by a narrowing window
// keeps History (canvas-tools-through-a-fold-desktop.spec.ts). Before, History came back on Expand.

const HEIGHT = 900;
const canvasOf = (page: Page) => page.getByRole('complementary', { name: 'Idea Canvas' });
const stored = (page: Page) => page.evaluate(() => localStorage.getItem('resultPanelCollapsed'));

/** Expands the folded canvas: its blocks are shown, History is not. */
async function expandShowsTheCanvas(page: Page) {
  await page.getByRole('button', { name: 'Expand Idea Canvas' }).click();
  const canvas = canvasOf(page);
  await expect(canvas.getByRole('region', { name: 'Canvas content' })).toBeVisible();
  await expect(canvas.getByRole('button', { name: 'History' })).toHaveAttribute('aria-pressed', 'false');
  await expect(canvas.getByRole('region', { name: 'Canvas versions' })).toHaveCount(0);
}

test('folding the canvas closes its History: Expand shows the canvas, now and after a reload', async ({ page }) => {
  await signInPage(page);
  await page.setViewportSize({ width: 1440, height: HEIGHT });
  await page.goto('/platform/chat');
  await say(page, IDEA[0]!);
  await canvasOf(page).getByRole('button', { name: 'History' }).click();
  await canvasOf(page).getByRole('list', { name: 'Versions' }).getByRole('button', { name: /Version 1/ }).click();
  await expect(page.getByRole('region', { name: 'Version 1 (read-only)' })).toBeVisible();

  await page.getByRole('button', { name: 'Collapse Idea Canvas' }).click();
  expect(await stored(page)).toBe('true');
  await expandShowsTheCanvas(page);
  // History opens again on its list, not on the version chosen before the fold.
  await canvasOf(page).getByRole('button', { name: 'History' }).click();
  await expect(canvasOf(page).getByRole('list', { name: 'Versions' })).toBeVisible();
  await expect(page.getByRole('region', { name: 'Version 1 (read-only)' })).toHaveCount(0);

  // Reloaded with the canvas stored folded, Expand shows the canvas too.
  await page.getByRole('button', { name: 'Collapse Idea Canvas' }).click();
  await page.reload();
  await expect(page.getByRole('button', { name: 'Expand Idea Canvas' })).toBeVisible();
  await expandShowsTheCanvas(page);
});

test('History and Share left open on a phone: a desktop with the canvas stored folded keeps the Share dialog, and Expand shows the canvas', async ({ page }) => {
  await signInPage(page);
  await page.setViewportSize({ width: 1440, height: HEIGHT });
  await page.goto('/platform/chat');
  await say(page, IDEA[0]!);
  await page.getByRole('button', { name: 'Collapse Idea Canvas' }).click();
  expect(await stored(page)).toBe('true');

  // A phone: History, a version chosen in it, and that version's Share dialog.
  await page.setViewportSize({ width: 700, height: HEIGHT });
  await page.getByRole('tab', { name: /Canvas/ }).click();
  const phoneCanvas = page.getByRole('region', { name: 'Idea Canvas' });
  await phoneCanvas.getByRole('button', { name: 'History' }).click();
  await phoneCanvas.getByRole('list', { name: 'Versions' }).getByRole('button', { name: /Version 1/ }).click();
  await page.getByRole('region', { name: 'Version 1 (read-only)' }).getByRole('button', { name: 'Share this version' }).click();
  const dialog = page.getByRole('dialog', { name: 'Share this canvas' });
  await dialog.getByLabel('Link works for').selectOption('7');

  // A desktop again, the canvas on its rail as stored: the dialog the founder is in stays as it was.
  await page.setViewportSize({ width: 1440, height: HEIGHT });
  await expect(page.locator('.chat-desktop')).toBeAttached();
  await expect(page.getByRole('button', { name: 'Expand Idea Canvas' })).toBeVisible();
  await expect(dialog).toBeVisible();
  await expect(dialog.getByText('Anyone with the link can read version 1 of this canvas', { exact: false })).toBeVisible();
  await expect(dialog.getByLabel('Link works for')).toHaveValue('7');
  await dialog.getByRole('button', { name: 'Close' }).click();
  await expect(dialog).toBeHidden();
  // The canvas's one control on its rail takes the keyboard back.
  await expect(page.getByRole('button', { name: 'Expand Idea Canvas' })).toBeFocused();

  await expandShowsTheCanvas(page);
  await snapshot(page, 'canvas-expanded-after-a-fold-1440');
});
