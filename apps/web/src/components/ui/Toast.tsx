import { TOAST_MS } from '@ideapilot/contract';
import { useCallback, useEffect, useState } from 'react';
import './toast.css';

export type ToastMessage = { kind: 'success' | 'error'; text: string; id: number };

/** One toast at a time; each new message replaces the last and hides itself after TOAST_MS. */
export function useToast() {
  const [toast, setToast] = useState<ToastMessage | null>(null);
  const show = useCallback((kind: ToastMessage['kind'], text: string) => setToast({ kind, text, id: Date.now() }), []);
  const dismiss = useCallback(() => setToast(null), []);
  useEffect(() => {
    if (!toast) return;
    const timer = setTimeout(() => setToast(null), TOAST_MS);
    return () => clearTimeout(timer);
  }, [toast]);
  return { toast, show, dismiss };
}

export function Toast({ toast, onDismiss }: { toast: ToastMessage | null; onDismiss: () => void }) {
  return (
    <div className="toast-region" aria-live="polite">
      {toast && (
        <div key={toast.id} className={`toast toast--${toast.kind}`} role={toast.kind === 'error' ? 'alert' : 'status'}>
          <span>{toast.text}</span>
          <button type="button" className="toast-close" aria-label="Dismiss notification" onClick={onDismiss}>
            ×
          </button>
        </div>
      )}
    </div>
  );
}
