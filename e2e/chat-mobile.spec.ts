import { expect, expectNoSeriousA11yViolations, holdRequests, signInPage, test } from './fixtures.ts';
import { IDEA, openPhoneSessions, say, swipe } from './chat-helpers.ts';
import { watchLayoutReads } from './layout-reads.ts';

test('on a phone the founder chats, follows the canvas badge and copies the canvas', async ({ page, context }) => {
  await context.grantPermissions(['clipboard-read', 'clipboard-write']);
  await signInPage(page);
  await page.goto('/platform/chat');
  const tabs = page.getByRole('tablist', { name: 'Chat views' });
  await expect(tabs.getByRole('tab', { name: 'Chat' })).toHaveAttribute('aria-selected', 'true');
  await expect(page.getByRole('textbox', { name: 'Message' })).toHaveAttribute('placeholder', 'Type your message...');
  await expect(page.getByText('Remaining tokens: 20 | Tokens used: 0')).toBeVisible();
  await expectNoSeriousA11yViolations(page);

  await say(page, IDEA[0]!);
  await expect(tabs.getByRole('tab', { name: /Canvas/ })).toContainText('+1');
  await say(page, IDEA[1]!);
  await expect(tabs.getByRole('tab', { name: /Canvas/ })).toContainText('+2');
  await expect(page.getByText('Remaining tokens: 18 | Tokens used: 2')).toBeVisible();
  await page.getByRole('button', { name: 'Like', exact: true }).last().click();
  await expect(page.getByRole('button', { name: 'Like', exact: true }).last()).toHaveAttribute('aria-pressed', 'true');
  await page.screenshot({ path: '/tmp/chat-mobile.png' });

  await tabs.getByRole('tab', { name: /Canvas/ }).click();
  await expect(tabs.getByRole('tab', { name: /Canvas/ })).not.toContainText('+');
  const canvas = page.getByRole('tabpanel', { name: /Canvas/ });
  await expect(canvas.getByRole('heading', { name: 'Idea Canvas' })).toBeVisible();
  await expect(canvas.getByRole('heading', { name: 'WHO', level: 3 })).toBeVisible();
  await canvas.getByRole('button', { name: 'Copy canvas' }).click();
  await expect(page.getByText('Copied to clipboard!')).toBeVisible();
  expect(await page.evaluate(() => navigator.clipboard.readText())).toContain('### WHO');
  await expectNoSeriousA11yViolations(page);
  await page.screenshot({ path: '/tmp/chat-mobile-canvas.png' });
  await expect(page.getByText('Copied to clipboard!')).toBeHidden({ timeout: 5000 });
  await canvas.getByRole('button', { name: 'Back to chat' }).click();
  await expect(tabs.getByRole('tab', { name: 'Chat' })).toHaveAttribute('aria-selected', 'true');
});

test('on a phone sessions are searched, swiped, renamed and deleted', async ({ page }) => {
  await signInPage(page);
  const { tabs, panel, rows } = await openPhoneSessions(page);
  await panel.getByRole('button', { name: 'Start new chat' }).click();
  await expect(tabs.getByRole('tab', { name: 'Chat' })).toHaveAttribute('aria-selected', 'true');
  await expect(page.getByText('Welcome! Let’s shape your idea.')).toBeVisible();

  await tabs.getByRole('tab', { name: 'Sessions' }).click();
  await expect(rows).toHaveCount(2);
  await expect(rows.first()).toContainText('Untitled');
  await expect(rows.first()).toContainText(/\d{2}:\d{2}/);

  const search = panel.getByPlaceholder('Search conversations...');
  await search.fill('zzz-nothing');
  await expect(panel.getByText('No results found')).toBeVisible();
  await expect(panel.getByText('Try a different search term')).toBeVisible();
  await search.fill('untitled');
  await expect(rows).toHaveCount(1);
  await search.fill('');
  await expect(rows).toHaveCount(2);
  await expectNoSeriousA11yViolations(page);

  // A short swipe springs back; past 80 px the row snaps open and shows its actions.
  const untitled = rows.filter({ hasText: 'Untitled' });
  const front = untitled.getByRole('button', { name: /^Untitled/ });
  await swipe(page, front, -50);
  await expect(front).not.toHaveAttribute('data-open');
  await swipe(page, front, -120);
  await expect(front).toHaveAttribute('data-open', 'true');
  await expect(front).toHaveCSS('transform', 'matrix(1, 0, 0, 1, -160, 0)');
  await page.screenshot({ path: '/tmp/chat-mobile-sessions.png' });
  // A tap on an open row only closes it.
  await front.click();
  await expect(front).not.toHaveAttribute('data-open');
  await expect(tabs.getByRole('tab', { name: 'Sessions' })).toHaveAttribute('aria-selected', 'true');

  await swipe(page, front, -120);
  await untitled.getByRole('button', { name: 'Rename' }).click();
  const rename = page.getByRole('dialog', { name: 'Rename Chat' });
  await rename.getByPlaceholder('Enter new name...').fill('  Go-to-market  ');
  await rename.getByRole('button', { name: 'Rename' }).click();
  await expect(rows.filter({ hasText: 'Go-to-market' })).toHaveCount(1);

  // Choosing a session opens it in the Chat tab.
  const other = rows.filter({ hasNotText: 'Go-to-market' });
  await other.getByRole('button').last().click();
  await expect(tabs.getByRole('tab', { name: 'Chat' })).toHaveAttribute('aria-selected', 'true');
  await expect(page.getByRole('region', { name: 'Conversation' }).getByText(IDEA[0]!)).toBeVisible();

  await tabs.getByRole('tab', { name: 'Sessions' }).click();
  for (const name of ['Go-to-market', null]) {
    const row = name ? rows.filter({ hasText: name }) : rows.first();
    await swipe(page, row.getByRole('button').last(), -120);
    await row.getByRole('button', { name: 'Delete' }).click();
    const confirm = page.getByRole('dialog', { name: 'Delete Chat?' });
    await expect(confirm.getByText('This action cannot be undone.')).toBeVisible();
    await confirm.getByRole('button', { name: 'Delete' }).click();
    await expect(confirm).toBeHidden();
  }
  // With none left, a fresh Untitled chat takes their place.
  await expect(rows).toHaveCount(1);
  await expect(rows.first()).toContainText('Untitled');
});

// Two look-alike boxes (one filtering names, one opening the search of what was said) left a
// founder guessing which did what: there is one box, and what it finds besides names is said.
test('on a phone the Sessions tab has one search box: it filters the names and offers to search what was said', async ({ page }) => {
  await signInPage(page);
  const { tabs, panel, rows } = await openPhoneSessions(page);
  const search = panel.getByRole('searchbox');
  await expect(search).toHaveAttribute('placeholder', 'Search conversations...');
  await expect(rows).toHaveCount(1);
  await expect(search).toHaveCount(1);
  await expect(panel.getByRole('button', { name: /search/i })).toHaveCount(0);

  // "clinic" was said, and is not in the chat's name: the list has none, the offer names the words.
  await search.fill('clinic');
  await expect(panel.getByText('No results found')).toBeVisible();
  const everywhere = panel.getByRole('button', { name: 'Search chats for “clinic” in every message and canvas' });
  await expect(everywhere).toBeVisible();
  await expectNoSeriousA11yViolations(page);
  await everywhere.click();
  const dialog = page.getByRole('dialog', { name: 'Search your chats' });
  await expect(dialog.getByRole('searchbox')).toHaveValue('clinic');
  await expect(dialog.getByRole('searchbox')).toBeFocused();
  const said = dialog.getByRole('list', { name: 'Search results' }).getByRole('button').filter({ hasText: 'In the conversation' });
  await expect(said).toHaveCount(1);
  await expect(said.locator('mark').first()).toHaveText(/clinic/i);
  await said.click();
  await expect(dialog).toBeHidden();
  await expect(tabs.getByRole('tab', { name: 'Chat' })).toHaveAttribute('aria-selected', 'true');
  await expect(page.locator('.message.is-found')).toContainText('running a clinic');

  // Back on the tab the words are kept; a word of the name filters the list, the offer follows it.
  await tabs.getByRole('tab', { name: 'Sessions' }).click();
  await expect(search).toHaveValue('clinic');
  await search.fill('physio');
  await expect(rows).toHaveCount(1);
  await expect(panel.getByRole('button', { name: /^Search chats for “physio”/ })).toBeVisible();
  await search.fill(' ');
  await expect(panel.getByRole('button', { name: /search/i })).toHaveCount(0);
});

test('on a phone the sessions list says which chat is open and what each action acts on', async ({ page }) => {
  await signInPage(page);
  const { tabs, panel, rows } = await openPhoneSessions(page);
  await panel.getByRole('button', { name: 'Start new chat' }).click();
  await tabs.getByRole('tab', { name: 'Sessions' }).click();
  await expect(rows).toHaveCount(2);

  // The new chat is open: its row says so, and its name and time are read apart.
  const open = rows.first();
  await expect(open.getByRole('button', { name: /^Untitled/ })).toHaveAccessibleName(/^Untitled, \d{2}:\d{2}$/);
  await expect(open.getByRole('button', { name: /^Untitled/ })).toHaveAttribute('aria-current', 'true');
  await expect(open.getByRole('button', { name: 'Rename Untitled', exact: true })).toHaveCount(1);
  await expect(open.getByRole('button', { name: 'Delete Untitled', exact: true })).toHaveCount(1);
  const other = rows.nth(1);
  await expect(other.getByRole('button').last()).not.toHaveAttribute('aria-current');
  await expect(other.getByRole('button', { name: /^Delete (?!Untitled)./ })).toHaveCount(1);

  // Deleting a row takes its Delete button away: focus goes to Start new chat, not to the page.
  await swipe(page, other.getByRole('button').last(), -120);
  await other.getByRole('button', { name: /^Delete / }).click();
  const confirm = page.getByRole('dialog', { name: 'Delete Chat?' });
  await confirm.getByRole('button', { name: 'Delete' }).click();
  await expect(confirm).toBeHidden();
  await expect(rows).toHaveCount(1);
  await expect(panel.getByRole('button', { name: 'Start new chat' })).toBeFocused();
});

// The platform page shows its frame before the chat's own file has arrived; the frame already
// has the chat's height, so the footer does not jump (a layout shift Lighthouse counted).
test('on a phone the footer stays put while the chat loads', async ({ page }) => {
  await signInPage(page);
  const chatFile = await holdRequests(page, /\/assets\/ChatTab-[^/]+\.js$/);
  await page.goto('/platform/chat');
  await chatFile.asked;
  const footer = page.getByRole('contentinfo');
  await expect(page.getByRole('navigation', { name: 'Platform' })).toBeVisible();
  await expect(footer).toBeAttached();
  const before = await footer.boundingBox();

  chatFile.release();
  await expect(page.getByRole('textbox', { name: 'Message' })).toBeVisible();
  expect(await footer.boundingBox()).toEqual(before);
  await expect(footer).not.toBeInViewport();
});

// Made hidden at load, the canvas parsed its markdown while the chat loaded, for nobody to see.
test('on a phone the canvas is made when its tab first opens, and kept after', async ({ page }) => {
  await signInPage(page);
  await page.goto('/platform/chat');
  const tabs = page.getByRole('tablist', { name: 'Chat views' });
  const canvasContent = page.getByRole('region', { name: 'Canvas content', includeHidden: true });
  await expect(page.getByRole('heading', { name: /Welcome/ })).toBeVisible();
  await expect(page.locator('#mobile-panel-canvas')).toBeAttached();
  await expect(canvasContent).toHaveCount(0);

  await tabs.getByRole('tab', { name: /Canvas/ }).click();
  await expect(canvasContent.getByRole('heading', { name: 'Your Idea Canvas' })).toBeVisible();
  await tabs.getByRole('tab', { name: 'Chat' }).click();
  await expect(page.getByRole('heading', { name: /Welcome/ })).toBeVisible();
  await expect(canvasContent).toBeAttached();
  await expect(canvasContent).toBeHidden();
});

// The chat's first commit forced the page's first layout: the stage pager and the message box
// measured themselves in layout effects, so the layout ran inside the commit's task, one of the
// longest of a phone's load. They are measured by their observers, whose first call comes once the
// browser has laid the page out (docs/decisions/2026-12-06-the-chat-screens-first-layout-out-of-its-commit.md).
// So is the conversation when its history arrives empty: its commit forced a layout as well
// (docs/decisions/2026-12-06-an-answer-draws-only-what-shows-it.md).
test('on a phone the chat measures its stage pager, message box and conversation only once the browser has laid them out', async ({ page }) => {
  const reads = await watchLayoutReads(page, '.stage-track, .message-input-box, textarea[aria-label="Message"], .message-scroller');
  await signInPage(page);
  await page.goto('/platform/chat');
  await expect(page.getByRole('heading', { name: /Welcome/ })).toBeVisible();
  await expect(page.getByRole('button', { name: 'Next stages' })).toBeEnabled();
  // The observers have measured (the check below is not vacuous), and nothing else did.
  await expect.poll(async () => (await reads()).inside).toBeGreaterThan(0);
  expect((await reads()).outside).toEqual([]);
});
