import { expect, expectNoSeriousA11yViolations, settleOverlays, signInPage, snapshot, test } from './fixtures.ts';
import { STEPS, escapeTourAndReload, expectStep, isMobile, tourDialog } from './tour-helpers.ts';

test('the tour opens by itself, every step is visited forwards and back, and it is not shown after finishing', async ({ page }) => {
  const user = await signInPage(page, { viewedTutorial: false });
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

  await page.clock.install();
  await page.reload();
  await expect(page.getByLabel('Email', { exact: true })).toHaveValue(user.email);
  await settleOverlays(page);
  await expect(tour).toHaveCount(0);

  await page.getByRole('contentinfo').getByRole('button', { name: 'Watch Tutorial' }).click();
  await expect(tour).toBeVisible();
  await expectStep(tour, 0);
});

test('Escape closes the full-size viewer first, then ends the tour', async ({ page }) => {
  const user = await signInPage(page, { viewedTutorial: false });
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

  await escapeTourAndReload(page, tour, user.email);
  await expect(tour).toHaveCount(0);
});

test('Skip Tour and a click on the backdrop end the tour; Watch Tutorial starts it again at step 1', async ({ page }) => {
  await signInPage(page);
  await page.goto('/platform/profile');
  await expect(page.getByRole('heading', { name: 'Profile Settings', level: 1 })).toBeVisible();
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

test('the Session Management step says where the sessions are on this layout, and its picture shows the app\'s button', async ({ page }) => {
  await signInPage(page);
  await page.goto('/platform/profile');
  // Until the tab has loaded, the footer sits under a short page, and moves away under a click.
  await expect(page.getByRole('heading', { name: 'Profile Settings', level: 1 })).toBeVisible();
  await page.getByRole('contentinfo').getByRole('button', { name: 'Watch Tutorial' }).click();
  const tour = tourDialog(page);
  for (let i = 0; i < 10; i++) await tour.getByRole('button', { name: 'Next' }).click();
  await expect(tour.getByRole('heading', { name: 'Session Management' })).toBeVisible();
  if (isMobile()) {
    // No sidebar under 769 px: the sessions are behind the chat screen's Sessions tab.
    await expect(tour).toContainText('Your sessions are under the Sessions tab');
    await expect(tour).not.toContainText('sidebar');
    await tour.getByRole('button', { name: 'View Demo' }).click();
  } else {
    await expect(tour).toContainText('Your sessions are listed in the sidebar');
  }
  const picture = tour.getByRole('img', { name: 'A list of named sessions with rename and delete actions' });
  await expect(picture).toBeVisible();
  const svg = await (await page.request.get((await picture.getAttribute('src'))!)).text();
  expect(svg).toContain(isMobile() ? '>Start new chat</text>' : '>New chat</text>');
  expect(svg).not.toContain('New Session');
});
