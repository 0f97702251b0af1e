import { z } from 'zod';
import { endpoint } from './endpoint.ts';
import { EvaluationMark } from './sessions.ts';
import { text } from './values.ts';

/** Blank or over 100 words (`countWords`) → 400 before the stream; no tokens → 402; unknown session → 404. */
export const ChatMessageRequest = z.object({
  session_id: text().max(200),
  message: text(),
});
export type ChatMessageRequest = z.infer<typeof ChatMessageRequest>;

/** Rebuilds the canvas for the session's latest answered turn; `message` is ignored. */
export const ChatResultsRequest = z.object({
  session_id: text().max(200),
  message: z.unknown().optional(),
});
export type ChatResultsRequest = z.infer<typeof ChatResultsRequest>;

/**
 * One event of a chat stream. `complete.turn_id` is null only when a results stream had no
 * answered turn to build from.
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

export const EvaluationResponse = z.object({ user_evaluation_mark: EvaluationMark });
export type EvaluationResponse = z.infer<typeof EvaluationResponse>;

const TurnParams = z.object({ turn_id: text() });

/** Sets (POST) or clears (DELETE, only if it is that mark) a like or dislike of an answered turn. */
const evaluation = (method: 'POST' | 'DELETE', kind: 'like' | 'dislike') =>
  endpoint({
    method,
    path: `/api/chat/turn/:turn_id/${kind}`,
    summary: `${method === 'POST' ? 'Set' : 'Clear'} the ${kind} of a turn`,
    access: 'user',
    params: TurnParams,
    status: 200,
    response: EvaluationResponse,
    errors: ['turn_not_found'],
  });

/** The two streams answer JSON errors before the stream opens; afterwards problems are `error` events. */
export const chatEndpoints = {
  sendMessage: endpoint({
    method: 'POST',
    path: '/api/chat/message',
    summary: "Send a message; streams the coach's reply",
    access: 'user',
    body: ChatMessageRequest,
    status: 200,
    stream: ChatStreamEvent,
    errors: ['message_blank', 'message_too_long', 'session_not_found', 'out_of_tokens', 'rate_limited'],
  }),
  rebuildCanvas: endpoint({
    method: 'POST',
    path: '/api/chat/results',
    summary: "Streams the idea canvas of the session's latest answered turn",
    access: 'user',
    body: ChatResultsRequest,
    status: 200,
    stream: ChatStreamEvent,
    errors: ['session_not_found', 'rate_limited'],
  }),
  like: evaluation('POST', 'like'),
  clearLike: evaluation('DELETE', 'like'),
  dislike: evaluation('POST', 'dislike'),
  clearDislike: evaluation('DELETE', 'dislike'),
};
