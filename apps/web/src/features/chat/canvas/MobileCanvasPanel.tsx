import { ChevronLeftIcon, CheckIcon, CopyIcon, WandIcon } from '../icons.tsx';
import { useCopy } from '../hooks.ts';
import type { LiveStream } from '../types.ts';
import { CanvasDocumentView } from './CanvasDocumentView.tsx';
import { CanvasStage } from './CanvasStage.tsx';
import type { CanvasDocument } from './useCanvasDocument.ts';
import { hasCanvasContent } from './vibe-button.ts';
import { PillToast } from '../../../components/ui/PillToast.tsx';

const TOAST_MS = 3000;

export function MobileCanvasPanel({
  sessionId,
  canvas,
  live,
  replying,
  onBack,
  onVibeCode,
  doc,
}: {
  sessionId: string | null;
  canvas: string;
  live: LiveStream | null;
  replying: boolean;
  onBack(): void;
  onVibeCode(): void;
  doc: CanvasDocument;
}) {
  const { copied, copy } = useCopy(TOAST_MS);
  return (
    <section className="mobile-canvas" aria-labelledby="mobile-canvas-title">
      <header className="mobile-canvas-header">
        <button type="button" className="icon-button" aria-label="Back to chat" onClick={onBack}>
          <ChevronLeftIcon />
        </button>
        <h2 id="mobile-canvas-title" className="canvas-title">
          Idea Canvas
        </h2>
        <button type="button" className="vibe-code-button" disabled={!hasCanvasContent(canvas) || live !== null} onClick={onVibeCode}>
          <WandIcon /> Vibe Coding
        </button>
        <button type="button" className="icon-button" aria-label="Copy canvas" disabled={!canvas} onClick={() => void copy(canvas)}>
          {copied ? <CheckIcon /> : <CopyIcon />}
        </button>
      </header>
      {live && <CanvasStage live={live} />}
      <CanvasDocumentView sessionId={sessionId} canvas={canvas} live={live} replying={replying} doc={doc} />
      {copied && (
        <PillToast className="copy-toast">
          <CheckIcon size={16} /> Copied to clipboard!
        </PillToast>
      )}
    </section>
  );
}
