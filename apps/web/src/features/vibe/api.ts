import {
  VibeStreamEvent,
  type HistoryResponse,
  type VibeGenerateRequest,
  type VibeLastPromptResponse,
  type VibePrepareRequest,
  type VibePrepareResponse,
  type VibePrerequisitesResponse,
  type VibeSavePrerequisitesRequest,
} from '@ideapilot/contract';
import { api, ApiError, postStream } from '../../lib/api.ts';

const withSession = (path: string, sessionId: string) => `${path}?session_id=${encodeURIComponent(sessionId)}`;

/** A 404 means "nothing saved yet" (spec: ignored). */
async function orNull<T>(call: Promise<T>): Promise<T | null> {
  try {
    return await call;
  } catch (err) {
    if (err instanceof ApiError && err.status === 404) return null;
    throw err;
  }
}

export const vibeApi = {
  prepare: (body: VibePrepareRequest) => api<VibePrepareResponse>('/api/vibe/prepare', { method: 'POST', body }),
  save: (body: VibeSavePrerequisitesRequest) => api<VibePrerequisitesResponse>('/api/vibe/prerequisites/save', { method: 'POST', body }),
  lastPrerequisites: (sessionId: string) => orNull(api<VibePrerequisitesResponse>(withSession('/api/vibe/prerequisites/last', sessionId))),
  lastPrompt: (sessionId: string) => orNull(api<VibeLastPromptResponse>(withSession('/api/vibe/prompt/last', sessionId))),
  currentCanvas: async (sessionId: string) =>
    (await api<HistoryResponse>(`/api/sessions/${encodeURIComponent(sessionId)}/history`)).canvas?.content_md ?? '',

  /** The generate stream; lines the contract does not know are skipped like malformed ones. */
  generate(body: VibeGenerateRequest, onEvent: (event: VibeStreamEvent) => void, signal: AbortSignal) {
    return postStream(
      '/api/vibe/generate',
      body,
      (raw) => {
        const event = VibeStreamEvent.safeParse(raw);
        if (event.success) onEvent(event.data);
      },
      signal,
    );
  },
};
