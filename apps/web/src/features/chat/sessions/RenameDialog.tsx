import { MAX_SESSION_NAME } from '@ideapilot/contract';
import { useEffect, useRef, useState, type FormEvent } from 'react';
import { Modal } from '../../../components/ui/Modal.tsx';
import { useStableCallback } from '../hooks.ts';

/** 'Rename Chat': Enter confirms, Esc and the overlay cancel; blank names are refused. */
export function RenameDialog({ name, onRename, onCancel }: { name: string; onRename(name: string): void; onCancel(): void }) {
  const [value, setValue] = useState(name);
  const input = useRef<HTMLInputElement>(null);
  const cancel = useStableCallback(onCancel);
  // After the dialog has taken focus (its effect runs first), hand it to the field.
  useEffect(() => {
    input.current?.focus();
    input.current?.select();
  }, []);
  const trimmed = value.trim();
  const submit = (e: FormEvent) => {
    e.preventDefault();
    if (trimmed) onRename(trimmed);
  };
  return (
    <Modal labelledBy="rename-title" onClose={cancel} className="small-dialog">
      <form onSubmit={submit}>
        <h2 id="rename-title" className="dialog-title">
          Rename Chat
        </h2>
        <label htmlFor="rename-input" className="visually-hidden">
          Chat name
        </label>
        <input
          id="rename-input"
          type="text"
          ref={input}
          value={value}
          maxLength={MAX_SESSION_NAME}
          placeholder="Enter new name..."
          onChange={(e) => setValue(e.target.value)}
        />
        <div className="dialog-actions">
          <button type="button" className="button" onClick={cancel}>
            Cancel
          </button>
          <button type="submit" className="button button--primary" disabled={!trimmed}>
            Rename
          </button>
        </div>
      </form>
    </Modal>
  );
}
