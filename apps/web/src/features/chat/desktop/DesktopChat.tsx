import { useRef } from 'react';
import { emit } from '../../../lib/events.ts';
import { storageKeys } from '../../../lib/storage.ts';
import { CANVAS_WIDTH, CanvasPanel, useCanvasCollapsed, useCanvasWidth } from '../canvas/CanvasPanel.tsx';
import { usePersistedSize } from '../hooks.ts';
import { ControlledChatPanel } from '../panel/ControlledChatPanel.tsx';
import { ResizeHandle } from '../ResizeHandle.tsx';
import { SessionsSidebar } from '../sessions/SessionsSidebar.tsx';
import type { ChatController } from '../useChat.ts';

const CHAT_WIDTH = { fallback: 600, min: 300, max: 1200 };

/**
 * Sessions sidebar | chat panel | Idea Canvas. The canvas keeps its stored width; the chat panel
 * takes the rest (300 to 1200 px). Dragging the boundary resizes both and stores both widths.
 */
export function DesktopChat({ chat }: { chat: ChatController }) {
  const chatPanel = useRef<HTMLDivElement>(null);
  const [chatWidth, , commitChatWidth] = usePersistedSize(storageKeys.chatPanelWidth, CHAT_WIDTH.fallback, CHAT_WIDTH.min, CHAT_WIDTH.max);
  const [canvasWidth, setCanvasWidth, commitCanvasWidth] = useCanvasWidth();
  const [canvasCollapsed, setCanvasCollapsed] = useCanvasCollapsed();

  return (
    <div className="chat-desktop">
      <SessionsSidebar
        sessions={chat.sessions}
        currentId={chat.sessionId}
        onCreateNewChat={chat.newChat}
        onSelectSession={chat.selectSession}
        onDeleteSession={(id) => void chat.deleteSession(id)}
        onRenameSession={(id, name) => void chat.renameSession(id, name)}
      />
      <div className="chat-panel-slot" ref={chatPanel} style={{ flexBasis: chatWidth, minWidth: CHAT_WIDTH.min, maxWidth: CHAT_WIDTH.max }}>
        <ControlledChatPanel chat={chat} />
      </div>
      {!canvasCollapsed && (
        <ResizeHandle
          label="Resize chat panel"
          value={canvasWidth}
          min={CANVAS_WIDTH.min}
          max={CANVAS_WIDTH.max}
          direction={-1}
          onChange={setCanvasWidth}
          onCommit={(width) => {
            commitCanvasWidth(width);
            requestAnimationFrame(() => chatPanel.current && commitChatWidth(chatPanel.current.offsetWidth));
          }}
          className="panel-handle"
        />
      )}
      <CanvasPanel
        canvas={chat.canvas} live={chat.liveCanvas} width={canvasWidth} collapsed={canvasCollapsed} setCollapsed={setCanvasCollapsed}
        onVibeCode={() => emit('open-vibe-coding', { sessionId: chat.sessionId, canvasText: chat.canvas, variant: 'modal' })}
      />
    </div>
  );
}
