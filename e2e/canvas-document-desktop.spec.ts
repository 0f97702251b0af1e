import { IDEA, say } from './chat-helpers.ts';
import { expect, holdRequests, signInPage, test } from './fixtures.ts';

test('a block rework’s token shows on the Billing tab at once', async ({ page }) => {
  await signInPage(page);
  await page.goto('/platform/chat');
  await say(page, IDEA[0]!);
  await say(page, IDEA[1]!);
  // A later visit: the subscription the Billing tab shows is read afresh at start-up.
  await page.reload();
  await expect(page.getByText('Remaining tokens: 18 | Tokens used: 2')).toBeVisible();
  const canvas = page.getByRole('complementary', { name: 'Idea Canvas' });
  // Back to version 1, whose USERS BENEFIT the rework then writes from both messages.
  await canvas.getByRole('button', { name: 'History' }).click();
  await canvas.getByRole('list', { name: 'Versions' }).getByRole('button', { name: /Version 1/ }).click();
  await canvas.getByRole('region', { name: 'Version 1 (read-only)' }).getByRole('button', { name: 'Restore' }).click();
  const benefit = canvas.getByRole('region', { name: 'USERS BENEFIT' });
  await expect(benefit).toContainText('Not covered yet');
  await benefit.getByRole('button', { name: 'Rework USERS BENEFIT' }).click();
  await expect(page.getByText('Remaining tokens: 17 | Tokens used: 3')).toBeVisible();

  await page.getByRole('navigation', { name: 'Platform' }).getByRole('link', { name: 'Billing' }).click();
  await expect(page.getByRole('region', { name: 'Usage' })).toContainText('Tokens Used3');
});

test('a share link whose revoke fails says so, and a second try revokes it', async ({ page }) => {
  await signInPage(page);
  await page.goto('/platform/chat');
  await say(page, IDEA[0]!);
  await page.getByRole('complementary', { name: 'Idea Canvas' }).getByRole('button', { name: 'Share' }).click();
  const dialog = page.getByRole('dialog', { name: 'Share this canvas' });
  await dialog.getByRole('button', { name: 'Create link' }).click();
  await expect(dialog.getByRole('button', { name: 'Revoke' })).toBeVisible();

  await page.route('**/api/canvas/shares/**', (route) => (route.request().method() === 'DELETE' ? route.abort('connectionreset') : route.continue()));
  await dialog.getByRole('button', { name: 'Revoke' }).click();
  await expect(dialog.getByRole('alert')).toHaveText('Could not revoke the link. Please try again.');
  await expect(dialog.getByRole('button', { name: 'Revoke' })).toBeEnabled();

  await page.unroute('**/api/canvas/shares/**');
  await dialog.getByRole('button', { name: 'Revoke' }).click();
  await expect(dialog.getByText('No links yet.')).toBeVisible();
  await expect(dialog.getByRole('alert')).toHaveCount(0);
});

test('Rework waits while a reply is being written, whose canvas build would write over it', async ({ page }) => {
  await signInPage(page);
  await page.goto('/platform/chat');
  await say(page, IDEA[0]!);
  const rework = page.getByRole('complementary', { name: 'Idea Canvas' }).getByRole('region', { name: 'WHO' }).getByRole('button', { name: 'Rework WHO' });
  await expect(rework).toBeEnabled();

  const message = await holdRequests(page, '**/api/chat/message');
  const box = page.getByRole('textbox', { name: 'Message' });
  await box.fill(IDEA[1]!);
  await box.press('Enter');
  await message.asked;
  await expect(rework).toBeDisabled();
  message.release();
  await expect(page.getByRole('button', { name: 'Like', exact: true })).toHaveCount(2);
  await expect(rework).toBeEnabled();
});


test('a canvas in another output format (no ### blocks) can still be browsed, shared, downloaded and varied', async ({ page }) => {
  await signInPage(page);
  await page.goto('/platform/chat');
  await say(page, IDEA[0]!);
  // The canvas as a secretary with a custom output format writes it: sections, not the nine blocks.
  await page.route('**/api/sessions/*/history', async (route) => {
    const res = await route.fetch();
    const body = await res.json();
    body.canvas = { ...body.canvas, content_md: '# Physio booking\n\n## Customer\nIndependent physiotherapists.\n\n## Problem\nNo-shows.\n' };
    await route.fulfill({ response: res, json: body });
  });
  await page.reload();
  const canvas = page.getByRole('complementary', { name: 'Idea Canvas' });
  await expect(canvas).toContainText('Independent physiotherapists');
  for (const name of ['History', 'Share', 'Download Markdown', 'Download PDF', 'Start a variant']) await expect(canvas.getByRole('button', { name })).toBeEnabled();
  await expect(canvas.getByRole('button', { name: /^Rework/ })).toHaveCount(0);

  const [pdf] = await Promise.all([page.waitForEvent('download'), canvas.getByRole('button', { name: 'Download PDF' }).click()]);
  expect(pdf.suggestedFilename()).toMatch(/\.pdf$/);
  await canvas.getByRole('button', { name: 'History' }).click();
  await expect(canvas.getByRole('region', { name: 'Canvas versions' })).toBeVisible();
});
