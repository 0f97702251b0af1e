import { useCallback, useEffect, useRef, useState } from 'react';

const TOAST_MS = 3000;

/** Copies the prompt: a check icon for `checkMs`, a toast for 3 s. Failures are only logged. */
export function useCopyPrompt(checkMs: number) {
  const [copied, setCopied] = useState(false);
  const [toast, setToast] = useState(false);
  const timers = useRef<ReturnType<typeof setTimeout>[]>([]);
  useEffect(() => () => timers.current.forEach(clearTimeout), []);
  const copy = useCallback(
    async (text: string) => {
      try {
        await navigator.clipboard.writeText(text);
      } catch (err) {
        console.error('Copy failed', err);
        return;
      }
      timers.current.forEach(clearTimeout);
      setCopied(true);
      setToast(true);
      timers.current = [setTimeout(() => setCopied(false), checkMs), setTimeout(() => setToast(false), TOAST_MS)];
    },
    [checkMs],
  );
  return { copied, toast, copy };
}
