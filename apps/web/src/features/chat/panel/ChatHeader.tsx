import { SESSION_ID_DISPLAY_LENGTH } from '@ideapilot/contract';
import { memo, useState } from 'react';
import { InfoIcon, SparkIcon } from '../icons.tsx';
import { GuideModal } from './GuideModal.tsx';

export function sessionLabel(sessionId: string | null): string {
  return sessionId ? `Session: ${sessionId.slice(0, SESSION_ID_DISPLAY_LENGTH)}...` : 'Connecting...';
}

export const ChatHeader = memo(function ChatHeader({ sessionId }: { sessionId: string | null }) {
  const [guideOpen, setGuideOpen] = useState(false);
  return (
    <header className="chat-header">
      <span className="chat-header-mark" aria-hidden="true">
        <SparkIcon size={18} />
      </span>
      <div className="chat-header-text">
        <h2 className="chat-title">AI Idea Assistant</h2>
        <p className="chat-session">{sessionLabel(sessionId)}</p>
      </div>
      <button type="button" className="icon-button" aria-label="Open AI Assistant Guide" aria-haspopup="dialog" onClick={() => setGuideOpen(true)}>
        <InfoIcon />
      </button>
      {guideOpen && <GuideModal onClose={() => setGuideOpen(false)} />}
    </header>
  );
});
