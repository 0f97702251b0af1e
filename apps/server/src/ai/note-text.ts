import type { CanvasBlock } from '@ideapilot/contract';
import type { Clause } from './clauses.ts';
import { HELLO } from './guard.ts';

/**
 * A sentence's text and the note made of it: what a sentence opens with that says nothing (`LEAD`,
 * `leadOf`), a sentence's words (`textOf`), and a clause's words tidied into the note for its block
 * (`noteOf`, `tidy`, the frames each block's notes drop).
 */

// "whatever", "meh", "bof": the filler words founders fall back on, from their own language too (see `FILLER`, `LEAD`).
export const FILLER_WORDS = '(?:whatever|meh|egal|bof|bah|pff+)';
export const LEAD = new RegExp(String.raw`^(?:(?:and|but|so(?!\s+(?:far|much|many|long|little|few)\b)|also|plus|then|well(?!\s+done\b)|basically|honestly|o+h+|omg|wow|ah|ay|uh|um|erm|lol|lmao|lmfao|rofl|haha\w*|hehe\w*|jaja\w*|jeje\w*|hihi\w*|kkk+|ok(?:ay)?|yes|yeah|right(?=[,:!.]|$)|sure|(?:definitely|absolutely|certainly|indeed|of course|totally)(?=\s*,)|(?<=\b(?:yes|yeah|yep)[,!.]?\s+)(?:definitely|absolutely|certainly|of course|totally)|(?:a\s+)?(?:tough|hard|tricky|difficult)\s+(?:one|question)(?=\s*,)|hmm|eh|ugh|argh|${FILLER_WORDS}(?=\s*,\s*(?!wh\w*ever\b)\S)|btw|by the way|fyi|(?:${HELLO})(?: there)?|anyway|one more(?: thing)?|(?:a\s+)?quick\s+(?:one|question|q|thing|note)(?=\s*[:,-])|(?:i (?:want|would like|'d like) to add|let me add|to add|i forgot(?: to (?:say|mention))?|(?:in )?english)(?=\s*:)|(?:i|we)(?:'ve| have)?\s+(?:have|got)\s+(?:a|an|this|one)\s+(?:(?:small|new|little)\s+)?(?:startup\s+|business\s+)?idea(?=:)|i think|i guess|i believe|we think|in fact|to be honest|as i said|here(?:'s| is) the thing|like i said|again|(?:maybe|probably|perhaps)(?![^?]*\?)(?!\s+[$€£¥]?\s?\d)|like(?=\s+[$€£¥]?\s?\d))\b[,:]?\s*)+`, 'iu');
export const textOf = (sentence: Clause[]) => sentence.map((c) => c.text).join(' ');
/**
 * A sentence's text without the fillers it opens with ("So, …", "Well …", a "maybe" that hedges a
 * statement). "Maybe 'Slot'?" stays a question, and "maybe 25 euros" a restated amount (`AMENDS`).
 */
export const leadOf = (sentence: Clause[]) => textOf(sentence).replace(LEAD, '');
// What founders call the pitch.
export const PITCH_NAMES = '(?:pitch|tagline|slogan|motto|one-liner)';
// "aimed at", "primarily targeted at", "geared towards".
const FOCUS = String.raw`(?:(?:primarily|mainly|mostly|specifically|especially|largely)\s+)?`;
export const AIMED = String.raw`${FOCUS}(?:aimed|targeted|geared)\s+${FOCUS}(?:at|to|towards?)`;

export const FRAMES: Partial<Record<CanvasBlock, RegExp[]>> = {
  WHO: [
    /^(?:it'?s|it is|this is|that'?s|the (?:app|product|tool|service|platform) is)\s+(?:more |rather |mostly |mainly |really |primarily |actually )*(?:for|aimed at|meant for|designed for|built for|made for)\s+/i,
    /^(?:our|my|the)\s+(?:main |ideal |target |primary |first |core )?(?:customers?|users?|audience|clients?|market|buyers?|segment|target group|target)(?: group| audience| market)?\s+(?:are|is|would be|will be)\s+/i,
    /^(?:we|i)\s+(?:target|serve|sell to|focus on|are targeting|want to help|help|work with)\s+/i,
    /^(?:(?:but|and)\s+)?(?:(?:(?:mostly|mainly|primarily|only|just|especially|exclusively|specifically)\s+)?for|mostly|mainly|primarily)\s+/i,
    // "…, targeted at international students": whom it is aimed at.
    new RegExp(String.raw`^${AIMED}\s+(?![a-z]+ing\b|to\b)`, 'i'),
    // "cat groomers too": more customers, said as an addition.
    /[\s,]+(?:too|as well)(?=[\s.!]*$)/i,
    // "the couple is the customer", "clinics are our real buyers": whom the frame names.
    /\s+(?:is|are|would be|will be)\s+(?:the|our|my)\s+(?:real\s+|actual\s+|main\s+|paying\s+|ideal\s+|target\s+)?(?:customers?|clients?|buyers?|users?|audience|market)(?=[\s.!]*$)/i,
  ],
  PAIN: [/^(?:the|their|our)\s+(?:main |biggest |real |core )?(?:problem|pain|issue|challenge)(?: they have)?\s+(?:is|are)\s+(?:that\s+)?/i],
  // "Now because the budget moved to counties": the question's own word, and the "because" that answers it, are no part of the reason.
  'WHY NOW': [/^now,?\s+because\s+(?!of\b)/i],
  PITCH: [/^(?:my|our|the)\s+(?:pitch|one-liner|tagline|elevator pitch)(?: (?:would|should|could|will|might|must) be| is)?\s*[:,-]?\s*/i, new RegExp(String.raw`^(?:new\s+)?(?:elevator\s+)?${PITCH_NAMES}\s*(?::|\s[–—-])\s*`, 'i'), /^in (?:one sentence|one line|short|a nutshell)[:,]?\s*/i],
};

/** The fact of a clause as a note: the founder's words without fillers and frames, ending as their sentence did. */
// "…and no guilt i guess", "students mostly", "14 day trial instead": a hedge at the end of a note says nothing about the fact.
const TRAILING_HEDGE = /[\s,]+(?:i guess|i think|i suppose|probably|maybe|perhaps|mostly|mainly|instead)(?=[\s.!]*$)/i;

export function noteOf(block: CanvasBlock, clause: string): string {
  // "Or pharmacies buy licences": a note does not open with the "or" that tied it to the last one.
  // "…, because Polish people abroad miss real homemade taste": nor with the "because" that tied it to its reason (a pitch may open with one).
  let text = clause.replace(TRAILING_HEDGE, '').replace(block === 'PITCH' ? /^or\s+/i : /^(?:or|because(?!\s+of\b))\s+/i, '');
  for (const frame of FRAMES[block] ?? []) text = text.replace(frame, '');
  text = tidy(text);
  return text && /[.!]["'”’]?\s*$/.test(clause) ? `${text}.` : text;
}

// "Gear is super expensive haha", "We will kill them lol": laughter closing a note is chat, not the fact.
const LAUGH_WORDS = String.raw`lol+|lmao|lmfao|rofl|haha\w*|hehe\w*|jaja\w*|hihi\w*`;
const TRAILING_LAUGH = new RegExp(String.raw`(?:[\s,]+(?:${LAUGH_WORDS}|xd|:\)|:d|;\)|:p))+(?=[\s.,;!?]*$)`, 'i');

// "I have 3 kids lol so I know", "it's haha a nightmare": laughter inside a note is no part of it either. "Parents hate it, lol,
// it's a mess" keeps one of its two commas (the comma before the laugh, and the gap after it, are captured).
const LAUGH_INSIDE = new RegExp(String.raw`(?<=\S)(?:(,)\s*|\s+)(${LAUGH_WORDS})(?=([\s,;]+)\S)`, 'gi');
// "Gamers who play LOL", "Players of LOL and Dota", "Jajaja Tacos": a laugh word in capitals after these, or before a
// capitalised word, names a game, a toy or a shop (only the few letters either side of it are looked at).
const NAME_FOLLOWS = /\b(?:play|plays|playing|played|of|with|at|called|named)$/i;
function laughNamesSomething(laugh: string, before: string, after: string): boolean {
  return /^\p{Lu}/u.test(laugh) && (NAME_FOLLOWS.test(before.trimEnd()) || /^\s+\p{Lu}/u.test(after));
}

// Quotes, stops and dashes at either end of a note: what tied the clause to the next one ("… for heat pumps —") is no part of it.
// (Cut by a loop over the characters: a pattern ending on "+$" tried again from each of thousands of ", , , ," took a second.)
const OPENING_MARKS = new Set(['"', "'", '“', '‘', ',', ';', ':', '!', '?', '.', '-', '–', '—']);
const CLOSING_MARKS = new Set(['"', "'", '”', '’', ',', ';', ':', '.', '!', '?', '-', '–', '—']);
function edgesCut(text: string): string {
  let start = 0;
  let end = text.length;
  while (start < end && (OPENING_MARKS.has(text[start]!) || /\s/.test(text[start]!))) start++;
  while (end > start && (CLOSING_MARKS.has(text[end - 1]!) || /\s/.test(text[end - 1]!))) end--;
  return text.slice(start, end);
}

export function tidy(fragment: string): string {
  const spaced = fragment
    .replace(TRAILING_LAUGH, (laughs: string, at: number, whole: string) => (laughNamesSomething(laughs.replace(/^[\s,]+/, ''), whole.slice(Math.max(0, at - 20), at), '') ? laughs : ''))
    .replace(LAUGH_INSIDE, (laugh: string, comma: string | undefined, word: string, gap: string, at: number, whole: string) => {
      if (laughNamesSomething(word, whole.slice(Math.max(0, at - 20), at), whole.slice(at + laugh.length, at + laugh.length + 3))) return laugh;
      return comma && !/[,;]/.test(gap) ? ',' : '';
    })
    .replace(/\s+/g, ' ')
    .trim();
  const text = edgesCut(spaced);
  return text.charAt(0).toUpperCase() + text.slice(1);
}
