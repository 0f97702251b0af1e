import { z } from 'zod';
import { EvaluationMark } from './sessions.ts';

/**
 * POST /api/chat/message. Blank or over 100 words (`countWords`) → 400 before the stream;
 * no tokens → 402; unknown session → 404.
 */
export const ChatMessageRequest = z.object({
  session_id: z.string().max(200),
  message: z.string(),
});
export type ChatMessageRequest = z.infer<typeof ChatMessageRequest>;

/** POST /api/chat/results: rebuilds the canvas for the session's latest answered turn; `message` is ignored. */
export const ChatResultsRequest = z.object({
  session_id: z.string().max(200),
  message: z.unknown().optional(),
});
export type ChatResultsRequest = z.infer<typeof ChatResultsRequest>;

/**
 * One `data: {json}` line of a chat stream. `complete.turn_id` is null only when a results stream
 * had no answered turn to build from.
 */
export const ChatStreamEvent = z.discriminatedUnion('type', [
  z.object({ type: z.literal('stage'), content: z.string() }),
  z.object({ type: z.literal('chunk'), content: z.string() }),
  z.object({ type: z.literal('complete'), turn_id: z.string().nullable() }),
  z.object({ type: z.literal('error'), detail: z.string() }),
]);
export type ChatStreamEvent = z.infer<typeof ChatStreamEvent>;

/** Short present-tense labels the streams send as `stage` events. */
export const ChatStage = {
  reading: 'Reading your message',
  thinking: 'Thinking about your idea',
  writing: 'Writing a reply',
  canvas: 'Updating your idea canvas',
  loadingCanvas: 'Loading your idea canvas',
} as const;

/** What a stream's `error` event says to the person. */
export const ChatStreamError = {
  replyFailed: 'Failed to generate a reply. Please try again.',
  canvasFailed: 'Failed to update the idea canvas. Please try again.',
  /** The last event of a stream the server had to cut while restarting; the turn is refunded. */
  serverRestarting: 'The server restarted before this finished. Please try again.',
} as const;

/** POST/DELETE /api/chat/turn/{turn_id}/like|dislike. */
export const EvaluationResponse = z.object({ user_evaluation_mark: EvaluationMark });
export type EvaluationResponse = z.infer<typeof EvaluationResponse>;
