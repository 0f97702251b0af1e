import {
  ChatStreamEvent,
  type ChatSession,
  type CreateSessionResponse,
  type EvaluationMark,
  type EvaluationResponse,
  type HistoryResponse,
  type LastSessionResponse,
  type SessionListResponse,
} from '@ideapilot/contract';
import { api, postStream } from '../../lib/api.ts';

export const chatKeys = {
  sessions: ['chat', 'sessions'] as const,
  history: (sessionId: string) => ['chat', 'history', sessionId] as const,
};

const sessionPath = (id: string) => `/api/sessions/${encodeURIComponent(id)}`;

/** Newest first (spec: by created_at descending), whatever order the server used. */
function newestFirst(sessions: ChatSession[]): ChatSession[] {
  return [...sessions].sort((a, b) => Date.parse(b.created_at) - Date.parse(a.created_at));
}

export const chatApi = {
  listSessions: async () => newestFirst(await api<SessionListResponse>('/api/sessions')),
  lastSession: () => api<LastSessionResponse>('/api/sessions/last'),
  createSession: () => api<CreateSessionResponse>('/api/chat/session', { method: 'POST' }),
  history: (id: string) => api<HistoryResponse>(`${sessionPath(id)}/history`),
  rename: (id: string, newName: string) => api<unknown>(sessionPath(id), { method: 'PATCH', body: { new_name: newName } }),
  remove: (id: string) => api<unknown>(sessionPath(id), { method: 'DELETE' }),

  /** Sets (POST) or removes (DELETE) a like or dislike; resolves to the mark the server now holds. */
  async evaluate(turnId: string, kind: 'like' | 'dislike', set: boolean): Promise<EvaluationMark> {
    const path = `/api/chat/turn/${encodeURIComponent(turnId)}/${kind}`;
    const answer = await api<EvaluationResponse | undefined>(path, set ? { method: 'POST', body: {} } : { method: 'DELETE' });
    if (answer && 'user_evaluation_mark' in answer) return answer.user_evaluation_mark;
    return set ? (kind === 'like' ? 1 : -1) : null;
  },

  /** One chat stream (reply or canvas): the events of spec §7, read from `data:` lines. */
  stream(path: '/api/chat/message' | '/api/chat/results', sessionId: string, message: string, onEvent: (event: StreamEvent) => void, signal: AbortSignal) {
    return postStream(
      path,
      { session_id: sessionId, message },
      (raw) => {
        // Events the contract does not know are skipped, like malformed lines.
        const event = ChatStreamEvent.safeParse(raw);
        if (event.success) onEvent(event.data);
      },
      signal,
    );
  },
};

export type StreamEvent = ChatStreamEvent;
