import { readFileSync } from 'node:fs';
import type { Locator, Page } from '@playwright/test';
import { IDEA, say, spendTokens } from './chat-helpers.ts';
import { expect, expectNoSeriousA11yViolations, signInPage, snapshot, test } from './fixtures.ts';

const isMobile = () => test.info().project.name === 'mobile';

/** The canvas as the layout shows it: the desktop panel, or the mobile Canvas tab opened. */
async function openCanvas(page: Page) {
  if (isMobile()) {
    await page.getByRole('tablist', { name: 'Chat views' }).getByRole('tab', { name: /Canvas/ }).click();
    return page.getByRole('tabpanel', { name: /Canvas/ });
  }
  return page.getByRole('complementary', { name: 'Idea Canvas' });
}

async function backToChat(page: Page) {
  if (isMobile()) await page.getByRole('tablist', { name: 'Chat views' }).getByRole('tab', { name: 'Chat' }).click();
}

async function chatWithTwoTurns(page: Page) {
  await signInPage(page);
  await page.goto('/platform/chat');
  await say(page, IDEA[0]!);
  await say(page, IDEA[1]!);
}

test('the founder browses canvas versions with a per-block diff and restores an older one', async ({ page }) => {
  await chatWithTwoTurns(page);
  const canvas = await openCanvas(page);
  const benefit = canvas.getByRole('region', { name: 'USERS BENEFIT' });
  await expect(benefit).toContainText('five hours a week');

  await canvas.getByRole('button', { name: 'History' }).click();
  const versions = canvas.getByRole('list', { name: 'Versions' });
  await expect(versions.getByRole('button')).toHaveCount(2);
  await expect(versions.getByRole('button').first()).toContainText('Version 2');
  await expect(versions.getByRole('button').first()).toContainText('Current');
  await versions.getByRole('button', { name: /Version 1/ }).click();
  const view = canvas.getByRole('region', { name: 'Version 1 (read-only)' });
  await expect(view).toBeVisible();
  // The second turn filled USERS BENEFIT: version 1 lacks those words, so they show as removed.
  await expect(view.locator('del').filter({ hasText: 'five hours' })).toBeVisible();
  await expect(view.getByText('Changed').first()).toBeVisible();
  await expectNoSeriousA11yViolations(page);
  await snapshot(page, 'canvas-versions');

  await view.getByRole('button', { name: 'Restore' }).click();
  await expect(canvas.getByRole('region', { name: 'USERS BENEFIT' })).toContainText('Not covered yet');
  await canvas.getByRole('button', { name: 'History' }).click();
  await expect(versions.getByRole('button')).toHaveCount(3);
  await expect(versions.getByRole('button').first()).toContainText('Version 3');
  await expect(versions.getByRole('button').first()).toContainText('restored from version 1');

  // The conversation stays as it was, after a reload too.
  await page.reload();
  await backToChat(page);
  await expect(page.getByRole('button', { name: 'Like', exact: true })).toHaveCount(2);
  const reloaded = await openCanvas(page);
  await expect(reloaded.getByRole('region', { name: 'USERS BENEFIT' })).toContainText('Not covered yet');
});

/** Back to version 1, which the second turn's USERS BENEFIT is not in yet. */
async function restoreFirstVersion(canvas: Locator) {
  await canvas.getByRole('button', { name: 'History' }).click();
  await canvas.getByRole('list', { name: 'Versions' }).getByRole('button', { name: /Version 1/ }).click();
  await canvas.getByRole('region', { name: 'Version 1 (read-only)' }).getByRole('button', { name: 'Restore' }).click();
  await expect(canvas.getByRole('region', { name: 'USERS BENEFIT' })).toContainText('Not covered yet');
}

test('the founder reworks one block in place for one token', async ({ page }) => {
  await chatWithTwoTurns(page);
  const canvas = await openCanvas(page);
  await restoreFirstVersion(canvas);
  const benefit = canvas.getByRole('region', { name: 'USERS BENEFIT' });
  const pitch = await canvas.getByRole('region', { name: 'PITCH' }).innerText();
  // The offline coach writes the block again from every message, the second turn's too.
  await benefit.getByRole('button', { name: 'Rework USERS BENEFIT' }).click();
  await expect(benefit).toContainText('five hours a week');
  await expect(benefit.getByRole('button', { name: 'Rework USERS BENEFIT' })).toBeEnabled();
  expect(await canvas.getByRole('region', { name: 'PITCH' }).innerText()).toBe(pitch);
  await canvas.getByRole('button', { name: 'History' }).click();
  await expect(canvas.getByRole('list', { name: 'Versions' }).getByRole('button').first()).toContainText('USERS BENEFIT reworked');
  await backToChat(page);
  await expect(page.getByText('Remaining tokens: 17 | Tokens used: 3')).toBeVisible();
});

test('a rework that would change nothing says so and gives the token back', async ({ page }) => {
  await chatWithTwoTurns(page);
  const canvas = await openCanvas(page);
  const who = canvas.getByRole('region', { name: 'WHO' });
  const before = await who.innerText();
  await who.getByRole('button', { name: 'Rework WHO' }).click();
  await expect(canvas.getByText('The block already says what your messages say, so nothing changed and your token was refunded.', { exact: false })).toBeVisible();
  expect(await who.innerText()).toBe(before);
  await canvas.getByRole('button', { name: 'History' }).click();
  await expect(canvas.getByRole('list', { name: 'Versions' }).getByRole('button')).toHaveCount(2);
  await backToChat(page);
  await expect(page.getByText('Remaining tokens: 18 | Tokens used: 2')).toBeVisible();
});

test('a founder who spends the last token finds every Rework off, saying why, and Start a variant (free) still on', async ({ page }) => {
  test.slow(); // 19 streamed turns through the API first
  const user = await signInPage(page);
  await spendTokens(page.request, user.token, 19);
  await page.goto('/platform/chat');
  await say(page, IDEA[0]!);
  await expect(page.getByText('Remaining tokens: 0 | Tokens used: 20')).toBeVisible();
  const canvas = await openCanvas(page);
  const reworks = canvas.getByRole('button', { name: /^Rework / });
  await expect(reworks).toHaveCount(9);
  for (const rework of await reworks.all()) {
    await expect(rework).toBeDisabled();
    await expect(rework).toHaveAccessibleDescription('No tokens remaining. Add more tokens to rework a block.');
  }
  const note = canvas.getByRole('status').filter({ hasText: 'No tokens remaining.' });
  await expect(note.getByRole('link', { name: 'Add more tokens' })).toHaveAttribute('href', '/platform/billing');
  // A variant copies the session without the AI: it costs nothing, like a new chat.
  await expect(canvas.getByRole('button', { name: 'Start a variant' })).toBeEnabled();
  await expectNoSeriousA11yViolations(page);
  await snapshot(page, 'canvas-no-tokens');
});

test('the version view’s actions are buttons of one size, the size of the canvas tools', async ({ page }) => {
  await chatWithTwoTurns(page);
  const canvas = await openCanvas(page);
  const history = canvas.getByRole('button', { name: 'History' });
  await history.click();
  await canvas.getByRole('list', { name: 'Versions' }).getByRole('button', { name: /Version 1/ }).click();
  const view = canvas.getByRole('region', { name: 'Version 1 (read-only)' });
  await expect(view.getByRole('button', { name: 'Restore' })).toBeEnabled();
  const size = (button: Locator) => button.evaluate((el) => ({ font: getComputedStyle(el).fontSize, height: Math.round(el.getBoundingClientRect().height) }));
  const tool = await size(history);
  for (const name of ['Restore', 'Share this version', 'Markdown', 'PDF']) expect(await size(view.getByRole('button', { name, exact: true })), name).toEqual(tool);
  await snapshot(page, 'canvas-version-actions');
});

test('the founder downloads the canvas as Markdown and as PDF', async ({ page }) => {
  await signInPage(page);
  await page.goto('/platform/chat');
  await say(page, IDEA[0]!);
  const canvas = await openCanvas(page);
  const [markdown] = await Promise.all([page.waitForEvent('download'), canvas.getByRole('button', { name: 'Download Markdown' }).click()]);
  expect(markdown.suggestedFilename()).toMatch(/^[a-z0-9-]+\.md$/);
  const text = readFileSync((await markdown.path())!, 'utf8');
  expect(text).toContain('### WHO');
  expect(text).toContain('physiotherapists');

  const [pdf] = await Promise.all([page.waitForEvent('download'), canvas.getByRole('button', { name: 'Download PDF' }).click()]);
  expect(pdf.suggestedFilename()).toBe(markdown.suggestedFilename().replace(/\.md$/, '.pdf'));
  const bytes = readFileSync((await pdf.path())!);
  expect(bytes.subarray(0, 5).toString()).toBe('%PDF-');
  expect(bytes.length).toBeGreaterThan(1000);
});

test('a share link opens signed out, read-only and noindex, and a revoked link shows a 404 page', async ({ page, browser }) => {
  await signInPage(page);
  await page.goto('/platform/chat');
  await say(page, IDEA[0]!);
  const canvas = await openCanvas(page);
  await canvas.getByRole('button', { name: 'Share' }).click();
  const dialog = page.getByRole('dialog', { name: 'Share this canvas' });
  await dialog.getByLabel('Link works for').selectOption('7');
  await dialog.getByRole('button', { name: 'Create link' }).click();
  const link = dialog.getByRole('textbox', { name: /Link to version 1/ });
  await expect(link).toHaveValue(/\/shared\/[A-Za-z0-9_-]{32}$/);
  await expect(dialog).toContainText('expires');
  await expectNoSeriousA11yViolations(page);
  await snapshot(page, 'canvas-share');
  const url = await link.inputValue();

  const stranger = await browser.newContext(isMobile() ? { viewport: { width: 375, height: 740 } } : {});
  const visitor = await stranger.newPage();
  await visitor.goto(url);
  const shared = visitor.getByRole('article', { name: 'Shared idea canvas' });
  await expect(shared.getByRole('heading', { name: 'WHO' })).toBeVisible();
  await expect(shared).toContainText('physiotherapists');
  await expect(visitor.locator('meta[name="robots"]')).toHaveAttribute('content', /noindex/);
  await expect(visitor.getByRole('region', { name: 'Conversation' })).toHaveCount(0);
  await expectNoSeriousA11yViolations(visitor);
  await snapshot(visitor, 'shared-canvas');

  await dialog.getByRole('button', { name: 'Revoke' }).click();
  await expect(dialog.getByText('No links yet.')).toBeVisible();
  await visitor.reload();
  await expect(visitor.getByRole('heading', { name: 'This canvas is not shared' })).toBeVisible();
  await expect(shared).toHaveCount(0);
  await stranger.close();
});

test('"Start a variant" opens a copy of the session to explore another direction', async ({ page }) => {
  await signInPage(page);
  await page.goto('/platform/chat');
  await say(page, IDEA[0]!);
  const sessionLine = page.getByText(/Session: [0-9a-f]{8}\.\.\./);
  const original = await sessionLine.innerText();
  const canvas = await openCanvas(page);
  await canvas.getByRole('button', { name: 'Start a variant' }).click();
  await backToChat(page);
  await expect(sessionLine).not.toHaveText(original);
  await expect(page.getByRole('button', { name: 'Like', exact: true })).toHaveCount(1);
  await expect(page.getByText(IDEA[0]!)).toBeVisible();
  if (isMobile()) await page.getByRole('tablist', { name: 'Chat views' }).getByRole('tab', { name: 'Sessions' }).click();
  else await page.getByRole('button', { name: 'Expand sidebar' }).click();
  await expect(page.getByText(/\(variant\)$/)).toBeVisible();
});

test('the founder searches their chats and opens a result at the matching turn', async ({ page }) => {
  await chatWithTwoTurns(page);
  const tabs = page.getByRole('tablist', { name: 'Chat views' });
  if (isMobile()) {
    await tabs.getByRole('tab', { name: 'Sessions' }).click();
    await page.getByRole('button', { name: 'Start new chat' }).click();
  } else {
    await page.getByRole('button', { name: 'New chat' }).click();
  }
  // The new chat's empty conversation must be on screen before `say` counts its replies.
  await expect(page.getByText('Welcome! Let’s shape your idea.')).toBeVisible();
  await say(page, IDEA[2]!);
  await expect(page.getByText('front desk')).toHaveCount(0);

  // On a phone the Sessions tab's one box opens the search with the words typed in it.
  if (isMobile()) {
    await tabs.getByRole('tab', { name: 'Sessions' }).click();
    await page.getByRole('tabpanel', { name: 'Sessions' }).getByRole('searchbox').fill('reminders');
    await page.getByRole('button', { name: /^Search chats for “reminders”/ }).click();
  } else {
    await page.getByRole('button', { name: 'Search chats' }).click();
  }
  const dialog = page.getByRole('dialog', { name: 'Search your chats' });
  await dialog.getByRole('searchbox').fill('reminders tap');
  const results = dialog.getByRole('list', { name: 'Search results' });
  const inMessages = results.getByRole('button').filter({ hasText: 'In the conversation' });
  await expect(inMessages).toHaveCount(1);
  await expect(inMessages.locator('mark').first()).toHaveText(/reminders/i);
  await expect(results.getByRole('button').filter({ hasText: 'In the idea canvas' })).toHaveCount(1);
  await expectNoSeriousA11yViolations(page);
  await snapshot(page, 'search');

  await inMessages.click();
  await expect(dialog).toBeHidden();
  const found = page.locator('.message.is-found');
  await expect(found).toContainText('It saves the front desk about five hours a week');
  await expect(found).toBeInViewport();
  await expect(page.getByRole('button', { name: 'Like', exact: true })).toHaveCount(2);
});
