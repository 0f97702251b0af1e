import { useEffect, useRef, useState } from 'react';
import { emit } from '../../../lib/events.ts';
import { storageKeys } from '../../../lib/storage.ts';
import { useElementWidth } from '../../../lib/use-element-width.ts';
import { CANVAS_WIDTH, CanvasPanel, useCanvasCollapsed, useCanvasWidth } from '../canvas/CanvasPanel.tsx';
import type { CanvasDocument } from '../canvas/useCanvasDocument.ts';
import { useFocusKeptOnFold } from '../fold-focus.ts';
import { usePersistedFlag, usePersistedSize } from '../hooks.ts';
import { ControlledChatPanel } from '../panel/ControlledChatPanel.tsx';
import { ResizeHandle } from '../ResizeHandle.tsx';
import { useSessionList } from '../sessions/session-list-props.ts';
import { SIDEBAR_WIDTH, SessionsSidebar } from '../sessions/SessionsSidebar.tsx';
import type { ChatController } from '../useChat.ts';
import { CHAT_MIN_WIDTH, fitPanels, type SidePanel } from './fit-panels.ts';

const CHAT_WIDTH = { fallback: 600, min: CHAT_MIN_WIDTH, max: 1200 };
/** The one resize handle in the flow (its negative margins leave one pixel). */
const HANDLE_PX = 1;

/**
 * Sessions sidebar | chat panel | Idea Canvas. The panels keep their stored widths while the window
 * has room; the chat panel takes the rest (300 to 1200 px). When the window is too narrow the canvas
 * gives way first, down to its minimum, before the chat panel goes under its own width (see
 * fitPanels); then the chat, down to 300 px; then the sidebar. Their handles stop where the chat
 * panel would drop below 300 px. Where the two side panels cannot both be open (under 801 px), the
 * one opened last stays open and the other shows its rail; the stored collapsed states and widths
 * stay what the founder chose. A drag of a handle beside the chat panel moves the chat's width by
 * as much as the handle moved, and stores both widths.
 */
export function DesktopChat({ chat, doc }: { chat: ChatController; doc: CanvasDocument }) {
  const container = useRef<HTMLDivElement>(null);
  const containerWidth = useElementWidth(container);
  const [chatWidth, setChatWidth, commitChatWidth] = usePersistedSize(storageKeys.chatPanelWidth, CHAT_WIDTH.fallback, CHAT_WIDTH.min, CHAT_WIDTH.max);
  const [canvasWidth, setCanvasWidth, commitCanvasWidth] = useCanvasWidth();
  const [canvasCollapsed, setCanvasCollapsed] = useCanvasCollapsed();
  const [sidebarCollapsed, setSidebarCollapsed] = usePersistedFlag(storageKeys.sidebarCollapsed, true);
  // Not stored: a page opened in a narrow window shows the canvas (the sidebar starts folded anyway).
  const [openedLast, setOpenedLast] = useState<SidePanel>('canvas');
  const sessionList = useSessionList(chat);
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
    // What the canvas gives way for: the chat's own width, up to its default (a width stored in a
    // wide window holds the room that window had to spare, not a claim on a narrower one).
    Math.min(chatWidth, CHAT_WIDTH.fallback) - CHAT_MIN_WIDTH,
  );
  const chatShown = room + CHAT_MIN_WIDTH - fit.sidebar - fit.canvas;
  // A side panel dragged `grow` pixels wider takes them from the chat panel as drawn: its width
  // after the drag is the one stored, so a narrower window keeps the split the founder made.
  const chatAfter = (grow: number) => Math.max(CHAT_WIDTH.min, Math.min(CHAT_WIDTH.max, chatShown - grow));
  const setCollapsed = (panel: SidePanel, store: (collapsed: boolean) => void) => (collapsed: boolean) => {
    store(collapsed);
    if (!collapsed) setOpenedLast(panel);
  };
  // The chat/canvas handle goes with the open canvas: focus on it, when the canvas folds, goes to the
  // canvas's Expand button, as focus inside the canvas does.
  const canvasToggle = doc.canvasToggle;
  const handleKeepsFocus = useFocusKeptOnFold(fit.canvasCollapsed, canvasToggle);
  // Opening History or Share is using the canvas: a window that cannot hold both side panels then
  // folds the sidebar, not the canvas the founder is working in.
  useEffect(() => {
    if (doc.inUse) setOpenedLast('canvas');
  }, [doc.inUse]);
  // The founder's fold (stored) puts the canvas away with its History and the version chosen there,
  // also one left open on a phone: Expand shows the canvas. A narrowing window's fold keeps them.
  const { setView } = doc;
  useEffect(() => {
    if (canvasCollapsed) setView('canvas');
  }, [canvasCollapsed, setView]);

  return (
    <div className="chat-desktop" ref={container}>
      <SessionsSidebar
        {...sessionList}
        collapsed={fit.sidebarCollapsed}
        onCollapsedChange={setCollapsed('sidebar', setSidebarCollapsed)}
        width={fit.sidebar}
        maxWidth={Math.min(SIDEBAR_WIDTH.max, fit.sidebarMax)}
        onResize={(width) => {
          setChatWidth(chatAfter(width - fit.sidebar));
          setSidebarWidth(width);
        }}
        onResizeEnd={(width) => {
          commitChatWidth(chatAfter(width - fit.sidebar));
          commitSidebarWidth(width);
        }}
      />
      <div className="chat-panel-slot" style={{ flexBasis: chatWidth, minWidth: CHAT_WIDTH.min, maxWidth: CHAT_WIDTH.max }}>
        <ControlledChatPanel chat={chat} />
      </div>
      {!fit.canvasCollapsed && (
        <ResizeHandle
          label="Resize chat panel"
          value={fit.canvas}
          min={CANVAS_WIDTH.min}
          max={Math.min(CANVAS_WIDTH.max, fit.canvasMax)}
          direction={-1}
          onChange={(width) => {
            setChatWidth(chatAfter(width - fit.canvas));
            setCanvasWidth(width);
          }}
          onCommit={(width) => {
            commitChatWidth(chatAfter(width - fit.canvas));
            commitCanvasWidth(width);
          }}
          className="panel-handle"
          {...handleKeepsFocus}
        />
      )}
      <CanvasPanel
        sessionId={chat.sessionId} canvas={chat.canvas} live={chat.liveCanvas} replying={chat.busy} width={fit.canvas} doc={doc} collapsed={fit.canvasCollapsed} setCollapsed={setCollapsed('canvas', setCanvasCollapsed)} toggle={canvasToggle}
        onVibeCode={() => emit('open-vibe-coding', { sessionId: chat.sessionId, canvasText: chat.canvas, variant: 'modal' })}
      />
    </div>
  );
}
