import { IDEA, openVibeAfterOneTurn, say } from './chat-helpers.ts';
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

test('a generation whose connection drops says so and can be tried again', async ({ page }) => {
  await signInPage(page);
  const dialog = await openVibeAfterOneTurn(page);
  await dialog.getByRole('textbox', { name: 'Subtitle (one-liner)' }).fill('Fewer no-shows');
  await dialog.getByRole('button', { name: 'Auto-fill & Suggest' }).click();
  await expect(dialog.getByText('Status: Ready')).toBeVisible();

  await page.route('**/api/vibe/generate', (route) => route.abort('connectionreset'));
  await dialog.getByRole('button', { name: 'Generate First Prompt' }).click();
  await expect(dialog.getByRole('alert').filter({ hasText: 'Failed to generate. Please try again.' })).toBeVisible();
  await expect(dialog.getByRole('button', { name: 'Copy prompt' })).toBeDisabled();

  await page.unroute('**/api/vibe/generate');
  await dialog.getByRole('button', { name: 'Generate First Prompt' }).click();
  await expect(dialog.getByRole('region', { name: 'Generated prompt' }).getByRole('heading', { name: /^First prompt — / })).toBeVisible();
  await expect(dialog.getByText('Failed to generate. Please try again.')).toBeHidden();
});

test('what the founder types while the saved brief loads stays; the brief fills the other fields', async ({ page }) => {
  await signInPage(page);
  await page.goto('/platform/chat');
  await say(page, IDEA[0]!);
  const open = () => page.getByRole('complementary', { name: 'Idea Canvas' }).getByRole('button', { name: 'Vibe Code' }).click();
  const dialog = page.getByRole('dialog', { name: 'First Prompt — Landing Page Vibe Coding' });
  await open();
  await dialog.getByRole('textbox', { name: 'Product name' }).fill('Saved name');
  await dialog.getByRole('textbox', { name: 'Subtitle (one-liner)' }).fill('Saved subtitle');
  await dialog.getByRole('button', { name: 'Save' }).click();
  await expect(dialog.getByRole('button', { name: 'Saved' })).toBeVisible();
  await page.keyboard.press('Escape');
  await expect(dialog).toBeHidden();

  // A slow connection: the saved brief arrives after the founder has started typing.
  let release!: () => void;
  const held = new Promise<void>((resolve) => (release = resolve));
  await page.route('**/api/vibe/prerequisites/last**', async (route) => {
    await held;
    await route.continue();
  });
  await open();
  await dialog.getByRole('textbox', { name: 'Subtitle (one-liner)' }).fill('Typed while it loaded');
  release();
  await expect(dialog.getByRole('textbox', { name: 'Product name' })).toHaveValue('Saved name');
  await expect(dialog.getByRole('textbox', { name: 'Subtitle (one-liner)' })).toHaveValue('Typed while it loaded');
});

test('a click beside the modal keeps it open with what the founder typed; Close keeps the brief for the next opening', async ({ page }) => {
  await signInPage(page);
  const dialog = await openVibeAfterOneTurn(page);
  await dialog.getByRole('textbox', { name: 'Subtitle (one-liner)' }).fill('Fewer no-shows');

  // The backdrop: the dialog element around the box (1280 px wide at most, centred in 1440).
  await page.mouse.click(20, 450);
  await expect(dialog).toBeVisible();
  await expect(dialog.getByRole('textbox', { name: 'Subtitle (one-liner)' })).toHaveValue('Fewer no-shows');

  await dialog.getByRole('button', { name: 'Close' }).click();
  await expect(dialog).toBeHidden();
  await page.getByRole('complementary', { name: 'Idea Canvas' }).getByRole('button', { name: 'Vibe Code' }).click();
  await expect(dialog.getByRole('textbox', { name: 'Subtitle (one-liner)' })).toHaveValue('Fewer no-shows');
});
