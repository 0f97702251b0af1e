import type { RefObject } from 'react';
import { useFocusKeptOnFold } from '../fold-focus.ts';
import { usePersistedFlag, usePersistedSize, useCopy } from '../hooks.ts';
import { CheckIcon, CopyIcon, PanelRightIcon, WandIcon } from '../icons.tsx';
import { storageKeys } from '../../../lib/storage.ts';
import type { LiveStream } from '../types.ts';
import { CanvasDocumentView } from './CanvasDocumentView.tsx';
import { CanvasStage } from './CanvasStage.tsx';
import type { CanvasDocument } from './useCanvasDocument.ts';
import { hasCanvasContent } from './vibe-button.ts';

export const CANVAS_WIDTH = { fallback: 480, min: 320, max: 800, collapsed: 64 };
const COPIED_MS = 2000;
/** Narrower than this, the Vibe Code button shows its icon only. */
const VIBE_LABEL_MIN_WIDTH = 329;

/** Desktop Idea Canvas: live markdown, copy (check icon for 2 s), collapse; width and state persist. */
export function CanvasPanel({
  sessionId,
  canvas,
  live,
  replying,
  width,
  collapsed,
  setCollapsed,
  onVibeCode,
  doc,
  toggle,
}: {
  sessionId: string | null;
  canvas: string;
  live: LiveStream | null;
  replying: boolean;
  width: number;
  collapsed: boolean;
  setCollapsed(collapsed: boolean): void;
  onVibeCode(): void;
  doc: CanvasDocument;
  /** Its Collapse / Expand button; the layout's too, whose chat/canvas handle goes with the open panel. */
  toggle: RefObject<HTMLButtonElement | null>;
}) {
  const { copied, copy } = useCopy(COPIED_MS);
  // Collapse and Expand are two buttons in the panel's two layouts: focus on what a change of layout
  // removes (the one pressed, or anything of the open panel a narrowing window folds) goes to the other.
  const keepFocus = useFocusKeptOnFold(collapsed, toggle);
  const toggleTo = (next: boolean) => () => setCollapsed(next);

  if (collapsed) {
    return (
      <aside className="canvas-panel is-collapsed" style={{ width: CANVAS_WIDTH.collapsed }} aria-label="Idea Canvas" {...keepFocus}>
        <button ref={toggle} type="button" className="icon-button" aria-label="Expand Idea Canvas" aria-expanded={false} onClick={toggleTo(false)}>
          <PanelRightIcon />
        </button>
        <span className="canvas-vertical-title" aria-hidden="true">
          Idea Canvas
        </span>
        {live && <span className="canvas-live-dot" title={live.stage || 'Updating'} />}
      </aside>
    );
  }
  return (
    <aside className="canvas-panel" style={{ width }} aria-labelledby="canvas-title" {...keepFocus}>
      <header className="canvas-header">
        <h2 id="canvas-title" className="canvas-title">
          Idea Canvas
        </h2>
        <span className="canvas-tools">
          <button type="button" className="vibe-code-button" aria-label="Vibe Code" title="Vibe Code" disabled={!hasCanvasContent(canvas) || live !== null} onClick={onVibeCode}>
            <WandIcon /> {width >= VIBE_LABEL_MIN_WIDTH && <span aria-hidden="true">Vibe Code</span>}
          </button>
          <button type="button" className="icon-button" aria-label={copied ? 'Copied' : 'Copy canvas'} title="Copy canvas" disabled={!canvas} onClick={() => void copy(canvas)}>
            {copied ? <CheckIcon /> : <CopyIcon />}
          </button>
          <button ref={toggle} type="button" className="icon-button" aria-label="Collapse Idea Canvas" aria-expanded={true} onClick={toggleTo(true)}>
            <PanelRightIcon />
          </button>
        </span>
      </header>
      {live && <CanvasStage live={live} />}
      <CanvasDocumentView sessionId={sessionId} canvas={canvas} live={live} replying={replying} doc={doc} />
    </aside>
  );
}

export function useCanvasWidth() {
  return usePersistedSize(storageKeys.resultPanelWidth, CANVAS_WIDTH.fallback, CANVAS_WIDTH.min, CANVAS_WIDTH.max);
}
export function useCanvasCollapsed() {
  return usePersistedFlag(storageKeys.resultPanelCollapsed, false);
}
