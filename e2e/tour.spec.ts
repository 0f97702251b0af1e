import type { Locator, Page } from '@playwright/test';
import { expect, expectNoSeriousA11yViolations, signInPage, snapshot, test } from './fixtures.ts';

/** The 13 steps (spec §2 and DECISIONS.md) and whether each shows media. */
const STEPS: { title: string; type: 'image-only' | 'text-only' | 'default' }[] = [
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

const isMobile = () => test.info().project.name === 'mobile';

function tourDialog(page: Page) {
  return page.getByRole('dialog').filter({ has: page.getByRole('button', { name: /^(Next|Get Started)$/ }) });
}

/** Checks what the step shows: its title, and on a phone its media/text switch and the x/13 counter. */
async function expectStep(tour: Locator, index: number) {
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
async function swipe(target: Locator, dx: number) {
  const box = (await target.boundingBox())!;
  const x = box.x + box.width / 2;
  const y = box.y + box.height / 2;
  const at = (clientX: number) => [{ identifier: 0, clientX, clientY: y }];
  await target.dispatchEvent('touchstart', { touches: at(x), changedTouches: at(x), targetTouches: at(x) });
  await target.dispatchEvent('touchmove', { touches: at(x + dx), changedTouches: at(x + dx), targetTouches: at(x + dx) });
  await target.dispatchEvent('touchend', { touches: [], changedTouches: at(x + dx), targetTouches: [] });
}

test('the tour opens by itself, every step is visited forwards and back, and it is not shown after finishing', async ({ page }) => {
  await signInPage(page, { viewedTutorial: false });
  await page.goto('/platform/profile');
  const tour = tourDialog(page);
  await expect(tour).toBeVisible();
  expect(await page.evaluate(() => document.body.style.overflow)).toBe('hidden');

  for (let i = 0; i < STEPS.length; i++) {
    await expectStep(tour, i);
    if ([0, 2, 5, 12].includes(i)) await snapshot(page, `tour-step-${i + 1}`);
    if (i < STEPS.length - 1) await tour.getByRole('button', { name: 'Next' }).click();
  }
  await expectNoSeriousA11yViolations(page);
  for (let i = STEPS.length - 1; i > 0; i--) {
    await tour.getByRole('button', { name: 'Back' }).click();
    await expectStep(tour, i - 1);
  }
  for (let i = 0; i < STEPS.length - 1; i++) await tour.getByRole('button', { name: 'Next' }).click();

  const marked = page.waitForResponse((r) => r.url().endsWith('/api/users/me/viewed_tutorial') && r.ok());
  await tour.getByRole('button', { name: 'Get Started' }).click();
  await marked;
  await expect(tour).toBeHidden();
  expect(await page.evaluate(() => document.body.style.overflow)).toBe('');

  await page.reload();
  await expect(page.getByRole('button', { name: 'Logout' })).toBeVisible();
  await page.waitForTimeout(1200);
  await expect(tour).toHaveCount(0);

  await page.getByRole('contentinfo').getByRole('button', { name: 'Watch Tutorial' }).click();
  await expect(tour).toBeVisible();
  await expectStep(tour, 0);
});

test('Escape closes the full-size viewer first, then ends the tour', async ({ page }) => {
  await signInPage(page, { viewedTutorial: false });
  await page.goto('/platform/profile');
  const tour = tourDialog(page);
  await expect(tour).toBeVisible();
  await tour.getByRole('button', { name: 'Next' }).click();
  await tour.getByRole('button', { name: 'Next' }).click();
  await expect(tour.getByRole('heading', { name: 'Chat with AI' })).toBeVisible();
  if (isMobile()) await tour.getByRole('button', { name: 'View Demo' }).click();

  await tour.getByRole('button', { name: 'View full size' }).click();
  const viewer = page.getByRole('dialog', { name: 'Full-size view' });
  await expect(viewer).toBeVisible();
  await expect(viewer.getByRole('img')).toBeVisible();
  await snapshot(page, 'tour-viewer');
  await page.keyboard.press('Escape');
  await expect(viewer).toBeHidden();
  await expect(tour).toBeVisible();

  await tour.getByRole('button', { name: 'View full size' }).click();
  await viewer.getByRole('button', { name: 'Close full-size view' }).click();
  await expect(viewer).toBeHidden();
  await expect(tour).toBeVisible();

  const marked = page.waitForResponse((r) => r.url().endsWith('/api/users/me/viewed_tutorial') && r.ok());
  await page.keyboard.press('Escape');
  await expect(tour).toBeHidden();
  await marked;
  await page.reload();
  await expect(page.getByRole('button', { name: 'Logout' })).toBeVisible();
  await page.waitForTimeout(1200);
  await expect(tour).toHaveCount(0);
});

test('Skip Tour and a click on the backdrop end the tour; Watch Tutorial starts it again at step 1', async ({ page }) => {
  await signInPage(page);
  await page.goto('/platform/profile');
  const footer = page.getByRole('contentinfo');
  const tour = tourDialog(page);

  await footer.getByRole('button', { name: 'Watch Tutorial' }).click();
  await expectStep(tour, 0);
  await tour.getByRole('button', { name: 'Next' }).click();
  await tour.getByRole('button', { name: 'Skip Tour' }).click();
  await expect(tour).toBeHidden();

  await footer.getByRole('button', { name: 'Watch Tutorial' }).click();
  await expectStep(tour, 0);
  await page.mouse.click(4, 4);
  await expect(tour).toBeHidden();
});

test('on a phone, swipes longer than 50 px move the tour', async ({ page }) => {
  test.skip(!isMobile(), 'swiping is the mobile tour');
  await signInPage(page);
  await page.goto('/platform/profile');
  await page.getByRole('contentinfo').getByRole('button', { name: 'Watch Tutorial' }).click();
  const tour = tourDialog(page);
  const title = tour.getByRole('heading', { level: 2 });
  await expectStep(tour, 0);

  await swipe(title, -120);
  await expectStep(tour, 1);
  await swipe(title, -120);
  await expectStep(tour, 2);
  await swipe(title, 40);
  await expectStep(tour, 2);
  await swipe(title, 120);
  await expectStep(tour, 1);
  await swipe(title, 120);
  await expectStep(tour, 0);
  await swipe(title, 120);
  await expectStep(tour, 0);
});
