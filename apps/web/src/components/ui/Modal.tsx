import { useEffect, useRef, type ReactNode } from 'react';

/**
 * An accessible dialog over a backdrop. `onClose` (Escape, backdrop) is omitted for dialogs the
 * user may not dismiss.
 */
export function Modal({
  title,
  onClose,
  children,
  className = '',
  labelledBy,
}: {
  title?: string;
  onClose?: () => void;
  children: ReactNode;
  className?: string;
  labelledBy?: string;
}) {
  const dialog = useRef<HTMLDivElement>(null);
  // The latest onClose, so a parent's new closure neither re-runs the focus effect nor is missed.
  const close = useRef(onClose);
  close.current = onClose;
  useEffect(() => {
    const previous = document.activeElement as HTMLElement | null;
    dialog.current?.focus();
    const onKey = (e: KeyboardEvent) => {
      if (e.key === 'Escape') close.current?.();
    };
    document.addEventListener('keydown', onKey);
    return () => {
      document.removeEventListener('keydown', onKey);
      previous?.focus?.();
    };
  }, []);
  return (
    <div className="modal-backdrop" onMouseDown={(e) => e.target === e.currentTarget && close.current?.()}>
      <div
        ref={dialog}
        className={`modal ${className}`}
        role="dialog"
        aria-modal="true"
        aria-label={labelledBy ? undefined : title}
        aria-labelledby={labelledBy}
        tabIndex={-1}
      >
        {children}
      </div>
    </div>
  );
}
