/**
 * Streams the answer of the first agent in `chain` that gives a first word. An agent that throws,
 * ends without a word, or stays silent past its first-word timeout hands over to the next (reported
 * through `onSwitch`); `last` (the offline coach) answers when none does. Once a word has been
 * streamed, a failure is the caller's: what the founder has seen cannot be taken back. `onServe`
 * learns who answered (null: `last`) before its first word is yielded.
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
    const timer = setTimeout(() => silence.abort(), options.firstWordMs(agent));
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
      await options.onSwitch(agent, new Error(silence.signal.aborted ? 'no first word in time' : 'answered nothing'));
      continue;
    }
    options.onServe?.(agent);
    yield first.value;
    yield* { [Symbol.asyncIterator]: () => stream };
    return;
  }
  if (signal.aborted) return;
  options.onServe?.(null);
  yield* options.last();
}
