import type { ErrorCode, VibeGenerateRequest, VibePrepareRequest, VibeSavePrerequisitesRequest, VibeStreamEvent } from '@ideapilot/contract';
import { ApiError, call, callStream } from '../../lib/api.ts';

/** `nothingSaved` means "nothing saved yet": the modal starts empty. Any other error (a deleted session) is one. */
async function orNull<T>(answer: Promise<T>, nothingSaved: ErrorCode): Promise<T | null> {
  try {
    return await answer;
  } catch (err) {
    if (err instanceof ApiError && err.code === nothingSaved) return null;
    throw err;
  }
}

export const vibeApi = {
  prepare: (body: VibePrepareRequest, signal?: AbortSignal) => call('vibePrepare', { body, signal }),
  save: (body: VibeSavePrerequisitesRequest) => call('vibeSavePrerequisites', { body }),
  lastPrerequisites: (sessionId: string) => orNull(call('vibeLastPrerequisites', { query: { session_id: sessionId } }), 'vibe_prerequisites_not_found'),
  clear: (sessionId: string) => call('vibeClear', { body: { session_id: sessionId } }),
  lastPrompt: (sessionId: string) => orNull(call('vibeLastPrompt', { query: { session_id: sessionId } }), 'vibe_prompt_not_found'),
  currentCanvas: async (sessionId: string) => (await call('sessionHistory', { params: { id: sessionId } })).canvas?.content_md ?? '',

  /** The generate stream; events the contract does not know are skipped like malformed ones. */
  generate: (body: VibeGenerateRequest, onEvent: (event: VibeStreamEvent) => void, signal: AbortSignal) =>
    callStream('vibeGenerate', { body, signal }, onEvent),
};
