import { ModelCallError } from './providers.ts';

/**
 * Streams the answer of the first agent in `chain` that gives a first word. An agent that throws,
 * ends without a word, or stays silent past its first-word timeout hands over to the next (reported
 * through `onSwitch`); `last` (the offline coach) answers when none does. Once a word has been
 * streamed, a failure is the caller's: what the founder has seen cannot be taken back. A silence
 * as long as the first-word timeout between two chunks is such a failure (a ModelCallError): a
 * model may think before its first word, not stall mid-reply. `onServe` learns who answered
 * (null: `last`) before its first word is yielded.
 */
export async function* streamFirstAnswering<A>(
  chain: readonly A[],
  options: {
    open: (agent: A, signal: AbortSignal) => AsyncIterable<string>;
    firstWordMs: (agent: A) => number;
    last: () => AsyncIterable<string>;
    onSwitch: (agent: A, reason: unknown) => Promise<void>;
    onServe?: (agent: A | null) => void;
    signal: AbortSignal;
  },
): AsyncGenerator<string> {
  const { signal } = options;
  for (const agent of chain) {
    const silence = new AbortController();
    const waitMs = options.firstWordMs(agent);
    // The reason is a failed call: the provider's stream ends with it (and the metrics count it).
    const fallSilent = (message: string) => () => silence.abort(new ModelCallError(new Error(message)));
    let timer = setTimeout(fallSilent('no first word in time'), waitMs);
    const stream = options.open(agent, AbortSignal.any([signal, silence.signal]))[Symbol.asyncIterator]();
    let first: IteratorResult<string>;
    try {
      first = await stream.next();
    } catch (err) {
      if (signal.aborted) return;
      await options.onSwitch(agent, err);
      continue;
    } finally {
      clearTimeout(timer);
    }
    if (signal.aborted) return;
    if (first.done || silence.signal.aborted) {
      await stream.return?.();
      await options.onSwitch(agent, silence.signal.aborted ? silence.signal.reason : new Error('answered nothing'));
      continue;
    }
    options.onServe?.(agent);
    yield first.value;
    // Raced with the abort, not left to the stream to end on it: a provider's stream was seen to miss its abort.
    const stalled = new Promise<null>((resolve) => silence.signal.addEventListener('abort', () => resolve(null), { once: true }));
    let stuck = false;
    try {
      for (;;) {
        timer = setTimeout(fallSilent(`no word for ${waitMs} ms mid-reply`), waitMs);
        const next = await Promise.race([stream.next(), stalled]).finally(() => clearTimeout(timer));
        if (next === null) {
          stuck = true;
          throw silence.signal.reason;
        }
        if (next.done) return;
        yield next.value;
      }
    } finally {
      // A stuck stream's `return` waits for its read to end, so it is not awaited.
      if (stuck) void stream.return?.().catch(() => {});
      else await stream.return?.();
    }
  }
  if (signal.aborted) return;
  options.onServe?.(null);
  yield* options.last();
}
