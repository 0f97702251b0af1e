import { CANVAS_BLOCKS } from '@ideapilot/contract';
import { nextAsk, readMessage, emptyState, type IdeaState } from '../reader.ts';
import { offlineVerdict } from '../verdict.ts';
import { factOf, type Conversation, type CorpusMessage, type Label } from './corpus.ts';

export const LABELS: Label[] = ['IDEA', ...CANVAS_BLOCKS];
export type Counts = { tp: number; fp: number; fn: number };
export type Score = { perLabel: Record<Label, Counts & { precision: number; recall: number; f1: number }>; macroF1: number; mistakes: string[] };

const normal = (s: string) => s.toLowerCase().replace(/[\u2019']/g, "'").replace(/\s+/g, ' ');

/** A note put on the canvas: under a block, or as the idea. */
type Note = { label: Label; text: string };

/**
 * Reads every conversation as the coach would, message by message, and compares the notes each
 * message added with its labelled facts (see `tally`).
 */
export function evaluate(conversations: Conversation[]): Score {
  const counts = emptyCounts();
  const mistakes: string[] = [];
  for (const conversation of conversations) {
    let state: IdeaState = emptyState();
    for (const message of conversation.messages) {
      const asked = message.asked ?? nextAsk(state);
      // As in a chat: a message the guard declines is answered apart and never read for the canvas.
      const result = offlineVerdict(message.text, () => state) === 'allow' ? readMessage(state, message.text, asked) : { state, changes: [] };
      state = result.state;
      const notes = result.changes.flatMap((c): Note[] => (c.kind === 'idea' ? [{ label: 'IDEA', text: c.text }] : c.kind === 'repeat' || c.kind === 'removed' || c.kind === 'other idea' ? [] : [{ label: c.block, text: c.text }]));
      tally(counts, mistakes, message, notes, [state.idea ?? '', ...CANVAS_BLOCKS.flatMap((b) => state.blocks[b])]);
    }
  }
  return scoreOf(counts, mistakes);
}

/**
 * Scores notes someone else took of the same conversations (`notes[c][m]`: the notes of message m
 * of conversation c, each "LABEL: text"), as the coach's are scored. Their notes stay as written: the
 * words a correction takes back still count against them while an earlier note holds them.
 */
export function scoreNotes(conversations: Conversation[], notes: string[][][]): Score {
  if (notes.length !== conversations.length) throw new Error(`${conversations.length} conversations and notes for ${notes.length}`);
  const counts = emptyCounts();
  const mistakes: string[] = [];
  conversations.forEach((conversation, c) => {
    if (notes[c]!.length !== conversation.messages.length) throw new Error(`conversation ${c} has ${conversation.messages.length} messages and notes for ${notes[c]!.length}`);
    const canvas: string[] = [];
    conversation.messages.forEach((message, m) => {
      const taken = notes[c]![m]!.map(parseNote);
      canvas.push(...taken.map((note) => note.text));
      tally(counts, mistakes, message, taken, canvas);
    });
  });
  return scoreOf(counts, mistakes);
}

/** A note written "LABEL: text", as `note-taker.json` holds them. */
export function parseNote(note: string): Note {
  const [label, text = ''] = note.split(/:\s*(.*)/s) as [Label, string?];
  if (!LABELS.includes(label)) throw new Error(`"${note}" is under no block`);
  return { label, text };
}

const emptyCounts = () => Object.fromEntries(LABELS.map((l) => [l, { tp: 0, fp: 0, fn: 0 }])) as Record<Label, Counts>;

/**
 * Counts one message's notes against its labelled facts: a note under the wrong block counts against
 * both blocks; a second note carrying the same labelled fact (one fact split in two) counts neither
 * way; a fact whose correction leaves the words it takes back on the canvas (every note on it after
 * the message) is missed.
 */
function tally(counts: Record<Label, Counts>, mistakes: string[], message: CorpusMessage, notes: Note[], canvas: string[]) {
  const facts = message.facts.map((f) => {
    const { label, keys } = factOf(f);
    return { label, keys: keys.map(normal), found: false };
  });
  for (const note of notes) {
    const fact = facts.find((f) => f.label === note.label && f.keys.some((k) => normal(note.text).includes(k)));
    if (fact && !fact.found) {
      fact.found = true;
      counts[note.label].tp++;
    } else if (!fact) {
      counts[note.label].fp++;
      mistakes.push(`"${message.text}" → ${note.label}: "${note.text}" (expected ${message.facts.join('; ') || 'nothing'})`);
    }
  }
  const lingering = message.gone?.some((words) => canvas.some((note) => normal(note).includes(normal(words))));
  for (const fact of facts) {
    if (!fact.found || lingering) {
      counts[fact.label].fn++;
      if (fact.found) counts[fact.label].tp--;
      mistakes.push(`"${message.text}" missed ${fact.label}: ${fact.keys.join('|')}${lingering ? ` (still shows ${message.gone!.join(', ')})` : ''}`);
    }
  }
}

/** One score for several parts scored apart: their counts added up. */
export function combined(scores: Score[]): Score {
  const counts = Object.fromEntries(
    LABELS.map((l) => [l, scores.reduce((sum, s) => ({ tp: sum.tp + s.perLabel[l].tp, fp: sum.fp + s.perLabel[l].fp, fn: sum.fn + s.perLabel[l].fn }), { tp: 0, fp: 0, fn: 0 })]),
  ) as Record<Label, Counts>;
  return scoreOf(counts, scores.flatMap((s) => s.mistakes));
}

function scoreOf(counts: Record<Label, Counts>, mistakes: string[]): Score {
  const perLabel = Object.fromEntries(
    LABELS.map((label) => {
      const { tp, fp, fn } = counts[label];
      const precision = tp + fp ? tp / (tp + fp) : 1;
      const recall = tp + fn ? tp / (tp + fn) : 1;
      const f1 = precision + recall ? (2 * precision * recall) / (precision + recall) : 0;
      return [label, { tp, fp, fn, precision, recall, f1 }];
    }),
  ) as Score['perLabel'];
  const used = LABELS.filter((l) => counts[l].tp + counts[l].fp + counts[l].fn > 0);
  return { perLabel, macroF1: used.reduce((sum, l) => sum + perLabel[l].f1, 0) / used.length, mistakes };
}

export function report(name: string, score: Score): string {
  const pct = (n: number) => `${(n * 100).toFixed(0)}%`.padStart(5);
  const rows = LABELS.map((l) => {
    const s = score.perLabel[l];
    return `${l.padEnd(14)} P ${pct(s.precision)}  R ${pct(s.recall)}  F1 ${pct(s.f1)}  (tp ${s.tp}, fp ${s.fp}, fn ${s.fn})`;
  });
  return `${name}: macro-F1 ${score.macroF1.toFixed(3)}\n${rows.join('\n')}`;
}
