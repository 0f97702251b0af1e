/** Splits text into word-sized pieces the way a model streams tokens, spacing kept. */
export function wordChunks(text: string): string[] {
  return text.match(/\s*\S+\s*|\s+/g) ?? [];
}

/** With no delay, how long the streamer may run before it yields to the event loop. */
const SLICE_MS = 2;

/**
 * Streams already-written text one word at a time with `delayMs` between words, so a reply
 * arrives at a model's reading pace; stops when the signal aborts. With no delay it still yields
 * to the event loop, every `SLICE_MS`, so other requests keep being served. Not after every word:
 * the words of one slice then reach the socket in one write, where a yield per word cost a
 * system call per word (a third of a turn's CPU with the offline coach).
 */
export async function* streamText(text: string, delayMs: number, signal: AbortSignal): AsyncGenerator<string> {
  let sliceStarted = performance.now();
  for (const chunk of wordChunks(text)) {
    if (signal.aborted) return;
    if (delayMs > 0) await sleep(delayMs, signal);
    else if (performance.now() - sliceStarted >= SLICE_MS) {
      await new Promise((resolve) => setImmediate(resolve));
      sliceStarted = performance.now();
    }
    if (signal.aborted) return;
    yield chunk;
  }
}

function sleep(ms: number, signal: AbortSignal): Promise<void> {
  return new Promise((resolve) => {
    const timer = setTimeout(done, ms);
    function done() {
      clearTimeout(timer);
      signal.removeEventListener('abort', done);
      resolve();
    }
    signal.addEventListener('abort', done, { once: true });
  });
}
