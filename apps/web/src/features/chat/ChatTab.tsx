import { useCallback, useRef, useState } from 'react';
import { DesktopChat } from './desktop/DesktopChat.tsx';
import { useMobileLayout } from '../../lib/use-media-query.ts';
import { MobileChat } from './mobile/MobileChat.tsx';
import type { MobileTab } from './mobile/MobileTabs.tsx';
import { useChat } from './useChat.ts';
import './chat.css';

/** The chat tab: one conversation state, shown in the mobile layout at ≤ 768 px, else desktop. */
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

  return mobile ? <MobileChat chat={chat} tab={tab} onTab={openTab} unseenCanvas={unseenCanvas} /> : <DesktopChat chat={chat} />;
}
