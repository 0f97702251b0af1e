import * as z from 'zod/mini';
import { endpoint } from './endpoint.ts';
import { EvaluationMark } from './sessions.ts';
import { text } from './values.ts';

/** Blank or over 100 words (`countWords`) → 400 before the stream; no tokens → 402; unknown session → 404. */
export const ChatMessageRequest = z.object({
  session_id: text().check(z.maxLength(200)),
  message: text(),
});
export type ChatMessageRequest = z.infer<typeof ChatMessageRequest>;

/** Rebuilds the canvas for the session's latest answered turn; `message` is ignored. */
export const ChatResultsRequest = z.object({
  session_id: text().check(z.maxLength(200)),
  message: z.optional(z.unknown()),
});
export type ChatResultsRequest = z.infer<typeof ChatResultsRequest>;

/**
 * One event of a chat stream. `complete.turn_id` is null only when a results stream had no
 * answered turn to build from.
 */
export const ChatStreamEvent = z.discriminatedUnion('type', [
  /** First event of a message stream: the turn to re-attach to if the connection drops. */
  z.object({ type: z.literal('started'), turn_id: z.string() }),
  z.object({ type: z.literal('stage'), content: z.string() }),
  z.object({ type: z.literal('chunk'), content: z.string() }),
  /** `stopped`: the founder stopped the reply; the text so far is kept as the reply. */
  z.object({ type: z.literal('complete'), turn_id: z.nullable(z.string()), stopped: z.optional(z.boolean()) }),
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
  /** The spec's words for a send that failed, whether before the stream or in it. */
  replyFailed: 'Failed to send message. Please try again.',
  canvasFailed: 'Failed to update the idea canvas. Please try again.',
  /** The reply was stopped before any of it was written; the turn is refunded. */
  stoppedBeforeReply: 'Stopped before the reply began. Your token was given back.',
  /** The last event of a stream the server had to cut while restarting; the turn is refunded. */
  serverRestarting: 'The server restarted before this finished. Please try again.',
} as const;

export const StopTurnResponse = z.object({
  /** True when the reply was still being written and is now stopping; false when it had already ended. */
  stopped: z.boolean(),
});
export type StopTurnResponse = z.infer<typeof StopTurnResponse>;

/** The new text of the founder's last message. */
export const EditTurnRequest = z.object({ message: text() });
export type EditTurnRequest = z.infer<typeof EditTurnRequest>;

/** Why a founder disliked a reply: a short fixed list, each with the words the chat shows. */
export const DISLIKE_REASONS = {
  not_helpful: 'Not helpful',
  wrong_facts: 'Wrong facts',
  too_long: 'Too long',
  off_topic: 'Off topic',
  other: 'Other',
} as const;
export const DislikeReason = z.enum(Object.keys(DISLIKE_REASONS) as [keyof typeof DISLIKE_REASONS, ...(keyof typeof DISLIKE_REASONS)[]]);
export type DislikeReason = z.infer<typeof DislikeReason>;
export const MAX_DISLIKE_NOTE_CHARS = 500;

/** A dislike's optional reason and free text; a bodiless dislike keeps neither. */
export const DislikeRequest = z.object({
  reason: z.optional(z.nullable(DislikeReason)),
  note: z.optional(z.nullable(text().check(z.trim(), z.maxLength(MAX_DISLIKE_NOTE_CHARS, `Note must be at most ${MAX_DISLIKE_NOTE_CHARS} characters`)))),
});
export type DislikeRequest = z.infer<typeof DislikeRequest>;

/** The mark after the call; the reason and note are kept only with a dislike. */
export const EvaluationResponse = z.object({
  user_evaluation_mark: EvaluationMark,
  dislike_reason: z.optional(z.nullable(DislikeReason)),
  dislike_note: z.optional(z.nullable(z.string())),
});
export type EvaluationResponse = z.infer<typeof EvaluationResponse>;

const TurnParams = z.object({ turn_id: text() });

/**
 * Where a re-attach starts: the index of the first event wanted. A `Last-Event-ID` header (the id
 * of the last event received) wins over it; without either the stream replays from the start.
 */
export const TurnStreamQuery = z.object({ from: z.optional(z.coerce.number().check(z.int(), z.minimum(0), z.maximum(1_000_000))) });

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
    access: 'consented',
    body: ChatMessageRequest,
    status: 200,
    stream: ChatStreamEvent,
    errors: ['message_blank', 'message_too_long', 'session_not_found', 'out_of_tokens', 'rate_limited'],
  }),
  rebuildCanvas: endpoint({
    method: 'POST',
    path: '/api/chat/results',
    summary: "Streams the idea canvas of the session's latest answered turn",
    access: 'consented',
    body: ChatResultsRequest,
    status: 200,
    stream: ChatStreamEvent,
    errors: ['session_not_found', 'rate_limited'],
  }),
  /**
   * Re-attaches to a turn's reply stream: the events after `Last-Event-ID` (or from `from`), then
   * the rest live. A turn that ended long ago answers only its last event.
   */
  followTurn: endpoint({
    method: 'GET',
    path: '/api/chat/turn/:turn_id/stream',
    summary: "Re-attaches to a turn's reply stream",
    access: 'user',
    params: TurnParams,
    query: TurnStreamQuery,
    status: 200,
    stream: ChatStreamEvent,
    errors: ['turn_not_found'],
  }),
  stopTurn: endpoint({
    method: 'POST',
    path: '/api/chat/turn/:turn_id/stop',
    summary: 'Stops a reply being written; the text so far is kept as the reply',
    access: 'user',
    params: TurnParams,
    status: 200,
    response: StopTurnResponse,
    errors: ['turn_not_found'],
  }),
  /** A new reply to the last message (one token); the earlier one stays as an alternative. */
  regenerateTurn: endpoint({
    method: 'POST',
    path: '/api/chat/turn/:turn_id/regenerate',
    summary: 'Writes another reply to the last message; streams it like a message',
    access: 'consented',
    params: TurnParams,
    status: 200,
    stream: ChatStreamEvent,
    errors: ['turn_not_found', 'turn_not_last', 'out_of_tokens', 'rate_limited'],
  }),
  /** Replaces the last message and writes a reply to it (one token); the earlier turn stays as an alternative. */
  editTurn: endpoint({
    method: 'POST',
    path: '/api/chat/turn/:turn_id/edit',
    summary: 'Edits the last message and streams a new reply',
    access: 'consented',
    params: TurnParams,
    body: EditTurnRequest,
    status: 200,
    stream: ChatStreamEvent,
    errors: ['message_blank', 'message_too_long', 'turn_not_found', 'turn_not_last', 'out_of_tokens', 'rate_limited'],
  }),
  like: evaluation('POST', 'like'),
  clearLike: evaluation('DELETE', 'like'),
  /** A dislike, with an optional reason and free text (sent again to add them after the mark). */
  dislike: endpoint({ ...evaluation('POST', 'dislike'), body: DislikeRequest }),
  clearDislike: evaluation('DELETE', 'dislike'),
};
