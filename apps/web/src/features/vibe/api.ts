import type { VibeGenerateRequest, VibePrepareRequest, VibeSavePrerequisitesRequest, VibeStreamEvent } from '@ideapilot/contract';
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
  prepare: (body: VibePrepareRequest) => call('vibePrepare', { body }),
  save: (body: VibeSavePrerequisitesRequest) => call('vibeSavePrerequisites', { body }),
  lastPrerequisites: (sessionId: string) => orNull(call('vibeLastPrerequisites', { query: { session_id: sessionId } })),
  lastPrompt: (sessionId: string) => orNull(call('vibeLastPrompt', { query: { session_id: sessionId } })),
  currentCanvas: async (sessionId: string) => (await call('sessionHistory', { params: { id: sessionId } })).canvas?.content_md ?? '',

  /** The generate stream; events the contract does not know are skipped like malformed ones. */
  generate: (body: VibeGenerateRequest, onEvent: (event: VibeStreamEvent) => void, signal: AbortSignal) =>
    callStream('vibeGenerate', { body, signal }, onEvent),
};
