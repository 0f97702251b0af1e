import type { CanvasBlock, CanvasVersion, CreateSessionResponse, HistoryResponse } from '@ideapilot/contract';
import { useQueryClient } from '@tanstack/react-query';
import { useCallback, useEffect, useRef, useState } from 'react';
import { ApiError } from '../../../lib/api.ts';
import { emit } from '../../../lib/events.ts';
import { saveFile } from '../../../lib/save-file.ts';
import { chatKeys } from '../api.ts';
import { EMPTY_HISTORY } from '../queries.ts';
import { documentApi, documentKeys } from './document-api.ts';

export type Reworking = { block: CanvasBlock; text: string };

/** Why Rework is off, and what a rework refused for want of a token says. */
export const NO_TOKENS_TO_REWORK = 'No tokens remaining. Add more tokens to rework a block.';

/** What the founder sees when something the canvas tools asked for did not work. */
function problemOf(err: unknown, fallback: string): string {
  if (err instanceof ApiError && err.code === 'out_of_tokens') return NO_TOKENS_TO_REWORK;
  return err instanceof ApiError && err.detail ? err.detail : fallback;
}

/** A Share dialog open on one version of the canvas, or on the current one (`version` null). */
export type Sharing = { version: { id: string; number: number } | null };

/**
 * The canvas tools of one session: the history view and the version chosen in it, the Share
 * dialog, restoring a version, reworking one block (streamed in place), exports and "Start a
 * variant". A restore or rework becomes the current canvas at once, in the session's history as the
 * chat reads it. Held by the chat screen, not by the drawn canvas: a window that folds the canvas
 * or changes layout keeps what is open in it (docs/decisions/2026-12-05-the-chat-keeps-its-share-and-canvas-tools-outlive-a-fold.md).
 */
export function useCanvasDocument({ sessionId, onForked }: { sessionId: string | null; onForked(session: CreateSessionResponse): void }) {
  const queryClient = useQueryClient();
  const [view, setViewState] = useState<'canvas' | 'history'>('canvas');
  const [chosenVersionId, setChosenVersionId] = useState<string | null>(null);
  const [sharing, setSharing] = useState<Sharing | null>(null);
  const [reworking, setReworking] = useState<Reworking | null>(null);
  const [problem, setProblem] = useState<string | null>(null);
  const [pending, setPending] = useState<string | null>(null);
  const abort = useRef<AbortController | null>(null);
  // The control that opened the Share dialog, the tools row's Share button of the layout shown now,
  // and the desktop canvas's Collapse / Expand button (on its rail, the canvas's one control): where
  // the keyboard goes back to when the dialog closes.
  const shareOpener = useRef<HTMLElement | null>(null);
  const shareButton = useRef<HTMLButtonElement>(null);
  const canvasToggle = useRef<HTMLButtonElement>(null);

  // Another session: back to its canvas, and a rework of the last one is cut.
  useEffect(() => {
    setViewState('canvas');
    setChosenVersionId(null);
    setSharing(null);
    setProblem(null);
    return () => abort.current?.abort();
  }, [sessionId]);

  // Leaving the versions forgets the one chosen there: History opens again on the list.
  const setView = useCallback((next: 'canvas' | 'history') => {
    setViewState(next);
    if (next === 'canvas') setChosenVersionId(null);
  }, []);

  const becameCurrent = useCallback(
    (version: CanvasVersion) => {
      if (!sessionId) return;
      queryClient.setQueryData<HistoryResponse>(chatKeys.history(sessionId), (old) => ({ ...(old ?? EMPTY_HISTORY), canvas: { content_md: version.content_md } }));
      void queryClient.invalidateQueries({ queryKey: documentKeys.versions(sessionId) });
    },
    [queryClient, sessionId],
  );

  /** Runs one action at a time, naming it while it runs and reporting its failure. */
  const run = useCallback(async (label: string, failure: string, action: () => Promise<void>) => {
    setProblem(null);
    setPending(label);
    try {
      await action();
    } catch (err) {
      if (!(err instanceof DOMException && err.name === 'AbortError')) setProblem(problemOf(err, failure));
    } finally {
      setPending(null);
    }
  }, []);

  const restore = (versionId: string) =>
    run('restore', 'Could not restore this version. Please try again.', async () => {
      if (!sessionId) return;
      becameCurrent(await documentApi.restore(sessionId, versionId));
      setView('canvas');
    });

  const rework = (block: CanvasBlock) =>
    run('rework', 'Failed to rework the block. Please try again.', async () => {
      if (!sessionId) return;
      const controller = new AbortController();
      abort.current = controller;
      setReworking({ block, text: '' });
      let failed: string | null = null;
      try {
        await documentApi.rework(
          sessionId,
          block,
          (event) => {
            if (event.type === 'chunk') setReworking((r) => (r ? { ...r, text: r.text + event.content } : r));
            else if (event.type === 'complete') becameCurrent(event.version);
            else if (event.type === 'error') failed = event.detail;
          },
          controller.signal,
        );
      } finally {
        setReworking(null);
        emit('tokens-changed', {});
      }
      if (failed) throw new ApiError(502, null, failed);
    });

  const download = (format: 'md' | 'pdf', versionId?: string) =>
    run(`download-${format}`, 'Could not prepare the download. Please try again.', async () => {
      if (!sessionId) return;
      saveFile(await documentApi.exportFile(sessionId, format, versionId), `idea-canvas.${format}`);
    });

  const fork = () =>
    run('fork', 'Could not start a variant. Please try again.', async () => {
      if (!sessionId) return;
      onForked(await documentApi.fork(sessionId));
    });

  return {
    view,
    setView,
    chosenVersionId,
    setChosenVersionId,
    sharing,
    shareButton,
    openShare: (version: Sharing['version']) => {
      shareOpener.current = document.activeElement instanceof HTMLElement ? document.activeElement : null;
      setSharing({ version });
    },
    canvasToggle,
    closeShare: () => setSharing(null),
    /** The opener when the layout still shows it, else the layout's Share button, else the folded canvas's Expand. */
    shareReturnFocus: () => (shareOpener.current?.isConnected ? shareOpener.current : (shareButton.current ?? canvasToggle.current)),
    /** The History view or the Share dialog is open: the founder is working in the canvas. */
    inUse: view === 'history' || sharing !== null,
    reworking,
    problem,
    pending,
    restore,
    rework,
    download,
    fork,
    clearProblem: () => setProblem(null),
  };
}

export type CanvasDocument = ReturnType<typeof useCanvasDocument>;
