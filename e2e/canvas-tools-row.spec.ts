import type { Page } from '@playwright/test';
import { IDEA, say } from './chat-helpers.ts';
import { expect, signInPage, snapshot, test } from './fixtures.ts';

// The canvas tools row (History, Share, .md, PDF, Start a variant) lays out cleanly at every width
// a canvas is drawn, from its 320 px minimum: no label split over two lines, no button outside the
// row, and a row that wraps fills each of its lines
// (docs/decisions/2026-12-06-reply-actions-canvas-tools-and-agent-rows-on-small-screens.md).

/**
 * What is wrong with the tools row at each width: the desktop panel is drawn at each of `widths`
 * (as the layout draws it, an inline width; set here directly so that one page sweeps every width),
 * or, with no widths, the row as it is. Faults read "width: what".
 */
async function toolsRowFaults(page: Page, widths: number[] = []) {
  return page.evaluate((widths) => {
    const row = document.querySelector<HTMLElement>('[role="toolbar"][aria-label="Canvas tools"]')!;
    const faultsOfRow = () => {
      const box = row.getBoundingClientRect();
      const style = getComputedStyle(row);
      const left = box.left + parseFloat(style.paddingLeft);
      const right = box.right - parseFloat(style.paddingRight);
      const buttons = Array.from(row.querySelectorAll('button')).map((button) => {
        const label = document.createRange();
        label.selectNodeContents(button);
        const lines = new Set(Array.from(label.getClientRects()).map((line) => Math.round(line.top))).size;
        return { name: button.textContent!.trim(), box: button.getBoundingClientRect(), lines };
      });
      const faults: string[] = [];
      for (const { name, box: b, lines } of buttons) {
        if (lines > 1) faults.push(`"${name}" on ${lines} lines`);
        if (b.left < left - 0.5 || b.right > right + 0.5) faults.push(`"${name}" outside the row`);
      }
      const lineTops = [...new Set(buttons.map((b) => Math.round(b.box.top)))];
      if (lineTops.length > 2) faults.push(`${lineTops.length} lines`);
      if (lineTops.length > 1) {
        for (const top of lineTops) {
          const line = buttons.filter((b) => Math.round(b.box.top) === top);
          if (line.at(-1)!.box.right < right - 1) faults.push(`a line ends ${Math.round(right - line.at(-1)!.box.right)} px short: ${line.map((b) => b.name).join(', ')}`);
        }
      }
      return faults.map((fault) => `${Math.round(box.width)}: ${fault}`);
    };
    if (!widths.length) return faultsOfRow();
    const panel = row.closest<HTMLElement>('.canvas-panel')!;
    const drawn = panel.style.width;
    const faults = widths.flatMap((width) => {
      panel.style.width = `${width}px`;
      return faultsOfRow();
    });
    panel.style.width = drawn;
    return faults;
  }, widths);
}

const range = (from: number, to: number) => Array.from({ length: to - from + 1 }, (_, i) => from + i);

test('the canvas tools row lays out cleanly at every width of the canvas, from 320 px', async ({ page }, info) => {
  test.setTimeout(120_000);
  await signInPage(page);
  await page.goto('/platform/chat');
  await say(page, IDEA[0]!);
  if (info.project.name === 'mobile') {
    // Before: at 320 to 414 px the first four stopped 21 to 115 px short of the row's end, and
    // "Start a variant" stood alone on a second line, 163 to 257 px short.
    for (const width of [320, 360, 375, 414, 480, 600, 768]) {
      await page.setViewportSize({ width, height: 812 });
      await page.getByRole('tablist', { name: 'Chat views' }).getByRole('tab', { name: /Canvas/ }).click();
      await expect(page.getByRole('toolbar', { name: 'Canvas tools' }).getByRole('button', { name: 'History' })).toBeEnabled();
      expect(await toolsRowFaults(page), `at ${width} px`).toEqual([]);
      await snapshot(page, `canvas-tools-${width}`);
      await page.getByRole('tablist', { name: 'Chat views' }).getByRole('tab', { name: 'Chat' }).click();
    }
    return;
  }
  const canvas = page.getByRole('complementary', { name: 'Idea Canvas' });
  await expect(canvas.getByRole('button', { name: 'History' })).toBeEnabled();
  // Before: the same from 320 to 437 px (423 px at 1024 px with the sidebar open).
  expect(await toolsRowFaults(page, range(320, 800))).toEqual([]);
  for (const width of [769, 1024, 1440]) {
    await page.setViewportSize({ width, height: 900 });
    await expect(canvas.getByRole('button', { name: 'History' })).toBeVisible();
    expect(await toolsRowFaults(page), `at ${width} px`).toEqual([]);
    await snapshot(page, `canvas-tools-${width}`);
  }
});
