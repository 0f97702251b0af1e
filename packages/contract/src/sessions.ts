import { z } from 'zod';
import { MAX_SESSION_NAME } from './constants.ts';

export const ChatSession = z.object({
  id: z.string(),
  name: z.string(),
  created_at: z.string(),
});
export type ChatSession = z.infer<typeof ChatSession>;

/** GET /api/sessions: the user's sessions, newest first. */
export const SessionListResponse = z.array(ChatSession);
export type SessionListResponse = z.infer<typeof SessionListResponse>;

/** GET /api/sessions/last (404 when the user has none). */
export const LastSessionResponse = z.object({ session_id: z.string() });
export type LastSessionResponse = z.infer<typeof LastSessionResponse>;

/** POST /api/chat/session: the new session, named 'Untitled'. */
export const CreateSessionResponse = z.object({
  session_id: z.string(),
  name: z.string(),
  created_at: z.string(),
});
export type CreateSessionResponse = z.infer<typeof CreateSessionResponse>;

/** PATCH /api/sessions/{id}: trimmed, 1 to 50 characters (longer → 422). */
export const RenameSessionRequest = z.object({
  new_name: z.string().trim().min(1, 'Name cannot be blank').max(MAX_SESSION_NAME, `Name must be at most ${MAX_SESSION_NAME} characters`),
});
export type RenameSessionRequest = z.infer<typeof RenameSessionRequest>;

/** 1 like, -1 dislike, null none. */
export const EvaluationMark = z.union([z.literal(1), z.literal(-1)]).nullable();
export type EvaluationMark = z.infer<typeof EvaluationMark>;

export const ChatTurn = z.object({
  id: z.string(),
  user_message: z.string(),
  assistant_message: z.string(),
  created_at: z.string(),
  user_evaluation_mark: EvaluationMark,
});
export type ChatTurn = z.infer<typeof ChatTurn>;

/** GET /api/sessions/{id}/history: the answered turns, oldest first, and the latest canvas. */
export const HistoryResponse = z.object({
  turns: z.array(ChatTurn),
  canvas: z.object({ content_md: z.string() }).nullable(),
});
export type HistoryResponse = z.infer<typeof HistoryResponse>;
