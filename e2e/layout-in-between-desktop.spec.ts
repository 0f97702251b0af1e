import type { Locator, Page } from '@playwright/test';
import { IDEA, openVibeAfterOneTurn, say } from './chat-helpers.ts';
import { expect, signInPage, test } from './fixtures.ts';
import { transitionsEnded } from './layout-helpers.ts';

// The widths between a phone and a wide desktop: a portrait tablet (769 px, the desktop layout's
// first), a small laptop (1024 px), and the Vibe modal's one-column range (≤ 900 px).

/** How far the element's focus ring reaches beyond the box of its scrolling container (0 when inside). */
function ringOutside(control: Locator, container: string) {
  return control.evaluate((el, selector) => {
    const box = el.getBoundingClientRect();
    const holder = el.closest(selector)!.getBoundingClientRect();
    const style = getComputedStyle(el);
    const reach = parseFloat(style.outlineOffset) + parseFloat(style.outlineWidth);
    return Math.max(0, holder.top - (box.top - reach), holder.left - (box.left - reach));
  }, container);
}

/** Focuses `control` as a keyboard does (focus-visible), from the control before it. */
async function tabTo(page: Page, control: Locator) {
  await control.focus();
  await page.keyboard.press('Shift+Tab');
  await page.keyboard.press('Tab');
  await expect(control).toBeFocused();
}

test('the Vibe Coding modal stacks its two steps without drawing one over the other at 800 px', async ({ page }) => {
  await signInPage(page);
  await page.setViewportSize({ width: 800, height: 600 });
  const dialog = await openVibeAfterOneTurn(page);
  await expect(dialog.getByRole('button', { name: 'Generate' })).toBeVisible();
  const overlap = () =>
    dialog.evaluate((d) => {
      const [first, second] = Array.from(d.querySelectorAll<HTMLElement>('.vibe-step'));
      return first!.lastElementChild!.getBoundingClientRect().bottom - second!.getBoundingClientRect().top;
    });
  await expect.poll(overlap).toBeLessThanOrEqual(1);
});

test('the message box fits its placeholder again once the sessions sidebar narrows it', async ({ page }) => {
  await signInPage(page);
  await page.setViewportSize({ width: 1024, height: 768 });
  await page.goto('/platform/chat');
  const box = page.getByRole('textbox', { name: 'Message' });
  await expect(box).toBeEnabled();
  await page.getByRole('button', { name: 'Expand sidebar' }).click();
  await transitionsEnded(page);
  await expect.poll(() => box.evaluate((el) => el.scrollHeight - el.clientHeight)).toBeLessThanOrEqual(2);
});

test('a reply with alternatives keeps Regenerate whole in a 769 px window', async ({ page }) => {
  await signInPage(page);
  await page.setViewportSize({ width: 769, height: 1024 });
  await page.goto('/platform/chat');
  await say(page, IDEA[0]!);
  await page.getByRole('button', { name: 'Regenerate' }).click();
  await expect(page.getByRole('group', { name: 'Replies to this message' })).toBeVisible();
  const regenerate = page.getByRole('button', { name: 'Regenerate' });
  await expect(regenerate).toBeEnabled();
  expect(await regenerate.evaluate((el) => el.scrollWidth - el.clientWidth)).toBeLessThanOrEqual(0);
  const conversation = page.getByRole('region', { name: 'Conversation' });
  expect(await conversation.evaluate((el) => el.scrollWidth - el.clientWidth)).toBeLessThanOrEqual(0);
});

test('keyboard focus rings show whole in the scrolling top bar and sessions list', async ({ page }) => {
  await signInPage(page);
  await page.setViewportSize({ width: 1024, height: 768 });
  await page.goto('/platform/chat');
  await say(page, IDEA[0]!);
  const billing = page.getByRole('navigation', { name: 'Platform' }).getByRole('link', { name: 'Billing' });
  await tabTo(page, billing);
  expect(await ringOutside(billing, 'nav')).toBe(0);

  await page.getByRole('button', { name: 'Expand sidebar' }).click();
  await transitionsEnded(page);
  const row = page.getByRole('complementary', { name: 'Chat sessions' }).getByRole('listitem').first().getByRole('button').first();
  await tabTo(page, row);
  expect(await ringOutside(row, 'ul')).toBe(0);
});

test('the cookie banner keeps its text readable between the phone and the wide layouts', async ({ page }) => {
  await page.setViewportSize({ width: 800, height: 900 });
  await page.goto('/login');
  const banner = page.getByRole('region', { name: /cookie/i }).or(page.locator('.cookie-banner'));
  await expect(banner.getByRole('button', { name: 'Accept All' })).toBeVisible();
  const text = await page.locator('.cookie-banner-text').evaluate((el) => el.getBoundingClientRect().width);
  expect(text).toBeGreaterThanOrEqual(360);
});
