import type { Locator, Page } from '@playwright/test';
import { expect, signInPage, test } from './fixtures.ts';

/**
 * The focus ring of a resize handle reached with Tab: its style, width and color, and the
 * backgrounds it is drawn over (on both sides of the handle, just inside its box).
 */
function focusRing(handle: Locator) {
  return handle.evaluate((el) => {
    const style = getComputedStyle(el);
    const box = el.getBoundingClientRect();
    const vertical = el.getAttribute('aria-orientation') === 'vertical';
    /** The color painted at (x, y) under the handle: the first opaque background of what lies there. */
    const backgroundAt = (x: number, y: number) => {
      for (let node = document.elementsFromPoint(x, y).find((e) => e !== el && !el.contains(e)) ?? null; node; node = node.parentElement) {
        const color = getComputedStyle(node).backgroundColor;
        if (!/rgba\(.*, 0\)$|transparent/.test(color)) return color;
      }
      return 'rgb(255, 255, 255)';
    };
    const sides = vertical
      ? [backgroundAt(box.left + 1, box.top + box.height / 2), backgroundAt(box.right - 1, box.top + box.height / 2)]
      : [backgroundAt(box.left + box.width / 2, box.top + 1), backgroundAt(box.left + box.width / 2, box.bottom - 1)];
    return { focusVisible: el.matches(':focus-visible'), style: style.outlineStyle, width: parseFloat(style.outlineWidth), color: style.outlineColor, behind: sides };
  });
}

/** WCAG's contrast ratio of two opaque `rgb(r, g, b)` colors. */
function contrast(a: string, b: string) {
  const luminance = (color: string) => {
    const [r, g, bl] = color.match(/\d+(\.\d+)?/g)!.slice(0, 3).map((v) => {
      const c = Number(v) / 255;
      return c <= 0.04045 ? c / 12.92 : ((c + 0.055) / 1.055) ** 2.4;
    });
    return 0.2126 * r! + 0.7152 * g! + 0.0722 * bl!;
  };
  const [light, dark] = [luminance(a), luminance(b)].sort((x, y) => y - x);
  return (light! + 0.05) / (dark! + 0.05);
}

/** Presses Tab until `target` has the focus (it is reached by keyboard, so its focus is visible). */
async function tabTo(page: Page, target: Locator) {
  for (let i = 0; i < 80 && !(await target.evaluate((el) => el === document.activeElement)); i++) await page.keyboard.press('Tab');
  await expect(target).toBeFocused();
}

test('each resize handle of the chat shows a 2 px focus ring of at least 3:1 contrast', async ({ page }) => {
  await signInPage(page);
  await page.goto('/platform/chat');
  await expect(page.getByRole('textbox', { name: 'Message' })).toBeEnabled();
  await page.getByRole('button', { name: 'Expand sidebar' }).click();
  const handles = ['Resize sessions sidebar', 'Resize message box', 'Resize chat panel'];
  await expect(page.getByRole('separator')).toHaveCount(handles.length);

  for (const name of handles) {
    const handle = page.getByRole('separator', { name });
    await tabTo(page, handle);
    const ring = await focusRing(handle);
    expect(ring.focusVisible, name).toBe(true);
    expect(ring.style, name).not.toBe('none');
    expect(ring.width, name).toBeGreaterThanOrEqual(2);
    for (const behind of ring.behind) expect(contrast(ring.color, behind), `${name}: ${ring.color} on ${behind}`).toBeGreaterThanOrEqual(3);
  }
});
