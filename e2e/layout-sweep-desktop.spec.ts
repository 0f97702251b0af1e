import { drag, IDEA } from './chat-helpers.ts';
import { expect, signInPage, snapshot, test } from './fixtures.ts';
import { controlsOutsideWindow, scrollAtRest, settled } from './layout-helpers.ts';

const WIDTHS = [769, 800, 900, 1024, 1152, 1280, 1366, 1440, 1600, 1920];
const HEIGHT = 900;
/** Under this, the sidebar and the canvas do not fit open together (180 + 300 + 320 and a handle's pixel). */
const BOTH_SIDE_PANELS_FIT = 801;

async function expectEverythingInside(page: import('@playwright/test').Page, width: number) {
  await settled(page, '.canvas-panel');
  await settled(page, '.sessions-sidebar');
  expect(await controlsOutsideWindow(page), `at ${width} px`).toEqual([]);
  const chat = (await page.getByRole('region', { name: 'Conversation' }).boundingBox())!;
  expect(chat.width, `chat panel at ${width} px`).toBeGreaterThan(0);
  expect((await page.locator('.chat-panel-slot').boundingBox())!.width, `chat panel at ${width} px`).toBeGreaterThanOrEqual(300);
  // No side panel is drawn under its minimum: open, at least 180 and 320 px; folded, its 64 px rail.
  const side = async (selector: string, min: number) => {
    const panel = page.locator(selector);
    const drawn = Math.round((await panel.boundingBox())!.width);
    return (await panel.evaluate((el) => el.classList.contains('is-collapsed'))) ? drawn === 64 : drawn >= min;
  };
  expect(await side('.sessions-sidebar', 180), `sidebar at ${width} px`).toBe(true);
  expect(await side('.canvas-panel', 320), `canvas at ${width} px`).toBe(true);
}

/** Opens the sessions sidebar and waits until its width animation is over, so a drag grabs its handle where it stays. */
async function expandSidebar(page: import('@playwright/test').Page) {
  await page.getByRole('button', { name: 'Expand sidebar' }).click();
  await expect(page.getByRole('button', { name: 'Collapse sidebar' })).toBeVisible();
  await settled(page, '.sessions-sidebar');
}

for (const width of WIDTHS) {
  test(`at ${width} px, with panels dragged as wide as they go, every control stays inside the window`, async ({ page }) => {
    await signInPage(page);
    await page.setViewportSize({ width, height: HEIGHT });
    await page.goto('/platform/chat');
    await expect(page.getByRole('textbox', { name: 'Message' })).toBeEnabled();
    await expectEverythingInside(page, width);

    // Widest side panels the window allows: the drags stop where the chat panel would drop below 300 px.
    await expandSidebar(page);
    await drag(page, 'Resize sessions sidebar', 600);
    if (width < BOTH_SIDE_PANELS_FIT) {
      // The canvas made way for the sidebar; one click brings it back, and the sidebar makes way.
      await expectEverythingInside(page, width);
      await page.getByRole('button', { name: 'Expand Idea Canvas' }).click();
      await expect(page.getByRole('button', { name: 'Expand sidebar' })).toBeVisible();
    }
    await drag(page, 'Resize chat panel', -900);
    await expectEverythingInside(page, width);
    await snapshot(page, `sweep-${width}`);
  });
}

test('resizing the window after wide drags shrinks the side panels instead of pushing the canvas out', async ({ page }) => {
  await signInPage(page);
  await page.setViewportSize({ width: 1440, height: HEIGHT });
  await page.goto('/platform/chat');
  await expandSidebar(page);
  await drag(page, 'Resize sessions sidebar', 400);
  await drag(page, 'Resize chat panel', -400);
  await expect(page.getByRole('separator', { name: 'Resize sessions sidebar' })).toHaveAttribute('aria-valuenow', '480');
  await expect(page.getByRole('separator', { name: 'Resize chat panel' })).toHaveAttribute('aria-valuenow', /^(6|7)\d\d$/);
  for (const width of [...WIDTHS].reverse()) {
    await page.setViewportSize({ width, height: HEIGHT });
    await expectEverythingInside(page, width);
  }
  // Back to a wide window, the stored widths come back, and the canvas folded under 801 px opens again.
  await page.setViewportSize({ width: 1920, height: HEIGHT });
  await expect(page.getByRole('separator', { name: 'Resize sessions sidebar' })).toHaveAttribute('aria-valuenow', '480');
  await expect(page.getByRole('separator', { name: 'Resize chat panel' })).toHaveAttribute('aria-valuenow', /^(6|7)\d\d$/);
  await expectEverythingInside(page, 1920);
});

// A stage name longer than its card used to widen the card (a flex item's automatic minimum width),
// so the track outgrew the buttons' 250 px steps and Next never reached its end.
test('the stage carousel stops at its end with the last stage in full view, at any chat width', async ({ page }) => {
  await signInPage(page);
  for (const width of [769, 1024, 1440]) {
    await page.setViewportSize({ width, height: HEIGHT });
    await page.goto('/platform/chat');
    const stages = page.getByRole('navigation', { name: 'Idea stages' });
    const next = stages.getByRole('button', { name: 'Next stages' });
    await expect(stages.getByRole('listitem')).toHaveCount(7);
    const list = stages.getByRole('list');
    let clicks = 0;
    while (await next.isEnabled()) {
      await next.click();
      expect(++clicks, 'Next never disabled').toBeLessThanOrEqual(6);
      // Each step ends where the scroll comes to rest.
      await scrollAtRest(list);
    }
    const track = (await list.boundingBox())!;
    const last = stages.getByRole('listitem').last();
    await expect.poll(async () => {
      const card = (await last.boundingBox())!;
      const badge = (await last.getByText('Coming Soon').boundingBox())!;
      return card.x >= track.x - 1 && badge.x + badge.width <= track.x + track.width + 1;
    }, `last card fully shown at ${width} px`).toBe(true);
    await stages.getByRole('button', { name: 'Previous stages' }).click();
    await expect(next).toBeEnabled();
  }
});

test('with the message box dragged to 400 px the scroll buttons cover no message', async ({ page }) => {
  const user = await signInPage(page);
  const headers = { authorization: `Bearer ${user.token}` };
  const { session_id } = (await (await page.request.post('/api/chat/session', { headers })).json()) as { session_id: string };
  for (const message of IDEA) {
    const res = await page.request.post('/api/chat/message', { headers, data: { session_id, message } });
    expect(await res.text()).toContain('"complete"');
  }
  await page.goto('/platform/chat');
  const conversation = page.getByRole('region', { name: 'Conversation' });
  await expect(conversation.getByText(IDEA[2]!, { exact: true })).toBeVisible();
  await drag(page, 'Resize message box', 0, -500);
  await expect(page.getByRole('separator', { name: 'Resize message box' })).toHaveAttribute('aria-valuenow', '400');
  await conversation.evaluate((el) => (el.scrollTop = el.scrollHeight / 2));
  const buttons = [page.getByRole('button', { name: 'Scroll to top' }), page.getByRole('button', { name: 'Scroll to bottom' })];
  await expect(buttons[0]!).toBeEnabled();
  const bubbles = await conversation.locator('.bubble').all();
  expect(bubbles.length).toBeGreaterThan(0);
  for (const button of buttons) {
    const b = await button.boundingBox();
    if (!b) continue;
    for (const bubble of bubbles) {
      const m = await bubble.boundingBox();
      if (!m) continue;
      const overlaps = b.x < m.x + m.width && m.x < b.x + b.width && b.y < m.y + m.height && m.y < b.y + b.height;
      expect(overlaps, 'a scroll button lies over a message').toBe(false);
    }
  }
});
