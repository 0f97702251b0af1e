/** Splits text into word-sized pieces the way a model streams tokens, spacing kept. */
export function wordChunks(text: string): string[] {
  return text.match(/\s*\S+\s*|\s+/g) ?? [];
}

/**
 * Streams already-written text one word at a time with `delayMs` between words, so a reply
 * arrives at a model's reading pace; stops when the signal aborts. With no delay it still yields
 * to the event loop between words, so other requests keep being served.
 */
export async function* streamText(text: string, delayMs: number, signal: AbortSignal): AsyncGenerator<string> {
  for (const chunk of wordChunks(text)) {
    if (signal.aborted) return;
    if (delayMs > 0) await sleep(delayMs, signal);
    else await new Promise((resolve) => setImmediate(resolve));
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
