import { memo, useRef, type KeyboardEvent, type ReactNode } from 'react';
import { useMediaQuery } from '../../../lib/use-media-query.ts';
import { CanvasIcon, ChatIcon, ListIcon } from '../icons.tsx';

export type MobileTab = 'chat' | 'sessions' | 'canvas';

const TABS: { id: MobileTab; label: string; icon: ReactNode }[] = [
  { id: 'chat', label: 'Chat', icon: <ChatIcon size={17} /> },
  { id: 'sessions', label: 'Sessions', icon: <ListIcon size={17} /> },
  { id: 'canvas', label: 'Canvas', icon: <CanvasIcon size={17} /> },
];

/** Held sideways (a short landscape window) the tabs are a rail down the side: the same query as in chat.css. */
const RAIL_QUERY = '(max-height: 500px) and (orientation: landscape)';

type Move = (i: number, n: number) => number;
const forward: Move = (i, n) => (i + 1) % n;
const back: Move = (i, n) => (i - 1 + n) % n;
const ENDS: Record<string, Move> = { Home: () => 0, End: (_, n) => n - 1 };

/**
 * Where each key moves from tab `i` of `n` (WAI-ARIA tabs: the arrows along the row, or down the
 * rail, wrap; Home and End go to the ends).
 */
const MOVES: Record<'horizontal' | 'vertical', Record<string, Move>> = {
  horizontal: { ArrowRight: forward, ArrowLeft: back, ...ENDS },
  vertical: { ArrowDown: forward, ArrowUp: back, ...ENDS },
};

/**
 * The WAI-ARIA tabs pattern: only the selected tab is in the tab order; the arrow keys, Home and
 * End select another tab and move the focus to it.
 */
export const MobileTabs = memo(function MobileTabs({ tab, onTab, unseenCanvas }: { tab: MobileTab; onTab(tab: MobileTab): void; unseenCanvas: number }) {
  const buttons = useRef(new Map<MobileTab, HTMLButtonElement | null>());
  const orientation = useMediaQuery(RAIL_QUERY) ? 'vertical' : 'horizontal';
  const onKeyDown = (e: KeyboardEvent) => {
    const move = MOVES[orientation][e.key];
    if (!move) return;
    e.preventDefault();
    const next = TABS[move(TABS.findIndex((t) => t.id === tab), TABS.length)]!.id;
    onTab(next);
    buttons.current.get(next)?.focus();
  };
  return (
    <div className="mobile-tabs" role="tablist" aria-label="Chat views" aria-orientation={orientation} onKeyDown={onKeyDown}>
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
});
