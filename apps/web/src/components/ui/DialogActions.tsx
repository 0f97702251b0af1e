/**
 * The button row at the foot of a dialog: Cancel (or Close) and, when given, the confirm button,
 * which submits the dialog's form unless it has an `onClick`. Both are off while `busy`.
 */
export function DialogActions({
  className = 'dialog-actions',
  cancelLabel = 'Cancel',
  onCancel,
  busy,
  confirm,
}: {
  className?: string;
  cancelLabel?: string;
  onCancel: () => void;
  busy?: boolean;
  confirm?: { label: string; busyLabel?: string; danger?: boolean; onClick?: () => void };
}) {
  return (
    <div className={className}>
      <button type="button" className="button" onClick={onCancel} disabled={busy}>
        {cancelLabel}
      </button>
      {confirm && (
        <button
          type={confirm.onClick ? 'button' : 'submit'}
          className={`button ${confirm.danger ? 'button--danger' : 'button--primary'}`}
          onClick={confirm.onClick}
          disabled={busy}
        >
          {busy && confirm.busyLabel ? confirm.busyLabel : confirm.label}
        </button>
      )}
    </div>
  );
}
