import { describe, expect, it } from 'vitest';
import { streamFirstAnswering } from './fallback.ts';
import { ModelCallError } from './providers.ts';

type Agent = { name: string; answer: (signal: AbortSignal) => AsyncIterable<string> };

const words = (...chunks: string[]) =>
  async function* () {
    yield* chunks;
  };
const failing = (message: string) =>
  // eslint-disable-next-line require-yield
  async function* () {
    throw new Error(message);
  };
/** Stays silent until its signal aborts, then ends without a word (as the model stream does). */
const silent = (seen: { aborted: boolean }) =>
  async function* (signal: AbortSignal) {
    await new Promise<void>((resolve) => signal.addEventListener('abort', () => resolve(), { once: true }));
    seen.aborted = true;
    yield* [];
  };
/** Says one word, then stays silent until its signal aborts and ends (as the model stream does). */
const stalling = (seen: { aborted: boolean }) =>
  async function* (signal: AbortSignal) {
    yield 'Half';
    yield* silent(seen)(signal);
  };
/** Says one word, then nothing, and never ends: not even on its signal. */
const stuck = async function* () {
  yield 'Half';
  await new Promise(() => {});
};
/** Says each word after `ms`. */
const slow = (ms: number, ...chunks: string[]) =>
  async function* () {
    for (const chunk of chunks) {
      await new Promise((resolve) => setTimeout(resolve, ms));
      yield chunk;
    }
  };
/** Says one word, then fails. */
const halfway = async function* () {
  yield 'Half';
  throw new Error('dropped');
};

async function run(chain: Agent[], signal = new AbortController().signal) {
  const switches: string[] = [];
  const out: string[] = [];
  let error: unknown = null;
  try {
    for await (const chunk of streamFirstAnswering(chain, {
      open: (agent, s) => agent.answer(s),
      firstWordMs: () => 50,
      last: words('coach'),
      onSwitch: async (agent, reason) => void switches.push(`${agent.name}: ${reason instanceof Error ? reason.message : String(reason)}`),
      signal,
    })) {
      out.push(chunk);
    }
  } catch (err) {
    error = err;
  }
  return { out, switches, error };
}

describe('the fallback chain', () => {
  it('streams the first agent that answers and tells each agent that failed before it', async () => {
    const seen = { aborted: false };
    const result = await run([
      { name: 'a', answer: failing('500 boom') },
      { name: 'b', answer: silent(seen) },
      { name: 'c', answer: words() },
      { name: 'd', answer: words('Hello', ' there') },
      { name: 'e', answer: words('never asked') },
    ]);
    expect(result).toEqual({ out: ['Hello', ' there'], switches: ['a: 500 boom', 'b: no first word in time', 'c: answered nothing'], error: null });
    expect(seen.aborted).toBe(true);
  });

  it('ends with the coach when no agent answers, and the coach alone when the chain is empty', async () => {
    expect(await run([{ name: 'a', answer: failing('429 slow down') }])).toEqual({ out: ['coach'], switches: ['a: 429 slow down'], error: null });
    expect(await run([])).toEqual({ out: ['coach'], switches: [], error: null });
  });

  it('after the first word a failure is the caller\'s: no switch, the error passes through', async () => {
    const result = await run([
      { name: 'a', answer: halfway },
      { name: 'b', answer: words('never asked') },
    ]);
    expect(result.out).toEqual(['Half']);
    expect(result.switches).toEqual([]);
    expect((result.error as Error).message).toBe('dropped');
  });

  it('after the first word, a silence as long as the first-word timeout fails the stream and aborts the agent\'s call', async () => {
    const seen = { aborted: false };
    const result = await run([
      { name: 'a', answer: stalling(seen) },
      { name: 'b', answer: words('never asked') },
    ]);
    expect(result.out).toEqual(['Half']);
    expect(result.switches).toEqual([]);
    expect(result.error).toBeInstanceOf(ModelCallError);
    expect(seen.aborted).toBe(true);
  });

  it('a stream that stalls and misses its abort fails all the same', async () => {
    const result = await run([{ name: 'a', answer: stuck }]);
    expect(result.out).toEqual(['Half']);
    expect(result.error).toBeInstanceOf(ModelCallError);
  });

  it('a reply that takes longer than the first-word timeout in all, but never that long between chunks, streams whole', async () => {
    expect(await run([{ name: 'a', answer: slow(30, 'One', ' word', ' at', ' a', ' time') }])).toEqual({ out: ['One', ' word', ' at', ' a', ' time'], switches: [], error: null });
  });

  it('a stop while waiting for the first word ends quietly: no switch, no coach', async () => {
    const stop = new AbortController();
    const seen = { aborted: false };
    setTimeout(() => stop.abort(), 10);
    const result = await run(
      [
        { name: 'a', answer: silent(seen) },
        { name: 'b', answer: words('never asked') },
      ],
      stop.signal,
    );
    expect(result).toEqual({ out: [], switches: [], error: null });
    expect(seen.aborted).toBe(true);
  });
});
