import type { Locator, Page } from '@playwright/test';
import { expect, settleOverlays, test } from './fixtures.ts';

/** The 13 steps of the tour and whether each shows media. */
export const STEPS: { title: string; type: 'image-only' | 'text-only' | 'default' }[] = [
  { title: 'Welcome to IdeaPilot', type: 'image-only' },
  { title: 'Welcome', type: 'text-only' },
  { title: 'Chat with AI', type: 'default' },
  { title: 'Your Idea Canvas', type: 'default' },
  { title: 'How AI Helps You', type: 'default' },
  { title: 'The 7 Idea States', type: 'image-only' },
  { title: 'Idea Stages', type: 'text-only' },
  { title: 'Simply Explained Idea', type: 'default' },
  { title: 'Smart Chatting Tips', type: 'default' },
  { title: 'How NOT to Chat With AI', type: 'default' },
  { title: 'Session Management', type: 'default' },
  { title: 'Understanding Tokens', type: 'default' },
  { title: "You're all set", type: 'text-only' },
];

export const isMobile = () => test.info().project.name === 'mobile';

export function tourDialog(page: Page) {
  return page.getByRole('dialog').filter({ has: page.getByRole('button', { name: /^(Next|Get Started)$/ }) });
}

/** Checks what the step shows: its title, and on a phone its media/text switch and the x/13 counter. */
export async function expectStep(tour: Locator, index: number) {
  const step = STEPS[index]!;
  const counter = `${index + 1}/13`;
  await expect(tour.getByRole('heading', { level: 2 })).toHaveText(step.title);
  await expect(tour.getByRole('img', { name: `Step ${index + 1} of 13` })).toBeVisible();
  await expect(tour.getByRole('button', { name: 'Back' })).toBeEnabled({ enabled: index > 0 });
  await expect(tour.getByRole('button', { name: index === 12 ? 'Get Started' : 'Next' })).toBeVisible();
  if (!isMobile()) {
    await expect(tour.getByText(counter, { exact: true })).toBeVisible();
    await expect(tour.getByRole('button', { name: 'View full size' })).toBeVisible({ visible: step.type !== 'text-only' });
    return;
  }
  if (step.type === 'image-only') {
    await expect(tour.getByText(counter, { exact: true })).toBeVisible();
    await expect(tour.getByRole('button', { name: 'Skip Tour' })).toBeHidden();
    return;
  }
  await expect(tour.getByRole('button', { name: 'Skip Tour' })).toBeVisible();
  if (step.type === 'default') {
    await tour.getByRole('button', { name: 'View Demo' }).click();
    await expect(tour.getByText(counter, { exact: true })).toBeVisible();
    await expect(tour.getByRole('button', { name: 'Skip Tour' })).toBeHidden();
    await expect(tour.getByRole('img')).toHaveCount(2);
    await tour.getByRole('button', { name: 'Back to Description' }).click();
    await expect(tour.getByRole('button', { name: 'Skip Tour' })).toBeVisible();
  }
}

/** A horizontal one-finger swipe over `target` (touch events, as a phone sends them). */
export async function swipe(target: Locator, dx: number) {
  const box = (await target.boundingBox())!;
  const x = box.x + box.width / 2;
  const y = box.y + box.height / 2;
  const at = (clientX: number) => [{ identifier: 0, clientX, clientY: y }];
  await target.dispatchEvent('touchstart', { touches: at(x), changedTouches: at(x), targetTouches: at(x) });
  await target.dispatchEvent('touchmove', { touches: at(x + dx), changedTouches: at(x + dx), targetTouches: at(x + dx) });
  await target.dispatchEvent('touchend', { touches: [], changedTouches: at(x + dx), targetTouches: [] });
}


/**
 * Ends the tour with Escape, waits until it is recorded as seen, and reloads with the page clock
 * installed and moved past the overlays' delay, so that whatever opens by itself has opened.
 */
export async function escapeTourAndReload(page: Page, tour: Locator, email: string) {
  // The reload must not cut off the call that records the tour as seen.
  const seen = page.waitForResponse((res) => res.url().endsWith('/api/users/me/viewed_tutorial') && res.ok());
  await page.keyboard.press('Escape');
  await expect(tour).toBeHidden();
  await seen;
  await page.clock.install();
  await page.reload();
  await expect(page.getByLabel('Email', { exact: true })).toHaveValue(email);
  await settleOverlays(page);
}
