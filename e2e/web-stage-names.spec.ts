import type { Page } from '@playwright/test';
import { expect, signInPage, test } from './fixtures.ts';
import { scrollAtRest } from './layout-helpers.ts';

const STAGES = ['Simply Explained Idea', 'Well Defined Idea', 'Structured Idea', 'Risk Validated Idea', 'Calculated Idea', 'Easy-to-Explain Idea', 'One Pager'];

/** Each stage's name: whether it is cut (by an ellipsis or by its card), and whether its card is wholly in the track's view. */
async function names(page: Page) {
  const stages = page.getByRole('navigation', { name: 'Idea stages' });
  return Promise.all(
    STAGES.map((name) =>
      stages.getByText(name, { exact: true }).evaluate((el, name) => {
        const card = el.closest('li')!.getBoundingClientRect();
        const track = el.closest('ol')!.getBoundingClientRect();
        const box = el.getBoundingClientRect();
        const cut = el.scrollWidth > el.clientWidth || el.scrollHeight > el.clientHeight || box.left < card.left || box.right > card.right || box.bottom > card.bottom;
        return { name, cut, inView: card.left >= track.left - 1 && card.right <= track.right + 1 };
      }, name),
    ),
  );
}

test('every stage name shows whole, and on a phone each card comes wholly into view', async ({ page, isMobile }) => {
  await signInPage(page);
  for (const width of isMobile ? [375] : [769, 1024, 1440]) {
    await page.setViewportSize({ width, height: 900 });
    await page.goto('/platform/chat');
    const stages = page.getByRole('navigation', { name: 'Idea stages' });
    await expect(stages.getByRole('listitem')).toHaveCount(7);
    const list = stages.getByRole('list');
    const next = stages.getByRole('button', { name: 'Next stages' });
    const wholeInView = new Set<string>();
    for (let clicks = 0; ; clicks++) {
      await scrollAtRest(list);
      for (const { name, cut, inView } of await names(page)) {
        expect(cut, `"${name}" cut at ${width} px`).toBe(false);
        if (inView) wholeInView.add(name);
      }
      if (!(await next.isEnabled())) break;
      expect(clicks, 'Next never disabled').toBeLessThan(6);
      await next.click();
    }
    // The 250 px steps land on the cards' edges (a narrow desktop chat panel shows less than a card).
    if (isMobile) expect(STAGES.filter((name) => !wholeInView.has(name))).toEqual([]);
  }
});
