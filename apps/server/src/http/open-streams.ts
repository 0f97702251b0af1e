/** The abort reason of a stream or run a shutdown cuts (a client leaving aborts with none of its own). */
export const CUT_BY_SHUTDOWN = 'shutdown';

/**
 * Something the server can still end itself: a running turn or canvas build (cut: stop it and
 * record why), or a client connection reading one (`reader`: cut after the runs, so that it
 * carries their last event; a reader cut without one re-attaches).
 */
type Closable = { cut(): void; ended: Promise<void>; reader?: boolean };

/**
 * A run that keeps no stream (a canvas block rework, a Vibe Coding run: each lives within its
 * request), registered where a deletion or a sweep can stop it (the chat's stream hub,
 * `stoppable`): `signal` aborts when it is stopped, here or from another instance; `release` once
 * the run has ended.
 */
export type StoppableRun = { signal: AbortSignal; release(): void };

/** Charges what `run` stands for (`charge`) while it is registered: a refused charge releases it. */
export async function chargedRun(run: StoppableRun, charge: () => Promise<unknown>): Promise<StoppableRun> {
  try {
    await charge();
  } catch (err) {
    run.release();
    throw err;
  }
  return run;
}

/**
 * The event streams this process has open, so that a shutdown can wait for them to finish and cut
 * the ones that outlast the grace period. The count feeds the open-streams metric.
 */
export function openStreams() {
  const open = new Set<Closable>();
  return {
    get size() {
      return open.size;
    },
    track(stream: Closable) {
      open.add(stream);
      void stream.ended.then(() => open.delete(stream));
    },
    /**
     * Waits up to `graceMs` for every stream to end by itself, then cuts the rest and waits up to
     * `cutMs` for their handlers to record what was cut. Resolves with how many were cut.
     */
    async drain(graceMs: number, cutMs = 10_000): Promise<number> {
      const all = () => Promise.all([...open].map((s) => s.ended));
      if (await within(all(), graceMs)) return 0;
      const left = [...open];
      for (const stream of left) if (!stream.reader) stream.cut();
      await within(all(), cutMs);
      for (const stream of open) if (stream.reader) stream.cut();
      return left.length;
    },
  };
}

export type OpenStreams = ReturnType<typeof openStreams>;

async function within(promise: Promise<unknown>, ms: number): Promise<boolean> {
  let timer: NodeJS.Timeout | undefined;
  const timeout = new Promise<false>((resolve) => (timer = setTimeout(() => resolve(false), ms)));
  try {
    return await Promise.race([promise.then(() => true as const), timeout]);
  } finally {
    clearTimeout(timer);
  }
}
