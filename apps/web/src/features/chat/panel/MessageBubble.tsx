import { timeLabel } from '@ideapilot/contract';
import { memo, useEffect, useRef, useState } from 'react';
import { Markdown } from '../../../components/ui/Markdown.tsx';
import { AiAvatar, ThumbDownIcon, ThumbUpIcon } from '../icons.tsx';
import { chatApi } from '../api.ts';
import type { ChatMessage, Evaluation, TurnActions } from '../types.ts';
import { DislikeReasonPicker } from './DislikeReasonPicker.tsx';
import { AlternativesPager, EditMessageForm, RegenerateButton } from './TurnControls.tsx';

/** One message: the founder's as plain text, the assistant's as markdown with like/dislike. */
export const MessageBubble = memo(function MessageBubble({
  message,
  onEvaluate,
  actions,
}: {
  message: ChatMessage;
  onEvaluate(message: ChatMessage, kind: Evaluation): void;
  /** Regenerate, edit and paging; absent where the screen offers none. */
  actions?: TurnActions;
}) {
  const [editing, setEditing] = useState(false);
  // After a new dislike: the reason picker, then a thank-you once a reason was sent.
  const [why, setWhy] = useState<'asking' | 'sent' | null>(null);
  const dislikeButton = useRef<HTMLButtonElement>(null);
  const editButton = useRef<HTMLButtonElement>(null);
  /** A cancelled edit gives the keyboard back to its Edit button once that is shown again. */
  const backToEdit = useRef(false);
  useEffect(() => {
    if (editing || !backToEdit.current) return;
    backToEdit.current = false;
    editButton.current?.focus();
  }, [editing]);
  const time = <time dateTime={message.timestamp.toISOString()}>{timeLabel(message.timestamp)}</time>;
  const lastTurn = actions && message.last && message.turn_id ? message.turn_id : null;
  const failedEdit = actions?.failedEdit;
  // An edit that failed to send opens again, with what the founder wrote.
  useEffect(() => {
    if (failedEdit && failedEdit.turnId === lastTurn && message.isUser) setEditing(true);
  }, [failedEdit, lastTurn, message.isUser]);
  if (message.isUser) {
    return (
      <li className="message message--user" id={`message-${message.id}`}>
        {editing && lastTurn && actions ? (
          <EditMessageForm
            message={message}
            turnId={lastTurn}
            actions={actions}
            onClose={(sent) => {
              backToEdit.current = !sent;
              if (!sent) actions.dismissFailedEdit();
              setEditing(false);
            }}
          />
        ) : (
          <div className="bubble bubble--user">
            <p className="bubble-text">{message.text}</p>
          </div>
        )}
        <div className="message-meta">
          {lastTurn && !editing && (
            <button ref={editButton} type="button" className="turn-button turn-button--text" disabled={actions?.busy} onClick={() => setEditing(true)}>
              Edit
            </button>
          )}
          {time}
        </div>
      </li>
    );
  }
  const liked = message.userEvaluation === 1;
  const disliked = message.userEvaluation === -1;
  const closeWhy = (next: 'sent' | null) => {
    setWhy(next);
    dislikeButton.current?.focus();
  };
  return (
    <li className="message message--ai" id={`message-${message.id}`}>
      <AiAvatar />
      <div className="message-body">
        <div className="bubble bubble--ai">
          <Markdown text={message.text} headingLevel={3} />
        </div>
        <div className="message-meta">
          {time}
          {message.stopped && <span className="stopped-label">Stopped</span>}
          {actions && message.page && <AlternativesPager page={message.page} actions={actions} />}
          {message.turn_id && (
            <span className="evaluation">
              <button
                type="button"
                className={`eval-button${liked ? ' is-on' : ''}`}
                aria-label="Like"
                aria-pressed={liked}
                onClick={() => {
                  setWhy(null);
                  onEvaluate(message, 'like');
                }}
              >
                <ThumbUpIcon size={15} />
              </button>
              <button
                ref={dislikeButton}
                type="button"
                className={`eval-button${disliked ? ' is-on is-down' : ''}`}
                aria-label="Dislike"
                aria-pressed={disliked}
                aria-expanded={why === 'asking'}
                onClick={() => {
                  setWhy(disliked ? null : 'asking');
                  onEvaluate(message, 'dislike');
                }}
              >
                <ThumbDownIcon size={15} />
              </button>
            </span>
          )}
          {lastTurn && actions && <RegenerateButton turnId={lastTurn} actions={actions} />}
          {why === 'sent' && (
            <span className="dislike-thanks" role="status">
              Thanks for the feedback
            </span>
          )}
        </div>
        {why === 'asking' && message.turn_id && (
          <DislikeReasonPicker
            onSend={async (reason, note) => {
              await chatApi.explainDislike(message.turn_id!, reason, note);
              closeWhy('sent');
            }}
            onSkip={() => closeWhy(null)}
          />
        )}
      </div>
    </li>
  );
});
