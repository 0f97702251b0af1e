import type { Locator, Page } from '@playwright/test';
import { expect, signInPage, test } from './fixtures.ts';
import { tourDialog } from './tour-helpers.ts';

/** The polite live region holding the step's title, which a screen reader reads out when it changes. */
const stepRegion = (tour: Locator) => tour.locator('[aria-live="polite"]').filter({ has: tour.page().getByRole('heading', { level: 2 }) });

async function openTour(page: Page) {
  await signInPage(page, { viewedTutorial: false });
  await page.goto('/platform/profile');
  const tour = tourDialog(page);
  await expect(tour.getByRole('heading', { level: 2 })).toHaveText('Welcome to IdeaPilot');
  return { tour, next: tour.getByRole('button', { name: 'Next' }), back: tour.getByRole('button', { name: 'Back' }) };
}

test("the tour's step, title and text, is a live region, so a screen reader reads each new step", async ({ page }) => {
  const { tour, next } = await openTour(page);
  // The region is there before the step changes: one added together with its text is not read.
  await expect(stepRegion(tour)).toHaveCount(1);
  await expect(stepRegion(tour)).toHaveAttribute('aria-atomic', 'true');

  await next.focus();
  await page.keyboard.press('Enter');
  await expect(tour.getByRole('heading', { level: 2 })).toHaveText('Welcome');
  await expect(stepRegion(tour)).toContainText('IdeaPilot is your AI co-founder for business ideas');
  await expect(next).toBeFocused();
});

test('Back to the first step by keyboard leaves the focus on Next, not on the page', async ({ page }) => {
  const { tour, next, back } = await openTour(page);
  await next.focus();
  await page.keyboard.press('Enter');
  await expect(tour.getByRole('heading', { level: 2 })).toHaveText('Welcome');

  await page.keyboard.press('Shift+Tab');
  await expect(back).toBeFocused();
  await page.keyboard.press('Enter');
  await expect(tour.getByRole('heading', { level: 2 })).toHaveText('Welcome to IdeaPilot');
  await expect(back).toBeDisabled();
  await expect(next).toBeFocused();
  // And the keyboard goes on from there.
  await page.keyboard.press('Enter');
  await expect(tour.getByRole('heading', { level: 2 })).toHaveText('Welcome');
});
