import { ApiError } from '../../lib/api.ts';
import type { StreamHandler } from './api.ts';

/** Opens one reply stream (the send, or a re-attach after the event with `lastEventId`). */
export type OpenReply = (onEvent: StreamHandler, signal: AbortSignal) => Promise<void>;
export type Reattach = (turnId: string, lastEventId: string | undefined, onEvent: StreamHandler, signal: AbortSignal) => Promise<void>;

export type ReplyOutcome = {
  turnId: string | null;
  text: string;
  /** The stream ended with `complete`. */
  completed: boolean;
  /** The founder stopped the reply; `text` is what was written until then. */
  stopped: boolean;
  /** The `error` event's text, when the stream ended with one. */
  streamError: string | null;
  /** What made the request fail (ApiError before the stream, or a connection that stayed down). */
  failure: unknown;
};

const MAX_REATTACHES = 5;
const REATTACH_DELAY_MS = 400;

/**
 * Reads a turn's reply. The server keeps the turn running when the connection drops, so a stream
 * that ends before its `complete` or `error` event is re-attached after the last event received,
 * a few times with a growing pause, before the reply counts as failed.
 */
export async function readReply(opts: {
  open: OpenReply;
  reattach: Reattach;
  turnId?: string;
  signal: AbortSignal;
  onStage: (stage: string) => void;
  onText: (text: string) => void;
  onStarted?: (turnId: string) => void;
}): Promise<ReplyOutcome> {
  const outcome: ReplyOutcome = { turnId: opts.turnId ?? null, text: '', completed: false, stopped: false, streamError: null, failure: null };
  let lastEventId: string | undefined;
  const onEvent: StreamHandler = (event, id) => {
    if (id !== undefined) lastEventId = id;
    if (event.type === 'started') {
      outcome.turnId = event.turn_id;
      opts.onStarted?.(event.turn_id);
    } else if (event.type === 'stage') opts.onStage(event.content);
    else if (event.type === 'chunk') {
      outcome.text += event.content;
      opts.onText(outcome.text);
    } else if (event.type === 'complete') {
      outcome.completed = true;
      outcome.stopped = event.stopped === true;
    }
    else outcome.streamError = event.detail;
  };
  let open: OpenReply = opts.open;
  for (let attempt = 0; ; attempt++) {
    try {
      outcome.failure = null;
      await open(onEvent, opts.signal);
    } catch (err) {
      outcome.failure = err;
      // An answer before the stream (402, 404, …) is final; a lost connection is worth another try.
      if (err instanceof ApiError && err.status !== 0) return outcome;
    }
    if (opts.signal.aborted || outcome.completed || outcome.streamError) return outcome;
    const turnId = outcome.turnId;
    if (!turnId || attempt >= MAX_REATTACHES) {
      outcome.failure ??= new Error('The reply stream ended before its last event');
      return outcome;
    }
    if (attempt > 0) await pause(REATTACH_DELAY_MS * attempt, opts.signal);
    open = (handler, signal) => opts.reattach(turnId, lastEventId, handler, signal);
  }
}

function pause(ms: number, signal: AbortSignal): Promise<void> {
  return new Promise((resolve) => {
    const timer = setTimeout(resolve, ms);
    signal.addEventListener('abort', () => {
      clearTimeout(timer);
      resolve();
    }, { once: true });
  });
}
