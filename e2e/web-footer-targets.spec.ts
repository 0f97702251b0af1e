import { expect, signInPage, test } from './fixtures.ts';

// WCAG 2.5.8: a target at least 24 by 24 px. The footer's links and buttons sit side by side and
// wrap into rows on a phone, so their size is what keeps them apart.
test('every link and button of the platform footer is at least 24 px each way', async ({ page }) => {
  await signInPage(page);
  for (const path of ['/platform/chat', '/platform/profile']) {
    await page.goto(path);
    const footer = page.getByRole('contentinfo');
    await expect(footer.getByRole('button', { name: 'Watch Tutorial' })).toBeVisible();
    const targets = footer.locator('a, button');
    await expect(targets).toHaveCount(6);
    const small = await targets.evaluateAll((els) =>
      els
        .map((el) => ({ name: el.textContent?.trim(), box: el.getBoundingClientRect() }))
        .filter(({ box }) => box.width < 24 || box.height < 24)
        .map(({ name, box }) => `${name}: ${box.width.toFixed(1)}×${box.height.toFixed(1)}`),
    );
    expect(small, path).toEqual([]);
  }
});

test('the sign-in pages\' footer link is at least 24 px tall', async ({ page }) => {
  await page.goto('/forgot-password');
  const back = page.getByRole('link', { name: 'Back to sign in' });
  await expect(back).toBeVisible();
  const box = (await back.boundingBox())!;
  expect(box.height).toBeGreaterThanOrEqual(24);
});
