import type { ChatSession } from '@ideapilot/contract';
import { useState, type RefObject } from 'react';
import { DeleteChatDialog } from './DeleteChatDialog.tsx';
import { RenameDialog } from './RenameDialog.tsx';
import type { SessionListProps } from './session-list-props.ts';

/**
 * The rename and delete dialogs of a session list: `rename(session)` or `remove(id)` opens one,
 * `dialogs` shows it. A deleted row takes its Delete button with it: focus then goes to `afterDelete`.
 */
export function useSessionDialogs(
  { onRenameSession, onDeleteSession }: Pick<SessionListProps, 'onRenameSession' | 'onDeleteSession'>,
  afterDelete: RefObject<HTMLElement | null>,
) {
  const [renaming, setRenaming] = useState<ChatSession | null>(null);
  const [deleting, setDeleting] = useState<string | null>(null);
  const dialogs = (
    <>
      {renaming && (
        <RenameDialog
          name={renaming.name}
          onCancel={() => setRenaming(null)}
          onRename={(name) => {
            onRenameSession(renaming.id, name);
            setRenaming(null);
          }}
        />
      )}
      {deleting && (
        <DeleteChatDialog
          focusAfterDelete={() => afterDelete.current}
          onCancel={() => setDeleting(null)}
          onConfirm={() => {
            onDeleteSession(deleting);
            setDeleting(null);
          }}
        />
      )}
    </>
  );
  return { rename: setRenaming, remove: setDeleting, dialogs };
}
