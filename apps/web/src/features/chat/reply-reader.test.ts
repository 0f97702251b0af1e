import type { ChatStreamEvent } from '@ideapilot/contract';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { ApiError } from '../../lib/api.ts';
import type { StreamHandler } from './api.ts';
import { readReply, RECONNECTING, type Reattach } from './reply-reader.ts';

const connectionLost = () => new ApiError(0);
const events = (handler: StreamHandler, list: [ChatStreamEvent, string][]) => list.forEach(([event, id]) => handler(event, id));

/** Reads a reply whose first stream names the turn, writes "Hello" and loses its connection. */
async function readAfterDrop(reattach: Reattach, signal = new AbortController().signal) {
  const stages: string[] = [];
  let shown = '';
  const reading = readReply({
    open: async (handler) => {
      events(handler, [
        [{ type: 'started', turn_id: 't1' }, '1'],
        [{ type: 'stage', content: 'Writing a reply' }, '2'],
        [{ type: 'chunk', content: 'Hello' }, '3'],
      ]);
      throw connectionLost();
    },
    reattach,
    signal,
    onStage: (stage) => stages.push(stage),
    onText: (text) => (shown = text),
  });
  await vi.runAllTimersAsync();
  return { outcome: await reading, stages, shown: () => shown };
}

afterEach(() => vi.useRealTimers());

describe('reading a reply whose connection drops', () => {
  it('re-attaches after the last event for as long as the connection stays down, then reads the reply to its end', async () => {
    vi.useFakeTimers();
    const asked: (string | undefined)[] = [];
    const { outcome, stages, shown } = await readAfterDrop(async (turnId, lastEventId, handler) => {
      asked.push(lastEventId);
      expect(turnId).toBe('t1');
      // Down for longer than a few quick tries would cover: a phone in a tunnel.
      if (asked.length <= 12) throw connectionLost();
      events(handler, [
        [{ type: 'chunk', content: ' there' }, '4'],
        [{ type: 'complete', turn_id: 't1' }, '5'],
      ]);
    });
    expect(outcome).toMatchObject({ turnId: 't1', text: 'Hello there', completed: true, failure: null, streamError: null });
    expect(shown()).toBe('Hello there');
    expect(asked).toHaveLength(13);
    expect(new Set(asked)).toEqual(new Set(['3']));
    // The founder is told the connection is down, and the reply's own stage comes back with it.
    expect(stages).toEqual(['Writing a reply', RECONNECTING, 'Writing a reply']);
  });

  it('tries again when a re-attach is answered with a passing failure (a 503 from a proxy during a deploy)', async () => {
    vi.useFakeTimers();
    let tries = 0;
    const { outcome } = await readAfterDrop(async (_turnId, _lastEventId, handler) => {
      if (++tries <= 3) throw new ApiError([503, 502, 429][tries - 1]!);
      events(handler, [[{ type: 'complete', turn_id: 't1' }, '4']]);
    });
    expect(outcome).toMatchObject({ completed: true, failure: null, text: 'Hello' });
    expect(tries).toBe(4);
  });

  it('gives up when the server answers that the turn is gone, or when the founder leaves', async () => {
    vi.useFakeTimers();
    const gone = new ApiError(404, 'not_found', 'Not found');
    const answered = await readAfterDrop(async () => {
      throw gone;
    });
    expect(answered.outcome).toMatchObject({ completed: false, failure: gone });

    const leave = new AbortController();
    let tries = 0;
    const left = await readAfterDrop(async () => {
      if (++tries === 3) leave.abort();
      throw connectionLost();
    }, leave.signal);
    expect(left.outcome.completed).toBe(false);
    expect(tries).toBe(3);
  });

  it('fails the send when the connection is lost before the server named the turn', async () => {
    const reattach = vi.fn<Reattach>();
    const outcome = await readReply({
      open: async () => {
        throw connectionLost();
      },
      reattach,
      signal: new AbortController().signal,
      onStage: () => {},
      onText: () => {},
    });
    expect(outcome.failure).toBeInstanceOf(ApiError);
    expect(reattach).not.toHaveBeenCalled();
  });
});
