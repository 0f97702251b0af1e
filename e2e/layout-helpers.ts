import { expect, type Locator, type Page } from '@playwright/test';

/**
 * Every visible control (button, link, field, resize handle) of the page that sticks out of the
 * window sideways, as "tag name: left–right" strings. Controls below the fold of a scrolling panel
 * are fine: scrolling reaches them; nothing scrolls a desktop panel back into a too-narrow window.
 */
export async function controlsOutsideWindow(page: Page): Promise<string[]> {
  return page.evaluate(() => {
    const selector = 'button, a[href], input, textarea, select, [role="separator"], [role="tab"]';
    const width = document.documentElement.clientWidth;
    const outside: string[] = [];
    for (const el of Array.from(document.querySelectorAll<HTMLElement>(selector))) {
      const box = el.getBoundingClientRect();
      const style = getComputedStyle(el);
      if (!box.width || !box.height || style.visibility === 'hidden' || style.opacity === '0') continue;
      // The stage carousel's cards are reached by scrolling it.
      if (el.closest('.stage-track')) continue;
      if (box.left < -0.5 || box.right > width + 0.5) {
        const name = el.getAttribute('aria-label') ?? el.textContent?.trim().slice(0, 30) ?? '';
        outside.push(`${el.tagName.toLowerCase()} ${name}: ${Math.round(box.left)}–${Math.round(box.right)}`);
      }
    }
    return outside;
  });
}

/**
 * Waits until the page's CSS transitions have ended (panels animate their width when they open).
 * Two equal positions in a row prove less: on a busy machine no frame may be drawn between them.
 */
export async function transitionsEnded(page: Page) {
  await page.evaluate(() =>
    Promise.all(document.getAnimations().filter((a) => a instanceof CSSTransition).map((a) => a.finished.catch(() => undefined))),
  );
}

/** Waits until the element's box stops moving: the page's transitions have ended, and two polls find it in one place. */
export async function settled(page: Page, selector: string) {
  await transitionsEnded(page);
  let last = '';
  await expect
    .poll(async () => {
      const box = JSON.stringify(await page.locator(selector).first().boundingBox());
      const still = box === last;
      last = box;
      return still;
    })
    .toBe(true);
}

/** Waits until a scrolled list's sideways scroll comes to rest. */
export async function scrollAtRest(list: Locator) {
  let last = -1;
  await expect
    .poll(async () => {
      const now = await list.evaluate((el) => el.scrollLeft);
      const still = now === last;
      last = now;
      return still;
    })
    .toBe(true);
}

/** A locator's box on the page; the element must be rendered. */
export const boxOf = async (locator: Locator): Promise<{ x: number; y: number; width: number; height: number }> => (await locator.boundingBox())!;

/** Whether the whole of `target` lies in the window and a tap at its middle reaches it. */
export const reachable = (target: Locator) =>
  target.evaluate((element) => {
    const { left, top, right, bottom } = element.getBoundingClientRect();
    if (left < -0.5 || top < -0.5 || right > innerWidth + 0.5 || bottom > innerHeight + 0.5) return false;
    const hit = document.elementFromPoint((left + right) / 2, (top + bottom) / 2);
    return hit !== null && element.contains(hit);
  });
