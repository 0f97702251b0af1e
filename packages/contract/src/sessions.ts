import * as z from 'zod/mini';
import { MAX_SESSION_NAME } from './constants.ts';
import { endpoint } from './endpoint.ts';
import { text } from './values.ts';

export const ChatSession = z.object({
  id: z.string(),
  name: z.string(),
  created_at: z.string(),
});
export type ChatSession = z.infer<typeof ChatSession>;

/** The user's sessions, newest first. */
export const SessionListResponse = z.array(ChatSession);
export type SessionListResponse = z.infer<typeof SessionListResponse>;

export const LastSessionResponse = z.object({ session_id: z.string() });
export type LastSessionResponse = z.infer<typeof LastSessionResponse>;

/** A new session, named 'Untitled'. */
export const CreateSessionResponse = z.object({
  session_id: z.string(),
  name: z.string(),
  created_at: z.string(),
});
export type CreateSessionResponse = z.infer<typeof CreateSessionResponse>;

/** Trimmed, 1 to 50 characters (longer → 422). */
export const RenameSessionRequest = z.object({
  new_name: text().check(z.trim(), z.minLength(1, 'Name cannot be blank'), z.maxLength(MAX_SESSION_NAME, `Name must be at most ${MAX_SESSION_NAME} characters`)),
});
export type RenameSessionRequest = z.infer<typeof RenameSessionRequest>;

/** 1 like, -1 dislike, null none. */
export const EvaluationMark = z.nullable(z.union([z.literal(1), z.literal(-1)]));
export type EvaluationMark = z.infer<typeof EvaluationMark>;

const TurnFields = z.object({
  id: z.string(),
  user_message: z.string(),
  assistant_message: z.string(),
  created_at: z.string(),
  user_evaluation_mark: EvaluationMark,
  /** Present (true) when the founder stopped the reply part-way. */
  stopped: z.optional(z.boolean()),
});

/** One of the replies to the last message (a regenerated reply, or an edited message and its reply). */
export const ChatAlternative = TurnFields;
export type ChatAlternative = z.infer<typeof ChatAlternative>;

/**
 * An answered turn. With `alternatives` (oldest first, itself included) the founder pages through
 * the replies to that message; the turn shown is the newest, the one the conversation goes on from.
 */
export const ChatTurn = z.extend(TurnFields, { alternatives: z.optional(z.array(ChatAlternative)) });
export type ChatTurn = z.infer<typeof ChatTurn>;

/** A turn whose reply is still being written: the client re-attaches to its stream. */
export const RunningTurn = z.object({
  turn_id: z.string(),
  user_message: z.string(),
  created_at: z.string(),
  /** A regenerated or edited turn: the first turn of the alternatives it joins. */
  alternative_of: z.optional(z.string()),
});
export type RunningTurn = z.infer<typeof RunningTurn>;

/** The answered turns, oldest first, the latest canvas, and the turn still running, if any. */
export const HistoryResponse = z.object({
  turns: z.array(ChatTurn),
  canvas: z.nullable(z.object({ content_md: z.string() })),
  running: z.optional(RunningTurn),
  /** Present (true) while the canvas of the latest answered turn is still being built: the client follows it. */
  canvas_pending: z.optional(z.boolean()),
});
export type HistoryResponse = z.infer<typeof HistoryResponse>;

/** Another user's session answers 404, exactly like a missing one. */
const SessionParams = z.object({ id: text() });
const mine = { access: 'user' } as const;

export const sessionsEndpoints = {
  listSessions: endpoint({ ...mine, method: 'GET', path: '/api/sessions', summary: "The user's sessions, newest first", status: 200, response: SessionListResponse, errors: [] }),
  lastSession: endpoint({
    ...mine,
    method: 'GET',
    path: '/api/sessions/last',
    summary: 'The newest session',
    status: 200,
    response: LastSessionResponse,
    errors: ['session_not_found'],
  }),
  createSession: endpoint({ ...mine, method: 'POST', path: '/api/chat/session', summary: 'Start a session', status: 201, response: CreateSessionResponse, errors: [] }),
  sessionHistory: endpoint({
    ...mine,
    method: 'GET',
    path: '/api/sessions/:id/history',
    summary: "A session's turns and latest canvas",
    params: SessionParams,
    status: 200,
    response: HistoryResponse,
    errors: ['session_not_found'],
  }),
  renameSession: endpoint({
    ...mine,
    method: 'PATCH',
    path: '/api/sessions/:id',
    summary: 'Rename a session',
    params: SessionParams,
    body: RenameSessionRequest,
    status: 200,
    response: ChatSession,
    errors: ['session_not_found'],
  }),
  deleteSession: endpoint({
    ...mine,
    method: 'DELETE',
    path: '/api/sessions/:id',
    summary: 'Delete a session with its turns and canvases',
    params: SessionParams,
    status: 204,
    errors: ['session_not_found'],
  }),
};
