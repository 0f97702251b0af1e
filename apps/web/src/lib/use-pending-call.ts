import { useCallback, useState } from 'react';
import { ApiError } from './api.ts';

/** The server's explanation of a failed call, else the screen's own sentence. */
export function errorDetail(err: unknown, fallback: string): string {
  return err instanceof ApiError && err.detail ? err.detail : fallback;
}

/**
 * A call a dialog waits on: `busy` while it runs; when it fails, the server's detail (else
 * `fallback`) in `error` and the dialog is usable again. Success leaves `busy` on: the dialog is
 * about to close or the screen to change.
 */
export function usePendingCall(fallback: string) {
  const [busy, setBusy] = useState(false);
  const [error, setError] = useState<string | null>(null);
  const run = useCallback(
    async (work: () => Promise<unknown>) => {
      setBusy(true);
      setError(null);
      try {
        await work();
      } catch (err) {
        setError(errorDetail(err, fallback));
        setBusy(false);
      }
    },
    [fallback],
  );
  return { busy, error, setError, run };
}
