import { useCallback, useMemo, useRef, useState } from 'react';
import type { LiveStream } from './types.ts';

/**
 * A stream's stage and text, committed to React at most once per animation frame however many
 * chunks arrive, so long replies stay smooth.
 */
export function useFrameBufferedText() {
  const [live, setLive] = useState<LiveStream | null>(null);
  const pending = useRef<LiveStream | null>(null);
  const frame = useRef<number | null>(null);

  const flush = useCallback(() => {
    frame.current = null;
    if (pending.current) setLive({ ...pending.current });
  }, []);

  const schedule = useCallback(() => {
    if (frame.current === null) frame.current = requestAnimationFrame(flush);
  }, [flush]);

  const start = useCallback(() => {
    pending.current = { stage: '', text: '' };
    setLive({ stage: '', text: '' });
  }, []);
  const stop = useCallback(() => {
    if (frame.current !== null) cancelAnimationFrame(frame.current);
    frame.current = null;
    pending.current = null;
    setLive(null);
  }, []);
  const update = useCallback(
    (change: Partial<LiveStream>) => {
      if (!pending.current) return;
      Object.assign(pending.current, change);
      schedule();
    },
    [schedule],
  );
  const setStage = useCallback((stage: string) => update({ stage }), [update]);
  const setText = useCallback((text: string) => update({ text }), [update]);

  return useMemo(() => ({ live, start, stop, setStage, setText }), [live, start, stop, setStage, setText]);
}
