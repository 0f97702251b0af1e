import type { FastifyBaseLogger } from 'fastify';
import type { OpenStreams } from '../../http/open-streams.ts';
import { StopReason, type EventSink, type StreamWriter } from './stream-hub.ts';

/**
 * Runs a turn or canvas build detached from the request that asked for it: it goes on when the
 * client goes away and ends on its own, on Stop (the writer's signal) or at shutdown (cut).
 */
export function runDetached(
  deps: { runs: Pick<OpenStreams, 'track'>; log: FastifyBaseLogger },
  writer: StreamWriter,
  work: (sink: EventSink) => Promise<void>,
): void {
  const controller = new AbortController();
  const forward = () => controller.abort(writer.signal.reason);
  if (writer.signal.aborted) forward();
  else writer.signal.addEventListener('abort', forward, { once: true });
  const sink: EventSink = { send: (event) => writer.send(event), end: () => writer.end(), signal: controller.signal };
  const ended = work(sink)
    .catch((err: unknown) => deps.log.error({ err }, 'detached stream run failed'))
    .finally(() => writer.signal.removeEventListener('abort', forward));
  deps.runs.track({ ended, cut: () => controller.abort(StopReason.shutdown) });
}
