import { TOAST_MS } from '@ideapilot/contract';
import { useEffect } from 'react';
import { CloseIcon } from '../icons.tsx';

/** The parent's error text; hides itself after `ms` and can be dismissed. */
export function ErrorNotification({ message, onDismiss, ms = TOAST_MS }: { message: string; onDismiss(): void; ms?: number }) {
  useEffect(() => {
    const timer = setTimeout(onDismiss, ms);
    return () => clearTimeout(timer);
  }, [message, ms, onDismiss]);
  return (
    <div className="error-notification spread-row" role="alert">
      <span>{message}</span>
      <button type="button" className="icon-button icon-button--small" aria-label="Dismiss error" onClick={onDismiss}>
        <CloseIcon size={16} />
      </button>
    </div>
  );
}
