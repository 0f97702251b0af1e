import { endpoints, type VibeGenerateRequest, type VibePrepareRequest, type VibeSavePrerequisitesRequest, type VibeStreamEvent } from '@ideapilot/contract';
import { ApiError, call, callStream } from '../../lib/api.ts';

/** A 404 means "nothing saved yet": the modal starts empty. */
async function orNull<T>(answer: Promise<T>): Promise<T | null> {
  try {
    return await answer;
  } catch (err) {
    if (err instanceof ApiError && err.status === 404) return null;
    throw err;
  }
}

export const vibeApi = {
  prepare: (body: VibePrepareRequest) => call(endpoints.vibePrepare, { body }),
  save: (body: VibeSavePrerequisitesRequest) => call(endpoints.vibeSavePrerequisites, { body }),
  lastPrerequisites: (sessionId: string) => orNull(call(endpoints.vibeLastPrerequisites, { query: { session_id: sessionId } })),
  lastPrompt: (sessionId: string) => orNull(call(endpoints.vibeLastPrompt, { query: { session_id: sessionId } })),
  currentCanvas: async (sessionId: string) => (await call(endpoints.sessionHistory, { params: { id: sessionId } })).canvas?.content_md ?? '',

  /** The generate stream; events the contract does not know are skipped like malformed ones. */
  generate: (body: VibeGenerateRequest, onEvent: (event: VibeStreamEvent) => void, signal: AbortSignal) =>
    callStream(endpoints.vibeGenerate, { body, signal }, onEvent),
};
