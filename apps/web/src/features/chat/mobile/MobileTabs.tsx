import type { ReactNode } from 'react';
import { CanvasIcon, ChatIcon, ListIcon } from '../icons.tsx';

export type MobileTab = 'chat' | 'sessions' | 'canvas';

const TABS: { id: MobileTab; label: string; icon: ReactNode }[] = [
  { id: 'chat', label: 'Chat', icon: <ChatIcon size={17} /> },
  { id: 'sessions', label: 'Sessions', icon: <ListIcon size={17} /> },
  { id: 'canvas', label: 'Canvas', icon: <CanvasIcon size={17} /> },
];

export function MobileTabs({ tab, onTab, unseenCanvas }: { tab: MobileTab; onTab(tab: MobileTab): void; unseenCanvas: number }) {
  return (
    <div className="mobile-tabs" role="tablist" aria-label="Chat views">
      {TABS.map((t) => (
        <button
          key={t.id}
          type="button"
          role="tab"
          id={`mobile-tab-${t.id}`}
          aria-controls={`mobile-panel-${t.id}`}
          aria-selected={tab === t.id}
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
