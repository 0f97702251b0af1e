import { isMessageTooLong } from '@ideapilot/contract';
import { useState, type FormEvent, type KeyboardEvent } from 'react';
import type { ChatMessage, TurnActions } from '../types.ts';

/** "‹ 1/2 ›": pages through the replies to one message. */
export function AlternativesPager({ page, actions }: { page: NonNullable<ChatMessage['page']>; actions: TurnActions }) {
  return (
    <span className="alternatives" role="group" aria-label="Replies to this message">
      <button type="button" className="turn-button" aria-label="Previous reply" disabled={page.index === 0} onClick={() => actions.page(page.group, page.index - 1)}>
        ‹
      </button>
      <span className="alternatives-count">
        {page.index + 1}/{page.count}
      </span>
      <button
        type="button"
        className="turn-button"
        aria-label="Next reply"
        disabled={page.index === page.count - 1}
        onClick={() => actions.page(page.group, page.index + 1)}
      >
        ›
      </button>
    </span>
  );
}

/** Writes another reply to the last message, for one token. */
export function RegenerateButton({ turnId, actions }: { turnId: string; actions: TurnActions }) {
  return (
    <button type="button" className="turn-button turn-button--text" disabled={actions.busy} onClick={() => actions.regenerate(turnId)}>
      Regenerate
    </button>
  );
}

/** The founder's last message, edited in place: Save sends the new text (one token), Esc cancels. */
export function EditMessageForm({
  message,
  turnId,
  actions,
  onClose,
}: {
  message: ChatMessage;
  turnId: string;
  actions: TurnActions;
  onClose(sent: boolean): void;
}) {
  const [text, setText] = useState(actions.failedEdit?.turnId === turnId ? actions.failedEdit.text : message.text);
  const invalid = !text.trim() || isMessageTooLong(text) || text.trim() === message.text.trim();
  const submit = (e?: FormEvent) => {
    e?.preventDefault();
    if (invalid || actions.busy) return;
    onClose(true);
    actions.edit(turnId, text);
  };
  const onKeyDown = (e: KeyboardEvent<HTMLTextAreaElement>) => {
    if (e.key === 'Escape') onClose(false);
    else if (e.key === 'Enter' && !e.shiftKey) submit(e);
  };
  return (
    <form className="edit-message" onSubmit={submit}>
      <textarea aria-label="Edit message" value={text} onChange={(e) => setText(e.target.value)} onKeyDown={onKeyDown} rows={3} autoFocus />
      <div className="edit-message-actions">
        <button type="button" className="turn-button turn-button--text" onClick={() => onClose(false)}>
          Cancel
        </button>
        <button type="submit" className="turn-button turn-button--primary" disabled={invalid || actions.busy}>
          Save and send
        </button>
      </div>
    </form>
  );
}
