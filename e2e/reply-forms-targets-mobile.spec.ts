import { IDEA, say } from './chat-helpers.ts';
import { expect, signInPage, snapshot, test } from './fixtures.ts';

// The edit form's and the dislike picker's buttons and reasons are 44 px targets for a finger, as the
// tools under a message are (reply-tools-targets.spec.ts;
// docs/decisions/2026-12-06-reply-actions-canvas-tools-and-agent-rows-on-small-screens.md).

test("the edit form's and the dislike picker's buttons and reasons are 44 px targets on a phone", async ({ page }) => {
  test.setTimeout(90_000);
  await signInPage(page);
  await page.goto('/platform/chat');
  await say(page, IDEA[0]!);
  const heights = (selector: string) =>
    page.locator(selector).evaluateAll((targets) => targets.map((target) => `${target.textContent!.trim()}: ${Math.round(target.getBoundingClientRect().height)}`));

  await page.getByRole('button', { name: 'Edit', exact: true }).click();
  await expect(page.getByRole('button', { name: 'Save and send' })).toBeVisible();
  // Before: 26 px each.
  expect(await heights('.edit-message-actions button')).toEqual(['Cancel: 44', 'Save and send: 44']);
  await page.getByRole('button', { name: 'Cancel' }).click();

  await page.getByRole('button', { name: 'Dislike', exact: true }).click();
  await expect(page.getByRole('button', { name: 'Skip' })).toBeVisible();
  await snapshot(page, 'dislike-reasons-375');
  expect(await heights('.dislike-reasons-actions button')).toEqual(['Skip: 44', 'Send: 44']);
  const reasons = await heights('.dislike-reason');
  expect(reasons.length).toBeGreaterThan(1);
  for (const reason of reasons) expect(Number(reason.split(': ').at(-1)), reason).toBeGreaterThanOrEqual(44);
});
