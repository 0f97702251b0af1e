import { describe, expect, it } from 'vitest';
import { factOf, say, type Conversation } from './corpus.ts';
import { HELD_OUT_PARTS } from './held-out.ts';
import TUNED from './tuned.json' with { type: 'json' };
import { combined, evaluate, parseNote, report, scoreNotes, type Score } from './evaluate.ts';
import NOTE_TAKER from './note-taker.json' with { type: 'json' };
import TRAINING_A from './training-a.json' with { type: 'json' };
import TRAINING_B from './training-b.json' with { type: 'json' };
import TRAINING_C from './training-c.json' with { type: 'json' };
import TRAINING_D from './training-d.json' with { type: 'json' };
import { DEVELOPMENT_PARTS } from './development.ts';

const MIN_MACRO_F1 = 0.85;
// Held-out parts that do not reach the bar yet, with the figure they last reached (see
// docs/decisions/2026-12-01-offline-coach-twenty-first-round.md; parts 6 and 8 raised on 2026-12-04, part 6 again on 2026-12-06,
// parts 7 and 8 in the thirty-fourth round).
// They are still held to the bar, as a known shortfall that turns into a failure once they reach it,
// and must not fall below their figure.
const SHORT_OF_THE_BAR: Record<string, number> = {
  'held-out part 5': 0.79,
  'held-out part 6': 0.78,
  'held-out part 7': 0.77,
  'held-out part 8': 0.71,
};
// Parsing a few hundred messages with the English model takes seconds on a busy machine.
const PARSE_TIMEOUT_MS = 120_000;
// Keys and notes are found in their message whatever the letter case or apostrophe.
const normal = (s: string) => s.toLowerCase().replace(/[\u2019']/g, "'");
const messages = (part: Conversation[]) => part.reduce((n, c) => n + c.messages.length, 0);

// Each part is read once; the whole corpus is the sum of its parts' counts.
const scores = new Map<Conversation[], Score>();
const scoreOf = (part: Conversation[]) => scores.get(part) ?? scores.set(part, evaluate(part)).get(part)!;
const TUNED_PART = TUNED as Conversation[];
const PARTS = [TUNED_PART, ...HELD_OUT_PARTS.map(([, part]) => part)];

/** Holds a part to the bar, or, when it is short of it, to its last figure and to the bar as a known failure. */
function heldToTheBar(name: string, part: Conversation[], score: () => Score) {
  const figure = SHORT_OF_THE_BAR[name];
  if (figure === undefined) {
    it(`files ${name} with a macro-F1 of at least ${MIN_MACRO_F1}`, () => {
      expect(scored(name, part, score())).toBeGreaterThanOrEqual(MIN_MACRO_F1);
    }, PARSE_TIMEOUT_MS);
    return;
  }
  it.fails(`files ${name} with a macro-F1 of at least ${MIN_MACRO_F1} (not reached yet: ${figure})`, () => {
    expect(scored(name, part, score())).toBeGreaterThanOrEqual(MIN_MACRO_F1);
  }, PARSE_TIMEOUT_MS);
  it(`files ${name} with a macro-F1 no lower than its last figure, ${figure}`, () => {
    expect(score().macroF1).toBeGreaterThanOrEqual(figure);
  }, PARSE_TIMEOUT_MS);
}

/** Prints a score; only the tuned part shows its mistakes, the held-out parts show figures only. */
function scored(name: string, part: Conversation[], score: Score, showMistakes = false) {
  const mistakes = showMistakes ? `\n${score.mistakes.map((m) => `  ${m}`).join('\n')}` : '';
  console.log(`${report(`${name} (${messages(part)} messages)`, score)}${mistakes}`);
  return score.macroF1;
}

describe('the labelled corpus of founder messages', () => {
  it('holds at least 150 messages about at least 12 ideas, with held-out parts', () => {
    const all = PARTS.flat();
    expect(messages(all)).toBeGreaterThanOrEqual(150);
    expect(new Set(all.map((c) => c.idea)).size).toBeGreaterThanOrEqual(12);
    for (const [, part] of HELD_OUT_PARTS) expect(messages(part)).toBeGreaterThanOrEqual(50);
  });

  it('holds, in every part written from the brief in README.md, each key of each fact in its message', () => {
    const written = [
      TRAINING_A, TRAINING_B, TRAINING_C, TRAINING_D, ...Object.values(DEVELOPMENT_PARTS),
      ...HELD_OUT_PARTS.filter(([name]) => ['held-out part 6', 'held-out part 7', 'held-out part 8'].includes(name)).map(([, part]) => part),
    ] as Conversation[][];
    const missing = written
      .flat()
      .flatMap((c) => c.messages)
      .flatMap((m) => m.facts.flatMap((f) => factOf(f).keys.filter((key) => !normal(m.text).includes(normal(key))).map((key) => `${key} (${m.text})`)));
    expect(missing).toEqual([]);
  });

  it(`files the tuned part with a macro-F1 of at least ${MIN_MACRO_F1}`, () => {
    expect(scored('tuned part', TUNED_PART, scoreOf(TUNED_PART), true)).toBeGreaterThanOrEqual(MIN_MACRO_F1);
  }, PARSE_TIMEOUT_MS);

  heldToTheBar('the whole corpus', PARTS.flat(), () => combined(PARTS.map(scoreOf)));
  for (const [name, part] of HELD_OUT_PARTS) heldToTheBar(name, part, () => scoreOf(part));
});

describe('a careful note-taker on the same messages', () => {
  // 32 conversations drawn at random from the development parts, noted by two note-takers who saw
  // neither the labels nor the code (docs/decisions/2026-11-28-offline-coach-eighteenth-round.md): the
  // bar is one a careful note-taker clears on messages written by others; the coach is scored beside them.
  const sample = NOTE_TAKER.map(({ part, conversation }) => DEVELOPMENT_PARTS[part]![conversation]!);

  it('holds notes copied from their messages, under the blocks of the canvas', () => {
    const notCopied = NOTE_TAKER.flatMap(({ notes }, c) => notes.flatMap((noted, m) => noted.filter((note) => !normal(sample[c]!.messages[m]!.text).includes(normal(parseNote(note).text)))));
    expect(notCopied).toEqual([]);
  });

  it(`files a sample of the development parts with a macro-F1 of at least ${MIN_MACRO_F1}`, () => {
    const noteTaker = scoreNotes(sample, NOTE_TAKER.map((c) => c.notes));
    scored('a careful note-taker on the sampled development conversations', sample, noteTaker);
    scored('the offline coach on the same conversations', sample, evaluate(sample));
    expect(noteTaker.macroF1).toBeGreaterThanOrEqual(MIN_MACRO_F1);
  }, PARSE_TIMEOUT_MS);
});

describe('the evaluation', () => {
  it('reads a message the guard declines as a chat does: not at all', () => {
    const idea = 'I want to build a scheduling app for dental clinics.';
    const score = evaluate([{ idea: 'dental', messages: [{ text: idea, facts: ['IDEA: scheduling app', 'WHO: dental clinics'] }, { text: 'thanks, got to run', facts: [], asked: 'PITCH' }] }]);
    expect(score.mistakes).toEqual([]);
  });

  it('counts a correction against notes that still hold what it takes back', () => {
    const conversation = {
      idea: 'vets',
      messages: [say('A booking tool for dog groomers.', 'IDEA: booking tool', 'WHO: dog groomers'), { text: "Actually it's for vets, not groomers.", facts: ['WHO: vets'], gone: ['groomers'] }],
    };
    expect(scoreNotes([conversation], [[['IDEA: A booking tool', 'WHO: dog groomers'], ['WHO: vets']]]).perLabel.WHO).toMatchObject({ tp: 1, fp: 0, fn: 1 });
    expect(evaluate([conversation]).perLabel.WHO).toMatchObject({ tp: 2, fp: 0, fn: 0 });
  });

  it('scores notes someone else took as it scores the coach, and refuses notes that do not match the messages', () => {
    const conversation = { idea: 'dental', messages: [say('Hi!'), say('A scheduling app for dental clinics.', 'IDEA: scheduling app', 'WHO: dental clinics')] };
    const score = scoreNotes([conversation], [[[], ['IDEA: A scheduling app', 'PAIN: dental clinics']]]);
    expect(score.perLabel.IDEA).toMatchObject({ tp: 1, fp: 0, fn: 0 });
    expect(score.perLabel.WHO).toMatchObject({ tp: 0, fp: 0, fn: 1 });
    expect(score.perLabel.PAIN).toMatchObject({ tp: 0, fp: 1, fn: 0 });
    expect(() => scoreNotes([conversation], [[[]]])).toThrow('conversation 0 has 2 messages and notes for 1');
    expect(() => scoreNotes([conversation], [])).toThrow('1 conversations and notes for 0');
    expect(() => scoreNotes([conversation], [[[], ['CUSTOMERS: dental clinics']]])).toThrow('"CUSTOMERS: dental clinics" is under no block');
  });
});
