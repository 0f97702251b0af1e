import type { Locator, Page } from '@playwright/test';
import { IDEA, say, waitForHistory } from './chat-helpers.ts';
import { expect, expectNoSeriousA11yViolations, signInPage, snapshot, test } from './fixtures.ts';

// A first visit on a small phone: the cookie banner is up, the page not scrolled. Before, the banner
// was 294 px tall at 320 px wide (three stacked buttons, six lines of text): it left the chat's
// conversation 0 px high, and the chat's scroll button stood over the stage pager. The agents list
// under the banner: cookie-banner-agents-list.spec.ts.

type Box = { x: number; y: number; width: number; height: number };

const banner = (page: Page) => page.getByRole('region', { name: 'We value your privacy' });
const boxOf = async (locator: Locator): Promise<Box> => (await locator.boundingBox())!;
const overlaps = (a: Box, b: Box) => a.x < b.x + b.width && b.x < a.x + a.width && a.y < b.y + b.height && b.y < a.y + a.height;
const inside = (inner: Box, outer: Box) =>
  inner.x >= outer.x - 0.5 && inner.y >= outer.y - 0.5 && inner.x + inner.width <= outer.x + outer.width + 0.5 && inner.y + inner.height <= outer.y + outer.height + 0.5;

/** Whether a tap at the middle of `target` reaches it (nothing, such as the banner, over it). */
const tappable = (target: Locator) =>
  target.evaluate((element) => {
    const { left, top, right, bottom } = element.getBoundingClientRect();
    const hit = document.elementFromPoint((left + right) / 2, (top + bottom) / 2);
    return hit !== null && element.contains(hit);
  });

test('the banner on a small phone is a fifth of the window, its choices in one row and its text all readable', async ({ page }) => {
  for (const [width, height] of [[320, 568], [360, 640], [375, 667], [375, 812]] as const) {
    await page.setViewportSize({ width, height });
    await page.goto('/login');
    await expect(banner(page)).toBeVisible();
    const at = `at ${width} × ${height} px`;
    const whole = await boxOf(banner(page));
    // Before: 294 px at 320 px wide, 210 px at 375.
    expect(whole.height, `height of the banner ${at}`).toBeLessThanOrEqual(height / 4);
    expect(whole.y + whole.height, at).toBeLessThanOrEqual(height);

    const choices = ['Decline All', 'Manage Preferences', 'Accept All'].map((name) => banner(page).getByRole('button', { name }));
    const boxes = await Promise.all(choices.map(boxOf));
    for (const [i, box] of boxes.entries()) {
      expect(box.y, `one row ${at}`).toBeCloseTo(boxes[0]!.y, 0);
      expect(box.width, `a refusal as wide as an acceptance ${at}`).toBeCloseTo(boxes[0]!.width, 0);
      expect(box.height, `a finger-sized target ${at}`).toBeGreaterThanOrEqual(44);
      // The name stays inside its button.
      expect(await choices[i]!.evaluate((b) => b.scrollWidth <= b.clientWidth && b.scrollHeight <= b.clientHeight), at).toBe(true);
      await expect.poll(() => tappable(choices[i]!)).toBe(true);
    }

    // Where the window is short the text scrolls inside the banner; it is then a stop for the
    // keyboard, and its end (the Privacy Policy link) comes into view. Where it is tall it is whole.
    const text = banner(page).locator('.cookie-banner-text');
    const scrolls = await text.evaluate((t) => t.scrollHeight > t.clientHeight);
    expect(scrolls, at).toBe(height < 800);
    const policy = banner(page).getByRole('button', { name: 'Privacy Policy' });
    if (scrolls) {
      await expect(text).toHaveAttribute('tabindex', '0');
      await text.focus();
      await page.keyboard.press('End');
      await expect.poll(() => tappable(policy)).toBe(true);
      await snapshot(page, `cookie-banner-small-${width}x${height}`);
      if (width === 320) await expectNoSeriousA11yViolations(page);
    } else {
      await expect(text).not.toHaveAttribute('tabindex');
    }
  }
  await banner(page).getByRole('button', { name: 'Privacy Policy' }).tap();
  await expect(page.getByRole('dialog', { name: 'Privacy Policy' })).toBeVisible();
});

test("the chat's conversation keeps room above the banner, and its scroll buttons stay inside it", async ({ page }) => {
  test.setTimeout(120_000);
  await signInPage(page, { cookieChoice: false });
  await page.goto('/platform/chat');
  await say(page, IDEA[0]!);
  await say(page, IDEA[1]!);
  const conversation = page.getByRole('region', { name: 'Conversation' });
  const pager = page.getByRole('navigation', { name: 'Idea stages' });
  const box = page.getByRole('textbox', { name: 'Message' });
  // 548 px: a 568 px phone's browser with its address bar shrunk.
  for (const [width, height] of [[320, 640], [375, 667], [320, 568], [320, 548], [375, 812]] as const) {
    const at = `at ${width} × ${height} px`;
    await page.setViewportSize({ width, height });
    await page.reload();
    await waitForHistory(page);
    await expect(banner(page)).toBeVisible();
    expect(await page.evaluate(() => window.scrollY), at).toBe(0);

    const talk = await boxOf(conversation);
    const bannerTop = (await boxOf(banner(page))).y;
    // Before, at 320 × 640 px: 0 px, the banner over the message box. Under 640 px what the chat's
    // own bars leave (the top bar, the tabs, the header, the tokens, the stage pager and the box:
    // 376 px) is less than a fifth of the window: a line or two of the conversation, with its tools.
    expect(talk.height, `height of the conversation ${at}`).toBeGreaterThanOrEqual(height >= 640 ? height / 5 : 56);
    expect(talk.y + talk.height, at).toBeLessThanOrEqual(bannerTop);
    await expect.poll(() => tappable(box), at).toBe(true);

    // Halfway up the conversation both scroll buttons show: each inside it, clear of the stage pager.
    await conversation.evaluate((c) => c.scrollTo({ top: (c.scrollHeight - c.clientHeight) / 2 }));
    // A disabled scroll button is hidden (in a short conversation, not even laid out).
    const toTop = page.getByRole('button', { name: 'Scroll to top', includeHidden: true });
    const toBottom = page.getByRole('button', { name: 'Scroll to bottom', includeHidden: true });
    await expect(toTop).toBeEnabled();
    await expect(toBottom).toBeEnabled();
    const pagerBox = await boxOf(pager);
    for (const button of [toTop, toBottom]) {
      await expect.poll(async () => inside(await boxOf(button), await boxOf(conversation)), at).toBe(true);
      expect(overlaps(await boxOf(button), pagerBox), `a scroll button over the stage pager ${at}`).toBe(false);
      await expect.poll(() => tappable(button), at).toBe(true);
    }
    await snapshot(page, `cookie-banner-chat-${width}x${height}`);
    // At the foot of the conversation only the way back up shows, still inside it.
    await toBottom.tap();
    await expect(toBottom).toBeDisabled();
    await expect.poll(async () => inside(await boxOf(toTop), await boxOf(conversation)), at).toBe(true);
    expect(overlaps(await boxOf(toTop), pagerBox), at).toBe(false);
  }
  // The founder still writes with the banner up.
  await box.fill('They pay 29 euros a month.');
  await page.getByRole('button', { name: 'Send message' }).tap();
  await expect(page.getByRole('button', { name: 'Like', exact: true })).toHaveCount(3);
});
