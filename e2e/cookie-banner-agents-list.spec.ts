import { AGENTS_BASE, createConfig, signInAdmin, uniqueModel } from './agents-helpers.ts';
import { expect, snapshot, test } from './fixtures.ts';

// An admin's first visit: the cookie banner is up, the page not scrolled. The agents list scrolls
// inside its card (40 % of the window on a phone, 60 % wider); before, it ran on under the banner,
// whose rows there could be neither read nor tapped: at 375 × 667 px it reached 575 px and the banner
// began at 449, at 1024 × 768 px it reached 773 and the banner began at 603.

test('the Agents list ends above the cookie banner, every row in it free to tap', async ({ page }, info) => {
  test.setTimeout(120_000);
  const phone = info.project.name === 'mobile';
  const token = await signInAdmin(page, { cookieChoice: false });
  const stem = uniqueModel('banner-rows');
  const count = 8;
  for (let i = 0; i < count; i++) await createConfig(page.request, token, { role: 'secretary', model: `${stem}-${i}` });
  const banner = page.getByRole('region', { name: 'We value your privacy' });
  const list = page.getByRole('complementary', { name: 'Agents' }).getByRole('list');
  const windows = phone
    ? [[375, 667], [320, 640], [320, 568], [375, 812]]
    : [[1024, 768], [1440, 900], [769, 900], [1280, 720]];
  for (const [width, height] of windows as [number, number][]) {
    const at = `at ${width} × ${height} px`;
    await page.setViewportSize({ width, height });
    await page.goto(`${AGENTS_BASE}/platform/agents`);
    await page.getByLabel('Search agents').fill(stem);
    await expect(list.getByRole('listitem')).toHaveCount(count);
    await expect(banner).toBeVisible();
    expect(await page.evaluate(() => window.scrollY), at).toBe(0);

    const bannerTop = (await banner.boundingBox())!.y;
    const listBox = (await list.boundingBox())!;
    const listEnd = listBox.y + listBox.height;
    expect(listEnd, `the list's end and the banner's top ${at}`).toBeLessThanOrEqual(bannerTop);
    expect(listBox.height, `a list of a usable height ${at}`).toBeGreaterThanOrEqual(120);

    // The lowest row begun in the list's box is chosen by a tap (a click) at the middle of what shows of it.
    const rows = list.getByRole('button');
    let lowest = -1;
    for (let i = 0; i < count; i++) if ((await rows.nth(i).boundingBox())!.y < listEnd) lowest = i;
    expect(lowest, at).toBeGreaterThanOrEqual(0);
    const row = (await rows.nth(lowest).boundingBox())!;
    const point = { x: row.x + row.width / 2, y: (row.y + Math.min(row.y + row.height, listEnd)) / 2 };
    expect(await page.evaluate(({ x, y }) => document.elementFromPoint(x, y)?.closest('.cookie-banner') ?? null, point), at).toBeNull();
    if (phone) await page.touchscreen.tap(point.x, point.y);
    else await page.mouse.click(point.x, point.y);
    await expect(page.getByRole('article').getByRole('heading', { name: new RegExp(`${stem}-${lowest}\\b`) }), at).toBeVisible();
    await snapshot(page, `cookie-banner-agents-${width}x${height}`);
  }
});
