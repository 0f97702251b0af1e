import type { Page } from '@playwright/test';
import { expect, signInPage, snapshot, test } from './fixtures.ts';
import { drag } from './chat-helpers.ts';
import { settled } from './layout-helpers.ts';

// The sessions sidebar, the chat panel and the Idea Canvas between 769 px and a wide desktop. No
// panel is drawn under its minimum (sidebar 180, chat 300, canvas 320; a folded side panel is its
// 64 px rail). Below 801 px the two side panels do not fit open together: the one opened last stays
// open and the other shows its rail, while the stored states keep what the founder chose.

const HEIGHT = 900;

/** The drawn widths of the three panels, and which side panels show open. */
async function panels(page: Page) {
  await settled(page, '.sessions-sidebar');
  await settled(page, '.canvas-panel');
  return page.evaluate(() => {
    const width = (selector: string) => Math.round(document.querySelector(selector)!.getBoundingClientRect().width);
    return {
      window: document.documentElement.clientWidth,
      sidebar: width('.sessions-sidebar'),
      sidebarOpen: !document.querySelector('.sessions-sidebar')!.classList.contains('is-collapsed'),
      chat: width('.chat-panel-slot'),
      canvas: width('.canvas-panel'),
      canvasOpen: !document.querySelector('.canvas-panel')!.classList.contains('is-collapsed'),
    };
  });
}

async function expectNoPanelUnderItsMinimum(page: Page, at: string) {
  const p = await panels(page);
  if (p.sidebarOpen) expect(p.sidebar, `sidebar ${at}`).toBeGreaterThanOrEqual(180);
  else expect(p.sidebar, `sidebar rail ${at}`).toBe(64);
  expect(p.chat, `chat ${at}`).toBeGreaterThanOrEqual(300);
  if (p.canvasOpen) expect(p.canvas, `canvas ${at}`).toBeGreaterThanOrEqual(320);
  else expect(p.canvas, `canvas rail ${at}`).toBe(64);
  expect(p.sidebar + p.chat + p.canvas, `the three panels ${at}`).toBeLessThanOrEqual(p.window);
  return p;
}

const stored = (page: Page, key: string) => page.evaluate((key) => localStorage.getItem(key), key);

for (const width of [769, 800, 801, 900, 1024, 1440]) {
  test(`at ${width} px, with the sidebar closed and open, no panel is drawn under its minimum`, async ({ page }) => {
    await signInPage(page);
    await page.setViewportSize({ width, height: HEIGHT });
    await page.goto('/platform/chat');
    await expect(page.getByRole('textbox', { name: 'Message' })).toBeEnabled();
    expect(await expectNoPanelUnderItsMinimum(page, `at ${width} px, sidebar closed`)).toMatchObject({ sidebarOpen: false, canvasOpen: true });
    await snapshot(page, `side-panels-${width}-sidebar-closed`);

    await page.getByRole('button', { name: 'Expand sidebar' }).click();
    await expect(page.getByRole('button', { name: 'Collapse sidebar' })).toBeVisible();
    const open = await expectNoPanelUnderItsMinimum(page, `at ${width} px, sidebar open`);
    // 180 + 300 + 320 and the handle's pixel: from 801 px the three fit open.
    expect(open.canvasOpen, `canvas open at ${width} px with the sidebar open`).toBe(width >= 801);
    await snapshot(page, `side-panels-${width}-sidebar-open`);
  });
}

test('where both side panels do not fit, the one opened last stays open and one click brings back the other', async ({ page }) => {
  await signInPage(page);
  await page.setViewportSize({ width: 780, height: HEIGHT });
  await page.goto('/platform/chat');
  const expandSidebar = page.getByRole('button', { name: 'Expand sidebar' });
  const expandCanvas = page.getByRole('button', { name: 'Expand Idea Canvas' });
  await expect(page.getByRole('button', { name: 'Collapse Idea Canvas' })).toBeVisible();

  // Opening the sidebar folds the canvas to its rail; the canvas is still open by the founder's choice.
  await expandSidebar.click();
  await expect(page.getByRole('button', { name: 'Collapse sidebar' })).toBeVisible();
  await expect(expandCanvas).toBeVisible();
  expect(await expectNoPanelUnderItsMinimum(page, 'after opening the sidebar')).toMatchObject({ sidebar: 280, canvas: 64 });
  expect(await stored(page, 'resultPanelCollapsed')).not.toBe('true');
  expect(await stored(page, 'sidebarCollapsed')).toBe('false');

  // One click on the canvas rail brings the canvas back (with the keyboard's focus) and folds the sidebar.
  await expandCanvas.click();
  await expect(page.getByRole('button', { name: 'Collapse Idea Canvas' })).toBeFocused();
  await expect(expandSidebar).toBeVisible();
  expect(await expectNoPanelUnderItsMinimum(page, 'after opening the canvas')).toMatchObject({ sidebar: 64, canvasOpen: true });
  expect(await stored(page, 'sidebarCollapsed')).toBe('false');

  // A wider window has room for both, at their stored widths.
  await page.setViewportSize({ width: 1440, height: HEIGHT });
  await expect(page.getByRole('button', { name: 'Collapse sidebar' })).toBeVisible();
  expect(await expectNoPanelUnderItsMinimum(page, 'at 1440 px')).toMatchObject({ sidebar: 280, canvas: 480 });

  // Narrow again, the canvas (opened last) stays; folding it gives the room back to the sidebar.
  await page.setViewportSize({ width: 780, height: HEIGHT });
  await expect(expandSidebar).toBeVisible();
  await page.getByRole('button', { name: 'Collapse Idea Canvas' }).click();
  await expect(page.getByRole('button', { name: 'Collapse sidebar' })).toBeVisible();
  expect(await expectNoPanelUnderItsMinimum(page, 'after folding the canvas')).toMatchObject({ sidebar: 280, canvas: 64 });
  expect(await stored(page, 'resultPanelCollapsed')).toBe('true');
});

test('a narrow window opened with both side panels stored open shows the canvas and the sidebar rail', async ({ page }) => {
  await signInPage(page);
  await page.addInitScript(() => localStorage.setItem('sidebarCollapsed', 'false'));
  await page.setViewportSize({ width: 769, height: HEIGHT });
  await page.goto('/platform/chat');
  await expect(page.getByRole('button', { name: 'Collapse Idea Canvas' })).toBeVisible();
  await expect(page.getByRole('button', { name: 'Expand sidebar' })).toBeVisible();
  expect(await expectNoPanelUnderItsMinimum(page, 'at 769 px')).toMatchObject({ sidebar: 64, canvasOpen: true });
  expect(await stored(page, 'sidebarCollapsed')).toBe('false');
});

test('a keyboard user in a side panel that a narrowing window folds is left on the rail button that opens it again', async ({ page }) => {
  await signInPage(page);
  await page.addInitScript(() => localStorage.setItem('sidebarCollapsed', 'false'));
  await page.setViewportSize({ width: 1440, height: HEIGHT });
  await page.goto('/platform/chat');
  await expect(page.getByRole('textbox', { name: 'Message' })).toBeEnabled();
  const collapseCanvas = page.getByRole('button', { name: 'Collapse Idea Canvas' });
  const expandCanvas = page.getByRole('button', { name: 'Expand Idea Canvas' });

  // On a page just opened the canvas counts as opened last: narrowed, the sidebar folds under the
  // keyboard's focus on a row's Rename, which the rail does not have.
  await page.getByRole('button', { name: /^Rename / }).first().focus();
  await page.setViewportSize({ width: 780, height: HEIGHT });
  const expandSidebar = page.getByRole('button', { name: 'Expand sidebar' });
  await expect(expandSidebar).toBeFocused();
  // Enter opens it again, folding the canvas, and the keyboard stays on the toggle.
  await page.keyboard.press('Enter');
  await expect(page.getByRole('button', { name: 'Collapse sidebar' })).toBeFocused();
  await expect(expandCanvas).toBeVisible();

  // The sidebar opened last, the canvas folds in a narrow window: from its own button, and from the
  // chat/canvas resize handle, which goes with it.
  for (const inCanvas of [collapseCanvas, page.getByRole('separator', { name: 'Resize chat panel' })]) {
    await page.setViewportSize({ width: 1440, height: HEIGHT });
    await expect(collapseCanvas).toBeVisible();
    await inCanvas.focus();
    await page.setViewportSize({ width: 780, height: HEIGHT });
    await expect(expandCanvas).toBeFocused();
  }

  // Focus outside the panel that folds stays where it is.
  await page.setViewportSize({ width: 1440, height: HEIGHT });
  const message = page.getByRole('textbox', { name: 'Message' });
  await expect(collapseCanvas).toBeVisible();
  await message.focus();
  await page.setViewportSize({ width: 780, height: HEIGHT });
  await expect(expandCanvas).toBeVisible();
  await expect(message).toBeFocused();
});

// The chat panel is where the founder works: when the window cannot hold the three panels at their
// widths, the canvas gives way first, down to its minimum, before the chat panel goes under its own
// width (600 px by default, or what the founder's last drag left it); then the chat, down to 300 px;
// then the sidebar. At 1024 px with the sidebar open the chat panel was 300 px beside a 443 px canvas.
const FAIR_SHARES = {
  default: {
    1440: { closed: [64, 895, 480], open: [280, 679, 480] },
    1280: { closed: [64, 735, 480], open: [280, 600, 399] },
    1024: { closed: [64, 600, 359], open: [280, 423, 320] },
    769: { closed: [64, 384, 320], open: [280, 425, 64] },
  },
  // The canvas dragged to 800 px at 1440 px with the sidebar open: the chat panel kept 359 px.
  dragged: {
    1440: { closed: [64, 575, 800], open: [280, 359, 800] },
    1280: { closed: [64, 415, 800], open: [280, 359, 640] },
    1024: { closed: [64, 359, 600], open: [280, 359, 384] },
    769: { closed: [64, 359, 345], open: [280, 425, 64] },
  },
} as const;

for (const canvasWidth of ['default', 'dragged'] as const) {
  test(`with the canvas at its ${canvasWidth} width, the canvas gives way before the chat panel goes under its own width`, async ({ page }) => {
    await signInPage(page);
    await page.setViewportSize({ width: 1440, height: HEIGHT });
    await page.goto('/platform/chat');
    await expect(page.getByRole('textbox', { name: 'Message' })).toBeEnabled();
    const expand = page.getByRole('button', { name: 'Expand sidebar' });
    const collapse = page.getByRole('button', { name: 'Collapse sidebar' });
    if (canvasWidth === 'dragged') {
      await expand.click();
      await settled(page, '.sessions-sidebar');
      await drag(page, 'Resize chat panel', -400);
      await expect(page.getByRole('separator', { name: 'Resize chat panel' })).toHaveAttribute('aria-valuenow', '800');
      expect(await stored(page, 'chatPanelWidth')).toBe('359');
      await collapse.click();
    }
    for (const width of [1440, 1280, 1024, 769] as const) {
      await page.setViewportSize({ width, height: HEIGHT });
      for (const sidebar of ['closed', 'open'] as const) {
        if (sidebar === 'open') await expand.click();
        const [sidebarWidth, chat, canvas] = FAIR_SHARES[canvasWidth][width][sidebar];
        const p = await expectNoPanelUnderItsMinimum(page, `at ${width} px, sidebar ${sidebar}`);
        expect({ sidebar: p.sidebar, chat: p.chat, canvas: p.canvas }, `at ${width} px, sidebar ${sidebar}`).toEqual({ sidebar: sidebarWidth, chat, canvas });
        if (canvasWidth === 'default' && sidebar === 'open') await snapshot(page, `fair-share-${width}-sidebar-open`);
        if (sidebar === 'open') await collapse.click();
      }
    }
    // Only the founder's drags wrote the widths; the narrow windows did not.
    expect(await stored(page, 'resultPanelWidth')).toBe(canvasWidth === 'dragged' ? '800' : null);
  });
}
