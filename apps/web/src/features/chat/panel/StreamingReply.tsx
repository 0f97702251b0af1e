import { Markdown } from '../../../components/ui/Markdown.tsx';
import { AiAvatar } from '../icons.tsx';
import type { LiveStream } from '../types.ts';

/** The reply being produced: its stage label, then the text so far with a typing cursor. */
export function StreamingReply({ reply }: { reply: LiveStream }) {
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
            <Markdown text={reply.text} streaming headingLevel={3} />
          </div>
        )}
      </div>
    </li>
  );
}
