import { useState } from 'react';
import { ConfirmDialog } from '../../../components/ui/ConfirmDialog.tsx';
import { ApiError } from '../../../lib/api.ts';

/** Spec §8's confirmation before consent is withdrawn. */
export function RevokeConsentDialog({ onRevoke, onCancel }: { onRevoke: () => Promise<void>; onCancel: () => void }) {
  const [busy, setBusy] = useState(false);
  const [error, setError] = useState<string | null>(null);
  async function confirm() {
    setBusy(true);
    setError(null);
    try {
      await onRevoke();
    } catch (err) {
      setError(err instanceof ApiError && err.detail ? err.detail : 'Could not revoke consent. Please try again.');
      setBusy(false);
    }
  }
  return (
    <ConfirmDialog
      title="Revoke consent"
      message="Are you sure you want to revoke consent? You will need to accept the policies again to continue using the service."
      confirmLabel="Revoke Consent"
      busyLabel="Processing..."
      busy={busy}
      error={error}
      danger
      onConfirm={() => void confirm()}
      onCancel={onCancel}
    />
  );
}
