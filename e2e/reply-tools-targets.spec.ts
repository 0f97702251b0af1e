import type { Page } from '@playwright/test';
import { IDEA, say } from './chat-helpers.ts';
import { expect, signInPage, snapshot, test } from './fixtures.ts';

// The tools under a message (the pager's arrows, Like, Dislike, Regenerate, Edit) are 44 × 44 px
// targets for a finger, as the pager's arrows were first
// (docs/decisions/2026-12-06-reply-actions-canvas-tools-and-agent-rows-on-small-screens.md).

type Tool = { name: string; width: number; height: number; tappable: boolean; inMessage: boolean; oneLine: boolean; overlaps: string[] };

/**
 * Each tool under a message: its box, whether a tap at its centre reaches it, whether it stays
 * within its message sideways (the reply's bubble, the founder's message), whether its label is
 * on one line, and which other tools' boxes its own lies over.
 */
async function messageTools(page: Page): Promise<Tool[]> {
  return page.evaluate(() => {
    const buttons = Array.from(document.querySelectorAll<HTMLButtonElement>('.message-meta button'));
    const boxes = buttons.map((button) => button.getBoundingClientRect());
    const nameOf = (button: HTMLButtonElement) => button.getAttribute('aria-label') ?? button.textContent!.trim();
    return buttons.map((button, i) => {
      const box = boxes[i]!;
      const message = (button.closest('.message-body') ?? button.closest('.message'))!.getBoundingClientRect();
      const hit = document.elementFromPoint(box.left + box.width / 2, box.top + box.height / 2);
      const label = document.createRange();
      label.selectNodeContents(button);
      const lineTops = new Set(Array.from(label.getClientRects()).map((line) => Math.round(line.top)));
      const overlaps = boxes
        .map((other, j) => (j !== i && other.left < box.right && box.left < other.right && other.top < box.bottom && box.top < other.bottom ? nameOf(buttons[j]!) : ''))
        .filter(Boolean);
      return {
        name: nameOf(button),
        width: Math.round(box.width),
        height: Math.round(box.height),
        tappable: hit === button || button.contains(hit),
        inMessage: box.left >= message.left - 0.5 && box.right <= Math.min(message.right, document.documentElement.clientWidth) + 0.5,
        oneLine: lineTops.size <= 1,
        overlaps,
      };
    });
  });
}

/** A conversation whose last reply has every tool: Like, Dislike, Regenerate, and the pager at 2/2; the founder's message has Edit. */
async function replyWithEveryTool(page: Page) {
  await signInPage(page);
  await page.goto('/platform/chat');
  await say(page, IDEA[0]!);
  await page.getByRole('button', { name: 'Regenerate' }).click();
  await expect(page.getByRole('group', { name: 'Replies to this message' })).toContainText('2/2', { timeout: 30_000 });
  await expect(page.getByRole('status').filter({ hasText: 'Updating your idea canvas' })).toHaveCount(0, { timeout: 30_000 });
  await expect(page.getByRole('button', { name: 'Regenerate' })).toBeEnabled();
}

const EVERY_TOOL = ['Previous reply', 'Next reply', 'Like', 'Dislike', 'Regenerate', 'Edit'];

test('the tools under a message are 44 × 44 px targets for a finger, side by side within the message; a desktop keeps their drawn size', async ({ page }, info) => {
  test.setTimeout(120_000);
  await replyWithEveryTool(page);
  const phone = info.project.name === 'mobile';
  for (const width of phone ? [375] : [1440, 1024, 769]) {
    await page.setViewportSize({ width, height: phone ? 812 : 900 });
    await expect(page.getByRole('button', { name: 'Like', exact: true })).toBeInViewport();
    await snapshot(page, `reply-tools-${width}`);
    const tools = await messageTools(page);
    expect(tools.map((tool) => tool.name).sort(), `at ${width} px`).toEqual([...EVERY_TOOL].sort());
    for (const tool of tools) {
      const where = `${tool.name} at ${width} px: ${JSON.stringify(tool)}`;
      expect({ tappable: tool.tappable, inMessage: tool.inMessage, oneLine: tool.oneLine, overlaps: tool.overlaps }, where).toEqual({
        tappable: true,
        inMessage: true,
        oneLine: true,
        overlaps: [],
      });
      // Before: 28 × 26 (Like, Dislike), 26 px tall (Regenerate, Edit) on a phone too.
      if (phone) expect(tool.width >= 44 && tool.height >= 44, where).toBe(true);
      else expect(tool.height, where).toBe(26);
    }
    if (!phone) {
      for (const name of ['Previous reply', 'Next reply', 'Like', 'Dislike']) {
        expect(tools.find((tool) => tool.name === name), `${name} at ${width} px`).toMatchObject({ width: 28, height: 26 });
      }
      // The desktop's rows are as tall as before: one 26 px line each where the chat is wide (at 769 px
      // the reply's row wraps, as it did before).
      if (width < 1024) continue;
      const rows = await page.locator('.message-meta').evaluateAll((metas) => metas.map((meta) => Math.round(meta.getBoundingClientRect().height)));
      expect(rows, `at ${width} px`).toEqual(rows.map(() => 26));
    }
  }
});
