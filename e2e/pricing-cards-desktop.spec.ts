import { expect, signInPage, test } from './fixtures.ts';

// Side by side, the current plan's badge pushed its card's price and button down: the prices and
// the Subscribe buttons of the three cards stood at different heights.
for (const width of [769, 1024, 1440]) {
  test(`at ${width} px the plans' prices and buttons stand level, whichever card is the current plan`, async ({ page }) => {
    await page.setViewportSize({ width, height: 900 });
    await signInPage(page);
    await page.goto('/pricing');
    const card = (name: string) => page.getByRole('listitem').filter({ has: page.getByRole('heading', { name, exact: true }) });
    await expect(card('Free').getByText('Current plan')).toBeVisible();
    const top = async (name: string, what: RegExp) => (await card(name).getByText(what).boundingBox())!.y;
    const prices = await Promise.all(['Free', 'Starter', 'Pro'].map((name) => top(name, /^\$/)));
    expect(new Set(prices).size, `prices at ${prices.join(', ')}`).toBe(1);
    const buttons = await Promise.all(['Starter', 'Pro'].map(async (name) => (await card(name).getByRole('button', { name: /^Subscribe/ }).boundingBox())!.y));
    expect(new Set(buttons).size, `buttons at ${buttons.join(', ')}`).toBe(1);
  });
}
