import type { EvaluationMark } from '@ideapilot/contract';

/** A message as the chat shows it. */
export type ChatMessage = {
  id: string;
  text: string;
  isUser: boolean;
  timestamp: Date;
  /** The turn an AI reply belongs to (likes are keyed by it). */
  turn_id?: string;
  userEvaluation?: EvaluationMark;
  /** The founder stopped this reply part-way. */
  stopped?: boolean;
  /** Which of the turn's alternatives is shown (0-based) of how many; `group` names them. */
  page?: { index: number; count: number; group: string };
  /** A message of the last turn: the reply can be regenerated, the founder's message edited. */
  last?: boolean;
};

/** What the founder can do with the last turn and with a turn's alternatives. */
export type TurnActions = {
  regenerate(turnId: string): void;
  edit(turnId: string, text: string): void;
  /** The last message's edit that failed to send, with the text the founder had written. */
  failedEdit: { turnId: string; text: string } | null;
  /** The founder cancelled the reopened form: it stays closed. */
  dismissFailedEdit(): void;
  page(group: string, index: number): void;
  /** A reply is being written: nothing new can start. */
  busy: boolean;
};

/** A stream in progress: its latest stage label and the text so far. */
export type LiveStream = { stage: string; text: string };

export type Evaluation = 'like' | 'dislike';

/** An error the chat shows; `id` tells two showings of one text apart (each gets its full time). */
export type ShownError = { text: string; id: number };
