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

const REATTACH_DELAY_MS = 400;
/** Answers that say "not now" (a proxy during a deploy, a busy server), not "no": tried again like a lost connection. */
const TRANSIENT_STATUSES = new Set([408, 429, 500, 502, 503, 504]);
const MAX_REATTACH_DELAY_MS = 3_000;

/** The stage shown while a reply's connection is down and being re-attached. */
export const RECONNECTING = 'Connection lost, reconnecting';

/**
 * Reads a turn's reply. The server keeps the turn running when the connection drops (and charges
 * for it), so once the server has named the turn a stream that ends before its `complete` or
 * `error` event is re-attached after the last event received, with a growing pause, until the
 * server answers: the reply is only given up when the server says so (an error event, or an answer
 * such as 401 or 404; a 5xx or 429 is tried again) or when the founder leaves it (`signal`). The server's own time limit on a turn
 * bounds the wait. A connection lost before the turn was named fails the send.
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
  let stage = '';
  let reconnecting = false;
  const onEvent: StreamHandler = (event, id) => {
    if (id !== undefined) lastEventId = id;
    if (reconnecting) {
      reconnecting = false;
      opts.onStage(stage);
    }
    if (event.type === 'started') {
      outcome.turnId = event.turn_id;
      opts.onStarted?.(event.turn_id);
    } else if (event.type === 'stage') {
      stage = event.content;
      opts.onStage(stage);
    }
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
      // An answer before the stream (402, 404, …) is final; a lost connection, or a passing failure
      // of a turn the server has named, is worth another try.
      const passing = err instanceof ApiError && (err.status === 0 || (outcome.turnId !== null && TRANSIENT_STATUSES.has(err.status)));
      if (err instanceof ApiError && !passing) return outcome;
    }
    if (opts.signal.aborted || outcome.completed || outcome.streamError) return outcome;
    const turnId = outcome.turnId;
    if (!turnId) {
      outcome.failure ??= new Error('The reply stream ended before its last event');
      return outcome;
    }
    if (attempt > 0) {
      if (!reconnecting) opts.onStage(RECONNECTING);
      reconnecting = true;
      await pause(Math.min(REATTACH_DELAY_MS * attempt, MAX_REATTACH_DELAY_MS), opts.signal);
    }
    open = (handler, signal) => opts.reattach(turnId, lastEventId, handler, signal);
  }
}

function pause(ms: number, signal: AbortSignal): Promise<void> {
  return new Promise((resolve) => {
    const done = () => {
      clearTimeout(timer);
      signal.removeEventListener('abort', done);
      resolve();
    };
    const timer = setTimeout(done, ms);
    signal.addEventListener('abort', done, { once: true });
  });
}
