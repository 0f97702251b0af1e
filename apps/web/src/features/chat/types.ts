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
};

/** A stream in progress: its latest stage label and the text so far. */
export type LiveStream = { stage: string; text: string };

export type Evaluation = 'like' | 'dislike';
