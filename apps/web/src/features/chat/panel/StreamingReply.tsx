import { Markdown } from '../../../components/ui/Markdown.tsx';
import { AiAvatar } from '../icons.tsx';
import type { LiveStream } from '../types.ts';

/** The reply being produced: its stage label, then the text so far with a typing cursor. */
export function StreamingReply({ reply, onStop }: { reply: LiveStream; onStop?: () => void }) {
  return (
    <li className="message message--ai message--streaming">
      <AiAvatar />
      <div className="message-body">
        <p className="stream-stage" role="status">
          <span className="stream-dots" aria-hidden="true">
            <i />
            <i />
            <i />
          </span>
          {reply.stage || 'Thinking'}
        </p>
        {reply.text && (
          <div className="bubble bubble--ai">
            <Markdown text={reply.text} streaming />
          </div>
        )}
        {onStop && (
          <button type="button" className="stop-button surface-button" onClick={onStop}>
            <span className="stop-square" aria-hidden="true" />
            Stop
          </button>
        )}
      </div>
    </li>
  );
}
