import { timeLabel } from '@ideapilot/contract';
import { memo } from 'react';
import { Markdown } from '../../../components/ui/Markdown.tsx';
import { SparkIcon, ThumbDownIcon, ThumbUpIcon } from '../icons.tsx';
import type { ChatMessage, Evaluation } from '../types.ts';

/** One message: the founder's as plain text, the assistant's as markdown with like/dislike. */
export const MessageBubble = memo(function MessageBubble({
  message,
  onEvaluate,
}: {
  message: ChatMessage;
  onEvaluate(message: ChatMessage, kind: Evaluation): void;
}) {
  const time = <time dateTime={message.timestamp.toISOString()}>{timeLabel(message.timestamp)}</time>;
  if (message.isUser) {
    return (
      <li className="message message--user">
        <div className="bubble bubble--user">
          <p className="bubble-text">{message.text}</p>
        </div>
        <div className="message-meta">{time}</div>
      </li>
    );
  }
  const liked = message.userEvaluation === 1;
  const disliked = message.userEvaluation === -1;
  return (
    <li className="message message--ai">
      <span className="avatar" aria-hidden="true">
        <SparkIcon size={16} />
      </span>
      <div className="message-body">
        <div className="bubble bubble--ai">
          <Markdown text={message.text} />
        </div>
        <div className="message-meta">
          {time}
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
        </div>
      </div>
    </li>
  );
});
