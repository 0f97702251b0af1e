import { expect, signInPage, test } from './fixtures.ts';
import { expectStep, swipe, tourDialog } from './tour-helpers.ts';

test('on a phone, swipes longer than 50 px move the tour', async ({ page }) => {
  await signInPage(page);
  await page.goto('/platform/profile');
  // Until the tab has loaded, the footer sits under a short page, and moves away under a click.
  await expect(page.getByRole('heading', { name: 'Profile Settings', level: 1 })).toBeVisible();
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
