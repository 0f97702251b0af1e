import { SLOW_COACH_PORT } from '../playwright.config.ts';
import { FIRST_WORDS, IDEA, startSlowReply, waitForHistory } from './chat-helpers.ts';
import { expect, expectNoSeriousA11yViolations, snapshot, test } from './fixtures.ts';

// The slow coach's server: a reply takes seconds, long enough to reload in the middle of it.
test.use({ baseURL: `http://127.0.0.1:${SLOW_COACH_PORT}` });

test('a reload in the middle of a reply keeps it streaming from where it was, and the canvas follows', async ({ page, isMobile }) => {
  test.setTimeout(90_000);
  const streaming = await startSlowReply(page);
  await expect(streaming).toContainText(/(\S+\s+){6}/, FIRST_WORDS);
  const before = (await streaming.textContent()) ?? '';
  // What was on screen, up to its first markdown mark: "**a booking" still open shows its stars, closed it is bold.
  const shown = before.split(/[*_`#[]/)[0]!.slice(0, 40);
  // The canvas rebuild that follows the reply is held until the screen has been read while it runs.
  let releaseCanvas!: () => void;
  const canvasHeld = new Promise<void>((resolve) => (releaseCanvas = resolve));
  await page.route('**/api/chat/results', async (route) => {
    await canvasHeld;
    await route.continue();
  });
  await page.reload();

  // The reply is shown streaming again, starting with what was already on screen, and goes on.
  await expect(page.getByRole('status').filter({ hasText: 'Writing a reply' })).toBeVisible();
  await expect(streaming).toContainText(shown);
  await expect(page.getByText(IDEA[0]!)).toBeVisible();
  await snapshot(page, 'chat-resume');
  await expectNoSeriousA11yViolations(page);

  const likes = page.getByRole('button', { name: 'Like', exact: true });
  await expect(likes).toHaveCount(1, { timeout: 30_000 });
  await expect(page.getByText('Remaining tokens: 19 | Tokens used: 1')).toBeVisible();
  if (!isMobile) {
    // While the canvas is rebuilt it says so in full, and its title stays on one line.
    const stage = page.getByRole('complementary', { name: 'Idea Canvas' }).getByRole('status');
    await expect(stage).toHaveText('Updating your idea canvas');
    expect(await stage.evaluate((el) => el.scrollWidth <= el.clientWidth)).toBe(true);
    const titleLines = await page.locator('#canvas-title').evaluate((el) => {
      const range = document.createRange();
      range.selectNodeContents(el);
      return range.getClientRects().length;
    });
    expect(titleLines).toBe(1);
  }
  releaseCanvas();
  const reply = page.locator('.message--ai .bubble--ai').last();
  await expect(reply).toContainText(shown);
  expect(((await reply.textContent()) ?? '').length).toBeGreaterThan(before.length);

  if (isMobile) await page.getByRole('tablist', { name: 'Chat views' }).getByRole('tab', { name: /Canvas/ }).click();
  await expect(page.getByRole('region', { name: 'Canvas content' })).toContainText('physiotherapists', { timeout: 30_000 });
});

test('Stop keeps the reply written so far, marked stopped, and the canvas is built from it', async ({ page, isMobile }) => {
  test.setTimeout(90_000);
  const streaming = await startSlowReply(page);
  await expect(streaming).toContainText(/(\S+\s+){4}/, FIRST_WORDS);
  // Stop sits in the message box, where it stays put: under the reply it moved down with every new
  // line, away from the pointer about to press it.
  const stop = page.locator('.message-input').getByRole('button', { name: 'Stop' });
  await stop.click();
  // The keyboard stays where the founder writes, not on the Stop button that goes away (on a touch
  // screen the box is left alone: focusing it would open the on-screen keyboard).
  if (!isMobile) await expect(page.getByRole('textbox', { name: 'Message' })).toBeFocused();

  await expect(page.getByText('Stopped', { exact: true })).toBeVisible();
  await expect(stop).toHaveCount(0);
  await expect(page.getByRole('button', { name: 'Like', exact: true })).toHaveCount(1);
  await expect(page.getByText('Remaining tokens: 19 | Tokens used: 1')).toBeVisible();
  await snapshot(page, 'chat-stop');
  await expectNoSeriousA11yViolations(page);
  // What was kept is what the server saved: it is still there, stopped, after a reload.
  const kept = (await page.locator('.message--ai .bubble--ai').last().textContent()) ?? '';
  await page.reload();
  await waitForHistory(page);
  await expect(page.locator('.message--ai .bubble--ai').last()).toHaveText(kept);
  await expect(page.getByText('Stopped', { exact: true })).toBeVisible();
  if (isMobile) await page.getByRole('tablist', { name: 'Chat views' }).getByRole('tab', { name: /Canvas/ }).click();
  await expect(page.getByRole('region', { name: 'Canvas content' })).toContainText('physiotherapists', { timeout: 30_000 });
});
