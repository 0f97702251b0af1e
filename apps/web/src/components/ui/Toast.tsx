import { useEffect } from 'react';
import { TOAST_MS } from '@ideapilot/contract';

/** A notice that hides itself after `ms` (5 s by default) and can be dismissed. */
export function Toast({
  message,
  kind = 'info',
  onClose,
  ms = TOAST_MS,
}: {
  message: string;
  kind?: 'info' | 'success' | 'error';
  onClose: () => void;
  ms?: number;
}) {
  useEffect(() => {
    const timer = setTimeout(onClose, ms);
    return () => clearTimeout(timer);
  }, [message, ms, onClose]);
  return (
    <div className={`toast toast--${kind}`} role={kind === 'error' ? 'alert' : 'status'}>
      <span>{message}</span>
      <button type="button" className="toast-close" aria-label="Dismiss" onClick={onClose}>
        ×
      </button>
    </div>
  );
}
