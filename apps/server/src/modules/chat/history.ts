import type { ChatAlternative, HistoryResponse } from '@ideapilot/contract';
import type { Db } from '../../db/database.ts';
import { finishedLast, type chatRepository } from './repository.ts';

type TurnRow = {
  id: string;
  user_message: string;
  assistant_message: string;
  created_at: Date;
  user_evaluation_mark: -1 | 1 | null;
  stopped: boolean;
  alternative_of: string | null;
};

const presentTurn = (t: TurnRow): ChatAlternative => ({
  id: t.id,
  user_message: t.user_message,
  assistant_message: t.assistant_message,
  created_at: t.created_at.toISOString(),
  user_evaluation_mark: t.user_evaluation_mark,
  ...(t.stopped ? { stopped: true } : {}),
});

/** A session's conversation as the chat screen opens it: shown turns with their alternatives, the canvas, a running turn. */
export async function sessionHistory(db: Db, chat: typeof chatRepository, sessionId: string): Promise<HistoryResponse> {
  const [turns, canvas, running] = await Promise.all([
    chat.shownTurns(db, { sessionId }),
    chat.latestCanvas(db, { sessionId }),
    chat.runningTurn(db, { sessionId }),
  ]);
  const [alternatives, pending] = await Promise.all([alternativesOf(db, chat, turns), canvasPending(db, chat, turns, canvas)]);
  return {
    turns: turns.map((t) => {
      const group = alternatives.get(t.alternative_of ?? t.id) ?? [];
      return { ...presentTurn(t), ...(group.length > 1 ? { alternatives: group.map(presentTurn) } : {}) };
    }),
    canvas: canvas ? { content_md: canvas.content_md } : null,
    ...(pending ? { canvas_pending: true } : {}),
    ...(running ? {
          running: {
            turn_id: running.id,
            user_message: running.user_message,
            created_at: running.created_at.toISOString(),
            ...(running.alternative_of ? { alternative_of: running.alternative_of } : {}),
          },
        } : {}),
  };
}

/** The shown alternatives of each turn that has some, by the group's first turn. */
async function alternativesOf(db: Db, chat: typeof chatRepository, turns: { id: string; alternative_of: string | null }[]) {
  const roots = [...new Set(turns.map((t) => t.alternative_of).filter((id): id is string => id !== null))];
  const groups = new Map<string, TurnRow[]>();
  for (const row of await chat.shownAlternatives(db, { roots })) {
    const root = row.alternative_of ?? row.id;
    groups.set(root, [...(groups.get(root) ?? []), row]);
  }
  return groups;
}

/**
 * The canvas of the complete turn that finished last is still being built, or its build failed
 * (opening the canvas starts it again): the turn has no version of its own, and no version that no
 * turn made (a restore, a rework) came after it: the founder's canvas, which no build replaces.
 */
async function canvasPending(
  db: Db,
  chat: typeof chatRepository,
  turns: { id: string; status: string; finished_at: Date | null }[],
  canvas: { turn_id: string | null; created_at: Date } | undefined,
): Promise<boolean> {
  const latest = finishedLast(turns.filter((t) => t.status === 'complete'));
  if (latest === undefined || canvas?.turn_id === latest.id) return false;
  if (canvas && canvas.turn_id === null && canvas.created_at >= latest.finished_at!) return false;
  return (await chat.canvasForTurn(db, { turnId: latest.id })) === undefined;
}
