import { ConfirmDialog } from '../../../components/ui/ConfirmDialog.tsx';
import { usePendingCall } from '../../../lib/use-pending-call.ts';

/** The confirmation before consent is withdrawn. */
export function RevokeConsentDialog({ onRevoke, onCancel }: { onRevoke: () => Promise<void>; onCancel: () => void }) {
  const { busy, error, run } = usePendingCall('Could not revoke consent. Please try again.');
  return (
    <ConfirmDialog
      title="Revoke consent"
      message="Are you sure you want to revoke consent? You will need to accept the policies again to continue using the service."
      confirmLabel="Revoke Consent"
      busyLabel="Processing..."
      busy={busy}
      error={error}
      danger
      onConfirm={() => void run(onRevoke)}
      onCancel={onCancel}
    />
  );
}
