import type { Page, Route } from '@playwright/test';
import { SLOW_COACH_PORT } from '../playwright.config.ts';
import { FIRST_WORDS, IDEA, say, startSlowReply, waitForHistory } from './chat-helpers.ts';
import { expect, signInPage, test } from './fixtures.ts';

// What a founder's reply, draft and edit go through when the connection, the chat or the layout
// changes under them.

const SLOW = `http://127.0.0.1:${SLOW_COACH_PORT}`;
const FAILED = 'Failed to send message. Please try again.';
/** A reply's re-attach (`GET /api/chat/turn/:turn_id/stream`). */
const REATTACH = '**/api/chat/turn/*/stream*';

/** Lets the test cut the page's open reply streams (`window.cutReplies()`), as a dropped connection would. */
async function cuttableReplies(page: Page) {
  await page.addInitScript(() => {
    const cuts = new Set<() => void>();
    (window as unknown as { cutReplies(): void }).cutReplies = () => {
      cuts.forEach((cut) => cut());
      cuts.clear();
    };
    const original = window.fetch.bind(window);
    window.fetch = async (input, init) => {
      const res = await original(input, init);
      const url = typeof input === 'string' ? input : input instanceof URL ? input.href : input.url;
      if (!/\/api\/chat\/message$/.test(url) || !res.body) return res;
      const reader = res.body.getReader();
      const body = new ReadableStream<Uint8Array>({
        start(controller) {
          cuts.add(() => {
            controller.error(new TypeError('network error'));
            void reader.cancel();
          });
        },
        async pull(controller) {
          const { value, done } = await reader.read();
          if (done) controller.close();
          else controller.enqueue(value);
        },
      });
      return new Response(body, { status: res.status, headers: res.headers });
    };
  });
}

/**
 * Starts a slow reply, waits for its first `words`, then cuts its stream and answers every
 * re-attach with `answer` until the test unroutes it; `tries()` counts the re-attaches.
 */
async function cutReplyAfterWords(page: Page, words: number, answer: (route: Route) => Promise<void>) {
  await cuttableReplies(page);
  const streaming = await startSlowReply(page);
  await expect(streaming).toContainText(new RegExp(`(\\S+\\s+){${words}}`), FIRST_WORDS);
  let tries = 0;
  await page.route(REATTACH, (route) => {
    tries++;
    return answer(route);
  });
  await page.evaluate(() => (window as unknown as { cutReplies(): void }).cutReplies());
  return { streaming, tries: () => tries };
}

test.describe('on the slow coach', () => {
  test.use({ baseURL: SLOW });

  test('a reply whose connection stays down for a while goes on when it is back, shown once and charged once', async ({ page }) => {
    test.setTimeout(90_000);
    // The connection goes down: the stream is cut and every re-attach fails, for longer than a
    // few quick tries would cover.
    const { streaming, tries } = await cutReplyAfterWords(page, 4, (route) => route.abort('internetdisconnected'));
    await expect(page.getByRole('status').filter({ hasText: 'Connection lost, reconnecting' })).toBeVisible();
    await expect.poll(tries, { timeout: 30_000 }).toBeGreaterThanOrEqual(8);
    // Meanwhile the message stays, and so does what the reply had written.
    const conversation = page.getByRole('region', { name: 'Conversation' });
    await expect(conversation.getByText(IDEA[0]!)).toBeVisible();
    await expect(streaming).toContainText(/(\S+\s+){4}/);

    await page.unroute(REATTACH);
    await expect(page.getByRole('button', { name: 'Like', exact: true })).toHaveCount(1, { timeout: 30_000 });
    await expect(page.getByRole('status').filter({ hasText: 'Connection lost' })).toHaveCount(0);
    await expect(page.getByRole('alert').filter({ hasText: FAILED })).toHaveCount(0);
    await expect(conversation.getByText(IDEA[0]!)).toHaveCount(1);
    await expect(page.getByRole('textbox', { name: 'Message' })).toHaveValue('');
    await expect(page.getByText('Remaining tokens: 19 | Tokens used: 1')).toBeVisible();
    // What the page shows is what the server saved.
    const shown = (await page.locator('.message--ai .bubble--ai').last().textContent()) ?? '';
    await page.reload();
    await waitForHistory(page);
    await expect(page.locator('.message--ai .bubble--ai').last()).toHaveText(shown);
  });

  test('a re-attach answered with a passing failure (a 503 from a proxy) is tried again, and the reply goes on', async ({ page }) => {
    test.setTimeout(90_000);
    const { tries } = await cutReplyAfterWords(page, 3, (route) =>
      route.fulfill({ status: 503, contentType: 'text/html', body: '<h1>503 Service Unavailable</h1>' }),
    );
    await expect.poll(tries, { timeout: 30_000 }).toBeGreaterThanOrEqual(3);
    await page.unroute(REATTACH);

    await expect(page.getByRole('button', { name: 'Like', exact: true })).toHaveCount(1, { timeout: 30_000 });
    await expect(page.getByRole('alert').filter({ hasText: FAILED })).toHaveCount(0);
    await expect(page.getByRole('region', { name: 'Conversation' }).getByText(IDEA[0]!)).toHaveCount(1);
    await expect(page.getByText('Remaining tokens: 19 | Tokens used: 1')).toBeVisible();
  });

  test('a chat left while its reply is written shows the reply going on when the founder comes back, then its canvas', async ({ page }) => {
    test.setTimeout(90_000);
    const streaming = await startSlowReply(page);
    await expect(streaming).toContainText(/(\S+\s+){3}/, FIRST_WORDS);
    const sidebar = page.getByRole('complementary', { name: 'Chat sessions' });
    await page.getByRole('button', { name: 'New chat' }).click();
    await expect(sidebar.getByRole('listitem')).toHaveCount(2);
    await waitForHistory(page);
    await expect(page.getByRole('region', { name: 'Conversation' }).getByText(IDEA[0]!)).toHaveCount(0);

    await sidebar.getByRole('listitem').nth(1).getByRole('button').first().click();
    await expect(page.getByRole('region', { name: 'Conversation' }).getByText(IDEA[0]!)).toBeVisible();
    await expect(page.getByRole('button', { name: 'Like', exact: true })).toHaveCount(1, { timeout: 30_000 });
    await expect(page.getByText('Remaining tokens: 19 | Tokens used: 1')).toBeVisible();
    await expect(page.getByRole('region', { name: 'Canvas content' })).toContainText('physiotherapists', { timeout: 30_000 });
  });
});

test('a draft stays with its chat, and survives the switch to the phone layout', async ({ page }) => {
  await signInPage(page);
  await page.goto('/platform/chat');
  await waitForHistory(page);
  const box = page.getByRole('textbox', { name: 'Message' });
  const sidebar = page.getByRole('complementary', { name: 'Chat sessions' });
  await box.fill('A half-written thought for the first chat');

  await page.getByRole('button', { name: 'New chat' }).click();
  await expect(sidebar.getByRole('listitem')).toHaveCount(2);
  await waitForHistory(page);
  await expect(box).toHaveValue('');
  await box.fill('Something for the second chat');

  await sidebar.getByRole('listitem').nth(1).getByRole('button').first().click();
  await expect(box).toHaveValue('A half-written thought for the first chat');
  await page.setViewportSize({ width: 700, height: 900 });
  await expect(page.getByRole('tablist', { name: 'Chat views' })).toBeVisible();
  await expect(page.getByRole('textbox', { name: 'Message' })).toHaveValue('A half-written thought for the first chat');
});

test('an edit that fails to send opens again with the edited text', async ({ page }) => {
  await signInPage(page);
  await page.goto('/platform/chat');
  await say(page, IDEA[0]!);
  await page.getByRole('button', { name: 'Edit', exact: true }).click();
  const edited = `${IDEA[0]} It is for clinics in Berlin.`;
  await page.getByRole('textbox', { name: 'Edit message' }).fill(edited);
  await page.route('**/api/chat/turn/*/edit', (route) => route.abort('connectionreset'));
  await page.getByRole('button', { name: 'Save and send' }).click();

  await expect(page.getByRole('alert').filter({ hasText: FAILED })).toBeVisible();
  await expect(page.getByRole('textbox', { name: 'Edit message' })).toHaveValue(edited);
  await expect(page.getByText('Remaining tokens: 19 | Tokens used: 1')).toBeVisible();

  // Cancelled, it stays closed, also when the layout switches and the conversation is drawn anew.
  await page.getByRole('button', { name: 'Cancel' }).click();
  await expect(page.getByRole('textbox', { name: 'Edit message' })).toHaveCount(0);
  await page.setViewportSize({ width: 700, height: 900 });
  await expect(page.getByRole('tablist', { name: 'Chat views' })).toBeVisible();
  await expect(page.getByRole('region', { name: 'Conversation' }).getByText(IDEA[0]!)).toBeVisible();
  await expect(page.getByRole('textbox', { name: 'Edit message' })).toHaveCount(0);
});

test('the keyboard stays in the message box after Send and Regenerate, and goes back to Edit when an edit is cancelled', async ({ page }) => {
  await signInPage(page);
  await page.goto('/platform/chat');
  await waitForHistory(page);
  const box = page.getByRole('textbox', { name: 'Message' });
  await box.fill(IDEA[0]!);
  await page.getByRole('button', { name: 'Send message' }).click();
  await expect(box).toBeFocused();
  const likes = page.getByRole('button', { name: 'Like', exact: true });
  await expect(likes).toHaveCount(1);
  await expect(page.getByRole('status').filter({ hasText: 'Updating your idea canvas' })).toHaveCount(0);

  await page.getByRole('button', { name: 'Regenerate' }).click();
  await expect(box).toBeFocused();
  await expect(page.getByText('2/2')).toBeVisible();
  await expect(page.getByRole('status').filter({ hasText: 'Updating your idea canvas' })).toHaveCount(0);

  const edit = page.getByRole('button', { name: 'Edit', exact: true });
  await edit.click();
  await expect(page.getByRole('textbox', { name: 'Edit message' })).toBeFocused();
  await page.keyboard.press('Escape');
  await expect(edit).toBeFocused();
});
