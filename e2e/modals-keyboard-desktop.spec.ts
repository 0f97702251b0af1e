import type { Locator, Page } from '@playwright/test';
import { expect, expectNoSeriousA11yViolations, signInPage, test } from './fixtures.ts';

const TABBABLE = 'a[href], button:not([disabled]), input:not([disabled]), textarea, select, [tabindex="0"]';

/** Where focus is: its place among the dialog's tabbable controls (-1: the dialog itself), or null outside it. */
function focusedIn(dialog: Locator) {
  return dialog.evaluate((el, selector) => {
    const active = document.activeElement;
    if (!active || !el.contains(active)) return null;
    return Array.from(el.querySelectorAll(selector)).indexOf(active);
  }, TABBABLE);
}

/** Tab and Shift+Tab, twice round, never leave the dialog and do go round all its controls. */
async function expectTabCycles(page: Page, dialog: Locator) {
  await expect(dialog).toBeVisible();
  await expect.poll(() => focusedIn(dialog), 'focus moves into the dialog when it opens').not.toBeNull();
  const tabbable = await dialog.evaluate(
    (el, selector) => Array.from(el.querySelectorAll<HTMLElement>(selector)).filter((e) => e.getClientRects().length > 0).length,
    TABBABLE,
  );
  expect(tabbable).toBeGreaterThan(0);
  for (const key of ['Tab', 'Shift+Tab']) {
    const seen = new Set<number>();
    for (let i = 0; i < tabbable * 2 + 1; i++) {
      await page.keyboard.press(key);
      const focused = await focusedIn(dialog);
      expect(focused, `${key} #${i + 1} left the dialog`).not.toBeNull();
      seen.add(focused!);
    }
    expect(seen.size, `${key} goes round every control`).toBe(tabbable);
  }
}

/** Escape closes the dialog and focus goes back to what opened it. */
async function expectEscapeReturnsFocus(page: Page, dialog: Locator, opener: Locator) {
  await page.keyboard.press('Escape');
  await expect(dialog).toBeHidden();
  await expect(opener).toBeFocused();
}

/** Clicks `opener`; the dialog `name` traps Tab (after `inside` has run in it), and Escape closes it and gives focus back. */
async function expectFocusTrappedAndReturned(page: Page, opener: Locator, name: string, inside?: (dialog: Locator) => Promise<void>) {
  await opener.click();
  const dialog = page.getByRole('dialog', { name });
  await expect(dialog).toBeVisible();
  await inside?.(dialog);
  await expectTabCycles(page, dialog);
  await expectEscapeReturnsFocus(page, dialog, opener);
}

test('the consent modal traps focus and cannot be escaped', async ({ page }) => {
  await signInPage(page, { consent: false });
  await page.goto('/platform/chat');
  const consent = page.getByRole('dialog', { name: 'Welcome to IdeaPilot' });
  await expectTabCycles(page, consent);
  await page.keyboard.press('Escape');
  await page.keyboard.press('Escape');
  await expect(consent).toBeVisible();
  // The chat behind it is out of reach.
  await expect(page.getByRole('textbox', { name: 'Message' })).not.toBeFocused();
  await expectNoSeriousA11yViolations(page);
});

test('the tour and its full-size viewer trap focus; Escape closes the viewer first, then the tour', async ({ page }) => {
  await signInPage(page);
  await page.goto('/platform/chat');
  await expect(page.getByRole('textbox', { name: 'Message' })).toBeEnabled();
  const opener = page.getByRole('button', { name: 'Watch Tutorial' });
  await opener.click();
  const tour = page.getByRole('dialog', { name: 'Welcome to IdeaPilot' });
  await expectTabCycles(page, tour);
  const viewFull = tour.getByRole('button', { name: 'View full size' });
  await expect(viewFull).toBeVisible();
  await viewFull.click();
  const viewer = page.getByRole('dialog', { name: 'Full-size view' });
  await expectTabCycles(page, viewer);
  await page.keyboard.press('Escape');
  await expect(viewer).toBeHidden();
  await expect(tour).toBeVisible();
  await expect(viewFull).toBeFocused();
  await expectEscapeReturnsFocus(page, tour, opener);
});

test('the guide, rename and delete dialogs of the chat trap focus and give it back', async ({ page }) => {
  await signInPage(page);
  await page.goto('/platform/chat');
  await expect(page.getByRole('textbox', { name: 'Message' })).toBeEnabled();

  await expectFocusTrappedAndReturned(page, page.getByRole('button', { name: 'Open AI Assistant Guide' }), 'AI Assistant Guide', () => expectNoSeriousA11yViolations(page));

  await page.getByRole('button', { name: 'Expand sidebar' }).click();
  const sidebar = page.getByRole('complementary', { name: 'Chat sessions' });
  await expectFocusTrappedAndReturned(page, sidebar.getByRole('button', { name: 'Rename Untitled' }), 'Rename Chat', (rename) => expect(rename.getByRole('textbox')).toBeFocused());
  await expectFocusTrappedAndReturned(page, sidebar.getByRole('button', { name: 'Delete Untitled' }), 'Delete Chat?');
  await expect(sidebar.getByRole('listitem')).toHaveCount(1);
});

test('the cookie panel and the revoke-consent question trap focus and give it back', async ({ page }) => {
  await signInPage(page);
  await page.goto('/platform/chat');
  await expect(page.getByRole('textbox', { name: 'Message' })).toBeEnabled();

  await expectFocusTrappedAndReturned(page, page.getByRole('button', { name: 'Cookie Settings' }), 'Cookie Preferences');
  await expectFocusTrappedAndReturned(page, page.getByRole('button', { name: 'Revoke Consent' }), 'Revoke consent');
});

test('the change-password dialog traps focus and gives it back', async ({ page }) => {
  await signInPage(page);
  await page.goto('/platform/profile');
  await expectFocusTrappedAndReturned(page, page.getByRole('button', { name: 'Change Password' }), 'Change Password', () => expectNoSeriousA11yViolations(page));
});
