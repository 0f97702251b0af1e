import type { ChatSession, ChatStreamEvent, DislikeReason, EvaluationMark } from '@ideapilot/contract';
import { call, callStream } from '../../lib/api.ts';

export const chatKeys = {
  sessions: ['chat', 'sessions'] as const,
  history: (sessionId: string) => ['chat', 'history', sessionId] as const,
};

/** Newest first (by created_at descending), whatever order the server used. */
function newestFirst(sessions: ChatSession[]): ChatSession[] {
  return [...sessions].sort((a, b) => Date.parse(b.created_at) - Date.parse(a.created_at));
}

const evaluation = {
  like: { set: 'like', clear: 'clearLike' },
  dislike: { set: 'dislike', clear: 'clearDislike' },
} as const;

const streams = {
  '/api/chat/message': 'sendMessage',
  '/api/chat/results': 'rebuildCanvas',
} as const;

export const chatApi = {
  listSessions: async () => newestFirst(await call('listSessions')),
  lastSession: () => call('lastSession'),
  createSession: () => call('createSession'),
  history: (id: string) => call('sessionHistory', { params: { id } }),
  rename: (id: string, newName: string): Promise<unknown> => call('renameSession', { params: { id }, body: { new_name: newName } }),
  remove: (id: string): Promise<unknown> => call('deleteSession', { params: { id } }),

  /** Sets (POST) or removes (DELETE) a like or dislike; resolves to the mark the server now holds. */
  async evaluate(turnId: string, kind: 'like' | 'dislike', set: boolean): Promise<EvaluationMark> {
    const row = set ? evaluation[kind].set : evaluation[kind].clear;
    return (await call(row, { params: { turn_id: turnId } })).user_evaluation_mark;
  },

  /** Adds why to a dislike (the dislike is set again with them); a blank note is left out. */
  explainDislike: (turnId: string, reason: DislikeReason, note: string): Promise<unknown> =>
    call('dislike', { params: { turn_id: turnId }, body: { reason, note: note || null } }),

  /** One chat stream (reply or canvas): the contract's stream events, in order, with their ids. */
  stream(path: '/api/chat/message' | '/api/chat/results', sessionId: string, message: string, onEvent: StreamHandler, signal: AbortSignal) {
    return callStream(streams[path], { body: { session_id: sessionId, message }, signal }, onEvent);
  },

  /** Asks the server to stop a reply being written; the stream then ends with what was written. */
  stop: (turnId: string) => call('stopTurn', { params: { turn_id: turnId } }),

  /** Another reply to the last message, streamed like a message. */
  regenerate: (turnId: string, onEvent: StreamHandler, signal: AbortSignal) =>
    callStream('regenerateTurn', { params: { turn_id: turnId }, signal }, onEvent),

  /** The last message replaced by `message`, and a reply to it, streamed like a message. */
  edit: (turnId: string, message: string, onEvent: StreamHandler, signal: AbortSignal) =>
    callStream('editTurn', { params: { turn_id: turnId }, body: { message }, signal }, onEvent),

  /** Re-attaches to a turn's reply: the events after `lastEventId`, or all of them without one. */
  follow(turnId: string, lastEventId: string | undefined, onEvent: StreamHandler, signal: AbortSignal) {
    return callStream('followTurn', { params: { turn_id: turnId }, query: {}, signal }, onEvent, { lastEventId });
  },
};

export type StreamEvent = ChatStreamEvent;
export type StreamHandler = (event: StreamEvent, id: string | undefined) => void;
