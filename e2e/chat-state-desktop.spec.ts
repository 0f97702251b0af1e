import type { Page } from '@playwright/test';
import { IDEA, say } from './chat-helpers.ts';
import { expect, registerUser, signInPage, test } from './fixtures.ts';

const SESSION_GONE = 'This chat was deleted. You are now in another one.';

/** What a browser does when the founder comes back to this tab: it becomes visible and focused. */
async function comeBack(page: Page) {
  await page.evaluate(() => {
    for (const state of ['hidden', 'visible']) {
      Object.defineProperty(document, 'visibilityState', { value: state, configurable: true });
      document.dispatchEvent(new Event('visibilitychange', { bubbles: true }));
    }
    window.dispatchEvent(new Event('focus'));
  });
}

/** The open session's id, once the chat has chosen or created one. */
async function sessionIdOf(page: Page): Promise<string> {
  const stored = () => page.evaluate(() => localStorage.getItem('currentSessionId'));
  await expect.poll(stored).not.toBeNull();
  return (await stored())!;
}

/**
 * Lets the next read of a chat's history reach the server, and holds its answer back from the
 * page until `release()`; `answered` settles once the server has answered.
 */
async function holdNextHistoryAnswer(page: Page) {
  let release!: () => void;
  const released = new Promise<void>((resolve) => (release = resolve));
  let answered!: () => void;
  const serverAnswered = new Promise<void>((resolve) => (answered = resolve));
  await page.route(/\/api\/sessions\/[^/]+\/history$/, async (route) => {
    const response = await route.fetch();
    answered();
    await released;
    await route.fulfill({ response });
  }, { times: 1 });
  return { answered: serverAnswered, release };
}

/**
 * A founder with an answered chat opens a new one, which "another tab" then deletes; its id and
 * the sidebar. With `readUnderWay`, the new chat's first history read was answered by the server
 * before the deletion and reaches the page only on `release()`.
 */
async function deleteOpenSessionElsewhere(page: Page, { readUnderWay = false } = {}) {
  const user = await signInPage(page);
  await page.goto('/platform/chat');
  await say(page, IDEA[0]!);
  const held = readUnderWay ? await holdNextHistoryAnswer(page) : null;
  await page.getByRole('button', { name: 'New chat' }).click();
  const sidebar = page.getByRole('complementary', { name: 'Chat sessions' });
  await expect(sidebar.getByRole('listitem')).toHaveCount(2);
  const doomed = await sessionIdOf(page);
  await held?.answered;
  expect((await page.request.delete(`/api/sessions/${doomed}`, { headers: { authorization: `Bearer ${user.token}` } })).status()).toBeLessThan(300);
  return { sidebar, doomed, release: () => held?.release() };
}

test('a session deleted in another tab is dropped here on the next send, with a notice, and the chat moves on', async ({ page }) => {
  const { sidebar, doomed } = await deleteOpenSessionElsewhere(page);

  const box = page.getByRole('textbox', { name: 'Message' });
  await box.fill('Hello again');
  await box.press('Enter');
  await expect(page.getByRole('alert')).toContainText(SESSION_GONE);
  await expect(page.getByText('Failed to send message. Please try again.')).toHaveCount(0);
  await expect(sidebar.getByRole('listitem')).toHaveCount(1);
  await expect(page.getByRole('region', { name: 'Conversation' }).getByText(IDEA[0]!)).toBeVisible();
  expect(await sessionIdOf(page)).not.toBe(doomed);
  // The founder can carry on in the session now shown.
  await say(page, IDEA[1]!);
});

test('a session deleted in another tab is noticed as soon as this tab is back in view', async ({ page }) => {
  await deleteOpenSessionElsewhere(page);
  await comeBack(page);
  await expect(page.getByRole('alert')).toContainText(SESSION_GONE);
  await expect(page.getByRole('complementary', { name: 'Chat sessions' }).getByRole('listitem')).toHaveCount(1);
  await expect(page.getByRole('region', { name: 'Conversation' }).getByText(IDEA[0]!)).toBeVisible();
});

test('a deletion is noticed on coming back even while a read of the chat from before it is under way', async ({ page }) => {
  const { sidebar, release } = await deleteOpenSessionElsewhere(page, { readUnderWay: true });
  await comeBack(page);
  release();
  await expect(page.getByRole('alert')).toContainText(SESSION_GONE);
  await expect(sidebar.getByRole('listitem')).toHaveCount(1);
});

test('a tab brought back into view shows the turns, sessions and balance another tab produced', async ({ page }) => {
  const user = await signInPage(page);
  const headers = { authorization: `Bearer ${user.token}` };
  await page.goto('/platform/chat');
  await expect(page.getByText('Remaining tokens: 20 | Tokens used: 0')).toBeVisible();
  const sessionId = await sessionIdOf(page);

  // Another tab sends a turn in this session and starts a second one.
  const res = await page.request.post('/api/chat/message', { headers, data: { session_id: sessionId, message: IDEA[0] } });
  expect(await res.text()).toContain('"complete"');
  await page.request.post('/api/chat/session', { headers });

  await comeBack(page);
  await expect(page.getByRole('region', { name: 'Conversation' }).getByText(IDEA[0]!)).toBeVisible();
  await expect(page.getByText('Remaining tokens: 19 | Tokens used: 1')).toBeVisible();
  await expect(page.getByRole('complementary', { name: 'Chat sessions' }).getByRole('listitem')).toHaveCount(2);
});

test('signing out in another tab signs this one out too', async ({ page, context }) => {
  await signInPage(page);
  await page.goto('/platform/chat');
  await expect(page.getByRole('textbox', { name: 'Message' })).toBeEnabled();
  const other = await context.newPage();
  await other.goto('/platform/profile');
  await other.getByRole('button', { name: 'Logout' }).click();
  await expect(other).toHaveURL(/\/login$/);
  await expect(page).toHaveURL(/\/login$/);
  await expect(page.getByRole('heading', { name: 'Sign in to your account' })).toBeVisible();
});

test('the next founder to sign in on this browser never asks for the last one\'s chat', async ({ page }) => {
  await signInPage(page);
  await page.goto('/platform/chat');
  await say(page, IDEA[0]!);
  const previous = await sessionIdOf(page);
  await page.getByRole('button', { name: 'Logout' }).click();
  await expect(page.getByRole('heading', { name: 'Sign in to your account' })).toBeVisible();

  const next = await registerUser(page.request);
  const asked: string[] = [];
  page.on('request', (request) => asked.push(request.url()));
  await page.getByLabel('Email address').fill(next.email);
  await page.getByLabel('Password', { exact: true }).fill(next.password);
  await page.getByRole('button', { name: 'Sign in' }).click();
  await expect(page.getByRole('textbox', { name: 'Message' })).toBeEnabled();
  expect(await sessionIdOf(page)).not.toBe(previous);
  expect(asked.filter((url) => url.includes(previous))).toEqual([]);
});

test('deleting from the sidebar asks first; Cancel keeps the session and its conversation', async ({ page }) => {
  await signInPage(page);
  await page.goto('/platform/chat');
  await say(page, IDEA[0]!);
  await page.getByRole('button', { name: 'Expand sidebar' }).click();
  const sidebar = page.getByRole('complementary', { name: 'Chat sessions' });
  const row = sidebar.getByRole('listitem').first();
  await row.getByRole('button', { name: /^Delete / }).click();
  const confirm = page.getByRole('dialog', { name: 'Delete Chat?' });
  await expect(confirm.getByText('This action cannot be undone.')).toBeVisible();
  await confirm.getByRole('button', { name: 'Cancel' }).click();
  await expect(confirm).toBeHidden();
  await page.reload();
  await expect(sidebar.getByRole('listitem')).toHaveCount(1);
  await expect(page.getByRole('region', { name: 'Conversation' }).getByText(IDEA[0]!)).toBeVisible();
});

test('deleting a chat from the sidebar with the keyboard leaves focus on New chat; Escape on the Delete button', async ({ page }) => {
  await signInPage(page);
  await page.goto('/platform/chat');
  await expect(page.getByRole('textbox', { name: 'Message' })).toBeEnabled();
  await page.getByRole('button', { name: 'Expand sidebar' }).click();
  const sidebar = page.getByRole('complementary', { name: 'Chat sessions' });
  await sidebar.getByRole('button', { name: 'New chat' }).click();
  await expect(sidebar.getByRole('listitem')).toHaveCount(2);

  const remove = sidebar.getByRole('button', { name: 'Delete Untitled' }).first();
  await remove.focus();
  await page.keyboard.press('Enter');
  const confirm = page.getByRole('dialog', { name: 'Delete Chat?' });
  await expect(confirm).toBeVisible();
  await page.keyboard.press('Escape');
  await expect(confirm).toBeHidden();
  await expect(remove).toBeFocused();

  await page.keyboard.press('Enter');
  await expect(confirm).toBeVisible();
  await page.keyboard.press('Tab');
  await page.keyboard.press('Tab');
  await expect(confirm.getByRole('button', { name: 'Delete' })).toBeFocused();
  await page.keyboard.press('Enter');
  await expect(confirm).toBeHidden();
  await expect(sidebar.getByRole('listitem')).toHaveCount(1);
  await expect(sidebar.getByRole('button', { name: 'New chat' })).toBeFocused();
});

test('a canvas build that starts again (a message from another tab completed meanwhile) shows the second build only', async ({ page }) => {
  await signInPage(page);
  await page.goto('/platform/chat');
  // The server's build of this turn, after a first build the server started again from.
  await page.route('**/api/chat/results', async (route) => {
    const response = await route.fetch();
    const first = [{ type: 'stage', content: 'Updating your idea canvas' }, { type: 'chunk', content: '### WHO\nA canvas built before the other tab’s message\n' }];
    // The history read after the build never answers, so the screen shows what the stream gave it.
    await page.route(/\/api\/sessions\/[^/]+\/history$/, () => {}, { times: 1 });
    await route.fulfill({ response, body: first.map((e) => `data: ${JSON.stringify(e)}\n\n`).join('') + (await response.text()) });
  }, { times: 1 });
  await say(page, IDEA[0]!);
  const canvas = page.getByLabel('Canvas content');
  await expect(canvas.getByRole('heading', { name: 'WHO' })).toBeVisible();
  await expect(canvas).toContainText('physiotherapists');
  await expect(canvas).not.toContainText('before the other tab');
});
