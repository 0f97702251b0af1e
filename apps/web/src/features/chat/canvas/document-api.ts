import type { CanvasBlock, CreateShareLinkRequest, ReworkStreamEvent } from '@ideapilot/contract';
import { queryOptions } from '@tanstack/react-query';
import { call, callFile, callStream } from '../../../lib/api.ts';

export const documentKeys = {
  versions: (sessionId: string) => ['chat', 'canvas-versions', sessionId] as const,
  shares: (sessionId: string) => ['chat', 'canvas-shares', sessionId] as const,
};

/** The canvas as a document: versions, restore, rework, export, share links and forks. */
export const documentApi = {
  versions: async (sessionId: string) => (await call('canvasVersions', { params: { id: sessionId } })).versions,
  restore: (sessionId: string, versionId: string) => call('restoreCanvasVersion', { params: { id: sessionId, version_id: versionId } }),
  rework: (sessionId: string, block: CanvasBlock, onEvent: (event: ReworkStreamEvent) => void, signal: AbortSignal) =>
    callStream('reworkCanvasBlock', { params: { id: sessionId }, body: { block }, signal }, onEvent),
  exportFile: (sessionId: string, format: 'md' | 'pdf', versionId?: string) =>
    callFile(format === 'md' ? 'exportCanvasMarkdown' : 'exportCanvasPdf', {
      params: { id: sessionId },
      query: versionId ? { version_id: versionId } : {},
    }),
  shares: async (sessionId: string) => (await call('listShareLinks', { params: { id: sessionId } })).links,
  share: (sessionId: string, body: CreateShareLinkRequest) => call('createShareLink', { params: { id: sessionId }, body }),
  revoke: (shareId: string) => call('revokeShareLink', { params: { share_id: shareId } }),
  fork: (sessionId: string) => call('forkSession', { params: { id: sessionId } }),
};

export const versionsQuery = (sessionId: string) =>
  queryOptions({ queryKey: documentKeys.versions(sessionId), queryFn: () => documentApi.versions(sessionId) });

export const sharesQuery = (sessionId: string) => queryOptions({ queryKey: documentKeys.shares(sessionId), queryFn: () => documentApi.shares(sessionId) });
