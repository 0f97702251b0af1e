import { Modal } from '../../../components/ui/Modal.tsx';
import { useStableCallback } from '../hooks.ts';

export function DeleteChatDialog({ onConfirm, onCancel }: { onConfirm(): void; onCancel(): void }) {
  const cancel = useStableCallback(onCancel);
  return (
    <Modal labelledBy="delete-title" onClose={cancel} className="small-dialog">
      <h2 id="delete-title" className="dialog-title">
        Delete Chat?
      </h2>
      <p className="dialog-text">This action cannot be undone.</p>
      <div className="dialog-actions">
        <button type="button" className="button" onClick={cancel}>
          Cancel
        </button>
        <button type="button" className="button button--danger" onClick={onConfirm}>
          Delete
        </button>
      </div>
    </Modal>
  );
}
