import { CANVAS_BLOCKS, type CanvasBlock } from '@ideapilot/contract';
import { sentencesOf, type Clause } from './clauses.ts';
import { AMOUNT, AMOUNT_START, AMOUNTS } from './cues.ts';
import { contentWords, literal } from './words.ts';
import type { IdeaState } from './idea-state.ts';
import type { Change, Fact } from './reader-terms.ts';
import { leadOf, tidy } from './note-text.ts';
import { namesPeopleAlone } from './place-clause.ts';

/**
 * Corrections and taking back: the marks of a slip (`SLIP`, `CORRECTION`, `STARRED`, …), a note dropped
 * (`droppedNote`, `drop`), the note a correction replaces and its words swapped in (`findNote`,
 * `swappedWords`, `swappedPart`, …), a name or an amount taken back, and other customers instead of the
 * ones on the canvas (`otherCustomers`).
 */

/**
 * "actually it's a WhatsApp bot, not an app", said of "An app to send quotes": the new thing in the old
 * one's place, and the rest of the idea kept ("A WhatsApp bot to send quotes"); null when the new
 * idea says more than a thing.
 */
export function swappedIn(idea: string, old: string, thing: string): string | null {
  if (thing.split(/\s+/).length > 4 || /\s(?:for|to|that|which|where|who|with)\s/i.test(` ${thing} `)) return null;
  const at = new RegExp(String.raw`(?:\b(?:an?|the)\s+)?\b${literal(old)}\b`, 'i').exec(idea);
  // "A booking app" is a kind of app: the new thing replaces all of it.
  if (!at || at[0].length === idea.length || (at.index > 0 && !/^(?:an?|the)\s/i.test(at[0]))) return null;
  const said = at.index === 0 ? thing : thing.charAt(0).toLowerCase() + thing.slice(1);
  return `${idea.slice(0, at.index)}${said}${idea.slice(at.index + at[0].length)}`;
}

// "Actually scratch the students", "nah scratch the first user free bit", "let me drop the UK", "Scratch
// the old boss - he's pulled out": a note taken back, said with a verb that only takes back (`firm`), or
// after a mark of correction or a "let me" ("Drop the bike at our shop", "Scrap the broken ones" and
// "We'll take out the bins" say how things work).
const DROPS = /^(?:(?<mark>nah|no|hmm+|please|(?:can|could) you(?:\s+please)?)[,.]?\s+)?(?:(?<self>let me)\s+)?(?:(?<firm>scratch|cross out)|scrap|delete|drop|forget(?:\s+about)?|remove|ditch|take out)\s+(?:the|my|our|those|these)\s+(?<words>[^\s,.;:!?—–]+(?:\s+[^\s,.;:!?—–]+){0,5}?)(?:\s+(?:bit|part|idea|option|thing|one|stuff|line))?\s*(?:[,.;:!?—–-]+\s*|\s+(?=(?:he|she|they|it|we)\b)|$)/i;
// Words that say what kind of note it was, not which one: "the resident price", "the £120 yearly option".
const KIND_OF_NOTE = new Set(contentWords('price option fee bit part plan model idea thing one stuff line'));
// "he's pulled out", "they won't pay", "it kills the recurring revenue": why it was dropped, which is no
// note ("it's $49 now", "it's for vets" say what instead, and are read).
const WHY_DROPPED = /^(?:(?:he|she|they)(?:'s|'re|'ll| is| are| was| were| will| won'?t| doesn'?t| don'?t| isn'?t| aren'?t| has| have)|(?:it|that|this)(?: kills| won'?t| doesn'?t| isn'?t| was| has))\b/i;

/** A note, or the part of one between commas, that a sentence takes back; and the sentences said after it. */
type Dropped = { block: CanvasBlock; note: string; parts: string[] | null; rest: Clause[][] };

export function droppedNote(state: IdeaState, sentence: Clause[]): Dropped | undefined {
  const lead = leadOf(sentence);
  const unmarked = lead.replace(CORRECTION, '');
  const match = DROPS.exec(unmarked);
  if (!match || !(match.groups!.firm || match.groups!.mark || match.groups!.self || unmarked !== lead)) return undefined;
  // "Let's drop the price to €15" changes a note, it does not take it back.
  if (/\b(?:to|by)\s+(?:about\s+|around\s+)?[$€£¥]?\s?\d/i.test(match.groups!.words!)) return undefined;
  const named = contentWords(match.groups!.words!);
  const specific = named.filter((w) => !KIND_OF_NOTE.has(w));
  const words = specific.length ? specific : named;
  // How many of the words a text holds; the note must hold at least half of them ("£120 yearly" is "£120 if they pay the year").
  const held = (text: string) => {
    const own = contentWords(text);
    return words.filter((w) => own.includes(w)).length;
  };
  const notes = CANVAS_BLOCKS.flatMap((block) => state.blocks[block].map((note) => ({ block, note, held: held(note) })));
  const best = notes.filter((n) => n.held > 0 && n.held * 2 >= words.length).sort((a, b) => b.held - a.held || Number(state.latest.includes(b.note)) - Number(state.latest.includes(a.note)))[0];
  if (!best) return undefined;
  // The part that holds the words ("first user free" of "$39 a month per user, first user free"), or
  // the parts they are spread over ("the UK and Gulf" of "NRIs in US, UK, Gulf"); all of them is the whole note.
  const all = partsOf(best.note);
  const most = Math.max(...all.map(held));
  const holding = all.filter((p) => (most === best.held ? held(p) === most : held(p) > 0));
  const parts = holding.length < all.length ? holding : null;
  const said = unmarked.slice(match[0].length).trim();
  const [first = [], ...others] = said ? sentencesOf(said) : [];
  const rest = [WHY_DROPPED.test(first[0]?.text ?? '') ? first.slice(1) : first, ...others].filter((s) => s.length);
  return { block: best.block, note: best.note, parts, rest };
}

/** The parts of a note between its commas: "Me, my apprentice Kyle, and my old boss" (not the comma of "1,200"). */
const partsOf = (note: string) => note.replace(/[.!]+$/, '').split(/\s*,\s+(?:and\s+|or\s+|plus\s+)?/);

/** Takes a dropped note off the canvas, or the dropped parts out of its note; the last message's notes follow. */
export function drop(state: IdeaState, dropped: Dropped, changes: Change[]) {
  const list = state.blocks[dropped.block];
  const kept = partsOf(dropped.note).filter((p) => !dropped.parts?.includes(p));
  const text = dropped.parts ? `${tidy(kept.join(', '))}${/[.!]$/.test(dropped.note) ? '.' : ''}` : '';
  if (text) list.splice(list.indexOf(dropped.note), 1, text);
  else list.splice(list.indexOf(dropped.note), 1);
  state.latest = state.latest.flatMap((note) => (note !== dropped.note ? [note] : text ? [text] : []));
  changes.push({ kind: 'removed', block: dropped.block, text: dropped.parts ? dropped.parts.join(', ') : dropped.note });
}

/**
 * "weeks not months" in "They wait months for a visit and fall because they can't see": a word or
 * two corrected in a longer note are swapped in it; a short note ("Dog groomers") is replaced whole.
 */
export function swappedWords(note: string, fact: Fact): string | undefined {
  if (typeof fact.corrects !== 'string') return undefined;
  const words = fact.text.replace(/[.!]+$/, '').replace(/^(?:it'?s|it is|that'?s|that is)\s+(?=[$€£¥]?\d)/i, '');
  const old = new RegExp(String.raw`\b${literal(fact.corrects)}\b`, 'i');
  if (words.split(/\s+/).length > 2 || fact.corrects.split(/\s+/).length > 2 || note.split(/\s+/).length < 5 || !old.test(note)) return undefined;
  // "eleven years, not twelve" in "I cut hair for twelve years.": the word after the old one is said once.
  const after = new RegExp(String.raw`${old.source}\s+([\w-]+)`, 'i').exec(note)?.[1];
  // "until June, not August" in "…booked until August": the word before the old one is said once too.
  const before = new RegExp(String.raw`([\w-]+)\s+${old.source}`, 'i').exec(note)?.[1];
  const trimmed = after ? words.replace(new RegExp(String.raw`\s+${after}$`, 'i'), '') : words;
  const said = before ? trimmed.replace(new RegExp(String.raw`^${before}\s+`, 'i'), '') : trimmed;
  // "minus 20%" corrected to "minus 15%": the "%" the note keeps after the old words is not said twice.
  const kept = new RegExp(String.raw`${old.source}(%)`, 'i').exec(note)?.[1];
  const once = kept && said.endsWith(kept) ? said.slice(0, -kept.length) : said;
  return note.replace(old, (found) => (found[0] === found[0]!.toLowerCase() ? once.toLowerCase() : once));
}

/**
 * "Marc ran partnerships at Shopify" said over "Wealthsimple" in "My cofounder Marc ran partnerships at Wealthsimple for
 * five years": what the correction says after the word the old words follow in the note takes their place.
 */
export function swappedInPlace(note: string, fact: Fact): string | undefined {
  // A number said over has its own ways (`countCorrected`).
  if (typeof fact.corrects !== 'string' || /\d/.test(fact.corrects)) return undefined;
  const old = String.raw`${literal(fact.corrects)}(?![\p{L}\d])`;
  const before = new RegExp(String.raw`(?<![\p{L}\d])(\p{L}+)\s+${old}`, 'iu').exec(note)?.[1];
  if (!before) return undefined;
  const said = new RegExp(String.raw`(?<![\p{L}\d])${literal(before)}\s+([^,;.!?]+?)(?=\s+(?:for|in|as|since|and|but|with|who|which|until|not)\b|[,;.!?]|$)`, 'iu').exec(fact.text)?.[1];
  if (!said || said.split(/\s+/).length > 4 || said.toLowerCase() === fact.corrects.toLowerCase()) return undefined;
  return note.replace(new RegExp(String.raw`(?<=(?<![\p{L}\d])${literal(before)}\s+)${old}`, 'iu'), said);
}

/**
 * "no, not farmers son, I am farmer myself", of "I am a farmers son and I know many farmers in Bavaria": the part of a note
 * that holds the words taken back gives way to the correction, and the rest of the note stays.
 */
export function swappedPart(note: string, fact: Fact): string | undefined {
  // A number said over has its own ways (`countCorrected`).
  if (typeof fact.corrects !== 'string' || /\d/.test(fact.corrects)) return undefined;
  const parts = note.replace(/[.!]+$/, '').split(/(,\s+|;\s+|\s+and\s+)/i);
  const old = saidAsTheyStand(fact.corrects);
  const holding = parts.filter((part, i) => i % 2 === 0 && old.test(part));
  if (parts.length < 3 || holding.length !== 1) return undefined;
  const at = parts.indexOf(holding[0]!);
  const said = fact.text.replace(/[.!]+$/, '');
  parts[at] = at === 0 ? said : said.charAt(0).toLowerCase() + said.slice(1);
  return `${parts.join('')}${/[.!]$/.test(note) ? '.' : ''}`;
}

/**
 * "Sorry, Marc was at Shopify", with "My cofounder Marc ran partnerships at Wealthsimple" on the canvas: a correction that
 * names what a note names ("Marc"), and a new name after a word that another name of that note follows ("at"), takes
 * that other name back.
 */
export function nameTakenBack(known: IdeaState, text: string): string | undefined {
  const shared = namesOnCanvas(known, text);
  const note = CANVAS_BLOCKS.flatMap((b) => known.blocks[b]).findLast((n) => shared.some((name) => saidAsTheyStand(name).test(n)));
  if (!note) return undefined;
  for (const [, word, name] of text.matchAll(/(?<![\p{L}\d])(\p{Ll}+)\s+(\p{Lu}[\p{L}\d&'’-]+)/gu)) {
    if (shared.includes(name!)) continue;
    const old = new RegExp(String.raw`(?<![\p{L}\d])${word}\s+(\p{Lu}[\p{L}\d&'’-]+)`, 'u').exec(note)?.[1];
    if (old && old !== name && !shared.includes(old)) return old;
  }
  return undefined;
}

/**
 * The note a correction replaces: in the block the correction belongs to, one that mentions the
 * corrected words; elsewhere, one that mentions them too ("eleven years, not twelve"), unless the
 * correction names its own block: then only a note that mostly is those words ("groomers" filed
 * under the wrong block), never a longer fact that merely mentions them. Words that are a whole
 * note of the block are that note (a number said alone names the note it corrects).
 */
export function findNote(state: IdeaState, words: string, preferred: CanvasBlock, firm: boolean) {
  if (state.blocks[preferred].includes(words)) return { block: preferred, text: words };
  // "90 €" is in "From 90 € per m2", not in "Copy tiles 35 € each", which only shares its "€".
  const holding = state.blocks[preferred].findLast((note) => note.toLowerCase().includes(words.toLowerCase()));
  if (holding) return { block: preferred, text: holding };
  // "5+5, not 3+3": words said as they stand in one note of another block name it, unless the
  // correction names its own block; a name always does ("…partnerships at Shopify, not Wealthsimple").
  if (!firm || /^\p{Lu}/u.test(words)) {
    const said = new RegExp(String.raw`(?<![\w+/-])${literal(words)}(?![\w+/-])`, 'i');
    const verbatim = CANVAS_BLOCKS.filter((b) => b !== preferred).flatMap((block) => state.blocks[block].filter((note) => said.test(note)).map((text) => ({ block, text })));
    if (verbatim.length === 1) return verbatim[0];
  }
  const wanted = contentWords(words);
  const mentions = (note: string) => contentWords(note).filter((w) => wanted.includes(w)).length;
  const own = state.blocks[preferred].findLast((note) => mentions(note) > 0);
  if (own) return { block: preferred, text: own };
  for (const block of CANVAS_BLOCKS.filter((b) => b !== preferred)) {
    const text = state.blocks[block].findLast((note) => (firm ? mentions(note) / contentWords(note).length >= 0.5 : mentions(note) > 0));
    if (text) return { block, text };
  }
  return undefined;
}

/** Words as they stand in a text, whatever their case: "Practo", not the "Practo" of "Practology". */
export const saidAsTheyStand = (words: string) => new RegExp(String.raw`(?<![\p{L}\d])${literal(words)}(?![\p{L}\d])`, 'iu');

/** The first block, in canvas order, with a note that says these words as they stand. */
export function blockHolding(state: IdeaState, words: string): CanvasBlock | undefined {
  const said = saidAsTheyStand(words);
  return CANVAS_BLOCKS.find((block) => state.blocks[block].some((note) => said.test(note)));
}

export function lastNote(state: IdeaState, block: CanvasBlock) {
  const text = state.blocks[block].at(-1);
  return text ? { block, text } : undefined;
}
/** How a correction of a slip opens (not "sorry for …", an apology for how they write). */
// "*$12/month", "cafes*": a star before or after the words, and no other, is how a chat corrects a slip, not emphasis.
export const STARRED = /^\*(?=[^\s*])[^*]*$|^[^*]*[^\s*]\*$/;
// "KES 120. Checked the sheet.", "9 yrs. Miscounted.", "$299. Forgot the video hosting.": an amount said
// first, then how the slip came about, corrects as if it opened with "sorry".
// Only a short last clause explains a slip: "12 schools signed up. I forgot to say 3 more are in talks"
// adds, and "$15 a month for teams, we checked the market" is a new price.
export const SLIP_EXPLAINED = /(?:[.!?,]\s+(?:(?:i|we)\s+)?(?:just\s+)?(?:forgot(?!\s+to\b)|(?:double[- ])?checked(?:\s+(?:again|the\s+(?:sheet|numbers?|figures?|letter|invoice|list|spreadsheet|data)))?[.!]*$|miscounted|miscalculated|misremembered|rounded (?:it )?wrong|mixed (?:it|them) up)|\s+typo)(?:\s+[^\s.!?]+){0,5}[.!?]*$/i;
export const AMOUNT_OPENS = new RegExp(String.raw`^\s*(?:${AMOUNT_START}|\d)`, 'i');
// "Gasoline went up", "€129 was my launch price", "I just checked", "The $1,800 figure included the fund": after a
// corrected slip, a sentence that tells how the slip came about or why the amount changed.
// "He will be angry if I exaggerate", "the really small ones don't sponsor anyone": one that speaks of what was just said.
export const WHY_OF_A_SLIP = /^(?:he|she|it|that|this|these|those|the\s+(?:[\w-]+\s+){0,2}ones?)\b|\b(?:was|were|had|been|typo|mistakes?|wrong|checked|counted|forgot|decided|changed|went|included|includes|too|old|before|anymore|any more|honest|exact|thought|meant|mixed|confused)\b/i;
export const SLIP_ALONE = /^(?:sorry|oops|my bad|my mistake|(?:wait|hmm+|oh|uh|ah)[,!]?\s+no|no[,!]?\s+(?:wait|sorry)|sorry[,!]?\s+no)[,!]?\s*(?:(?:a |my )?(?:typo|mistake)|i (?:wrote|typed|said|put) (?:it |that )?wrong|i (?:was wrong|made a (?:mistake|typo|error))|wrong number)?[.!]+\s+(?=\S)/i;
// "sorry" in the languages founders fall back on: desculpa, perdón, entschuldigung, scusa, maaf…
const SORRY = String.raw`(?:sorry|apologies|i apologi[sz]e|desculpa|disculpa|perd[oó]n|entschuldigung|scusa|maaf|przepraszam|i beg your pardon|pardon me)(?!\s+in advance\b)`;
export const SLIP = new RegExp(String.raw`^(?:${SORRY}|(?:a |one )?(?:small |quick |little )?correction|oops|no|nah|excuse me|my bad|pardon)(?!\w)(?!\s+for\b)`, 'i');
export const CORRECTION = new RegExp(String.raw`^(?:(?:actually|${SORRY}|wait|(?:hmm+|um+)[,.]?\s+(?:no|nah)(?=\s*[,:!.])|better(?=\s*:)|(?:one )?moment|hold on|hang on|(?:no|nah)(?=\s*[,:!.]|\s+[$€£\d]|\s+(?:make|let'?s|i mean|it'?s|sorry|wait|actually)\b)|nope(?=\s*[,:!.])|scratch that|scrap that|forget that|ignore that|make (?:that|it)(?=\s+for\b)|oops|excuse me|my bad|pardon|(?:a |one )?(?:small |quick |little |price |number )?correction(?: (?:on|about|to|for) (?:the |my |our )?[\w-]+)?|let me revise|revised|to correct that|let me correct that|i meant|i mean)(?!\w)[,:!]?\s*)+`, 'i');
// "change the price to $29", "make it $15": a new price asked for in so many words.
export const PRICE_CHANGED_TO = /^(?:(?:ok(?:ay)?|so|hmm+)[,.]?\s+)?(?:(?:can you|could you|please|let'?s|let us)\s+)*(?:(?:change|set|update|raise|lower|bump|increase|decrease|reduce|cut|drop|put)\s+(?:the|my|our)\s+(?:price|pricing|fee|fees|subscription|commission|rate|monthly fee|cost)\s+(?:up\s+|down\s+)?to|make\s+(?=(?:it|that)\s))(?:(?:it|that)\s+)?(?=[$€£¥]?\s?\d)/i;
export const AMOUNT_PREFERRED = new RegExp(String.raw`^(?:(?:no\s+)?wait[,.!]?\s+|(?:i think|hmm+,?|actually,?)\s+)?((?:${AMOUNT_START}|\d)[^.!?]*?)\s+(?:is|would be|sounds|seems|feels)\s+(?:better|more realistic|fairer|right)[.!]*$`, 'i');
export const WAS_BEFORE = new RegExp(String.raw`^(?:(?:oops|sorry|oh|ah|wait)[,!]?\s+)?(?:the\s+)?((?:${AMOUNT_START}|\d)[\d,.]*\s?%?)\s+was\s+(?:before|earlier|last year|old|wrong|a typo|a mistake)[,;.!]?\s+(?:(?:but|and)\s+)?(?:now\s+)?(?:it'?s|it is|it'?ll be|now)\s+((?:${AMOUNT_START}|\d)[\d,.]*\s?%?(?!\s+of\b)(?:\s+[^\s.!?]+){0,3}?)(?:\s+now)?[.!]*$`, 'i');
export const JUDGED_THEN_SAID = new RegExp(String.raw`^(?:(?:i think|hmm+|but|so)[,]?\s+)?(?:the\s+)?(${AMOUNT}|\d[\d,.]*)(?:\s+(?:a|per)\s+[a-z]+)?\s+(?:is|'s|seems|feels|sounds)\s+(?:(?:a bit|way|far|probably|just)\s+)?too\s+(?:much|expensive|cheap|high|low|steep|pricey)\b[^.!?,;]*[.!,;]+\s+(?:(?:so|then)[,]?\s+)?(?:(?:i'?m|we'?re) thinking(?: of| about)?|(?:i'?ll|we'?ll|i'?d|we'?d) (?:do|charge|go with|ask)|let'?s (?:do|say|go with|make it)|maybe|rather|more like)?\s*(?=[^.!?]*(?:${AMOUNT_START}|\d))`, 'i');
export const MARKED_LAST = /^([^.!?]+?)[\s,;]+(?:(?:sorry|my bad|oops)(?!\s+(?:for|about)\b)(?:[,\s]+(?!not\b)[\w']+){0,3}|(actually))[\s.,!]*$/i;
// "it's for hair salons instead", "let's make it for hair salons", "instead, for hair salons", "hair salons instead",
// "please change WHO to hair salons".
const CUSTOMERS_INSTEAD = /^(?:(?:ok(?:ay)?|so|hmm+|no|actually|maybe|wait)[,.]?\s+)*(?:(?:i|we)(?:'ve|\s+have)?\s+changed\s+(?:my|our)\s+minds?[,.;]?\s+)?(?:(?:instead[,]?\s+)?(?:(?:let'?s|let us|we'?ll|i'?ll|we will|i will|(?:i|we)\s+(?:want|'d like|would like|plan)\s+to|(?:i'?m|we'?re|i am|we are)\s+going\s+to)\s+)?(?:make|do|build|sell|offer)\s+it\s+for\s+([^,.;!?]+?)(?:[\s,]+instead)?|instead[,]?\s+(?:(?:it'?s|it is)\s+)?for\s+([^,.;!?]+?)|(?:(?:it'?s|it is)\s+)?(?:for\s+)?([^,.;!?]+?)[\s,]+instead|(?:(?:can|could) you\s+)?(?:please\s+)?(?:change|set|update|switch|make)\s+(?:the\s+)?(?:who|customers?|target (?:group|audience|market)|audience)(?:\s+block)?\s+(?:to|into)\s+([^,.;!?]+?))[\s.!?]*$/i;
// "property managers, not landlords", "the customer should be property managers (, not landlords)".
const CUSTOMERS_NOT = /^(?:(?:no|nope|actually|sorry|oh|wait|hmm+)[,.!]?\s+)*((?:the\s+|our\s+|my\s+)?(?:(?:main|real|target|ideal|first)\s+)?(?:customers?|users?|clients?|target (?:group|audience|market)|audience)\s+(?:should|would|will|must|is going to|are going to)\s+be\s+)?(?:(?:it'?s|it is|its)\s+)?(?:for\s+)?([^,.;!?]+?)(?:,?\s+not\s+(?:the\s+|for\s+)?([^,.;!?]+?))?(?:\s+(?:now|instead|then|from now on))?[\s.!]*$/i;
/** Other customers said over the ones on the canvas, as a correction says them ("Sorry, it's for hair salons"). */
export function otherCustomers(known: IdeaState, message: string): string | undefined {
  if (!known.blocks.WHO.length) return undefined;
  const instead = CUSTOMERS_NOT.exec(message.trim());
  const takenBack = instead?.[3] && contentWords(instead[3]);
  const onCanvas = contentWords(known.blocks.WHO.join(' '));
  const named = instead && (instead[1] || (takenBack && takenBack.length && takenBack.every((w) => onCanvas.includes(w)))) ? sentencesOf(instead[2]!)[0]?.[0] : undefined;
  if (named && namesPeopleAlone(named)) return `Sorry, it's for ${instead![2]}`;
  const said = CUSTOMERS_INSTEAD.exec(message.trim());
  if (!said) return undefined;
  const people = (said[1] ?? said[2] ?? said[3] ?? said[4])!;
  const clause = sentencesOf(people)[0]?.[0];
  // Whatever "change WHO to …" names is the customers; the other ways must name people.
  return clause && (said[4] !== undefined || namesPeopleAlone(clause)) ? `Sorry, it's for ${people}` : undefined;
}
/** The names a text shares with the canvas: "Lisa" of "Lisa was at Uber", with "My cofounder Lisa was at Cowboy" on it. */
const namesOnCanvas = (state: IdeaState, text: string) =>
  [...new Set(text.match(/(?<=\s)\p{Lu}[\p{L}\d&'’-]+|^\p{Lu}\p{Ll}+(?=\s+(?:is|was|ran|runs|worked|works|led|leads|did|does|has|had)\b)/gu) ?? [])].filter((name) => blockHolding(state, name));
/** The figures of an amount: "£2" is not "£25", and "£1." is "£1". */
export const figuresOf = (amount: string) => amount.replace(/[^\d.]/g, '').replace(/\.+$/, '');
/** Whether the canvas holds this amount as an amount ("KSh 500" of "Farmers pay KSh 500 a month", not the 6 of "6 years"). */
export const onCanvasAmount = (state: IdeaState, amount: string) =>
  CANVAS_BLOCKS.some((block) => state.blocks[block].some((note) => (note.match(AMOUNTS) ?? []).some((said) => figuresOf(said) === figuresOf(amount))));
// "$500 not 400", "£15,900 actually": an amount said first, then that it corrects one.
export const AMOUNT_FIRST = new RegExp(String.raw`^(?:${AMOUNT_START}|\d)[\d,.]*[^.!?]*?\b(?:actually|instead|again(?=[\s.!]*$)|sorry|my bad|not\s+(?:${AMOUNT_START}|\d))`, 'i');
// "2,000 swatches sorry", "£15,900 actually": the words after a restated amount that say it is one.
export const SLIP_AFTER = /[\s,]+(?:sorry|my bad|actually|instead)\b[\s.,!]*$/i;
// "…, not groomers", "…and not the vets"; not "light is not stable", where "not" only negates its verb.
// Matched from where the spaces before it start, with what it takes back ending on a word or figure (see the 2026-12-07 record
// on the played-through seams: an earlier form could cross a run of spaces from every one of its spaces).
export const NOT_THIS = /(?<!\b(?:is|are|was|were|am|be|been|do|does|did|can|could|will|would|should|has|have|had|must|may|might))(?<![\s,])(?:\s*,)?\s+(?:and\s+)?(?:not|instead of|rather than)\s+(?:the\s+|a\s+|an\s+)?([\w\s'%$€£.,+/-]*?[\w'%$€£,+/-])\s*[.!]*$/i;
// "… in the valley. Not many co-ops have it.": "not many", "not much" count, and take nothing back.
const NOT_A_COUNT = /^,?\s+(?:and\s+)?not\s+(?:many|much)\b/i;
// Nor "the expats, they not speak german", "hosts who not answer": "not" straight after who does it negates the verb that
// follows, as non-native English writes it.
const DOER_BEFORE = /\b(?:they|we|i|he|she|who)$/i;
/** What the end of a text takes back ("…, not 100"): `NOT_THIS`, unless its "not" counts. */
export const takenBackAtEnd = (text: string) => {
  const not = NOT_THIS.exec(text);
  return not && !NOT_A_COUNT.test(not[0]) && !DOER_BEFORE.test(text.slice(0, not.index)) ? not : null;
};

// "Sorry, not NMR, we do C4 sugar test": what is taken back (1), then what replaces it (3), after "it's" (2).
// What "not" says when it takes nothing back: "not only …", "not yet", "not many …".
const NOT_TAKING_BACK = String.raw`(?!(?:only|just|really|always|sure|yet|quite|exactly|necessarily|even|much|many|all|every\w*|me|us|that|this|so|too|enough|now|anymore|any more)\b)`;
export const NOT_FIRST = new RegExp(String.raw`^not\s+${NOT_TAKING_BACK}(?:the\s+|a\s+|an\s+)?([^,.;:—–]{1,40}?)\s*(?:[,;:—–]\s*|\.\s+|\s+(?=(?:it'?s|it is|they'?re|they are|he is|he'?s|she is|she'?s|we|i mean)\b))((?:it'?s|it is|i mean)\s+)?(\S.*)$`, 'i');
// "Sorry, not collections.": a take-back said alone, after a mark of correction, which the next sentence completes.
const TAKEN_BACK_ALONE = new RegExp(String.raw`^not\s+${NOT_TAKING_BACK}[^,;:.!?]{1,40}[.!]*$`, 'i');
export function takenBackAlone(sentence: Clause[]): boolean {
  const lead = leadOf(sentence);
  const rest = lead.replace(CORRECTION, '');
  return rest !== lead && TAKEN_BACK_ALONE.test(rest) && !NOT_FIRST.test(rest);
}
// "$19 is too cheap", "£1 doesn't cover the OCR costs", "$99 loses money": what is wrong with an amount ("€49 for small ones" is a tier).
export const JUDGED = /\b(?:is|are|was|were|'s|seems?|looks?|feels?|sounds?)\s+(?:(?:too|way too|a bit|really|very|so|just)\s+)*(?:cheap|low|high|expensive|much|little|greedy|steep|wrong|old)\b|\b(?:don'?t|do not|doesn'?t|does not|won'?t|can'?t|didn'?t|wouldn'?t)\s+(?:cover|pay|work)\b|\bloses?\b|\bscares?\b|\b(?:made|makes) no sense\b|\bwas (?:just )?a guess\b|\b(?:felt|feels|seemed|seems) (?:too|wrong|off|low|high)\b|\bbarely covers?\b/i;
