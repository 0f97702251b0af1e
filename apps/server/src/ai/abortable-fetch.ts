/**
 * A fetch whose response body ends when the request's signal aborts, with the signal's reason,
 * and closes its connection. undici follows the caller's signal through a weak reference to the
 * Request it makes: once the answer's head has come and that Request is garbage-collected, an abort
 * no longer reaches the body, and a model that sent its head and then fell silent kept the read
 * waiting for good (docs/decisions/2026-12-05-a-model-answer-ends-when-its-signal-aborts.md).
 */
export function abortableFetch(fetchImpl: typeof fetch): typeof fetch {
  return async (input, init) => {
    const response = await fetchImpl(input, init);
    const signal = init?.signal;
    return signal && response.body ? withBodyEndedBy(response, response.body, signal) : response;
  };
}

/**
 * The same response (but its `url` and `type`, which no provider reads), its body read through a
 * stream that the signal errors. The listener on the signal goes when the body ends, fails or is
 * cancelled, or the signal aborts: Node keeps a composite or timeout signal alive while it has one.
 */
function withBodyEndedBy(response: Response, source: ReadableStream<Uint8Array>, signal: AbortSignal): Response {
  const reader = source.getReader();
  let abort = () => {};
  const body = new ReadableStream<Uint8Array>({
    start(controller) {
      abort = () => {
        controller.error(signal.reason);
        reader.cancel(signal.reason).catch(() => {});
      };
      if (signal.aborted) abort();
      else signal.addEventListener('abort', abort, { once: true });
    },
    async pull(controller) {
      let next: Awaited<ReturnType<typeof reader.read>>;
      try {
        next = await reader.read();
      } catch (err) {
        signal.removeEventListener('abort', abort);
        throw err;
      }
      if (signal.aborted) return;
      if (!next.done) return controller.enqueue(next.value);
      signal.removeEventListener('abort', abort);
      controller.close();
    },
    cancel(reason) {
      signal.removeEventListener('abort', abort);
      return reader.cancel(reason);
    },
  });
  return new Response(body, { status: response.status, statusText: response.statusText, headers: response.headers });
}
