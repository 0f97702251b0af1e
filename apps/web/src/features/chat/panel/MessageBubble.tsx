import { timeLabel } from '@ideapilot/contract';
import { memo, useState } from 'react';
import { Markdown } from '../../../components/ui/Markdown.tsx';
import { SparkIcon, ThumbDownIcon, ThumbUpIcon } from '../icons.tsx';
import type { ChatMessage, Evaluation, TurnActions } from '../types.ts';
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
  const time = <time dateTime={message.timestamp.toISOString()}>{timeLabel(message.timestamp)}</time>;
  const lastTurn = actions && message.last && message.turn_id ? message.turn_id : null;
  if (message.isUser) {
    return (
      <li className="message message--user" id={`message-${message.id}`}>
        {editing && lastTurn && actions ? (
          <EditMessageForm message={message} turnId={lastTurn} actions={actions} onDone={() => setEditing(false)} />
        ) : (
          <div className="bubble bubble--user">
            <p className="bubble-text">{message.text}</p>
          </div>
        )}
        <div className="message-meta">
          {lastTurn && !editing && (
            <button type="button" className="turn-button turn-button--text" disabled={actions?.busy} onClick={() => setEditing(true)}>
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
  return (
    <li className="message message--ai" id={`message-${message.id}`}>
      <span className="avatar" aria-hidden="true">
        <SparkIcon size={16} />
      </span>
      <div className="message-body">
        <div className="bubble bubble--ai">
          <Markdown text={message.text} />
        </div>
        <div className="message-meta">
          {time}
          {message.stopped && <span className="stopped-label">Stopped</span>}
          {actions && message.page && <AlternativesPager page={message.page} actions={actions} />}
          {message.turn_id && (
            <span className="evaluation">
              <button type="button" className={`eval-button${liked ? ' is-on' : ''}`} aria-label="Like" aria-pressed={liked} onClick={() => onEvaluate(message, 'like')}>
                <ThumbUpIcon size={15} />
              </button>
              <button type="button" className={`eval-button${disliked ? ' is-on is-down' : ''}`} aria-label="Dislike" aria-pressed={disliked} onClick={() => onEvaluate(message, 'dislike')}>
                <ThumbDownIcon size={15} />
              </button>
            </span>
          )}
          {lastTurn && actions && <RegenerateButton turnId={lastTurn} actions={actions} />}
        </div>
      </div>
    </li>
  );
});
