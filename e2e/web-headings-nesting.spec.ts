import type { Locator, Page } from '@playwright/test';
import { expect, signInPage, test } from './fixtures.ts';
import { IDEA, say, slowStreams, waitForHistory } from './chat-helpers.ts';

/** The headings inside `region`, in order, as "level text". */
const headingsIn = (region: Locator) =>
  region.evaluate((el) => Array.from(el.querySelectorAll('h1, h2, h3, h4, h5, h6'), (h) => `${h.tagName.slice(1)} ${h.textContent?.trim()}`));

/** Records the heading levels a streaming canvas shows, until read. */
async function watchStreamingCanvasLevels(page: Page) {
  await page.evaluate(() => {
    const seen = { levels: [] as string[] };
    (window as unknown as { __levels: typeof seen }).__levels = seen;
    setInterval(() => {
      document.querySelectorAll('[aria-label="Canvas content"] .markdown[aria-busy="true"] :is(h1, h2, h3, h4, h5, h6)').forEach((h) => {
        if (!seen.levels.includes(h.tagName)) seen.levels.push(h.tagName);
      });
    }, 4);
  });
  return () => page.evaluate(() => (window as unknown as { __levels: { levels: string[] } }).__levels.levels.sort());
}

test('the chat screen has one h1, and the canvas headings sit under the panel heading, streaming or not', async ({ page, isMobile }) => {
  test.slow();
  await signInPage(page);
  await slowStreams(page);
  await page.goto('/platform/chat');
  await waitForHistory(page);
  const tabs = page.getByRole('tablist', { name: 'Chat views' });
  // On a phone the canvas is made when its tab first opens; it stays made behind the Chat tab.
  if (isMobile) {
    await tabs.getByRole('tab', { name: /Canvas/ }).click();
    await expect(page.getByRole('region', { name: 'Canvas content' })).toBeVisible();
    await tabs.getByRole('tab', { name: 'Chat' }).click();
  }
  const streamed = await watchStreamingCanvasLevels(page);
  await say(page, IDEA[0]!);
  // The streaming canvas had its title and its blocks: all of them under the panel's h2.
  expect(await streamed()).toEqual(['H3']);

  expect(await page.locator('h1').allTextContents()).toEqual(['Chat']);
  if (isMobile) await tabs.getByRole('tab', { name: /Canvas/ }).click();
  const panel = isMobile ? page.getByRole('region', { name: 'Idea Canvas' }) : page.getByRole('complementary', { name: 'Idea Canvas' });
  await expect(panel.getByRole('heading', { name: 'WHO' })).toBeVisible();
  const [panelHeading, ...inside] = await headingsIn(panel);
  expect(panelHeading).toBe('2 Idea Canvas');
  expect(inside.length).toBeGreaterThan(9);
  expect(inside.filter((h) => !/^[3-6] /.test(h))).toEqual([]);
});

test('the policy read from the cookie banner has its sections under the dialog heading', async ({ page }) => {
  await page.goto('/register');
  await page.getByRole('region', { name: 'We value your privacy' }).getByRole('button', { name: 'Privacy Policy' }).click();
  const policy = page.getByRole('dialog', { name: 'Privacy Policy' });
  await expect(policy.getByRole('heading', { name: '9. Your rights' })).toBeAttached();
  const [title, ...sections] = await headingsIn(policy);
  expect(title).toBe('2 Privacy Policy');
  expect(sections).toContain('3 9. Your rights');
  expect(sections.filter((h) => !/^[3-6] /.test(h))).toEqual([]);
});

test('the policy tab keeps its sections right under its h1', async ({ page }) => {
  await signInPage(page);
  await page.goto('/platform/privacy');
  const main = page.getByRole('main');
  await expect(main.getByRole('heading', { name: '9. Your rights' })).toBeVisible();
  const [title, ...sections] = await headingsIn(main);
  expect(title).toBe('1 Privacy Policy');
  expect(sections).toContain('2 9. Your rights');
});
