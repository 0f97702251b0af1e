import type { ChatStreamEvent } from '@ideapilot/contract';
import { CUT_BY_SHUTDOWN, type StoppableRun } from '../../http/open-streams.ts';

/** One event of a kept stream and its position (0, 1, 2, …): the SSE id a client re-attaches with. */
export type NumberedEvent = { id: number; event: ChatStreamEvent };

/** Why a stream's writer was asked to stop. */
export const StopReason = { stopped: 'stopped', shutdown: CUT_BY_SHUTDOWN } as const;

/** Where a stream's events go; aborted on Stop or shutdown (a kept stream) or when the client goes away (a replay). */
export type EventSink = { send(event: ChatStreamEvent): void; end(): void | Promise<void>; signal: AbortSignal };

/** Writes one kept stream: its events in order, then its end. `signal` aborts when Stop is asked. */
export type StreamWriter = {
  send(event: ChatStreamEvent): void;
  end(): Promise<void>;
  signal: AbortSignal;
};

/**
 * Keeps the events of running streams (turn replies, canvas builds) apart from the connections
 * that read them, so a client can go away and come back, on this instance or, with Redis,
 * another. A stream is kept while it runs and `retentionMs` after it ends. Runs are stopped here
 * too, wherever they run: a stream's by Stop, a sweep or a deletion; one that keeps no stream
 * (`stoppable`) by a deletion or a sweep.
 */
export interface StreamHub {
  /** Opens a stream for its owner; undefined when one is already running under that key. */
  open(key: string, owner: string): Promise<StreamWriter | undefined>;
  /** The owner of a kept stream, or undefined when there is none. */
  owner(key: string): Promise<string | undefined>;
  /** The events from index `from` on, then the live ones, until the stream ends or `signal` aborts. */
  follow(key: string, from: number, signal: AbortSignal): AsyncIterable<NumberedEvent>;
  /** Asks the writer of a running stream to stop; false when none runs under that key. */
  stop(key: string): Promise<boolean>;
  /**
   * Makes a run that keeps no stream (a canvas block rework, a Vibe Coding run) stoppable under
   * `key` by `stopRun`, until it is released.
   */
  stoppable(key: string): StoppableRun;
  /**
   * Stops whatever runs under `key`, a stream's writer or a stoppable run: on this instance at
   * once, on the others (with Redis) through the Stop channel. Unlike `stop`, it does not look
   * whether anything runs, and answers nothing: a deletion's stop of what it deleted, a sweep's of
   * what it failed. A key that runs nothing yet is stopped when it opens, for a while
   * (`EARLY_STOP_MS`): a turn charged just before a deletion opens its stream after the charge.
   */
  stopRun(key: string): Promise<void>;
  close(): Promise<void>;
}

/** A stream's events by position: an array while it runs, `PackedEvents` once it has ended. */
type Events = { readonly length: number; at(index: number): ChatStreamEvent | undefined };

type Entry = { owner: string; events: Events; ended: boolean; wake: Set<() => void>; controller: AbortController };

/**
 * An ended stream's events, kept for re-attaching: the text of all its chunks as one string and
 * where each event's part of it starts, the other events as they were. A reply is a hundred or so
 * word-sized chunks; kept as an object each, they took ten times the memory of their text.
 */
export class PackedEvents implements Events {
  readonly length: number;
  private readonly text: string;
  private readonly starts: Uint32Array;
  private readonly others = new Map<number, ChatStreamEvent>();

  constructor(events: readonly ChatStreamEvent[]) {
    this.length = events.length;
    this.starts = new Uint32Array(events.length + 1);
    const chunks: string[] = [];
    events.forEach((event, i) => {
      if (event.type === 'chunk') chunks.push(event.content);
      else this.others.set(i, event);
      this.starts[i + 1] = this.starts[i]! + (event.type === 'chunk' ? event.content.length : 0);
    });
    // One flat string: joined, not added up piece by piece (a string added to keeps both pieces).
    this.text = chunks.join('');
  }

  at(index: number): ChatStreamEvent | undefined {
    if (!Number.isInteger(index) || index < 0 || index >= this.length) return undefined;
    return this.others.get(index) ?? { type: 'chunk', content: this.text.slice(this.starts[index], this.starts[index + 1]) };
  }
}

/**
 * How long a stop that found nothing running under its key waits for it: a turn opens its stream
 * once its charge has committed, a few round trips to Redis at most, while a deletion that read
 * its row may already have stopped it. Keys are ids of one run each, never opened again.
 */
export const EARLY_STOP_MS = 60_000;

/** The keys a stop came for before they ran here (see `EARLY_STOP_MS`): each stops its run when it opens. */
export function earlyStops() {
  const keys = new Map<string, NodeJS.Timeout>();
  return {
    remember(key: string) {
      if (keys.has(key)) return;
      const timer = setTimeout(() => keys.delete(key), EARLY_STOP_MS);
      timer.unref();
      keys.set(key, timer);
    },
    /** Aborts `controller` if a stop came for `key` before it ran; the stop is used up. */
    apply(key: string, controller: AbortController) {
      const timer = keys.get(key);
      if (timer === undefined) return;
      clearTimeout(timer);
      keys.delete(key);
      controller.abort(StopReason.stopped);
    },
    clear() {
      for (const timer of keys.values()) clearTimeout(timer);
      keys.clear();
    },
  };
}

export type EarlyStops = ReturnType<typeof earlyStops>;

/** The hub of one process: events in memory. */
export function memoryStreamHub({ retentionMs }: { retentionMs: number }): StreamHub & { size: number } {
  const streams = new Map<string, Entry>();
  const runs = new Map<string, AbortController>();
  const early = earlyStops();
  const timers = new Set<NodeJS.Timeout>();
  const notify = (entry: Entry) => {
    for (const wake of entry.wake) wake();
    entry.wake.clear();
  };
  const forgetLater = (key: string, entry: Entry) => {
    const timer = setTimeout(() => {
      timers.delete(timer);
      if (streams.get(key) === entry) streams.delete(key);
    }, retentionMs);
    timer.unref();
    timers.add(timer);
  };

  return {
    get size() {
      return streams.size;
    },
    async open(key, owner) {
      if (streams.get(key)?.ended === false) return undefined;
      const events: ChatStreamEvent[] = [];
      const entry: Entry = { owner, events, ended: false, wake: new Set(), controller: new AbortController() };
      streams.set(key, entry);
      early.apply(key, entry.controller);
      return {
        signal: entry.controller.signal,
        send(event) {
          if (entry.ended) return;
          events.push(event);
          notify(entry);
        },
        async end() {
          if (entry.ended) return;
          entry.ended = true;
          entry.events = new PackedEvents(events);
          notify(entry);
          forgetLater(key, entry);
        },
      };
    },
    async owner(key) {
      return streams.get(key)?.owner;
    },
    async *follow(key, from, signal) {
      const entry = streams.get(key);
      if (!entry) return;
      let wakeUp = () => {};
      const onAbort = () => wakeUp();
      signal.addEventListener('abort', onAbort, { once: true });
      try {
        for (let next = from; !signal.aborted; ) {
          for (; next < entry.events.length && !signal.aborted; next++) yield { id: next, event: entry.events.at(next)! };
          if (entry.ended || signal.aborted) return;
          await new Promise<void>((resolve) => {
            wakeUp = resolve;
            entry.wake.add(resolve);
          });
        }
      } finally {
        signal.removeEventListener('abort', onAbort);
      }
    },
    async stop(key) {
      const entry = streams.get(key);
      if (!entry || entry.ended) return false;
      entry.controller.abort(StopReason.stopped);
      return true;
    },
    stoppable(key) {
      return stoppableRun(runs, key, early);
    },
    async stopRun(key) {
      const entry = streams.get(key);
      const running = entry && !entry.ended ? entry.controller : runs.get(key);
      if (running) running.abort(StopReason.stopped);
      else early.remember(key);
    },
    async close() {
      for (const timer of timers) clearTimeout(timer);
      timers.clear();
      streams.clear();
      runs.clear();
      early.clear();
    },
  };
}

/** Registers a run in a hub's stoppable runs by key (`runs`) until it is released; stopped already if its stop came `early`. */
export function stoppableRun(runs: Map<string, AbortController>, key: string, early: EarlyStops): StoppableRun {
  const controller = new AbortController();
  runs.set(key, controller);
  early.apply(key, controller);
  return {
    signal: controller.signal,
    release() {
      if (runs.get(key) === controller) runs.delete(key);
    },
  };
}
