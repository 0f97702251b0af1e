import type { ChatAlternative, ChatTurn } from '@ideapilot/contract';
import type { ChatMessage } from './types.ts';

/** The name of a turn's alternatives: the id of the first of them. */
export const groupOf = (turn: ChatTurn) => turn.alternatives?.[0]?.id ?? turn.id;

/** A turn with a new alternative added as the shown one. */
export function withAlternative(turn: ChatTurn, added: ChatAlternative): ChatTurn {
  const { alternatives, ...current } = turn;
  return { ...added, alternatives: [...(alternatives ?? [current]), added] };
}

/**
 * The conversation as messages: of each turn, the alternative the founder paged to (the newest by
 * default), with its place among them; the last turn's messages carry `last`.
 */
export function messagesOf(turns: ChatTurn[], paged: Record<string, number>): ChatMessage[] {
  return turns.flatMap((turn, i) => {
    const group = groupOf(turn);
    const count = turn.alternatives?.length ?? 1;
    const index = Math.min(paged[group] ?? count - 1, count - 1);
    const shown: ChatAlternative = turn.alternatives?.[index] ?? turn;
    const page = count > 1 ? { index, count, group } : undefined;
    const last = i === turns.length - 1 && index === count - 1;
    const timestamp = new Date(shown.created_at);
    return [
      { id: `${group}-user`, text: shown.user_message, isUser: true, timestamp, turn_id: shown.id, page, last },
      {
        id: `${group}-ai`,
        text: shown.assistant_message,
        isUser: false,
        timestamp,
        turn_id: shown.id,
        userEvaluation: shown.user_evaluation_mark,
        stopped: shown.stopped,
        page,
        last,
      },
    ];
  });
}
