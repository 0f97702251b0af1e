import { useRef } from 'react';
import { Modal } from '../../../components/ui/Modal.tsx';
import { useStableCallback } from '../hooks.ts';

/** Cancel gives focus back to the Delete button that opened it; Delete, whose row goes, to `focusAfterDelete`. */
export function DeleteChatDialog({ onConfirm, onCancel, focusAfterDelete }: { onConfirm(): void; onCancel(): void; focusAfterDelete(): HTMLElement | null }) {
  const cancel = useStableCallback(onCancel);
  const deleted = useRef(false);
  return (
    <Modal labelledBy="delete-title" onClose={cancel} className="small-dialog" returnFocus={() => (deleted.current ? focusAfterDelete() : null)}>
      <h2 id="delete-title" className="dialog-title">
        Delete Chat?
      </h2>
      <p className="dialog-text">This action cannot be undone.</p>
      <div className="dialog-actions">
        <button type="button" className="button" onClick={cancel}>
          Cancel
        </button>
        <button
          type="button"
          className="button button--danger"
          onClick={() => {
            deleted.current = true;
            onConfirm();
          }}
        >
          Delete
        </button>
      </div>
    </Modal>
  );
}
