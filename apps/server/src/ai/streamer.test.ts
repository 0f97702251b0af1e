import { describe, expect, it } from 'vitest';
import { configWith, loadConfig } from '../config.ts';
import { streamText, wordChunks } from './streamer.ts';

const collect = async (source: AsyncGenerator<string>) => {
  const out: string[] = [];
  for await (const chunk of source) out.push(chunk);
  return out;
};

describe('the text streamer', () => {
  it('streams one word per chunk, keeping every space and line break', async () => {
    const text = '# Title\n\n- Busy parents,  weeknight stress.\n';
    expect(wordChunks(text)).toEqual(['# ', 'Title\n\n', '- ', 'Busy ', 'parents,  ', 'weeknight ', 'stress.\n']);
    expect((await collect(streamText(text, 1, new AbortController().signal))).join('')).toBe(text);
  });

  it('stops when the client goes away', async () => {
    const controller = new AbortController();
    const seen: string[] = [];
    for await (const chunk of streamText('one two three four five', 1, controller.signal)) {
      seen.push(chunk);
      if (seen.length === 2) controller.abort();
    }
    expect(seen).toEqual(['one ', 'two ']);
  });

  it('paces replies like a model by default (25 to 40 words a second) and not at all in tests', () => {
    const wordsPerSecond = 1000 / loadConfig({}).COACH_DELAY_MS;
    expect(wordsPerSecond).toBeGreaterThanOrEqual(25);
    expect(wordsPerSecond).toBeLessThanOrEqual(40);
    expect(loadConfig({ COACH_DELAY_MS: '50' }).COACH_DELAY_MS).toBe(50);
    expect(configWith().COACH_DELAY_MS).toBe(0);
  });

  it('waits the configured delay before each word, so a reply takes a reader’s time to arrive', async () => {
    const words = 'So you want to build a meal planning app for busy parents.';
    const started = performance.now();
    const chunks = await collect(streamText(words, 20, new AbortController().signal));
    // Timers never fire early, so this lower bound holds on any machine, however busy.
    expect(performance.now() - started).toBeGreaterThanOrEqual(chunks.length * 20 - 5);
    expect(chunks).toHaveLength(12);
  });
});
