import type { Page } from '@playwright/test';
import { SLOW_COACH_PORT } from '../playwright.config.ts';
import { IDEA, waitForHistory } from './chat-helpers.ts';
import { expect, signInPage, test } from './fixtures.ts';

// The slow coach's server: a reply takes seconds, long enough to leave in the middle of it.
test.use({ baseURL: `http://127.0.0.1:${SLOW_COACH_PORT}` });

/**
 * Signs in, sends the first idea message and waits for the reply's first words. Returns what the
 * session's history and the balance say on the server, for the founder's token.
 */
async function startReply(page: Page) {
  const user = await signInPage(page);
  const headers = { authorization: `Bearer ${user.token}` };
  await page.goto('/platform/chat');
  await waitForHistory(page);
  await expect(page.getByText('Remaining tokens: 20 | Tokens used: 0')).toBeVisible();
  const sessionId = await page.evaluate(() => localStorage.getItem('currentSessionId'));
  const box = page.getByRole('textbox', { name: 'Message' });
  await box.fill(IDEA[0]!);
  await box.press('Enter');
  // The first message a server reads also loads the coach's models, which can take long on a busy machine.
  await expect(page.locator('.message--streaming .bubble--ai')).toContainText(/\S+/, { timeout: 30_000 });
  return {
    /** Until the server has answered the turn and built its canvas, without this page. */
    async turnDone() {
      await expect
        .poll(async () => {
          const h = await (await page.request.get(`/api/sessions/${sessionId}/history`, { headers })).json();
          return h.turns.length === 1 && !h.running && !h.canvas_pending;
        }, { timeout: 60_000 })
        .toBe(true);
      expect(await (await page.request.get('/api/users/me/tokens', { headers })).json()).toEqual({ tokens_remaining: 19, tokens_used: 1 });
    },
  };
}

test('a reply left for a new chat while it is written is charged, and the token line says so', async ({ page }) => {
  test.setTimeout(90_000);
  const { turnDone } = await startReply(page);

  await page.getByRole('button', { name: 'New chat' }).click();
  const sidebar = page.getByRole('complementary', { name: 'Chat sessions' });
  await expect(sidebar.getByRole('listitem')).toHaveCount(2);
  await turnDone();
  await expect(page.getByText('Remaining tokens: 19 | Tokens used: 1')).toBeVisible();

  // Back in the first chat: its reply is there, answered and charged.
  await sidebar.getByRole('listitem').nth(1).getByRole('button').first().click();
  await waitForHistory(page);
  await expect(page.getByRole('button', { name: 'Like', exact: true })).toHaveCount(1);
  await expect(page.getByText('Remaining tokens: 19 | Tokens used: 1')).toBeVisible();
});

test('a reply still being written when the founder opens the Billing tab is charged, and the Billing tab says so', async ({ page }) => {
  test.setTimeout(90_000);
  const { turnDone } = await startReply(page);

  await page.getByRole('navigation', { name: 'Platform' }).getByRole('link', { name: 'Billing' }).click();
  const usage = page.getByRole('region', { name: 'Usage' });
  await expect(usage).toBeVisible();
  await turnDone();
  await expect(usage).toContainText('Tokens Used1');
  await expect(usage).toContainText('Tokens Remaining19');
});
