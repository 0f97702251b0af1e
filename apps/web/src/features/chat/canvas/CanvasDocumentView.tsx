import { splitCanvas } from '@ideapilot/contract';
import { useEffect, useRef } from 'react';
import { Link } from 'wouter';
import { useTokenBalance } from '../../../lib/auth.tsx';
import type { LiveStream } from '../types.ts';
import { CanvasBlocks } from './CanvasBlocks.tsx';
import { CanvasBody } from './CanvasBody.tsx';
import { NO_TOKENS_TO_REWORK, type CanvasDocument } from './useCanvasDocument.ts';
import { VersionHistory } from './VersionHistory.tsx';
import { hasCanvasContent } from './vibe-button.ts';
import './canvas-document.css';

/**
 * The canvas of a session as a document: the tools row (versions, share, downloads, a variant),
 * then the current canvas block by block with "Rework", or the version history. The tools work for
 * any saved canvas, in whatever output format; only Rework needs the nine blocks. While a turn
 * rebuilds the canvas it streams as before and the tools wait. With no tokens left Rework, the one
 * paid tool, is off, and a note under the tools says why (the balance the chat's message box reads).
 */
export function CanvasDocumentView({
  sessionId,
  canvas,
  live,
  replying,
  doc,
}: {
  sessionId: string | null;
  canvas: string;
  live: LiveStream | null;
  /** A reply is being written: the canvas build after it would write over a rework. */
  replying: boolean;
  /** The session's canvas tools, held by the chat screen (the Share dialog is drawn there too). */
  doc: CanvasDocument;
}) {
  const hasBlocks = splitCanvas(canvas).blocks.length > 0;
  const busy = live !== null || doc.pending !== null;
  const ready = sessionId !== null && hasCanvasContent(canvas);
  const noTokensNote = useTokenBalance().data?.tokens_remaining === 0 && hasBlocks && doc.view === 'canvas';
  // Leaving the versions (Back to canvas, a restore) removes the control that had the keyboard: it
  // goes to History, where the versions are opened again.
  const historyButton = useRef<HTMLButtonElement>(null);
  const shown = useRef(doc.view);
  useEffect(() => {
    const left = shown.current === 'history' && doc.view === 'canvas';
    shown.current = doc.view;
    if (left && document.activeElement === document.body) historyButton.current?.focus();
  }, [doc.view]);

  if (live || !sessionId) return <CanvasBody text={live?.text || canvas} streaming={live !== null} />;
  return (
    <>
      <div className="canvas-doc-tools" role="toolbar" aria-label="Canvas tools">
        <button
          ref={historyButton}
          type="button"
          className="button button--soft"
          aria-pressed={doc.view === 'history'} disabled={!ready} onClick={() => doc.setView(doc.view === 'history' ? 'canvas' : 'history')}>
          History
        </button>
        <button ref={doc.shareButton} type="button" className="button button--soft" disabled={!ready || busy} onClick={() => doc.openShare(null)}>
          Share
        </button>
        <button type="button" className="button button--soft" aria-label="Download Markdown" disabled={!ready || busy} onClick={() => void doc.download('md')}>
          .md
        </button>
        <button type="button" className="button button--soft" aria-label="Download PDF" disabled={!ready || busy} onClick={() => void doc.download('pdf')}>
          {doc.pending === 'download-pdf' ? 'PDF…' : 'PDF'}
        </button>
        <button type="button" className="button button--soft" disabled={!ready || busy} onClick={() => void doc.fork()}>
          {doc.pending === 'fork' ? 'Starting…' : 'Start a variant'}
        </button>
      </div>
      {noTokensNote && (
        <p id="canvas-no-tokens" className="canvas-doc-note" role="status">
          No tokens remaining. <Link to="/platform/billing">Add more tokens</Link> to rework a block.
        </p>
      )}
      {doc.problem && !(noTokensNote && doc.problem === NO_TOKENS_TO_REWORK) && (
        <p className="canvas-doc-problem" role="alert">
          {doc.problem}
          <button type="button" className="link-button" onClick={doc.clearProblem}>
            Dismiss
          </button>
        </p>
      )}
      {doc.view === 'history' ? (
        <div className="canvas-body" tabIndex={0} role="region" aria-label="Canvas versions">
          <VersionHistory
            sessionId={sessionId}
            chosenId={doc.chosenVersionId}
            onChoose={doc.setChosenVersionId}
            busy={busy}
            onRestore={(id) => void doc.restore(id)}
            onDownload={(format, id) => void doc.download(format, id)}
            onShare={(version) => doc.openShare(version)}
            onClose={() => doc.setView('canvas')}
          />
        </div>
      ) : hasBlocks ? (
        <div className="canvas-body" tabIndex={0} role="region" aria-label="Canvas content">
          <CanvasBlocks
            text={canvas}
            reworking={doc.reworking}
            canRework={!busy && !replying && !noTokensNote}
            reworkOffReason={noTokensNote ? 'canvas-no-tokens' : undefined}
            onRework={(block) => void doc.rework(block)}
          />
        </div>
      ) : (
        <CanvasBody text={canvas} streaming={false} />
      )}
    </>
  );
}
