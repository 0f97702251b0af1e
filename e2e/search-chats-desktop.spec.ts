import { expect, expectNoSeriousA11yViolations, signInPage, test } from './fixtures.ts';

// The sidebar's "Search chats" opens the search of what was said in a dialog, where the words are
// typed. Drawn as a field it was clicked to type in place; it is drawn and announced as the button
// it is (docs/decisions/2026-12-05-a-search-button-toasts-at-the-foot-and-focus-to-the-rail.md).

test('the sidebar’s “Search chats” looks and reads as a button that opens the search, open or folded', async ({ page }) => {
  await signInPage(page);
  await page.addInitScript(() => localStorage.setItem('sidebarCollapsed', 'false'));
  await page.goto('/platform/chat');
  await expect(page.getByRole('textbox', { name: 'Message' })).toBeEnabled();
  const sidebar = page.getByRole('complementary', { name: 'Chat sessions' });
  const search = sidebar.getByRole('button', { name: 'Search chats' });
  await expect(search).toHaveAttribute('aria-haspopup', 'dialog');
  // Every text field of the app is a bordered box on a white fill; the button has neither.
  const look = await search.evaluate((el) => ({ border: getComputedStyle(el).borderTopWidth, fill: getComputedStyle(el).backgroundColor }));
  expect(look).toEqual({ border: '0px', fill: 'rgba(0, 0, 0, 0)' });

  await search.click();
  const dialog = page.getByRole('dialog', { name: 'Search your chats' });
  await expect(dialog.getByRole('searchbox')).toBeFocused();
  await expectNoSeriousA11yViolations(page);
  await dialog.getByRole('button', { name: 'Close' }).click();
  await expect(search).toBeFocused();

  await sidebar.getByRole('button', { name: 'Collapse sidebar' }).click();
  await expect(sidebar.getByRole('button', { name: 'Expand sidebar' })).toBeVisible();
  await expect(search).toHaveAttribute('aria-haspopup', 'dialog');
  await search.click();
  await expect(dialog.getByRole('searchbox')).toBeFocused();
});
