import type { Page } from '@playwright/test';
import { IDEA, say, spendTokens } from './chat-helpers.ts';
import { expect, expectNoSeriousA11yViolations, signInPage, snapshot, test } from './fixtures.ts';

const TITLE = 'First Prompt — Landing Page Vibe Coding';
const mobile = () => test.info().project.name === 'mobile';

/** Opens the modal from the canvas panel of the current layout. */
async function openVibeCoding(page: Page) {
  if (mobile()) {
    await page.getByRole('tab', { name: /Canvas/ }).click();
    await page.getByRole('tabpanel', { name: /Canvas/ }).getByRole('button', { name: 'Vibe Coding' }).click();
  } else {
    await page.getByRole('complementary', { name: 'Idea Canvas' }).getByRole('button', { name: 'Vibe Code' }).click();
  }
  const dialog = page.getByRole('dialog', { name: TITLE });
  await expect(dialog).toBeVisible();
  return dialog;
}

/** A chat turn on the first idea, then the modal opened, its subtitle typed and Auto-fill run to "Ready". */
async function autoFilled(page: Page) {
  await page.goto('/platform/chat');
  await say(page, IDEA[0]!);
  const dialog = await openVibeCoding(page);
  await dialog.getByRole('textbox', { name: 'Subtitle (one-liner)' }).fill('Fewer no-shows for physiotherapists');
  await dialog.getByRole('button', { name: 'Auto-fill & Suggest' }).click();
  await expect(dialog.getByText('Status: Ready')).toBeVisible();
  return dialog;
}

test('from the canvas to a streamed first prompt, copied, and found again on reopening', async ({ page, context }) => {
  // One long journey: a chat turn, two charged runs, a reopen.
  test.slow();
  await context.grantPermissions(['clipboard-read', 'clipboard-write']);
  await signInPage(page);
  await page.goto('/platform/chat');
  await say(page, IDEA[0]!);
  if (!mobile()) await expect(page.getByRole('complementary', { name: 'Idea Canvas' }).getByRole('button', { name: 'Vibe Code' })).toBeEnabled();

  const dialog = await openVibeCoding(page);
  const canvasTitle = 'Booking app for independent physiotherapists';
  await expect(dialog.getByRole('textbox', { name: 'Product name' })).toHaveValue(canvasTitle);
  await expect(dialog.getByText('Tokens: 19')).toBeVisible();
  await expect(dialog.getByText('Status: Not started')).toBeVisible();
  await expect(dialog.getByText('Needs more inputs (optional)')).toBeVisible();
  const autofill = dialog.getByRole('button', { name: 'Auto-fill & Suggest' });
  await expect(autofill).toBeDisabled();
  await expect(dialog.getByRole('button', { name: 'Generate First Prompt' })).toBeDisabled();
  await expect(dialog.getByText('Your first prompt will appear here once you generate it.')).toBeVisible();
  await expectNoSeriousA11yViolations(page);
  await snapshot(page, 'vibe-open');

  await dialog.getByRole('textbox', { name: 'Subtitle (one-liner)' }).fill('Fewer no-shows for physiotherapists');
  await expect(dialog.getByText('35/120')).toBeVisible();
  await autofill.click();
  await expect(dialog.getByText('Status: Ready')).toBeVisible();
  await expect(dialog.getByText('Ready to generate')).toBeVisible();
  await expect(dialog.getByText('Tokens: 18')).toBeVisible();
  // Prefill filled the empty motto and kept the founder's subtitle.
  await expect(dialog.getByRole('textbox', { name: 'Motto (3 to 7 words)' })).not.toHaveValue('');
  await expect(dialog.getByRole('textbox', { name: 'Subtitle (one-liner)' })).toHaveValue('Fewer no-shows for physiotherapists');
  await dialog.getByText('Audience', { exact: true }).click();
  await expect(dialog.getByText('Independent physiotherapists', { exact: true })).toBeVisible();
  await dialog.getByText('SEO', { exact: true }).click();
  await expect(dialog.getByRole('textbox', { name: 'SEO title' })).toHaveValue(new RegExp(canvasTitle));

  await dialog.getByRole('checkbox', { name: 'testimonials' }).check();
  await dialog.getByRole('button', { name: 'Generate First Prompt' }).click();
  const output = dialog.getByRole('region', { name: 'Generated prompt' });
  await expect(output.getByRole('heading', { name: `First prompt — ${canvasTitle} landing page` })).toBeVisible();
  await expect(output.getByRole('heading', { name: '4. Testimonials' })).toBeVisible();
  await expect(output.getByTestId('typing-cursor')).toHaveCount(0);
  await expect(dialog.getByText('Tokens: 17')).toBeVisible();
  await dialog.getByRole('button', { name: 'Copy prompt' }).click();
  await expect(page.getByText('Copied to clipboard!')).toBeVisible();
  await expect(dialog.getByRole('button', { name: 'Copied' })).toBeVisible();
  expect(await page.evaluate(() => navigator.clipboard.readText())).toMatch(/^# First prompt — Booking app/);
  await expectNoSeriousA11yViolations(page);
  await snapshot(page, 'vibe-generated');

  await dialog.getByRole('button', { name: 'Save' }).click();
  await expect(dialog.getByRole('button', { name: 'Saved' })).toBeVisible();
  await dialog.getByRole('button', { name: 'Close' }).click();
  await expect(dialog).toBeHidden();

  const again = await openVibeCoding(page);
  await expect(again.getByText('Found a previous generation')).toBeVisible();
  // Written as the app writes times elsewhere: "Dec 5, 13:11".
  await expect(again.getByRole('status').filter({ hasText: 'Found a previous generation' }).locator('time')).toHaveText(/^[A-Z][a-z]{2} \d{1,2}, \d{2}:\d{2}$/);
  await expect(again.getByRole('region', { name: 'Generated prompt' }).getByRole('heading', { name: '4. Testimonials' })).toBeVisible();
  await expect(again.getByRole('textbox', { name: 'Subtitle (one-liner)' })).toHaveValue('Fewer no-shows for physiotherapists');
  await snapshot(page, 'vibe-reopened');
  await again.getByRole('button', { name: 'Clear' }).click();
  await page.getByRole('dialog', { name: 'Clear the brief?' }).getByRole('button', { name: 'Clear' }).click();
  await expect(again.getByText('Your first prompt will appear here once you generate it.')).toBeVisible();
  await again.getByRole('button', { name: 'Use last output' }).click();
  await expect(again.getByRole('region', { name: 'Generated prompt' }).getByRole('heading', { name: '4. Testimonials' })).toBeVisible();
  await again.getByRole('button', { name: 'Dismiss' }).click();
  await expect(again.getByText('Found a previous generation')).toBeHidden();
  await page.keyboard.press('Escape');
  await expect(again).toBeHidden();
});

test('what Auto-fill gave is kept: closed and reopened, or after a reload, the brief, the suggestions and the status are there and Generate is on', async ({ page }) => {
  test.slow();
  await signInPage(page);
  const dialog = await autoFilled(page);
  const motto = dialog.getByRole('textbox', { name: 'Motto (3 to 7 words)' });
  await expect(motto).not.toHaveValue('');
  const suggested = await motto.inputValue();
  const generate = dialog.getByRole('button', { name: 'Generate First Prompt' });
  await expect(generate).toBeEnabled();
  // Nothing saved by hand: closing is all the founder does.
  await dialog.getByRole('button', { name: 'Close' }).click();
  await expect(dialog).toBeHidden();

  const again = await openVibeCoding(page);
  await expect(again.getByText('Status: Ready')).toBeVisible();
  await expect(again.getByText('Ready to generate')).toBeVisible();
  // The readiness list names the fields as the form does.
  await expect(again.getByRole('listitem').filter({ hasText: 'Offer & CTAs › Primary CTA' })).toBeVisible();
  await expect(again.getByText('offer.primary_cta')).toHaveCount(0);
  await expect(again.getByRole('textbox', { name: 'Motto (3 to 7 words)' })).toHaveValue(suggested);
  await expect(again.getByRole('button', { name: `Use motto: ${suggested}` })).toBeVisible();
  await expect(again.getByRole('button', { name: 'Generate First Prompt' })).toBeEnabled();
  await again.getByRole('button', { name: 'Close' }).click();
  await expect(again).toBeHidden();

  // A new page knows what the server kept: the brief, its suggestions and its readiness.
  await page.reload();
  const reloaded = await openVibeCoding(page);
  await expect(reloaded.getByText('Status: Ready')).toBeVisible();
  await expect(reloaded.getByRole('listitem').filter({ hasText: 'Offer & CTAs › Primary CTA' })).toBeVisible();
  await expect(reloaded.getByRole('textbox', { name: 'Subtitle (one-liner)' })).toHaveValue('Fewer no-shows for physiotherapists');
  await expect(reloaded.getByRole('button', { name: `Use motto: ${suggested}` })).toBeVisible();
  await expect(reloaded.getByRole('button', { name: 'Generate First Prompt' })).toBeEnabled();
});

test('with no tokens left the modal offers to buy more and runs nothing', async ({ page }) => {
  // Spends 19 tokens through the API first.
  test.slow();
  const user = await signInPage(page);
  await spendTokens(page.request, user.token, 19);
  await page.goto('/platform/chat');
  // The app opens the session those tokens were spent in.
  await expect(page.getByRole('button', { name: 'Like', exact: true })).toHaveCount(19);
  await say(page, IDEA[0]!);
  const dialog = await openVibeCoding(page);
  await expect(dialog.getByText('No tokens', { exact: true })).toBeVisible();
  await dialog.getByRole('textbox', { name: 'Subtitle (one-liner)' }).fill('Fewer no-shows');
  await expect(dialog.getByRole('button', { name: 'Auto-fill & Suggest' })).toBeDisabled();
  await expect(dialog.getByRole('button', { name: 'Generate First Prompt' })).toBeDisabled();
  const buy = dialog.getByRole('link', { name: 'Buy tokens' });
  await expect(buy).toHaveAttribute('href', '/pricing');
  await expectNoSeriousA11yViolations(page);
  await snapshot(page, 'vibe-no-tokens');
});

test('Clear is a fresh start that stays fresh: closed and reopened, or after a reload, the modal is "Not started" until a new Auto-fill', async ({ page }) => {
  // A chat turn, an Auto-fill, a generation, a reload and a second Auto-fill.
  test.slow();
  await signInPage(page);
  const canvasTitle = 'Booking app for independent physiotherapists';
  const dialog = await autoFilled(page);
  await dialog.getByRole('button', { name: 'Generate First Prompt' }).click();
  await expect(dialog.getByRole('region', { name: 'Generated prompt' }).getByRole('heading', { name: `First prompt — ${canvasTitle} landing page` })).toBeVisible();
  await expect(dialog.getByRole('button', { name: 'Generate First Prompt' })).toHaveText('Generate First Prompt');

  await dialog.getByRole('button', { name: 'Clear' }).click();
  await page.getByRole('dialog', { name: 'Clear the brief?' }).getByRole('button', { name: 'Clear' }).click();
  /** What Clear leaves, and what the modal must show again however it is reopened. */
  async function expectCleared(modal: typeof dialog) {
    // The last prompt stays offered: its banner shows the modal has loaded what the server kept.
    await expect(modal.getByText('Found a previous generation')).toBeVisible();
    await expect(modal.getByText('Status: Not started')).toBeVisible();
    await expect(modal.getByText('Needs more inputs (optional)')).toBeVisible();
    await expect(modal.getByRole('textbox', { name: 'Product name' })).toHaveValue(canvasTitle);
    await expect(modal.getByRole('textbox', { name: 'Subtitle (one-liner)' })).toHaveValue('');
    await expect(modal.getByRole('textbox', { name: 'Motto (3 to 7 words)' })).toHaveValue('');
    await expect(modal.getByText('Your first prompt will appear here once you generate it.')).toBeVisible();
    await expect(modal.getByRole('button', { name: 'Generate First Prompt' })).toBeDisabled();
  }
  await expectCleared(dialog);
  await dialog.getByRole('button', { name: 'Close' }).click();
  await expect(dialog).toBeHidden();

  const reopened = await openVibeCoding(page);
  await expectCleared(reopened);
  await reopened.getByRole('button', { name: 'Close' }).click();
  await expect(reopened).toBeHidden();

  await page.reload();
  const reloaded = await openVibeCoding(page);
  await expectCleared(reloaded);
  // Generate comes back with a new Auto-fill, as on a first opening.
  await reloaded.getByRole('textbox', { name: 'Subtitle (one-liner)' }).fill('Fewer no-shows for physiotherapists');
  await reloaded.getByRole('button', { name: 'Auto-fill & Suggest' }).click();
  await expect(reloaded.getByText('Status: Ready')).toBeVisible();
  await expect(reloaded.getByRole('button', { name: 'Generate First Prompt' })).toBeEnabled();
});

test('Clear asks first when it would lose the brief, the prepare and the prompt: Cancel and Escape keep all of it and the focus on Clear; confirmed, it clears', async ({ page }) => {
  // A chat turn, an Auto-fill and a generation before the question.
  test.slow();
  await signInPage(page);
  const clears: string[] = [];
  page.on('request', (request) => request.url().includes('/api/vibe/clear') && clears.push(request.method()));
  const dialog = await autoFilled(page);
  await dialog.getByRole('button', { name: 'Generate First Prompt' }).click();
  const output = dialog.getByRole('region', { name: 'Generated prompt' });
  await expect(output.getByRole('heading', { name: /^First prompt — / })).toBeVisible();
  await expect(output.getByTestId('typing-cursor')).toHaveCount(0);
  const prompt = (await output.textContent()) ?? '';
  const motto = await dialog.getByRole('textbox', { name: 'Motto (3 to 7 words)' }).inputValue();
  expect(motto).not.toBe('');

  const clear = dialog.getByRole('button', { name: 'Clear' });
  const question = page.getByRole('dialog', { name: 'Clear the brief?' });
  /** The modal exactly as it was before Clear was pressed, with the focus back on Clear. */
  async function expectKept() {
    await expect(question).toBeHidden();
    await expect(dialog).toBeVisible();
    await expect(clear).toBeFocused();
    await expect(dialog.getByText('Status: Ready')).toBeVisible();
    await expect(dialog.getByRole('textbox', { name: 'Subtitle (one-liner)' })).toHaveValue('Fewer no-shows for physiotherapists');
    await expect(dialog.getByRole('textbox', { name: 'Motto (3 to 7 words)' })).toHaveValue(motto);
    await expect(output).toHaveText(prompt);
    await expect(dialog.getByRole('button', { name: 'Generate First Prompt' })).toBeEnabled();
  }

  // By keyboard: Enter opens the question, the focus stays in it, Escape answers no.
  await clear.focus();
  await page.keyboard.press('Enter');
  await expect(question).toBeVisible();
  await expect(question.getByText('Are you sure you want to clear the brief? This will delete the saved brief and its preparation and empty the output.', { exact: false })).toBeVisible();
  await expectNoSeriousA11yViolations(page);
  await snapshot(page, 'vibe-clear-question');
  for (let i = 0; i < 4; i++) {
    await page.keyboard.press('Tab');
    await expect(question.locator(':focus')).toHaveCount(1);
  }
  await page.keyboard.press('Shift+Tab');
  await expect(question.locator(':focus')).toHaveCount(1);
  await page.keyboard.press('Escape');
  await expectKept();

  await clear.click();
  await question.getByRole('button', { name: 'Cancel' }).click();
  await expectKept();
  expect(clears).toEqual([]);

  // The server forgot nothing either: reopened, the modal is as it was.
  await dialog.getByRole('button', { name: 'Close' }).click();
  await expect(dialog).toBeHidden();
  const reopened = await openVibeCoding(page);
  await expect(reopened.getByText('Status: Ready')).toBeVisible();
  await expect(reopened.getByRole('textbox', { name: 'Motto (3 to 7 words)' })).toHaveValue(motto);
  await expect(output).toHaveText(prompt);

  await clear.click();
  await question.getByRole('button', { name: 'Clear' }).click();
  await expect(question).toBeHidden();
  await expect(clear).toBeFocused();
  await expect(reopened.getByText('Status: Not started')).toBeVisible();
  await expect(reopened.getByRole('textbox', { name: 'Subtitle (one-liner)' })).toHaveValue('');
  await expect(reopened.getByRole('textbox', { name: 'Motto (3 to 7 words)' })).toHaveValue('');
  await expect(reopened.getByText('Your first prompt will appear here once you generate it.')).toBeVisible();
  await expect(reopened.getByText('Found a previous generation')).toBeVisible();
  await expect.poll(() => clears).toEqual(['POST']);
});

test('Clear with nothing to lose clears at once; the expected "nothing yet" answers of the opening log nothing of the app’s own', async ({ page }) => {
  await signInPage(page);
  const logged: string[] = [];
  page.on('console', (message) => (message.type() === 'error' || message.type() === 'warning') && logged.push(message.text()));
  await page.goto('/platform/chat');
  await say(page, IDEA[0]!);
  // Nothing saved and nothing generated yet: both loads answer 404.
  const loads = ['/api/vibe/prerequisites/last', '/api/vibe/prompt/last'].map((path) => page.waitForResponse((r) => r.url().includes(path)));
  const dialog = await openVibeCoding(page);
  expect((await Promise.all(loads)).map((r) => r.status())).toEqual([404, 404]);

  const cleared = page.waitForRequest((r) => r.url().includes('/api/vibe/clear'));
  await dialog.getByRole('button', { name: 'Clear' }).click();
  await cleared;
  await expect(page.getByRole('dialog', { name: 'Clear the brief?' })).toHaveCount(0);
  await expect(dialog.getByText('Status: Not started')).toBeVisible();
  // The browser reports each 404 itself ("Failed to load resource"); the app adds nothing.
  expect(logged.filter((text) => !text.startsWith('Failed to load resource'))).toEqual([]);
});
