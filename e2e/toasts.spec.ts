import type { Page } from '@playwright/test';
import { dismissCookieBanner, expect, test } from './fixtures.ts';

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
