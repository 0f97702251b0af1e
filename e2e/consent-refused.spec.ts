import { IDEA, waitForHistory } from './chat-helpers.ts';
import { expect, signInPage, snapshot, test } from './fixtures.ts';

// The server refuses the AI work to a user without consent (docs/decisions/2026-12-05-policy-consent-checked-by-the-server.md).
test('a chat open while consent is withdrawn in another tab: the message is refused, the consent dialog opens, and once accepted the kept draft sends', async ({ page }) => {
  const user = await signInPage(page);
  await page.goto('/platform/chat');
  await waitForHistory(page);
  const box = page.getByRole('textbox', { name: 'Message' });
  await expect(box).toBeVisible();

  // Another tab withdraws consent: this one has not heard of it.
  const revoked = await page.request.delete('/api/users/me/consent', { headers: { authorization: `Bearer ${user.token}` } });
  expect(revoked.status()).toBe(200);

  await box.fill(IDEA[0]!);
  await box.press('Enter');
  const consent = page.getByRole('dialog', { name: 'Welcome to IdeaPilot' }).filter({ has: page.getByRole('checkbox') });
  await expect(consent).toBeVisible();
  // The dialog says why; the chat adds no failure of its own under it, and keeps the draft.
  await expect(page.getByText('Failed to send message. Please try again.')).toHaveCount(0);
  await expect(page.getByRole('button', { name: 'Like', exact: true })).toHaveCount(0);
  await expect(box).toHaveValue(IDEA[0]!);
  await snapshot(page, 'consent-refused');

  await consent.getByRole('checkbox').check();
  await consent.getByRole('button', { name: 'Accept and Continue' }).click();
  await expect(consent).toBeHidden();
  await expect(page.getByRole('button', { name: 'Send message' })).toBeEnabled();
  await box.press('Enter');
  await expect(page.getByRole('button', { name: 'Like', exact: true })).toHaveCount(1);
  await expect(box).toHaveValue('');
  const tokens = await page.request.get('/api/users/me/tokens', { headers: { authorization: `Bearer ${user.token}` } });
  expect((await tokens.json()).tokens_used).toBe(1);
});
