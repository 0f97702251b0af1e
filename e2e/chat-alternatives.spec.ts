import { IDEA, say, waitForHistory } from './chat-helpers.ts';
import { expect, expectNoSeriousA11yViolations, signInPage, test } from './fixtures.ts';

test('Regenerate pages the replies 1/2 and 2/2 with a like each; Edit replaces the last message', async ({ page, isMobile }) => {
  test.setTimeout(120_000);
  await signInPage(page);
  await page.goto('/platform/chat');
  await say(page, IDEA[0]!);
  const replies = page.locator('.message--ai .bubble--ai');
  const firstReply = (await replies.last().textContent()) ?? '';

  await page.getByRole('button', { name: 'Regenerate' }).click();
  const pager = page.getByRole('group', { name: 'Replies to this message' });
  await expect(pager).toContainText('2/2', { timeout: 30_000 });
  // A finger's targets on a phone (44 × 44 px, they were 28 × 26), the drawn 28 × 26 on a desktop;
  // the pager takes no more of its row's height either way.
  for (const name of ['Previous reply', 'Next reply']) {
    const box = (await pager.getByRole('button', { name }).boundingBox())!;
    const size = { width: Math.round(box.width), height: Math.round(box.height) };
    if (isMobile) expect(size.width >= 44 && size.height >= 44, `${name}: ${JSON.stringify(size)}`).toBe(true);
    else expect(size, name).toEqual({ width: 28, height: 26 });
  }
  expect((await pager.boundingBox())!.height).toBeLessThan(44);
  await expect(page.getByText('Remaining tokens: 18 | Tokens used: 2')).toBeVisible();
  await expect(page.getByRole('status').filter({ hasText: 'Updating your idea canvas' })).toHaveCount(0, { timeout: 30_000 });
  await page.getByRole('button', { name: 'Like', exact: true }).click();
  await expect(page.getByRole('button', { name: 'Like', exact: true })).toHaveAttribute('aria-pressed', 'true');

  await pager.getByRole('button', { name: 'Previous reply' }).click();
  await expect(pager).toContainText('1/2');
  await expect(replies.last()).toHaveText(firstReply);
  await expect(page.getByRole('button', { name: 'Like', exact: true })).toHaveAttribute('aria-pressed', 'false');
  await expect(page.getByRole('button', { name: 'Regenerate' })).toHaveCount(0);
  await page.screenshot({ path: `/tmp/chat-alternatives-${isMobile ? 'mobile' : 'desktop'}.png` });
  await expectNoSeriousA11yViolations(page);
  await pager.getByRole('button', { name: 'Next reply' }).click();
  await expect(pager).toContainText('2/2');
  await expect(page.getByRole('button', { name: 'Like', exact: true })).toHaveAttribute('aria-pressed', 'true');

  // Edit the last message: the new text replaces it, and the reply answers it.
  await page.getByRole('button', { name: 'Edit', exact: true }).click();
  const edited = 'I want to build a meal planner for busy parents who never know what to cook.';
  await page.getByRole('textbox', { name: 'Edit message' }).fill(edited);
  await page.getByRole('button', { name: 'Save and send' }).click();
  await expect(pager).toContainText('3/3', { timeout: 30_000 });
  await expect(page.getByText(edited)).toBeVisible();
  await expect(page.getByText(IDEA[0]!)).toHaveCount(0);
  await expect(page.getByText('Remaining tokens: 17 | Tokens used: 3')).toBeVisible();
  await page.screenshot({ path: `/tmp/chat-edit-${isMobile ? 'mobile' : 'desktop'}.png` });
  if (isMobile) await page.getByRole('tablist', { name: 'Chat views' }).getByRole('tab', { name: /Canvas/ }).click();
  await expect(page.getByRole('region', { name: 'Canvas content' })).toContainText(/meal planner/i, { timeout: 30_000 });

  // After a reload the alternatives are still there.
  await page.reload();
  await waitForHistory(page);
  if (isMobile) await page.getByRole('tablist', { name: 'Chat views' }).getByRole('tab', { name: 'Chat' }).click();
  await expect(page.getByRole('group', { name: 'Replies to this message' })).toContainText('3/3');
});
