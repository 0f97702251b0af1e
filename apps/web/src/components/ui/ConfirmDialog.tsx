import { useId } from 'react';
import { Modal } from './Modal.tsx';
import './confirm-dialog.css';
import { DialogActions } from './DialogActions.tsx';

/** A yes/no question in a dialog; Escape and the backdrop answer no. */
export function ConfirmDialog({
  title,
  message,
  confirmLabel,
  busyLabel,
  busy = false,
  error,
  danger = false,
  onConfirm,
  onCancel,
  returnFocus,
}: {
  title: string;
  message: string;
  confirmLabel: string;
  busyLabel?: string;
  busy?: boolean;
  error?: string | null;
  danger?: boolean;
  onConfirm: () => void;
  onCancel: () => void;
  /** Where focus goes when the dialog closes, when not back to its opener (see `Modal`). */
  returnFocus?: () => HTMLElement | null | undefined;
}) {
  const id = useId();
  return (
    <Modal labelledBy={`${id}-title`} onClose={busy ? undefined : onCancel} className="confirm-dialog" returnFocus={returnFocus}>
      <h2 id={`${id}-title`} className="confirm-dialog-title">
        {title}
      </h2>
      <p className="confirm-dialog-message">{message}</p>
      <DialogActions
        className="confirm-dialog-actions"
        onCancel={onCancel}
        busy={busy}
        confirm={{ label: confirmLabel, busyLabel, danger, onClick: onConfirm }}
        error={{ text: error, className: 'confirm-dialog-error' }}
      />
    </Modal>
  );
}
