import type { Locator } from '@playwright/test';
import { spendTokens, waitForHistory } from './chat-helpers.ts';
import { expect, signInPage, snapshot, test } from './fixtures.ts';

const isMobile = () => test.info().project.name === 'mobile';

/** WCAG's contrast ratio of two computed colours (`rgb(…)`, opaque). */
function contrast(a: string, b: string) {
  const luminance = (rgb: string) => {
    const [r, g, b] = rgb.match(/[\d.]+/g)!.slice(0, 3).map((c) => {
      const s = Number(c) / 255;
      return s <= 0.03928 ? s / 12.92 : ((s + 0.055) / 1.055) ** 2.4;
    });
    return 0.2126 * r! + 0.7152 * g! + 0.0722 * b!;
  };
  const [hi, lo] = [luminance(a), luminance(b)].sort((x, y) => y - x);
  return (hi! + 0.05) / (lo! + 0.05);
}

/** The colours the founder sees in the message box: its background, its text and its placeholder. */
const looks = (box: Locator) =>
  box.evaluate((el) => ({
    background: getComputedStyle(el.closest('.message-input-box')!).backgroundColor,
    text: getComputedStyle(el).color,
    placeholder: getComputedStyle(el, '::placeholder').color,
  }));

test('with no tokens left the message box is greyed out, its text and placeholder still readable', async ({ page }) => {
  test.slow(); // 20 streamed turns through the API
  const user = await signInPage(page);
  await page.goto('/platform/chat');
  await waitForHistory(page);
  const box = page.getByRole('textbox', { name: 'Message' });
  await expect(box).toBeEnabled();
  const enabled = await looks(box);

  await spendTokens(page.request, user.token, 20);
  await page.reload();
  await expect(page.getByText('Remaining tokens: 0 | Tokens used: 20')).toBeVisible();
  await expect(box).toBeDisabled();
  const disabled = await looks(box);
  expect(disabled.background).not.toBe(enabled.background);
  expect(contrast(disabled.text, disabled.background)).toBeGreaterThanOrEqual(4.5);
  expect(contrast(disabled.placeholder, disabled.background)).toBeGreaterThanOrEqual(4.5);
  await snapshot(page, 'message-box-no-tokens');
});

test('the guide says where the Idea Canvas is in this layout', async ({ page }) => {
  await signInPage(page);
  await page.goto('/platform/chat');
  await page.getByRole('button', { name: 'Open AI Assistant Guide' }).click();
  const guide = page.getByRole('dialog', { name: 'AI Assistant Guide' });
  await expect(guide).toContainText(isMobile() ? 'the Idea Canvas in the Canvas tab is rebuilt' : 'the Idea Canvas beside the chat is rebuilt');
  await expect(guide).not.toContainText('on the right');
});
