import { expect, it, vi } from 'vitest';
import { createUser, useTestApp } from '../test/app.ts';
import { newSession, sendMessage } from '../test/fakes/sse-client.ts';

// Each mock is the real module, and notes that something imported it.
const { loaded, noted } = vi.hoisted(() => {
  const loaded = new Set<string>();
  return { loaded, noted: (name: string) => (importOriginal: () => Promise<unknown>) => (loaded.add(name), importOriginal()) };
});
vi.mock('pdfkit', noted('pdfkit'));
vi.mock('ai', noted('ai'));
vi.mock('@ai-sdk/openai', noted('@ai-sdk/openai'));
vi.mock('@ai-sdk/openai-compatible', noted('@ai-sdk/openai-compatible'));
vi.mock('@ai-sdk/anthropic', noted('@ai-sdk/anthropic'));
vi.mock('@ai-sdk/deepseek', noted('@ai-sdk/deepseek'));
vi.mock('@ai-sdk/amazon-bedrock', noted('@ai-sdk/amazon-bedrock'));

const t = useTestApp();

it('starts and serves a chat turn with the offline coach without loading pdfkit or any AI SDK', async () => {
  // They were a quarter of an idle server's JavaScript heap (docs/decisions/2026-11-24-performance-server.md).
  const user = await createUser(t.app);
  const turn = await sendMessage(t.app, user.auth, await newSession(t.app, user.auth), 'I want to build a scheduling app for dental clinics.');
  expect(turn.res.statusCode).toBe(200);
  expect([...loaded]).toEqual([]);
});
