import type { Locator, Page } from '@playwright/test';
import { freePort, startAppServer } from './app-server.ts';
import { expect, expectNoSeriousA11yViolations, registerUser, signInPage, snapshot, test } from './fixtures.ts';

const storedChoice = (page: Page) => page.evaluate(() => JSON.parse(localStorage.getItem('cookieConsent') ?? 'null'));
const banner = (page: Page) => page.getByRole('region', { name: 'We value your privacy' });
/** The room the pages leave the banner at the window's foot, as the banner set it ('' while none is set). */
const bannerSpace = (page: Page) => page.evaluate(() => getComputedStyle(document.documentElement).getPropertyValue('--cookie-banner-space'));

/** Whether a person sees `target` whole in the window, with nothing (the banner) over its middle. */
const uncovered = (target: Locator) =>
  target.evaluate((element) => {
    const { left, top, right, bottom } = element.getBoundingClientRect();
    if (top < 0 || left < 0 || bottom > window.innerHeight || right > window.innerWidth) return false;
    const hit = document.elementFromPoint((left + right) / 2, (top + bottom) / 2);
    return hit !== null && element.contains(hit);
  });

test('the banner shows on the sign-in screen until Decline All, and the choice survives reloads', async ({ page }) => {
  await page.goto('/login');
  await expect(banner(page)).toBeVisible();
  await snapshot(page, 'cookie-banner-login');
  await expectNoSeriousA11yViolations(page);

  await banner(page).getByRole('button', { name: 'Decline All' }).click();
  await expect(banner(page)).toBeHidden();
  const stored = await storedChoice(page);
  expect(stored).toMatchObject({ essential: true, analytics: false, marketing: false });
  expect(new Date(stored.timestamp).toISOString()).toBe(stored.timestamp);

  await page.reload();
  await expect(page.getByRole('heading', { name: 'Sign in to your account' })).toBeVisible();
  await expect(banner(page)).toBeHidden();
  await page.goto('/forgot-password');
  await expect(banner(page)).toBeHidden();
});

test('the banner takes less than half the screen, and the sign-in form clears it and works', async ({ page }) => {
  const user = await registerUser(page.request);
  await page.goto('/login');
  await expect(banner(page)).toBeVisible();
  const screen = page.viewportSize()!;
  const { y: bannerTop, height } = (await banner(page).boundingBox())!;
  expect(height, 'height of the banner').toBeLessThan(screen.height / 2);

  // As a person would, scroll until Sign in clears the banner: the fields above it are then in view too.
  const email = page.getByLabel('Email address');
  const password = page.getByLabel('Password', { exact: true });
  const signIn = page.getByRole('button', { name: 'Sign in', exact: true });
  await signIn.evaluate((button, top) => window.scrollBy(0, button.getBoundingClientRect().bottom + 8 - top), bannerTop);
  for (const control of [email, password, signIn]) await expect.poll(() => uncovered(control)).toBe(true);
  await snapshot(page, 'cookie-banner-login-form');

  await email.fill(user.email);
  await password.fill(user.password);
  await signIn.click();
  await expect(page).toHaveURL(/\/platform\/chat$/);
  await expect(banner(page)).toBeVisible();
});

// On a phone the banner covered the chat's message box until the page was scrolled: a new founder
// could not see the box, nor type before answering the banner.
test('a founder new to the chat sees the message box and writes while the banner is up', async ({ page }) => {
  await signInPage(page, { cookieChoice: false });
  await page.goto('/platform/chat');
  const box = page.getByRole('textbox', { name: 'Message' });
  await expect(banner(page)).toBeVisible();
  await expect(box).toBeEnabled();
  expect(await page.evaluate(() => window.scrollY)).toBe(0);
  await expect.poll(() => uncovered(box)).toBe(true);
  // Above the box, the conversation keeps room enough to read (on a phone the banner is short).
  const conversation = (await page.getByRole('region', { name: 'Conversation' }).boundingBox())!;
  expect(conversation.height, 'height of the conversation').toBeGreaterThan(page.viewportSize()!.height / 4);
  await snapshot(page, 'cookie-banner-chat');

  await box.click();
  await page.keyboard.type('I want to build a booking app for independent physiotherapists.');
  await page.getByRole('button', { name: 'Send message' }).click();
  await expect(page.getByRole('button', { name: 'Like', exact: true })).toHaveCount(1);
  await expect(box).toHaveValue('');
  await expect.poll(() => uncovered(box)).toBe(true);
  // The choice is still asked, whole and in view.
  for (const name of ['Decline All', 'Manage Preferences', 'Accept All']) {
    await expect.poll(() => uncovered(banner(page).getByRole('button', { name }))).toBe(true);
  }
  expect(await storedChoice(page)).toBeNull();
});

test('Accept All turns analytics and marketing on', async ({ page }) => {
  await page.goto('/forgot-password');
  await banner(page).getByRole('button', { name: 'Accept All' }).click();
  await expect(banner(page)).toBeHidden();
  expect(await storedChoice(page)).toMatchObject({ essential: true, analytics: true, marketing: true });
  await page.reload();
  await expect(page.getByRole('heading', { name: 'Forgot your password?' })).toBeVisible();
  await expect(banner(page)).toBeHidden();
});

test('Manage Preferences keeps Essential on, saves the choice, and Cookie Settings reopens it', async ({ page }) => {
  await signInPage(page, { cookieChoice: false });
  await page.goto('/platform/chat');
  await expect(banner(page)).toBeVisible();
  await banner(page).getByRole('button', { name: 'Manage Preferences' }).click();

  const panel = page.getByRole('dialog', { name: 'Cookie Preferences' });
  await expect(panel.getByRole('checkbox', { name: 'Essential' })).toBeChecked();
  await expect(panel.getByRole('checkbox', { name: 'Essential' })).toBeDisabled();
  await expect(panel.getByRole('checkbox', { name: 'Analytics' })).not.toBeChecked();
  await expect(panel.getByRole('checkbox', { name: 'Marketing' })).not.toBeChecked();
  await snapshot(page, 'cookie-preferences');
  await expectNoSeriousA11yViolations(page);

  await panel.getByRole('button', { name: 'Cancel' }).click();
  await expect(panel).toBeHidden();
  await expect(banner(page)).toBeVisible();
  expect(await storedChoice(page)).toBeNull();

  await banner(page).getByRole('button', { name: 'Manage Preferences' }).click();
  await panel.getByRole('checkbox', { name: 'Analytics' }).check();
  await panel.getByRole('button', { name: 'Save Preferences' }).click();
  await expect(panel).toBeHidden();
  await expect(banner(page)).toBeHidden();
  expect(await storedChoice(page)).toMatchObject({ essential: true, analytics: true, marketing: false });

  await page.reload();
  await expect(page.getByRole('button', { name: 'Logout' })).toBeVisible();
  await expect(banner(page)).toBeHidden();
  await page.getByRole('contentinfo').getByRole('button', { name: 'Cookie Settings' }).click();
  await expect(panel.getByRole('checkbox', { name: 'Analytics' })).toBeChecked();
  await panel.getByRole('checkbox', { name: 'Analytics' }).uncheck();
  await panel.getByRole('checkbox', { name: 'Marketing' }).check();
  await panel.getByRole('button', { name: 'Save Preferences' }).click();
  await expect(panel).toBeHidden();
  expect(await storedChoice(page)).toMatchObject({ essential: true, analytics: false, marketing: true });
});

test('Cookie Preferences opened from the banner gives focus back to Manage Preferences, after Escape or Cancel', async ({ page }) => {
  await page.goto('/login');
  const manage = banner(page).getByRole('button', { name: 'Manage Preferences' });
  const panel = page.getByRole('dialog', { name: 'Cookie Preferences' });
  await manage.focus();
  await page.keyboard.press('Enter');
  await expect(panel).toBeVisible();
  await page.keyboard.press('Escape');
  await expect(panel).toBeHidden();
  await expect(manage).toBeFocused();

  await page.keyboard.press('Enter');
  await panel.getByRole('button', { name: 'Cancel' }).click();
  await expect(panel).toBeHidden();
  await expect(manage).toBeFocused();
});

test('a visitor who is not signed in reads the Privacy Policy from the banner and keeps the form', async ({ page }) => {
  await page.goto('/register');
  await page.getByLabel('First name').fill('Ada');
  const link = banner(page).getByRole('button', { name: 'Privacy Policy' });
  await link.click();
  const policy = page.getByRole('dialog', { name: 'Privacy Policy' });
  await expect(policy.getByText('Effective date: August 25, 2025')).toBeVisible();
  await expect(policy.getByRole('heading', { name: '9. Your rights' })).toBeAttached();
  await expectNoSeriousA11yViolations(page);
  await policy.getByRole('button', { name: 'Close' }).click();
  await expect(policy).toBeHidden();
  await expect(link).toBeFocused();
  await expect(page).toHaveURL(/\/register$/);
  await expect(page.getByLabel('First name')).toHaveValue('Ada');
  expect(await page.evaluate(() => sessionStorage.getItem('redirectAfterLogin'))).toBeNull();
});

test('the banner\'s buttons are in the same order for Tab as for the eye', async ({ page }) => {
  await page.goto('/login');
  const names = ['Decline All', 'Manage Preferences', 'Accept All'];
  await expect(banner(page).getByRole('button', { name: 'Accept All' })).toBeVisible();
  const inDomOrder = await banner(page).getByRole('button').evaluateAll((buttons) => buttons.map((b) => b.textContent?.trim()));
  expect(inDomOrder.filter((name) => names.includes(name!))).toEqual(names);
  const boxes = await Promise.all(names.map(async (name) => (await banner(page).getByRole('button', { name }).boundingBox())!));
  for (let i = 1; i < boxes.length; i++) {
    const [before, after] = [boxes[i - 1]!, boxes[i]!];
    const sameRow = Math.abs(after.y - before.y) < before.height / 2;
    // Left to right in a row, top to bottom in a column.
    expect(sameRow ? after.x > before.x : after.y > before.y, `${names[i - 1]} before ${names[i]}`).toBe(true);
  }
});

test.describe('with Plausible configured on the server', () => {
  test.describe.configure({ mode: 'serial' });
  let server: Awaited<ReturnType<typeof startAppServer>> | undefined;
  let baseURL = '';
  const scriptPath = '/e2e-analytics/script.js';

  test.beforeAll(async () => {
    const port = await freePort();
    baseURL = `http://127.0.0.1:${port}`;
    server = await startAppServer({ PLAUSIBLE_DOMAIN: 'ideapilot.test', PLAUSIBLE_SCRIPT_URL: `${baseURL}${scriptPath}` }, { port });
  });

  test.afterAll(() => server?.stop());

  test('the tracker is never requested after Decline All, and is loaded once after Accept All', async ({ page }) => {
    const requested: string[] = [];
    page.on('request', (request) => {
      if (request.url().includes(scriptPath)) requested.push(request.url());
    });
    await page.route(`**${scriptPath}`, (route) =>
      route.fulfill({ contentType: 'text/javascript', body: 'window.plausibleLoaded = (window.plausibleLoaded || 0) + 1;' }),
    );

    await page.goto(`${baseURL}/login`);
    await expect(banner(page)).toBeVisible();
    expect(await page.evaluate(() => fetch('/api/config').then((r) => r.json()))).toMatchObject({
      analytics: { tool: 'plausible', domain: 'ideapilot.test' },
    });
    await banner(page).getByRole('button', { name: 'Decline All' }).click();
    await page.reload();
    // The tracker is decided once the app has its settings: after that response and a rendered frame.
    const settings = page.waitForResponse((r) => r.url() === `${baseURL}/api/config` && r.ok());
    await page.goto(`${baseURL}/forgot-password`);
    await settings;
    await expect(page.getByRole('heading', { name: 'Forgot your password?' })).toBeVisible();
    await page.evaluate(() => new Promise((resolve) => requestAnimationFrame(() => requestAnimationFrame(resolve))));
    expect(requested).toEqual([]);

    await page.evaluate(() => localStorage.removeItem('cookieConsent'));
    await page.reload();
    await banner(page).getByRole('button', { name: 'Accept All' }).click();
    await expect.poll(() => requested.length).toBe(1);
    await expect.poll(() => page.evaluate(() => (window as unknown as { plausibleLoaded?: number }).plausibleLoaded)).toBe(1);
    const script = page.locator(`script[src$="${scriptPath}"]`);
    await expect(script).toHaveAttribute('data-domain', 'ideapilot.test');
  });
});

test('the room the banner leaves the page is its height above the window\'s bottom', async ({ page }) => {
  await page.goto('/login');
  await expect(banner(page)).toBeVisible();
  const space = await bannerSpace(page);
  const top = await banner(page).evaluate((element) => window.innerHeight - element.getBoundingClientRect().top);
  expect(space).toBe(`${Math.ceil(top)}px`);
});

// Measured in its observer's first call, which comes after the browser has placed the page for
// painting, the banner moved the sign-in card up by half its room as the first frame was drawn:
// a layout shift of 0.077 at a phone's width in Lighthouse (docs/decisions/2026-12-06-the-sign-in-card-placed-once.md).
test('the sign-in card is placed once, above the banner, and never moves as the page loads', async ({ page }) => {
  await page.addInitScript(() => {
    const values = (entries: PerformanceEntry[]) => entries.map((entry) => (entry as PerformanceEntry & { value: number }).value);
    const shifts: number[] = [];
    const observer = new PerformanceObserver((list) => shifts.push(...values(list.getEntries())));
    observer.observe({ type: 'layout-shift', buffered: true });
    (window as unknown as { layoutShifts(): number[] }).layoutShifts = () => [...shifts, ...values(observer.takeRecords())];
  });
  await page.goto('/login');
  const card = page.locator('.auth-card');
  await expect(card.getByRole('heading', { name: 'Sign in to your account' })).toBeVisible();
  await expect(banner(page)).toBeVisible();
  await expect.poll(() => bannerSpace(page)).toMatch(/^\d+px$/);
  // Two frames more: whatever the banner's measurement moves has been drawn.
  await page.evaluate(() => new Promise((resolve) => requestAnimationFrame(() => requestAnimationFrame(resolve))));
  // The card is placed with the banner's room (the check below is not vacuous): in the middle of
  // the space above the banner, or at the page's top padding where it does not fit there.
  const placed = await card.evaluate((element) => {
    const space = parseFloat(getComputedStyle(document.documentElement).getPropertyValue('--cookie-banner-space'));
    const padding = parseFloat(getComputedStyle(element.parentElement!).paddingTop);
    const { top, height } = element.getBoundingClientRect();
    return { top: top + window.scrollY, centred: padding + Math.max(0, (window.innerHeight - 2 * padding - space - height) / 2) };
  });
  expect(Math.abs(placed.top - placed.centred)).toBeLessThanOrEqual(1);
  expect(await page.evaluate(() => (window as unknown as { layoutShifts(): number[] }).layoutShifts())).toEqual([]);
});
