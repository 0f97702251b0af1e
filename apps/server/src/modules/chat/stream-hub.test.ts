import type { ChatStreamEvent } from '@ideapilot/contract';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { EARLY_STOP_MS, memoryStreamHub, PackedEvents, StopReason, type NumberedEvent } from './stream-hub.ts';

const chunk = (content: string): ChatStreamEvent => ({ type: 'chunk', content });
const reply: ChatStreamEvent[] = [
  { type: 'started', turn_id: 't1' },
  { type: 'stage', content: 'Writing a reply' },
  chunk('So '),
  chunk(''),
  chunk('you want 🦷 '),
  chunk('clinics'),
  { type: 'stage', content: 'Updating your idea canvas' },
  chunk('\n\n**Next**: who pays?'),
  { type: 'complete', turn_id: 't1' },
];

describe('PackedEvents', () => {
  it('gives every event back as it was sent, by position', () => {
    const events = new PackedEvents(reply);
    expect(events.length).toBe(reply.length);
    expect(Array.from({ length: events.length }, (_, i) => events.at(i))).toEqual(reply);
  });

  it('has nothing outside its positions', () => {
    const events = new PackedEvents(reply);
    for (const index of [-1, reply.length, 1.5, Number.NaN]) expect(events.at(index)).toBeUndefined();
    expect(new PackedEvents([]).at(0)).toBeUndefined();
  });

  it('keeps a stream of chunks only, or of no chunk at all', () => {
    const chunks = ['a', 'bc', '', 'def'].map(chunk);
    expect([0, 1, 2, 3].map((i) => new PackedEvents(chunks).at(i))).toEqual(chunks);
    const none: ChatStreamEvent[] = [{ type: 'error', detail: 'Failed' }];
    expect(new PackedEvents(none).at(0)).toEqual(none[0]);
  });
});

describe('memoryStreamHub', () => {
  const hub = memoryStreamHub({ retentionMs: 60_000 });
  afterEach(() => hub.close());

  const followAll = async (key: string, from: number, signal = new AbortController().signal) => {
    const seen: NumberedEvent[] = [];
    for await (const event of hub.follow(key, from, signal)) seen.push(event);
    return seen;
  };
  const numbered = (from: number) => reply.slice(from).map((event, i) => ({ id: from + i, event }));

  it('replays an ended stream from any position, the same events with the same ids', async () => {
    const writer = (await hub.open('turn-1', 'user-1'))!;
    reply.forEach((event) => writer.send(event));
    await writer.end();
    for (let from = 0; from <= reply.length; from++) expect(await followAll('turn-1', from)).toEqual(numbered(from));
    expect(await hub.owner('turn-1')).toBe('user-1');
    expect(await hub.stop('turn-1')).toBe(false);
  });

  it('gives a follower waiting on a running stream every event once, across its end', async () => {
    const writer = (await hub.open('turn-2', 'user-1'))!;
    writer.send(reply[0]!);
    const following = followAll('turn-2', 0);
    for (const event of reply.slice(1)) {
      await Promise.resolve();
      writer.send(event);
    }
    await writer.end();
    expect(await following).toEqual(numbered(0));
    expect(await followAll('turn-2', 3)).toEqual(numbered(3));
  });

  it('sends nothing after the end, and opens the key again once it has ended', async () => {
    const writer = (await hub.open('turn-3', 'user-1'))!;
    writer.send(reply[0]!);
    expect(await hub.open('turn-3', 'user-2')).toBeUndefined();
    await writer.end();
    writer.send(chunk('late'));
    expect(await followAll('turn-3', 0)).toEqual(numbered(0).slice(0, 1));
    expect(await hub.open('turn-3', 'user-2')).toBeDefined();
    expect(await hub.owner('turn-3')).toBe('user-2');
  });

  it("stopRun stops a stoppable run until it is released, and a running stream's writer", async () => {
    const run = hub.stoppable('rework-1');
    const released = hub.stoppable('rework-2');
    released.release();
    const writer = (await hub.open('turn-4', 'user-1'))!;
    for (const key of ['rework-1', 'rework-2', 'turn-4', 'nothing-runs']) await hub.stopRun(key);
    expect(run.signal.reason).toBe(StopReason.stopped);
    expect(released.signal.aborted).toBe(false);
    expect(writer.signal.reason).toBe(StopReason.stopped);
    // A stoppable run is no stream: Stop (the button's) finds none.
    expect(await hub.stop('rework-1')).toBe(false);
  });

  it('stopRun of a key that runs nothing yet stops the stream or run that opens under it next, once, within EARLY_STOP_MS', async () => {
    vi.useFakeTimers();
    try {
      // A turn charged just before a deletion that read it: the deletion's stop comes before the turn opens its stream.
      await hub.stopRun('turn-5');
      await hub.stopRun('rework-3');
      expect((await hub.open('turn-5', 'user-1'))!.signal.reason).toBe(StopReason.stopped);
      expect(hub.stoppable('rework-3').signal.reason).toBe(StopReason.stopped);
      // Used up: what opens next under the key is not stopped.
      expect(hub.stoppable('rework-3').signal.aborted).toBe(false);
      // Not by a Stop (the button's), which stops only what runs; nor after EARLY_STOP_MS.
      expect(await hub.stop('turn-6')).toBe(false);
      expect((await hub.open('turn-6', 'user-1'))!.signal.aborted).toBe(false);
      await hub.stopRun('rework-4');
      vi.advanceTimersByTime(EARLY_STOP_MS);
      expect(hub.stoppable('rework-4').signal.aborted).toBe(false);
    } finally {
      vi.useRealTimers();
    }
  });
});
