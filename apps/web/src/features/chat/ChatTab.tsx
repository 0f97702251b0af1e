import { useCallback, useEffect, useRef, useState } from 'react';
import { ShareDialog } from './canvas/ShareDialog.tsx';
import { useCanvasDocument } from './canvas/useCanvasDocument.ts';
import { useOpenVariant } from './canvas/use-open-variant.ts';
import { DesktopChat } from './desktop/DesktopChat.tsx';
import { useMobileLayout } from '../../lib/use-media-query.ts';
import { MobileChat } from './mobile/MobileChat.tsx';
import type { MobileTab } from './mobile/MobileTabs.tsx';
import { useChat } from './useChat.ts';
import './chat.css';

/**
 * The chat tab: one conversation state, shown in the mobile layout at ≤ 768 px, else desktop. The
 * canvas tools (History, Share) are held here too, so a window that changes layout keeps them open;
 * a phone's layout then opens on the Canvas tab, where they are.
 */
export function ChatTab() {
  const mobile = useMobileLayout();
  const [tab, setTab] = useState<MobileTab>('chat');
  const [unseenCanvas, setUnseenCanvas] = useState(0);
  const canvasOpen = useRef(true);
  canvasOpen.current = !mobile || tab === 'canvas';

  const chat = useChat({
    onCanvasUpdated: useCallback(() => {
      if (!canvasOpen.current) setUnseenCanvas((n) => n + 1);
    }, []),
  });

  const openTab = useCallback((next: MobileTab) => {
    setTab(next);
    if (next === 'canvas') setUnseenCanvas(0);
  }, []);

  const doc = useCanvasDocument({ sessionId: chat.sessionId, onForked: useOpenVariant(chat.selectSession) });
  const docInUse = useRef(doc.inUse);
  docInUse.current = doc.inUse;
  useEffect(() => {
    if (mobile && docInUse.current) openTab('canvas');
  }, [mobile, openTab]);

  return (
    <>
      {mobile ? <MobileChat chat={chat} doc={doc} tab={tab} onTab={openTab} unseenCanvas={unseenCanvas} /> : <DesktopChat chat={chat} doc={doc} />}
      {doc.sharing && chat.sessionId && (
        <ShareDialog sessionId={chat.sessionId} version={doc.sharing.version} onClose={doc.closeShare} returnFocus={doc.shareReturnFocus} />
      )}
    </>
  );
}
