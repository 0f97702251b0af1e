import { say } from './chat-helpers.ts';
import { expect, signInPage, test, watchCspViolations } from './fixtures.ts';

test('images in replies and canvases are links, never fetched; unsafe links are plain text', async ({ page }) => {
  await signInPage(page);
  const remote: string[] = [];
  page.on('request', (request) => {
    if (request.url().includes('tracker.example')) remote.push(request.url());
  });
  await page.goto('/platform/chat');
  await say(page, 'I want to build a wiki checker for teams that solves broken links in their docs.');
  // The coach is not made to echo markup, so the history a model could have written is served instead.
  const unsafe = 'Try ![pixel](https://tracker.example/p.gif) and fix [broken links](javascript:alert(1)) first.';
  await page.route('**/api/sessions/*/history', async (route) => {
    const answer = await route.fetch();
    const history = (await answer.json()) as { turns: object[] };
    const turns = history.turns.map((turn) => ({ ...turn, assistant_message: unsafe }));
    await route.fulfill({ response: answer, json: { turns, canvas: { content_md: `# Wiki checker\n\n${unsafe}` } } });
  });
  await page.reload();
  const main = page.getByRole('main');
  await expect(main.getByRole('link', { name: 'Image: pixel' }).first()).toHaveAttribute('href', 'https://tracker.example/p.gif');
  await expect(main.getByText('broken links').first()).toBeVisible();
  expect(await main.locator('.markdown img').count()).toBe(0);
  expect(await main.locator('.markdown a:not([href]), .markdown a[href=""], .markdown a[href^="javascript:" i]').count()).toBe(0);
  expect(remote).toEqual([]);

  // Should a remote image ever reach the page, the Content-Security-Policy (img-src) still refuses to fetch it.
  const violations = watchCspViolations(page);
  const blocked = page.waitForEvent('requestfailed', (request) => request.url().includes('slipped-through'));
  await main.evaluate((el) => {
    const img = document.createElement('img');
    img.src = 'https://tracker.example/slipped-through.gif';
    img.alt = '';
    el.append(img);
  });
  expect((await blocked).failure()?.errorText).toMatch(/csp/i);
  await expect.poll(() => violations.join('\n')).toMatch(/img-src/);
});

// Naming sessions and titling canvases without markup is the server's job (the coach); this test
// holds the screen to it.
test('markup typed by a founder never reaches the session name or the canvas title', async ({ page }) => {
  await signInPage(page);
  await page.goto('/platform/chat');
  await say(page, 'I want to build <b>ClinicFlow</b> <img src=x> a booking app for physiotherapists that solves no-shows.');
  await page.getByRole('button', { name: 'Expand sidebar' }).click();
  const row = page.getByRole('complementary', { name: 'Chat sessions' }).getByRole('listitem').first();
  await expect(row).not.toContainText('Untitled');
  await expect(row).not.toContainText('<');
  const title = page.getByRole('complementary', { name: 'Idea Canvas' }).getByRole('heading', { level: 3 }).first();
  await expect(title).toBeVisible();
  await expect(title).not.toContainText('<');
});
