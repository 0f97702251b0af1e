import { IDEA, say } from './chat-helpers.ts';
import { expect, signInPage, test } from './fixtures.ts';

/** The phone layout of the chat by keyboard: its Chat / Sessions / Canvas tabs and its search. */

test('the Chat / Sessions / Canvas tabs: one tab stop, arrows, Home and End move and select', async ({ page }) => {
  await signInPage(page);
  await page.goto('/platform/chat');
  await expect(page.getByRole('textbox', { name: 'Message' })).toBeEnabled();
  const tabs = page.getByRole('tablist', { name: 'Chat views' });
  const tab = (name: string) => tabs.getByRole('tab', { name });

  /** `name` is selected, focused, shows its panel, and is the tab list's only stop for Tab. */
  async function expectOn(name: 'Chat' | 'Sessions' | 'Canvas') {
    await expect(tab(name)).toBeFocused();
    await expect(tab(name)).toHaveAttribute('aria-selected', 'true');
    await expect(page.getByRole('tabpanel', { name })).toBeVisible();
    for (const other of ['Chat', 'Sessions', 'Canvas']) {
      await expect(tab(other)).toHaveAttribute('tabindex', other === name ? '0' : '-1');
    }
  }

  await tab('Chat').focus();
  await expectOn('Chat');
  await page.keyboard.press('ArrowRight');
  await expectOn('Sessions');
  await page.keyboard.press('ArrowRight');
  await expectOn('Canvas');
  await page.keyboard.press('ArrowRight');
  await expectOn('Chat');
  await page.keyboard.press('ArrowLeft');
  await expectOn('Canvas');
  await page.keyboard.press('Home');
  await expectOn('Chat');
  await page.keyboard.press('End');
  await expectOn('Canvas');

  // Tab leaves the tab list rather than walking through the other tabs.
  await page.keyboard.press('Tab');
  await expect(tabs.getByRole('tab').and(page.locator(':focus'))).toHaveCount(0);
  await page.keyboard.press('Shift+Tab');
  await expect(tab('Canvas')).toBeFocused();
});

test('a search result chosen by keyboard opens its chat with the focus in the message box; by touch it leaves the focus alone', async ({ page }) => {
  await signInPage(page);
  await page.goto('/platform/chat');
  await say(page, IDEA[0]!);
  const tabs = page.getByRole('tablist', { name: 'Chat views' });
  await tabs.getByRole('tab', { name: 'Sessions' }).click();
  // Enter in the Sessions tab's box searches what was said for the words typed.
  const box = page.getByRole('tabpanel', { name: 'Sessions' }).getByRole('searchbox');
  await box.focus();
  await page.keyboard.type('physiotherapists');
  await page.keyboard.press('Enter');
  const dialog = page.getByRole('dialog', { name: 'Search your chats' });
  await expect(dialog.getByRole('searchbox')).toBeFocused();
  await expect(dialog.getByRole('searchbox')).toHaveValue('physiotherapists');
  const result = dialog.getByRole('list', { name: 'Search results' }).getByRole('button').filter({ hasText: 'In the conversation' });
  await expect(result).toHaveCount(1);

  await result.focus();
  await page.keyboard.press('Enter');
  await expect(dialog).toBeHidden();
  await expect(page.getByRole('tabpanel', { name: 'Chat' })).toBeVisible();
  await expect(page.getByRole('textbox', { name: 'Message' })).toBeFocused();

  // Chosen by touch, the message box is not focused: a phone's keyboard would cover the turn found.
  await tabs.getByRole('tab', { name: 'Sessions' }).click();
  await page.getByRole('button', { name: /^Search chats for “physiotherapists”/ }).tap();
  await result.tap();
  await expect(dialog).toBeHidden();
  await expect(page.getByRole('tabpanel', { name: 'Chat' })).toBeVisible();
  await expect(page.getByRole('textbox', { name: 'Message' })).not.toBeFocused();
});
