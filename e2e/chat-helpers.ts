import { expect, type APIRequestContext, type Locator, type Page } from '@playwright/test';
import { signInPage } from './fixtures.ts';
import { transitionsEnded } from './layout-helpers.ts';

export const IDEA = [
  'I want to build a booking app for independent physiotherapists that solves no-shows. Currently they lose about 15% of their appointments. My background is 8 years running a clinic.',
  'It saves the front desk about five hours a week and patients get reminders they can answer with one tap.',
  'Clinics pay 29 euros a month per therapist, billed monthly.',
];

/** Waits until the chat shows its session's history (it counts as loaded only once its status is gone). */
export async function waitForHistory(page: Page) {
  const conversation = page.getByRole('region', { name: 'Conversation' });
  await expect(conversation).toBeVisible();
  await expect(conversation.getByRole('status').filter({ hasText: 'Loading chat history' })).toHaveCount(0);
}

// The first message a server reads also loads the coach's English and word models, which on a
// busy two-core machine has taken more than the default 10 s before the reply's first words.
export const FIRST_WORDS = { timeout: 30_000 };

/**
 * Signs in, sends the first idea message and returns the reply while it streams; on the slow
 * coach's server (SLOW_COACH_PORT) it streams for seconds.
 */
export async function startSlowReply(page: Page) {
  await signInPage(page);
  await page.goto('/platform/chat');
  await waitForHistory(page);
  const box = page.getByRole('textbox', { name: 'Message' });
  await box.fill(IDEA[0]!);
  await box.press('Enter');
  return page.locator('.message--streaming .bubble--ai');
}

/** Types a message and sends it with Enter, then waits until the reply and the canvas are done. */
export async function say(page: Page, text: string) {
  // Counting replies before the history is on screen would miss the earlier turns.
  await waitForHistory(page);
  const likes = await page.getByRole('button', { name: 'Like', exact: true }).count();
  const box = page.getByRole('textbox', { name: 'Message' });
  await box.fill(text);
  // As a person would: Enter sends only once the send button is on (a canvas still being written
  // from an earlier turn, which the page re-attached to on load, holds it).
  await expect(page.getByRole('button', { name: 'Send message' })).toBeEnabled();
  await box.press('Enter');
  await expect(page.getByRole('button', { name: 'Like', exact: true })).toHaveCount(likes + 1);
  await expect(box).toHaveValue('');
  await expect(page.getByRole('status').filter({ hasText: 'Updating your idea canvas' })).toHaveCount(0);
}

/** The chat after one answered turn, with the Vibe Coding modal opened from its canvas. */
export async function openVibeAfterOneTurn(page: Page) {
  await page.goto('/platform/chat');
  await say(page, IDEA[0]!);
  await page.getByRole('complementary', { name: 'Idea Canvas' }).getByRole('button', { name: 'Vibe Code' }).click();
  return page.getByRole('dialog', { name: 'First Prompt — Landing Page Vibe Coding' });
}

/** Presses Enter on the Vibe modal's Auto-fill & Suggest and waits for the brief; returns the button. */
export async function autofillByKeyboard(page: Page, dialog: Locator) {
  const autofill = dialog.getByRole('button', { name: 'Auto-fill & Suggest' });
  await autofill.focus();
  await page.keyboard.press('Enter');
  await expect(dialog.getByText('Status: Ready')).toBeVisible();
  return autofill;
}

/** Presses Enter on the Vibe modal's Generate First Prompt and waits for the whole prompt; returns the button. */
export async function generateByKeyboard(page: Page, dialog: Locator) {
  const generate = dialog.getByRole('button', { name: 'Generate First Prompt' });
  await generate.focus();
  await page.keyboard.press('Enter');
  const output = dialog.getByRole('region', { name: 'Generated prompt' });
  await expect(output.getByRole('heading', { name: /^First prompt — / })).toBeVisible();
  await expect(output.getByTestId('typing-cursor')).toHaveCount(0);
  return generate;
}

/** On a phone: the chat after one answered turn, switched to its Sessions tab. */
export async function openPhoneSessions(page: Page) {
  await page.goto('/platform/chat');
  await say(page, IDEA[0]!);
  const tabs = page.getByRole('tablist', { name: 'Chat views' });
  await tabs.getByRole('tab', { name: 'Sessions' }).click();
  const panel = page.getByRole('tabpanel', { name: 'Sessions' });
  return { tabs, panel, rows: panel.getByRole('listitem') };
}

/** Spends tokens through the API the way the app does, reading each reply stream to its end. */
export async function spendTokens(request: APIRequestContext, token: string, count: number) {
  const headers = { authorization: `Bearer ${token}` };
  const created = await request.post('/api/chat/session', { headers });
  const { session_id } = (await created.json()) as { session_id: string };
  for (let i = 0; i < count; i++) {
    const res = await request.post('/api/chat/message', { headers, data: { session_id, message: `${IDEA[0]} Attempt ${i + 1}.` } });
    expect(res.status()).toBe(200);
    expect(await res.text()).toContain('"complete"');
  }
  return session_id;
}

/** Records, while the page runs, every stage label shown and how many canvas blocks a streaming canvas showed. */
export async function watchStreams(page: Page) {
  await page.evaluate(() => {
    const seen = { stages: [] as string[], canvasBlocks: [] as number[], cursor: false };
    (window as unknown as { __seen: typeof seen }).__seen = seen;
    setInterval(() => {
      document.querySelectorAll('[role="status"]').forEach((el) => {
        const text = el.textContent?.trim() ?? '';
        if (!seen.stages.includes(text)) seen.stages.push(text);
      });
      if (document.querySelector('[data-testid="typing-cursor"]')) seen.cursor = true;
      const canvas = document.querySelector('[aria-label="Canvas content"] .markdown[aria-busy="true"]');
      if (canvas) {
        const n = canvas.querySelectorAll('h3').length;
        if (seen.canvasBlocks.at(-1) !== n) seen.canvasBlocks.push(n);
      }
    }, 4);
  });
  return async () => page.evaluate(() => (window as unknown as { __seen: { stages: string[]; canvasBlocks: number[]; cursor: boolean } }).__seen);
}

/** Drags a session row sideways with the pointer, as a finger would. */
export async function swipe(page: Page, row: Locator, dx: number) {
  const box = (await row.boundingBox())!;
  const y = box.y + box.height / 2;
  const x = box.x + box.width - 40;
  await page.mouse.move(x, y);
  await page.mouse.down();
  await page.mouse.move(x + dx / 2, y, { steps: 5 });
  await page.mouse.move(x + dx, y, { steps: 5 });
  await page.mouse.up();
}

export async function drag(page: Page, name: string, dx: number, dy = 0) {
  const handle = page.getByRole('separator', { name });
  // A panel that has just expanded is still animating its width: grab the handle where it stays.
  await transitionsEnded(page);
  const box = (await handle.boundingBox())!;
  const x = box.x + box.width / 2;
  const y = box.y + box.height / 2;
  await page.mouse.move(x, y);
  await page.mouse.down();
  await page.mouse.move(x + dx / 2, y + dy / 2, { steps: 4 });
  await page.mouse.move(x + dx, y + dy, { steps: 4 });
  await page.mouse.up();
}

/**
 * Makes the page receive chat streams one event every `ms`, as from a distant model, so a test can
 * watch intermediate states that the fast offline coach would otherwise finish within a frame.
 */
export async function slowStreams(page: Page, ms = 4) {
  await page.addInitScript((ms) => {
    const original = window.fetch.bind(window);
    window.fetch = async (input, init) => {
      const res = await original(input, init);
      const url = typeof input === 'string' ? input : input instanceof URL ? input.href : input.url;
      if (!/\/api\/chat\/(message|results)$/.test(url) || !res.ok || !res.body) return res;
      const reader = res.body.pipeThrough(new TextDecoderStream()).getReader();
      const encoder = new TextEncoder();
      let buffer = '';
      const body = new ReadableStream<Uint8Array>({
        async pull(controller) {
          for (;;) {
            const cut = buffer.indexOf('\n\n');
            if (cut >= 0) {
              await new Promise((r) => setTimeout(r, ms));
              controller.enqueue(encoder.encode(buffer.slice(0, cut + 2)));
              buffer = buffer.slice(cut + 2);
              return;
            }
            const { value, done } = await reader.read();
            if (done) {
              if (buffer) controller.enqueue(encoder.encode(buffer));
              controller.close();
              return;
            }
            buffer += value;
          }
        },
      });
      return new Response(body, { status: res.status, headers: res.headers });
    };
  }, ms);
}
