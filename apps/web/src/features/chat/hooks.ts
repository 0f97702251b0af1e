import { useCallback, useEffect, useRef, useState } from 'react';
import { readNumberInRange } from '../../lib/storage.ts';

/** A width kept in local storage and restored only when within [min, max]. */
export function usePersistedSize(key: string, fallback: number, min: number, max: number) {
  const [size, setSize] = useState(() => readNumberInRange(key, fallback, min, max));
  const commit = useCallback(
    (value: number) => {
      const clamped = Math.round(Math.min(max, Math.max(min, value)));
      setSize(clamped);
      localStorage.setItem(key, String(clamped));
    },
    [key, min, max],
  );
  return [size, setSize, commit] as const;
}

/** A boolean kept in local storage as 'true' / 'false'. */
export function usePersistedFlag(key: string, fallback: boolean) {
  const [flag, setFlag] = useState(() => {
    const raw = localStorage.getItem(key);
    return raw === null ? fallback : raw === 'true';
  });
  const update = useCallback(
    (value: boolean) => {
      setFlag(value);
      localStorage.setItem(key, String(value));
    },
    [key],
  );
  return [flag, update] as const;
}

/** Copies text; `copied` stays true for `ms` afterwards. Failures are only logged. */
export function useCopy(ms: number) {
  const [copied, setCopied] = useState(false);
  const timer = useRef<ReturnType<typeof setTimeout>>(undefined);
  useEffect(() => () => clearTimeout(timer.current), []);
  const copy = useCallback(
    async (text: string) => {
      try {
        await navigator.clipboard.writeText(text);
        setCopied(true);
        clearTimeout(timer.current);
        timer.current = setTimeout(() => setCopied(false), ms);
      } catch (err) {
        console.error('Copy failed', err);
      }
    },
    [ms],
  );
  return { copied, copy };
}

/** A callback whose identity never changes but which always calls the latest `fn`. */
export function useStableCallback<A extends unknown[], R>(fn: (...args: A) => R): (...args: A) => R {
  const ref = useRef(fn);
  ref.current = fn;
  return useCallback((...args: A) => ref.current(...args), []);
}
