import { describe, expect, it } from 'vitest';
import { read, readStep, askedIn } from './reader.ts';
import { offlineVerdict } from './verdict.ts';
import { coachDecline, coachReply } from './writer.ts';
import { filledCanvas as filled } from '../../test/coach-conversations.ts';

/** The coach's answer to `message`, as the chat gives it: declined as small talk by the guard, or replied to. */
const answer = (turns: ReturnType<typeof filled>, message: string) => {
  const verdict = offlineVerdict(message, () => read(turns));
  return verdict === 'allow' ? coachReply(turns, message) : coachDecline(verdict, turns, message);
};
const changesOf = (turns: ReturnType<typeof filled>, message: string) => readStep(read(turns), message, askedIn(turns.at(-1)!.coach)).changes;

describe('the offline coach after it offered the pitch back (2026-12-07)', () => {
  it('offers the pitch back once the nine blocks are filled', () => {
    expect(filled().at(-1)!.coach).toContain('All nine blocks of Stage 1 are filled. Your pitch, in your words: "Uber for landlord repairs".');
  });

  it.each([
    'love it',
    'I love it!',
    'yep that\'s the one',
    "that's the one",
    'spot on',
    'nailed it',
    'yes, I like it',
    "that's perfect",
    'Love it!!',
    'love it. what next',
    'great, what next?',
    'sounds good, what should I do now?',
    'perfect, what now?',
    'nice. and now?',
    'ok, so what do I do next?',
  ])('takes "%s" for the pitch agreed: nothing changes, and the answer is the next step', (message) => {
    const turns = filled();
    expect(changesOf(turns, message)).toEqual([]);
    const reply = answer(turns, message);
    expect(reply).toContain('use **Vibe Code** to prepare the first prompt for your landing page');
    expect(reply).not.toMatch(/replaced|I added|let us keep going/);
  });

  it.each(['how do I use vibe code?', 'what is vibe code?', 'where is the vibe code button?', 'what does vibe coding do', 'thanks, how do I get to the landing page?'])('says what Vibe Code is and where it is, asked "%s"', (message) => {
    const turns = filled();
    expect(changesOf(turns, message)).toEqual([]);
    const reply = answer(turns, message);
    expect(reply).toContain('**Vibe Code** button');
    expect(reply).toContain('landing page');
  });

  it.each(['yes but make it shorter', 'can you make it punchier?', 'could you rewrite it', 'make it catchier please'])(
    'leaves the pitch to the founder\'s words when asked to rewrite it: "%s"',
    (message) => {
      const turns = filled();
      expect(changesOf(turns, message)).toEqual([]);
      expect(answer(turns, message)).toContain('The pitch is yours to word');
    },
  );

  it.each([
    ['Maybe: the fastest fix for every rental', 'The fastest fix for every rental'],
    ['The fastest repair for every rental.', 'The fastest repair for every rental.'],
    ['Pitch: Uber for boiler repairs', 'Uber for boiler repairs'],
  ])('still takes a new line, "%s", for the pitch in place of the old one', (message, text) => {
    expect(changesOf(filled(), message)).toEqual([{ kind: 'replaced', block: 'PITCH', text, old: 'Uber for landlord repairs' }]);
  });

  it('still files a new fact said after the offer', () => {
    expect(changesOf(filled(), 'we also charge a 5 pound call-out fee').map((c) => [c.kind, 'block' in c ? c.block : 'IDEA'])).toEqual([['added', 'YOUR PROFIT']]);
  });
});
