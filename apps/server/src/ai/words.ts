// Words that carry no fact of their own, and a rough stem so "bookings" matches "booking".
const STOP = new Set('a an the and or but of to for in on at by with from is are was were be been it its it\'s this that these those we our i my me they them their you your he she his her as so also just very really about into than then there here do does did have has had will would can could should'.split(' '));
const stem = (w: string) => w.replace(/(ies|es|s|ing|ed)$/, '');
/** The words of a text that carry meaning, lower-cased and roughly stemmed. */
export function contentWords(text: string): string[] {
  return text.toLowerCase().split(/[^a-z0-9%$€£]+/).filter((w) => w && !STOP.has(w)).map(stem);
}

/** A text as a pattern that matches it as written: "$5 (a month)" finds itself. */
export const literal = (text: string) => text.replace(/[.*+?^${}()|[\]\\]/g, '\\$&');

/** The words of a text, lower-cased, with nothing between them but single spaces, and a space at each end. */
export const wordsOnly = (text: string) => ` ${text.toLowerCase().replace(/[^\p{L}\p{N}%$€£]+/gu, ' ').trim()} `;
