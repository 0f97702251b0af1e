import type { Page } from '@playwright/test';
import { AGENTS_BASE, createConfig, signInAdmin, uniqueModel } from './agents-helpers.ts';
import { dismissCookieBanner, expect, snapshot, test } from './fixtures.ts';

// A toast covers nothing a visitor needs while it shows: on a phone it rises from the foot of the
// window (above the cookie banner while that shows), from 769 px it sits at the right under the
// top bar (docs/decisions/2026-12-05-a-search-button-toasts-at-the-foot-and-focus-to-the-rail.md).

/** What of the sign-in screen the toast's box overlaps (the logo, title, links, fields, buttons, cookie banner), and whether it is whole in the window. */
async function underTheToast(page: Page) {
  return page.evaluate(() => {
    const toast = document.querySelector('.toast')!.getBoundingClientRect();
    const parts = document.querySelectorAll<HTMLElement>('.auth-card :is(.logo, h1, p, a, label, input, button), .cookie-banner');
    const covered: string[] = [];
    for (const part of Array.from(parts)) {
      const box = part.getBoundingClientRect();
      if (!box.width || !box.height) continue;
      const overlaps = box.left < toast.right && toast.left < box.right && box.top < toast.bottom && toast.top < box.bottom;
      if (overlaps) covered.push(`${part.tagName.toLowerCase()}.${part.className} "${(part.textContent ?? '').trim().slice(0, 30)}"`);
    }
    const inWindow = toast.top >= 0 && toast.left >= 0 && toast.bottom <= window.innerHeight && toast.right <= document.documentElement.clientWidth;
    return { covered, inWindow };
  });
}

/** A visitor without a session opens the Agents screen and is sent to sign in, with the Agents toast. */
async function sentToSignIn(page: Page) {
  await page.goto('/platform/agents');
  await expect(page).toHaveURL(/\/login$/);
  await expect(page.getByRole('button', { name: 'Sign in' })).toBeVisible();
  await expect(page.getByRole('alert').filter({ hasText: 'Please log in to access this page' })).toBeVisible();
}

test('the sign-in toast covers nothing of the sign-in screen, with the cookie banner up and after it is answered', async ({ page }, info) => {
  const widths = info.project.name === 'mobile' ? [375] : [769, 1024, 1440];
  for (const width of widths) {
    await page.setViewportSize({ width, height: width < 769 ? 812 : 900 });
    await sentToSignIn(page);
    await expect(page.getByRole('region', { name: 'We value your privacy' })).toBeVisible();
    expect(await underTheToast(page), `at ${width} px with the cookie banner`).toEqual({ covered: [], inWindow: true });
    await page.getByRole('button', { name: 'Dismiss notification' }).click();
    await expect(page.getByRole('alert')).toHaveCount(0);
  }
  await dismissCookieBanner(page);
  for (const width of widths) {
    await page.setViewportSize({ width, height: width < 769 ? 812 : 900 });
    await sentToSignIn(page);
    await expect(page.getByRole('region', { name: 'We value your privacy' })).toHaveCount(0);
    expect(await underTheToast(page), `at ${width} px`).toEqual({ covered: [], inWindow: true });
  }
});

/**
 * Whether the toast's box overlaps each button, what a tap at the button's centre would hit, and
 * whether the button is in the window: with the dialog scrolled to its end, then to its top. Null
 * when the toast has already gone (its 5 s can pass on a loaded machine).
 */
async function buttonsUnderTheToast(page: Page, names: string[]) {
  return page.evaluate((names) => {
    const toastElement = document.querySelector('.toast');
    const scroller = document.querySelector('dialog[open] .agents-modal')!;
    if (!toastElement) return null;
    const measure = () => {
      const toast = toastElement.getBoundingClientRect();
      const buttons = Array.from(document.querySelectorAll<HTMLButtonElement>('dialog[open] button')).filter((b) => names.includes(b.textContent!.trim()));
      return buttons.map((button) => {
        const box = button.getBoundingClientRect();
        const overlaps = box.left < toast.right && toast.left < box.right && box.top < toast.bottom && toast.top < box.bottom;
        const hit = document.elementFromPoint(box.left + box.width / 2, box.top + box.height / 2);
        const inWindow = box.top >= 0 && box.bottom <= window.innerHeight;
        return { name: button.textContent!.trim(), overlaps, tappable: hit === button || button.contains(hit), inWindow };
      });
    };
    scroller.scrollTo(0, scroller.scrollHeight);
    const atTheEnd = measure();
    scroller.scrollTo(0, 0);
    return { atTheEnd, atTheTop: measure() };
  }, names);
}

// On a phone the agent form's toast ("Invalid JSON in parameters field") rose from the foot of the
// window over Cancel and Create Agent, the buttons the admin needs next, for its 5 seconds.
test('a toast in the agent form leaves its Cancel and Create Agent in view and free to tap', async ({ page }, info) => {
  const widths = info.project.name === 'mobile' ? [375] : [769, 1024, 1440];
  await signInAdmin(page);
  for (const width of widths) {
    await page.setViewportSize({ width, height: width < 769 ? 812 : 900 });
    await page.goto(`${AGENTS_BASE}/platform/agents`);
    await page.getByRole('button', { name: 'New Agent' }).click();
    const dialog = page.getByRole('dialog', { name: 'New Agent' });
    await dialog.getByLabel('Name').fill('Toast check');
    await dialog.getByLabel('Model').fill('toast-check');
    await dialog.getByLabel('API key').fill('sk-e2e-0123456789');
    await dialog.getByLabel('Parameters (JSON)').fill('{"temperature": 0.7,');
    const buttons = ['Cancel', 'Create Agent'];
    let seen: Awaited<ReturnType<typeof buttonsUnderTheToast>> = null;
    for (let tries = 0; !seen; tries++) {
      expect(tries, 'the toast stayed long enough to be measured').toBeLessThan(3);
      await dialog.getByRole('button', { name: 'Create Agent' }).click();
      await expect(dialog.getByRole('alert').filter({ hasText: 'Invalid JSON in parameters field' })).toBeVisible();
      // The refused save took the keyboard to a field; the admin scrolls back to the buttons.
      seen = await buttonsUnderTheToast(page, buttons);
    }
    const clear = buttons.map((name) => ({ name, overlaps: false, tappable: true, inWindow: true }));
    expect(seen.atTheEnd, `at ${width} px, scrolled to the end`).toEqual(clear);
    // On a phone the buttons stay at the dialog's foot while the form scrolls, the toast above them.
    if (width < 769) expect(seen.atTheTop, `at ${width} px, scrolled to the top`).toEqual(clear);
    await dialog.locator('.agents-modal').evaluate((box) => box.scrollTo(0, box.scrollHeight));
    await snapshot(page, `agent-form-toast-${width}`);
    await dialog.getByRole('button', { name: 'Cancel' }).click();
    await expect(dialog).toHaveCount(0);
  }
});

/**
 * With the page at its top (as the Agents screen opens) and the agents list scrolled to its end:
 * whether the toast's box overlaps the list's last row, whether a tap a quarter, half and three
 * quarters down the row reaches it, and whether the row is in the window. Null when the toast has
 * already gone.
 */
async function lastRowUnderTheToast(page: Page) {
  return page.evaluate(() => {
    const toast = document.querySelector('.toast')?.getBoundingClientRect();
    if (!toast) return null;
    window.scrollTo(0, 0);
    const list = document.querySelector('.agents-list')!;
    list.scrollTo(0, list.scrollHeight);
    const row = Array.from(list.querySelectorAll('button')).at(-1)!;
    const box = row.getBoundingClientRect();
    const overlaps = box.left < toast.right && toast.left < box.right && box.top < toast.bottom && toast.top < box.bottom;
    const tappable = [0.25, 0.5, 0.75].every((down) => {
      const hit = document.elementFromPoint(box.left + box.width / 2, box.top + box.height * down);
      return hit === row || row.contains(hit);
    });
    return { overlaps, tappable, inWindow: box.top >= 0 && box.bottom <= window.innerHeight };
  });
}

// On a small phone a toast of the Agents screen ("Agent deactivated successfully", two lines at
// 320 px) rose from the foot of the window over the last row of the agents list, which scrolls
// inside the screen: with the list at its end, the row's lower half could not be tapped for the
// toast's 5 seconds. The list now leaves room at its end for the toast.
test("a toast on the Agents screen leaves the list's last row in view and free to tap", async ({ page }, info) => {
  test.setTimeout(120_000);
  const token = await signInAdmin(page);
  const stem = uniqueModel('toast-rows');
  const count = 8;
  for (let i = 0; i < count; i++) await createConfig(page.request, token, { role: 'secretary', model: `${stem}-${i}` });
  const list = page.getByRole('complementary', { name: 'Agents' });
  const windows: [number, number][] = info.project.name === 'mobile' ? [[375, 812], [375, 667], [320, 568]] : [[769, 900], [1024, 900], [1440, 900]];
  let deleted = 0;
  for (const [width, height] of windows) {
    await page.setViewportSize({ width, height });
    await page.goto(`${AGENTS_BASE}/platform/agents`);
    await page.getByLabel('Search agents').fill(stem);
    await expect(list.getByRole('listitem')).toHaveCount(count);
    let seen: Awaited<ReturnType<typeof lastRowUnderTheToast>> = null;
    for (let tries = 0; !seen; tries++) {
      expect(tries, 'the toast stayed long enough to be measured').toBeLessThan(3);
      // Deleting an agent says so in a toast; the agent stays in the list, inactive.
      await list.getByRole('button', { name: new RegExp(`${stem}-${deleted++ % count} `) }).click();
      await page.getByRole('article').getByRole('button', { name: 'Delete' }).click();
      await page.getByRole('dialog', { name: 'Delete agent' }).getByRole('button', { name: 'Delete' }).click();
      await expect(page.getByRole('status').filter({ hasText: 'Agent deactivated successfully' })).toBeVisible();
      seen = await lastRowUnderTheToast(page);
    }
    // Before, at 320 × 568 px: { overlaps: true, tappable: false, inWindow: true }.
    expect(seen, `at ${width} × ${height} px`).toEqual({ overlaps: false, tappable: true, inWindow: true });
    await snapshot(page, `agents-list-toast-${width}`);
  }
});
