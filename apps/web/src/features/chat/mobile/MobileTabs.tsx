import { useRef, type KeyboardEvent, type ReactNode } from 'react';
import { CanvasIcon, ChatIcon, ListIcon } from '../icons.tsx';

export type MobileTab = 'chat' | 'sessions' | 'canvas';

const TABS: { id: MobileTab; label: string; icon: ReactNode }[] = [
  { id: 'chat', label: 'Chat', icon: <ChatIcon size={17} /> },
  { id: 'sessions', label: 'Sessions', icon: <ListIcon size={17} /> },
  { id: 'canvas', label: 'Canvas', icon: <CanvasIcon size={17} /> },
];

/** Where each key moves from tab `i` of `n` (WAI-ARIA tabs: the arrows wrap, Home and End go to the ends). */
const MOVES: Record<string, (i: number, n: number) => number> = {
  ArrowRight: (i, n) => (i + 1) % n,
  ArrowLeft: (i, n) => (i - 1 + n) % n,
  Home: () => 0,
  End: (_, n) => n - 1,
};

/**
 * The WAI-ARIA tabs pattern: only the selected tab is in the tab order; the arrow keys, Home and
 * End select another tab and move the focus to it.
 */
export function MobileTabs({ tab, onTab, unseenCanvas }: { tab: MobileTab; onTab(tab: MobileTab): void; unseenCanvas: number }) {
  const buttons = useRef(new Map<MobileTab, HTMLButtonElement | null>());
  const onKeyDown = (e: KeyboardEvent) => {
    const move = MOVES[e.key];
    if (!move) return;
    e.preventDefault();
    const next = TABS[move(TABS.findIndex((t) => t.id === tab), TABS.length)]!.id;
    onTab(next);
    buttons.current.get(next)?.focus();
  };
  return (
    <div className="mobile-tabs" role="tablist" aria-label="Chat views" onKeyDown={onKeyDown}>
      {TABS.map((t) => (
        <button
          key={t.id}
          ref={(el) => {
            buttons.current.set(t.id, el);
          }}
          type="button"
          role="tab"
          id={`mobile-tab-${t.id}`}
          aria-controls={`mobile-panel-${t.id}`}
          aria-selected={tab === t.id}
          tabIndex={tab === t.id ? 0 : -1}
          className={`mobile-tab${tab === t.id ? ' is-active' : ''}`}
          onClick={() => onTab(t.id)}
        >
          {t.icon}
          {t.label}
          {t.id === 'canvas' && unseenCanvas > 0 && (
            <span className="tab-badge" aria-label={`${unseenCanvas} new canvas updates`}>
              +{unseenCanvas}
            </span>
          )}
        </button>
      ))}
    </div>
  );
}
