import { useRef, useState } from 'react';
import { emit } from '../../../lib/events.ts';
import { storageKeys } from '../../../lib/storage.ts';
import { useElementWidth } from '../../../lib/use-element-width.ts';
import { CANVAS_WIDTH, CanvasPanel, useCanvasCollapsed, useCanvasWidth } from '../canvas/CanvasPanel.tsx';
import { useOpenVariant } from '../canvas/use-open-variant.ts';
import { useFocusKeptOnFold } from '../fold-focus.ts';
import { usePersistedFlag, usePersistedSize } from '../hooks.ts';
import { ControlledChatPanel } from '../panel/ControlledChatPanel.tsx';
import { ResizeHandle } from '../ResizeHandle.tsx';
import { sessionListOf } from '../sessions/session-list-props.ts';
import { SIDEBAR_WIDTH, SessionsSidebar } from '../sessions/SessionsSidebar.tsx';
import type { ChatController } from '../useChat.ts';
import { CHAT_MIN_WIDTH, fitPanels, type SidePanel } from './fit-panels.ts';

const CHAT_WIDTH = { fallback: 600, min: CHAT_MIN_WIDTH, max: 1200 };
/** The one resize handle in the flow (its negative margins leave one pixel). */
const HANDLE_PX = 1;

/**
 * Sessions sidebar | chat panel | Idea Canvas. The side panels keep their stored widths while the
 * window has room; the chat panel takes the rest (300 to 1200 px). When the window is too narrow
 * the side panels give way, never under their minimums (see fitPanels), and their handles stop
 * where the chat panel would drop below 300 px. Where the two side panels cannot both be open
 * (under 801 px), the one opened last stays open and the other shows its rail; the stored
 * collapsed states and widths stay what the founder chose. Dragging the chat/canvas boundary
 * resizes both and stores both widths.
 */
export function DesktopChat({ chat }: { chat: ChatController }) {
  const container = useRef<HTMLDivElement>(null);
  const chatPanel = useRef<HTMLDivElement>(null);
  const containerWidth = useElementWidth(container);
  const [chatWidth, , commitChatWidth] = usePersistedSize(storageKeys.chatPanelWidth, CHAT_WIDTH.fallback, CHAT_WIDTH.min, CHAT_WIDTH.max);
  const [canvasWidth, setCanvasWidth, commitCanvasWidth] = useCanvasWidth();
  const [canvasCollapsed, setCanvasCollapsed] = useCanvasCollapsed();
  const [sidebarCollapsed, setSidebarCollapsed] = usePersistedFlag(storageKeys.sidebarCollapsed, true);
  // Not stored: a page opened in a narrow window shows the canvas (the sidebar starts folded anyway).
  const [openedLast, setOpenedLast] = useState<SidePanel>('canvas');
  const [sidebarWidth, setSidebarWidth, commitSidebarWidth] = usePersistedSize(
    storageKeys.sidebarWidth,
    SIDEBAR_WIDTH.fallback,
    SIDEBAR_WIDTH.min,
    SIDEBAR_WIDTH.max,
  );

  const room = (containerWidth ?? Infinity) - CHAT_MIN_WIDTH - (canvasCollapsed ? 0 : HANDLE_PX);
  const fit = fitPanels(
    room,
    { width: sidebarWidth, min: SIDEBAR_WIDTH.min, collapsed: sidebarCollapsed, collapsedWidth: SIDEBAR_WIDTH.collapsed },
    { width: canvasWidth, min: CANVAS_WIDTH.min, collapsed: canvasCollapsed, collapsedWidth: CANVAS_WIDTH.collapsed },
    openedLast,
  );
  const setCollapsed = (panel: SidePanel, store: (collapsed: boolean) => void) => (collapsed: boolean) => {
    store(collapsed);
    if (!collapsed) setOpenedLast(panel);
  };
  // The chat/canvas handle goes with the open canvas: focus on it, when the canvas folds, goes to the
  // canvas's Expand button, as focus inside the canvas does.
  const canvasToggle = useRef<HTMLButtonElement>(null);
  const handleKeepsFocus = useFocusKeptOnFold(fit.canvasCollapsed, canvasToggle);
  const openVariant = useOpenVariant(chat.selectSession);
  const storeChatWidth = () => requestAnimationFrame(() => chatPanel.current && commitChatWidth(chatPanel.current.offsetWidth));

  return (
    <div className="chat-desktop" ref={container}>
      <SessionsSidebar
        {...sessionListOf(chat)}
        collapsed={fit.sidebarCollapsed}
        onCollapsedChange={setCollapsed('sidebar', setSidebarCollapsed)}
        width={fit.sidebar}
        maxWidth={Math.min(SIDEBAR_WIDTH.max, fit.sidebarMax)}
        onResize={setSidebarWidth}
        onResizeEnd={(width) => {
          commitSidebarWidth(width);
          storeChatWidth();
        }}
      />
      <div className="chat-panel-slot" ref={chatPanel} style={{ flexBasis: chatWidth, minWidth: CHAT_WIDTH.min, maxWidth: CHAT_WIDTH.max }}>
        <ControlledChatPanel chat={chat} />
      </div>
      {!fit.canvasCollapsed && (
        <ResizeHandle
          label="Resize chat panel"
          value={fit.canvas}
          min={CANVAS_WIDTH.min}
          max={Math.min(CANVAS_WIDTH.max, fit.canvasMax)}
          direction={-1}
          onChange={setCanvasWidth}
          onCommit={(width) => {
            commitCanvasWidth(width);
            storeChatWidth();
          }}
          className="panel-handle"
          {...handleKeepsFocus}
        />
      )}
      <CanvasPanel
        sessionId={chat.sessionId} canvas={chat.canvas} live={chat.liveCanvas} replying={chat.busy} width={fit.canvas} onForked={openVariant} collapsed={fit.canvasCollapsed} setCollapsed={setCollapsed('canvas', setCanvasCollapsed)} toggle={canvasToggle}
        onVibeCode={() => emit('open-vibe-coding', { sessionId: chat.sessionId, canvasText: chat.canvas, variant: 'modal' })}
      />
    </div>
  );
}
