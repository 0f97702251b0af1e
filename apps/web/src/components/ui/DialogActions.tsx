/**
 * The foot of a dialog: its error, when there is one, then Cancel (or Close) and, when given, the
 * confirm button, which submits the dialog's form unless it has an `onClick`. Both buttons are off
 * while `busy`.
 */
export function DialogActions({
  className = 'dialog-actions',
  cancelLabel = 'Cancel',
  onCancel,
  busy,
  confirm,
  error,
}: {
  className?: string;
  cancelLabel?: string;
  onCancel: () => void;
  busy?: boolean;
  confirm?: { label: string; busyLabel?: string; danger?: boolean; onClick?: () => void };
  error?: { text: string | null | undefined; className: string };
}) {
  return (
    <>
      {error?.text && (
        <p className={error.className} role="alert">
          {error.text}
        </p>
      )}
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
    </>
  );
}
