import { useLayoutEffect, useRef, type KeyboardEvent, type ReactNode } from 'react';
import './modal.css';

const FOCUSABLE = 'a[href], button:not([disabled]), input:not([disabled]), select:not([disabled]), textarea:not([disabled]), [tabindex]:not([tabindex="-1"])';

/** The focusable elements of `root` that are shown, in tab order. */
function focusables(root: HTMLElement): HTMLElement[] {
  return [...root.querySelectorAll<HTMLElement>(FOCUSABLE)].filter((el) => el.getClientRects().length > 0);
}

/**
 * Every modal of the app: a native `<dialog>` opened with `showModal()`, so the page behind it is
 * inert. Tab cycles inside it, focus returns to the opener when it closes (or to `returnFocus`),
 * and `onClose` (Escape, a click on the backdrop) is omitted for dialogs the user may not dismiss.
 *
 * The dialog element is the full-window backdrop (`backdropClassName`); the box inside it carries
 * `boxClassName` and `className`.
 */
export function Modal({
  title,
  onClose,
  onBackdrop,
  children,
  className = '',
  boxClassName = 'modal',
  backdropClassName = 'modal-backdrop',
  labelledBy,
  returnFocus,
}: {
  title?: string;
  onClose?: () => void;
  /** A click on the backdrop; `onClose` unless given. */
  onBackdrop?: () => void;
  children: ReactNode;
  className?: string;
  boxClassName?: string;
  backdropClassName?: string;
  labelledBy?: string;
  /**
   * Where focus goes when the dialog closes, when not back to its opener: for an answer that
   * removes the opener (a deleted row). Asked at closing; nothing means the opener.
   */
  returnFocus?: () => HTMLElement | null | undefined;
}) {
  const dialog = useRef<HTMLDialogElement>(null);
  const box = useRef<HTMLDivElement>(null);
  // The latest onClose, so a parent's new closure neither re-runs the opening effect nor is missed.
  const close = useRef(onClose);
  close.current = onClose;
  const backdrop = useRef(onBackdrop ?? onClose);
  backdrop.current = onBackdrop ?? onClose;
  const focusAfter = useRef(returnFocus);
  focusAfter.current = returnFocus;

  useLayoutEffect(() => {
    const element = dialog.current!;
    const opener = document.activeElement as HTMLElement | null;
    element.showModal();
    box.current?.focus();
    return () => {
      element.close();
      (focusAfter.current?.() ?? opener)?.focus?.();
    };
  }, []);

  const onKeyDown = (e: KeyboardEvent<HTMLDialogElement>) => {
    // A dialog opened inside this one handles its own keys.
    if ((e.target as Element).closest('dialog') !== e.currentTarget) return;
    if (e.key === 'Escape') {
      // Handled here, not by the browser: a dialog without onClose must stay open.
      e.preventDefault();
      close.current?.();
      return;
    }
    if (e.key !== 'Tab') return;
    const items = focusables(e.currentTarget);
    const first = items[0];
    const last = items.at(-1);
    if (!first || !last) return e.preventDefault();
    const active = document.activeElement;
    const outside = !e.currentTarget.contains(active) || active === box.current;
    if (e.shiftKey && (active === first || outside)) {
      e.preventDefault();
      last.focus();
    } else if (!e.shiftKey && (active === last || (outside && active !== box.current))) {
      e.preventDefault();
      first.focus();
    }
  };

  return (
    <dialog
      ref={dialog}
      className={`modal-layer ${backdropClassName}`}
      aria-label={labelledBy ? undefined : title}
      aria-labelledby={labelledBy}
      onKeyDown={onKeyDown}
      // Escape while focus is outside the box (its focused button just went away) reaches only here.
      onCancel={(e) => {
        e.preventDefault();
        close.current?.();
      }}
      onMouseDown={(e) => e.target === e.currentTarget && backdrop.current?.()}
    >
      <div ref={box} className={`${boxClassName} ${className}`} tabIndex={-1}>
        {children}
      </div>
    </dialog>
  );
}
