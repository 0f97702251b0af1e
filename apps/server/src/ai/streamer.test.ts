import { describe, expect, it } from 'vitest';
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
});
