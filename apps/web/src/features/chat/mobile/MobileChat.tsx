import { useMemo, useState } from 'react';
import { emit } from '../../../lib/events.ts';
import { MobileCanvasPanel } from '../canvas/MobileCanvasPanel.tsx';
import type { CanvasDocument } from '../canvas/useCanvasDocument.ts';
import { ControlledChatPanel } from '../panel/ControlledChatPanel.tsx';
import { MobileSessionsPanel } from '../sessions/MobileSessionsPanel.tsx';
import { useSessionList, type SessionListProps } from '../sessions/session-list-props.ts';
import type { ChatController } from '../useChat.ts';
import { MobileTabs, type MobileTab } from './MobileTabs.tsx';

/** ≤ 768 px: one panel at a time behind Chat / Sessions / Canvas tabs. */
export function MobileChat({
  chat,
  doc,
  tab,
  onTab,
  unseenCanvas,
}: {
  chat: ChatController;
  doc: CanvasDocument;
  tab: MobileTab;
  onTab(tab: MobileTab): void;
  unseenCanvas: number;
}) {
  // The canvas is made the first time its tab opens, then kept like the other panels. Made hidden
  // with the chat, it parsed its markdown (the page's first parse, micromark compiled with it)
  // while the chat screen loaded (docs/decisions/2026-12-02-the-chat-screens-blocking-time.md).
  const [canvasMade, setCanvasMade] = useState(tab === 'canvas');
  if (tab === 'canvas' && !canvasMade) setCanvasMade(true);
  // A chat chosen in the list (new, picked or found) opens the Chat tab. Made again only with the
  // list's own props, so the list is not drawn again for the conversation's answers.
  const list = useSessionList(chat);
  const sessionList = useMemo<SessionListProps>(
    () => ({
      ...list,
      onCreateNewChat: () => {
        list.onCreateNewChat();
        onTab('chat');
      },
      onSelectSession: (id) => {
        list.onSelectSession(id);
        onTab('chat');
      },
      onOpenSearchResult: (result) => {
        onTab('chat');
        list.onOpenSearchResult(result);
      },
    }),
    [list, onTab],
  );
  return (
    <div className="chat-mobile">
      <MobileTabs tab={tab} onTab={onTab} unseenCanvas={unseenCanvas} />
      <div className="mobile-panel" id="mobile-panel-chat" role="tabpanel" aria-labelledby="mobile-tab-chat" hidden={tab !== 'chat'}>
        <ControlledChatPanel chat={chat} />
      </div>
      <div className="mobile-panel" id="mobile-panel-sessions" role="tabpanel" aria-labelledby="mobile-tab-sessions" hidden={tab !== 'sessions'}>
        <MobileSessionsPanel {...sessionList} />
      </div>
      <div className="mobile-panel" id="mobile-panel-canvas" role="tabpanel" aria-labelledby="mobile-tab-canvas" hidden={tab !== 'canvas'}>
        {canvasMade && (
          <MobileCanvasPanel
            sessionId={chat.sessionId}
            canvas={chat.canvas}
            doc={doc}
            live={chat.liveCanvas}
            replying={chat.busy}
            onBack={() => onTab('chat')}
            onVibeCode={() => emit('open-vibe-coding', { sessionId: chat.sessionId, canvasText: chat.canvas, variant: 'mobile' })}
          />
        )}
      </div>
    </div>
  );
}
