import { CANVAS_BLOCKS, type CanvasBlock } from '@ideapilot/contract';
import { CURRENCY, headNounOf } from './clauses.ts';
import { AMOUNT, AMOUNT_START } from './cues.ts';
import type { IdeaState } from './idea-state.ts';
import { contentWords, literal } from './words.ts';

/**
 * Amounts and counts said over ones the canvas holds: which note a correction ("Sorry, 11 groups",
 * "$39 per tech, not 30", "make it 2.49", "7,200 is wrong, it is 6,000 yen") replaces, and the note
 * rewritten with the new number. The reader decides that a message corrects; this finds what.
 */

// "Make that $1,500 a month", "Better 69 euro.", "maybe 25 euros", "back to 12": a new amount for one already on the canvas.
export const AMENDS = new RegExp(String.raw`^(?:make (?:that|it)|(?:(?:let'?s\s+)?go\s+)?back to|let'?s say|let'?s (?:go with|do)|(?:we'?ll|i'?ll) go with|maybe|better|rather|non)\b[,:]?\s*(?=${AMOUNT_START}|\d)`, 'i');
// A number, whole (it starts and ends where its digits do: a long run of digits is tried once), or one to twelve in words.
const COUNT = String.raw`(?:(?<![\d,.])\d[\d,.]*(?![\d,.])|\b(?:one|two|three|four|five|six|seven|eight|nine|ten|eleven|twelve))`;
// Words after a number that are not what it counts ("30,000 was wrong", "9,90 € per month").
// Nor a currency: "32,000 yen" is a price, which corrects the price it shares words with.
const MONEY_WORDS = String.raw`dollars?|euros?|pounds?|${CURRENCY}`;
const NOT_COUNTED = new RegExp(String.raw`^(?:was|were|is|are|and|not|per|the|for|with|from|more|less|than|now|sorry|actually|instead|${MONEY_WORDS})$`, 'i');
// "9 hen groups": a word between a count and what it counts; not a price's ("22 euros per bag" counts no bags).
const WORD_BETWEEN = String.raw`(?!(?:per|a|an|each|every|${MONEY_WORDS})\b)[\w-]{1,30}`;
// "11 groups" counts what "9 hen groups" does, and "10 stores" what "12 agro-stores" does: a count of `word`, up to two words between.
const countOf = (word: string, flags: string) => new RegExp(String.raw`${COUNT}\s*(?:${WORD_BETWEEN}\s+|\w{1,30}-){0,2}?${literal(word)}\b`, flags);
// A count at the head of a text: "9" of "9 hen groups", "Two" of "Two patents granted".
const COUNT_FIRST = new RegExp(`^${COUNT}`, 'i');
export const PRICE = new RegExp(String.raw`${AMOUNT}|\d[\d,.]*\s?\/\s?(?:mo|month|yr|year|week)\b`, 'i');
export const PERCENT = /\d[\d,.]*\s?%/;
// "We sell to cafés too", "Also sellers pay ¥500": an addition, not a correction ("€45 was too high" is neither).
export const ALSO = /\b(?:also|as well)\b|\btoo(?=\s*(?:[.!,;]|$))/i;
/** The kind of amount a correction speaks of: money, else a percentage. */
const amountKindIn = (text: string) => (PRICE.test(text) ? PRICE : PERCENT.test(text) ? PERCENT : null);
/** The blocks in the order a corrected amount is looked for: prices first. */
const PROFIT_FIRST: CanvasBlock[] = ['YOUR PROFIT', ...CANVAS_BLOCKS.filter((b) => b !== 'YOUR PROFIT')];

/**
 * What a correction replaces: the amount `old` in `note` (of `block`), with the pattern of the new
 * amount (`said`); or, for a number said alone, `note` as a whole, `rewritten` with the new number.
 */
type AmountCorrection = { block: CanvasBlock; note: string; old: string; said: RegExp };
type Recount = AmountCorrection | { block: CanvasBlock; note: string; rewritten: string };

/**
 * "Sorry, 11 groups": a corrected count replaces the note that counted the same thing ("9 groups"),
 * and "no, $12.99" a note with a price (a percentage for "7%"), in that note's block, whatever
 * block the correction would be filed under on its own. Among notes with a price, the latest
 * under YOUR PROFIT that shares a word with the correction ("per napkin") comes first.
 * `unprefixed`: the correction without its opening mark ("Sorry,"); `message`: the whole message it is said in.
 */
export function countCorrected(unprefixed: string, known: IdeaState, message = ''): Recount | undefined {
  const amends = AMENDS.test(unprefixed);
  const corrected = unprefixed.replace(AMENDS, '');
  const alone = rangeSaidAlone(corrected, known) ?? boundSaidAlone(corrected, known);
  if (alone) return alone;
  const turned = NOT_NUMBER_FIRST.exec(corrected);
  const named = numberSaidOver(corrected, known) || (turned && numberSwapped(known, turned[3]!, turned[1]!, unitAfter(turned[2]!) ?? unitAfter(corrected.slice(turned.index + turned[0].length))));
  if (named) return named;
  // "200 a day not 150": a count per day, week or month corrects the same rate.
  const rate = RATE.exec(corrected)?.[1];
  if (rate) {
    const perTime = new RegExp(String.raw`${COUNT}\s*${rate.replace(/\s+/g, '\\s+')}\b`, 'i');
    const sameRate = noteCounting(known, perTime, perTime, corrected);
    if (sameRate) return sameRate;
  }
  // "30,000 was wrong, it's around 18,000 families": the first number followed by what it counts.
  const counted = [...corrected.matchAll(new RegExp(String.raw`${COUNT}\s*([a-z][a-z-]{2,})`, 'gi'))].map((m) => m[1]!).find((w) => !NOT_COUNTED.test(w));
  const found = counted && noteCounting(known, countOf(counted, 'i'), new RegExp(String.raw`${COUNT}\s*${counted}\b`, 'i'), corrected);
  if (found) return found;
  const amount = amountKindIn(corrected);
  if (!amount) return bareNumberCorrected(corrected, writtenNowToo(known, message), amends);
  const words = contentWords(corrected.replace(amount, ' '));
  const notes = PROFIT_FIRST.flatMap((block) => known.blocks[block].filter((n) => amount.test(n)).reverse().map((text) => ({ block, text })));
  // "wait, 110 € per m2, the 90 € was for floors only": the note whose amount the correction names comes first.
  // Then, of the notes that share the most words with it ("the incentive … per kg") or else of all, the
  // one whose amount is nearest the new one: "Sorry, $299" corrects "$279 a year", not "$1,500 to reline".
  // With none near, the latest that shares the most words, else the latest.
  const withAmounts = notes.map((n) => ({ ...n, old: amount.exec(n.text)![0], shared: contentWords(n.text).filter((w) => words.includes(w)).length }));
  const most = Math.max(0, ...withAmounts.map((n) => n.shared));
  // "maybe 10% fee on each order, paid by the consumer", with "Farmers get only 20-30% of the supermarket
  // price" on the canvas: an amount said with a "maybe" and words of its own names something new.
  // ("make it $30, 20 is too thin after card fees" names what it makes: the price.)
  if (amends && /^(?:maybe|better|rather|let'?s say)\b/i.test(unprefixed) && words.length >= 2 && most === 0) return undefined;
  const sharing = withAmounts.filter((n) => n.shared === most);
  const newAmount = amount.exec(corrected)![0];
  const nearest = (most > 0 ? closest(sharing, newAmount) : undefined) ?? closest(withAmounts, newAmount);
  const note = withAmounts.find((n) => corrected.includes(n.old)) ?? nearest ?? (most > 0 ? sharing[0] : undefined) ?? withAmounts[0];
  return note ? { block: note.block, note: note.text, old: note.old, said: amount } : undefined;
}

/**
 * "$39 per tech, not 30": the note holding the number taken back, with the new one in its place.
 * The new number is the last one before "not", unless that one is a bare count and an earlier one
 * is the only amount of money or percentage, near the old number in value ("€0.25 per parcel after
 * 100, not 0.20" says €0.25 over 0.20; "In 7 weeks we signed 3 gyms, not 8" says 3).
 */
export function numberSaidOver(text: string, known: IdeaState): Recount | undefined {
  const range = rangeSwapped(text, known);
  if (range) return range;
  const swapped = NUMBER_NOT_NUMBER.exec(text);
  if (!swapped) return undefined;
  const old = swapped[3]!;
  // "100 to 5000 employees, not 250": the new range's bound in the place of the one taken back.
  const lower = RANGE_BEFORE.exec(text.slice(0, swapped.index))?.[1];
  const bound = lower && boundSwapped(known, lower, swapped[1]!, old);
  if (bound) return bound;
  const last = numberSwapped(known, swapped[1]!, old, unitAfter(swapped[2]!));
  const said = text.slice(0, swapped.index + swapped[1]!.length);
  const amounts = [...said.matchAll(SAID_AMOUNT)].map((m) => ({ old: (m[1] ?? m[2])!, at: m.index + m[0].indexOf((m[1] ?? m[2])!) }));
  const lastIsAmount = amounts.some((a) => a.at === swapped.index);
  const earlier = !lastIsAmount && amounts.length === 1 ? closest(amounts, old) : undefined;
  return (earlier && numberSwapped(known, earlier.old, old, unitAfter(text.slice(earlier.at + earlier.old.length)))) ?? last;
}
// "7,200 is wrong", "$300 doesn't cover resin", "6,000 yen was too high": an amount, said right after it to be
// wrong or not enough. ("20% was last year, now it's 35%" is a trend; "The $49 is for one therapist" says what it buys;
// "200 shops we visited don't pay" counts shops.)
const AMOUNT_DROPPED = new RegExp(
  String.raw`(?<![\d.,])(\d[\d,.]*\d|\d)(?:\s?(?:%|k|dollars?|euros?|pounds?|quid|bucks|${CURRENCY})(?![a-z]))?\s+(?:(?:is|was|were)\s+(?:(?:just|all|totally)\s+)?(?:wrong|a typo|too (?:high|low|much|little|cheap|expensive))|(?:does|do|did|would|will)(?:n'?t|\s+not)\s+(?:cover|work|pay))`,
  'i',
);
const NUMBERS = /(?<![\d.,])(?:\d[\d,.]*\d|\d)(?![\d])/g;

const numbersIn = (text: string): string[] => text.match(NUMBERS) ?? [];
/** Whether a text says an amount of the kind a correction names that its note does not hold. */
const newAmountIn = (text: string, recount: AmountCorrection) =>
  [...text.matchAll(new RegExp(recount.said.source, 'gi'))].some((m) => !numbersIn(m[0]).some((n) => numbersIn(recount.note).includes(n)));

/** What a sentence of a message says of the correction it holds (`amountDropped`). */
export type DroppedAmount = AmountCorrection & { sentence: string };

/**
 * "also 7,200 is wrong then, it is 6,000 yen", "$350 for the schools, $300 doesn't cover resin": an
 * amount a note holds, said to be wrong beside a new amount in the same sentence (or the next), is
 * corrected by it: the latest note holding it (YOUR PROFIT's first), the amount of that note that holds it.
 */
export function amountDropped(message: string, known: IdeaState): DroppedAmount | undefined {
  // The new amount comes in the same sentence, or in the next one unless that one adds something
  // ("49 euros is wrong. It's 59 euros a month." / "7,200 is wrong. Also sellers pay ¥500 …").
  const sentences = message.split(/(?<=[.!?])\s+/);
  const at = sentences.findIndex((s) => AMOUNT_DROPPED.test(s));
  const next = sentences[at + 1];
  const sentence = at < 0 ? undefined : `${sentences[at]}${next && !ALSO.test(next) && !amountKindIn(sentences[at]!.replace(AMOUNT_DROPPED, '')) ? ` ${next}` : ''}`;
  const dropped = sentence && AMOUNT_DROPPED.exec(sentence)![1]!;
  const said = sentence && amountKindIn(sentence);
  if (!sentence || !dropped || !said) return undefined;
  // Not a note of this message's own ("$6 a month is too much for some. We're thinking $4."), nor
  // a number that is no amount ("I ran payroll at a bank for 6 years").
  const earlier = (note: string) => !message.toLowerCase().includes(note.toLowerCase().replace(/[.!]+$/, ''));
  const amountHeld = (note: string) => [...note.matchAll(new RegExp(said.source, 'gi'))].map((m) => m[0]).find((a) => numbersIn(a).includes(dropped));
  const recount = PROFIT_FIRST
    .flatMap((block) => known.blocks[block].map((text) => ({ block, note: text, old: amountHeld(text), said })).reverse())
    .find((n): n is AmountCorrection => !!n.old && earlier(n.note));
  return recount && newAmountIn(sentence, recount) ? { ...recount, sentence } : undefined;
}

/**
 * What a part of a sentence adds to a correction (`amountDropped`). Where the part says the old
 * amount is wrong, it is the piece between commas that holds the new amount ("also 7,200 is wrong
 * then, it is 6,000 yen"), or what follows the "is wrong" ("49 is wrong it's 59 euros"); nothing
 * when none does ("$300 doesn't cover resin lol" only says why). A part that does not name the old
 * amount adds itself when it holds the new amount and belongs to the correction's sentence.
 */
export function correctionSaid(part: string, dropped: DroppedAmount): string | undefined {
  if (!AMOUNT_DROPPED.test(part)) return dropped.sentence.includes(part.replace(/[\s,;]+$/, '')) && newAmountIn(part, dropped) ? part : undefined;
  // Commas inside "$1,500" divide nothing.
  const pieces = part.split(/[,;:](?!\d)/).map((piece) => piece.trim());
  const wrong = pieces.findIndex((piece) => AMOUNT_DROPPED.test(piece));
  const found = AMOUNT_DROPPED.exec(pieces[wrong]!)!;
  const after = pieces[wrong]!.slice(found.index + found[0].length).trim();
  // What follows the wrong amount first: "Competitors charge 80 euros, 49 was too cheap, we now charge 69 euros".
  return [...pieces.slice(wrong + 1), after, ...pieces.slice(0, wrong).reverse()].find((piece) => newAmountIn(piece, dropped));
}

const NUMBER_AT = String.raw`(?<![\d.,])(\d[\d,.]{0,15}\d|\d)`;
const RANGE_MARK = String.raw`\s*(?:to|-|–)\s*`;
// The lower bound of a range that ends where a number follows ("100 to " of "100 to 5000").
const RANGE_BEFORE = new RegExp(String.raw`${NUMBER_AT}${RANGE_MARK}$`, 'i');

/** The latest note `found` finds, or holds to (the latest message's first, then each block's from its newest), rewritten. */
function noteRewritten(known: IdeaState, found: RegExp | ((note: string) => boolean), rewrite: (note: string) => string): Recount | undefined {
  const holds = typeof found === 'function' ? found : (n: string) => found.test(n);
  const note = [...known.latest, ...CANVAS_BLOCKS.flatMap((block) => [...known.blocks[block]].reverse())].find(holds);
  const block = note && CANVAS_BLOCKS.find((b) => known.blocks[b].includes(note));
  return note && block ? { block, note, rewritten: rewrite(note) } : undefined;
}

/**
 * The note holding a range one of whose bounds a correction takes back ("250 to 5000 employees" for
 * "100 to 5000 employees, not 250"), with that bound swapped for the one in its place in the new range.
 */
function boundSwapped(known: IdeaState, lower: string, upper: string, old: string): Recount | undefined {
  const bounds = [
    { range: new RegExp(String.raw`(?<![\d.,])${literal(old)}(?=${RANGE_MARK}\d)`, 'i'), said: lower },
    { range: new RegExp(String.raw`(?<=\d${RANGE_MARK})${literal(old)}(?![\d]|[.,]\d)`, 'i'), said: upper },
  ];
  for (const { range, said } of bounds) {
    const recount = said !== old ? noteRewritten(known, range, (note) => note.replace(range, said)) : undefined;
    if (recount) return recount;
  }
  return undefined;
}

// "100 to 5000, not 250 to 5000", "5-20 staff, not 10-50", "$15-25, not $10-20": a new range, what it counts, and the range it takes back.
const CURRENCY_BEFORE = String.raw`[$€£¥]?\s?`;
const RANGE_NOT_RANGE = new RegExp(
  String.raw`${CURRENCY_BEFORE}${NUMBER_AT}${RANGE_MARK}${CURRENCY_BEFORE}${NUMBER_AT}([^.!?\d]{0,40}?)[\s,]+not\s+${CURRENCY_BEFORE}${NUMBER_AT}${RANGE_MARK}${CURRENCY_BEFORE}${NUMBER_AT}(?![\d]|[.,]\d)`,
  'i',
);

/**
 * The note holding a whole range a correction takes back, with the new range in its place ("250 to 5000" → "100 to 5000").
 * When the correction says what the range counts ("5-20 staff"), the note's range must count the same.
 */
function rangeSwapped(text: string, known: IdeaState): Recount | undefined {
  const said = RANGE_NOT_RANGE.exec(text);
  if (!said) return undefined;
  const [, lower, upper, between, oldLower, oldUpper] = said;
  const unit = unitAfter(between!);
  const range = new RegExp(String.raw`(?<![\d.,])${literal(oldLower!)}(${RANGE_MARK})${literal(oldUpper!)}(?![\d]|[.,]\d)${unit ? `(?=${unit})` : ''}`, 'i');
  // The note keeps its own way of writing a range ("250-5000" stays with a dash).
  return noteRewritten(known, range, (note) => note.replace(range, (_, mark: string) => `${lower}${mark}${upper}`));
}

// "sorry, 8 to 14", "I mean 50 to 200 staff", "no wait, 50-300 beds": a range said alone, perhaps with the one word it counts.
const RANGE_ALONE = new RegExp(String.raw`^${NUMBER_AT}${RANGE_MARK}${NUMBER_AT}(\s?%|\s+[a-z][\w-]*)?(?:\s+(?:years? old|instead|actually|sorry|then))?[\s.!]*$`, 'i');
// A range of money or a percentage, by what follows it ("5 to 8 euros", "10-20%"; a currency before it is left out of the range).
const MONEY_RANGE_AFTER = new RegExp(String.raw`^\s?(?:%|k\b|dollars?|euros?|pounds?|quid|bucks|${CURRENCY}|[$€£¥])`, 'i');

/**
 * The note holding a range that a range said alone replaces ("Kids aged 6 to 10" → "Kids aged 8 to 14" for "sorry, 8 to 14"):
 * the latest note with a range, which counts what the correction counts ("50 to 200 staff"), or, when it counts nothing,
 * a range that is no money ("sorry, 6 to 9 euros" corrects a price).
 */
function rangeSaidAlone(text: string, known: IdeaState): Recount | undefined {
  const said = RANGE_ALONE.exec(text.trim());
  if (!said) return undefined;
  const [, lower, upper, counted] = said;
  const unit = counted ? unitAfter(counted) : undefined;
  if (counted && !unit) return undefined;
  const range = new RegExp(String.raw`(?<![\d.,$€£¥])(\d[\d,.]{0,15}\d|\d)(${RANGE_MARK})(\d[\d,.]{0,15}\d|\d)(?![\d]|[.,]\d)${unit ? `(?=${unit})` : ''}`, 'i');
  const holdsRange = (note: string) => {
    const found = range.exec(note);
    return !!found && (!!unit || !MONEY_RANGE_AFTER.test(note.slice(found.index + found[0].length)));
  };
  return noteRewritten(known, holdsRange, (note) => note.replace(range, (whole, oldLower: string, mark: string, oldUpper: string) => (oldLower === lower && oldUpper === upper ? whole : `${lower}${mark}${upper}`)));
}

// "sorry, over 65", "I mean under 30": a bound said alone, with the word that makes it one.
const BOUND_ALONE = /^(over|under|above|below|aged|at least|up to|less than|more than|fewer than)\s+(\d[\d,.]{0,15}\d|\d)(?:\s+(?:years? old|instead|actually|sorry))?[\s.!]*$/i;
/** The note holding the same kind of bound that a bound said alone replaces ("Seniors over 70" → "Seniors over 65"). */
function boundSaidAlone(text: string, known: IdeaState): Recount | undefined {
  const said = BOUND_ALONE.exec(text.trim());
  if (!said) return undefined;
  const bound = new RegExp(String.raw`\b(${literal(said[1]!)}\s+)(\d[\d,.]{0,15}\d|\d)(?![\d]|[.,]\d|\s?%)`, 'i');
  return noteRewritten(known, bound, (note) => note.replace(bound, (whole, word: string, old: string) => (old === said[2] ? whole : `${word}${said[2]}`)));
}

// An amount of money or a percentage: "€0.25", "$5", "8%".
const SAID_AMOUNT = new RegExp(String.raw`[$€£¥]\s?${NUMBER_AT}|${NUMBER_AT}(?=\s?%)`, 'g');

/**
 * The note with an amount `old` finds, nearest in value to the one `said` finds in the correction
 * ("64 drivers" corrects "62 drivers paying", not "4-wheeler drivers"); else the last one in the order of the blocks.
 */
function noteCounting(known: IdeaState, old: RegExp, said: RegExp, corrected = ''): AmountCorrection | undefined {
  const notes = CANVAS_BLOCKS.flatMap((block) => known.blocks[block].filter((n) => old.test(n)).reverse().map((text) => ({ block, text, old: old.exec(text)![0] })));
  const newAmount = said.exec(corrected)?.[0];
  const note = (newAmount ? closest(notes, newAmount) : undefined) ?? notes[0];
  return note && { block: note.block, note: note.text, old: note.old, said };
}

/** The number an amount starts with: "3,50€" is 3.5, "48,000 helpers" 48000. */
function numberOf(amount: string): number | undefined {
  const digits = /\d[\d,.]*/.exec(amount)?.[0].replace(/[.,]$/, '');
  if (!digits) return undefined;
  // A comma or point followed by three digits groups thousands; otherwise it is the decimal point.
  return Number(digits.replace(/[.,](?=\d{3}(?:\D|$))/g, '').replace(',', '.'));
}

/** Of notes with an old amount, the one nearest in value to `amount`, within half of it. */
function closest<T extends { old: string }>(notes: T[], amount: string): T | undefined {
  const value = numberOf(amount);
  if (value === undefined) return undefined;
  const distance = (n: T) => {
    const old = numberOf(n.old);
    return old === undefined || old === value ? Infinity : Math.abs(old - value) / Math.max(old, value);
  };
  const best = notes.reduce<T | undefined>((b, n) => (distance(n) < (b ? distance(b) : Infinity) ? n : b), undefined);
  return best && distance(best) <= 0.5 ? best : undefined;
}

const RATE = new RegExp(String.raw`${COUNT}\s+((?:a|an|per)\s+(?:day|week|month|year|hour|night|shift|session|weekend))\b`, 'i');
// Words around a corrected amount that add nothing to the note it corrects.
const NOW_WORDS = new Set(['now', 'already', 'currently', 'today', 'far', 'total']);
const TIED_TO_A_TIME = /\b(?:by|in|at|last|next|since|from|until|before|after)\s+(?:\d|(?:jan|feb|mar|apr|may|jun|jul|aug|sep|oct|nov|dec)[a-z]*|launch|the end|spring|summer|autumn|fall|winter)|\b(?:19|20)\d\d\b|\b(?:plan|plans|planned|want|wants|goal|target|aim|will|launch|started|sold|had|was|were)\b/i;
const AMOUNT_FILLER = new Set(['around', 'about', 'roughly', 'approximately', 'nearly', 'almost', 'actually', 'instead', 'again', 'exactly', 'only', 'wrong', 'typo', 'sorry', 'not', 'oops', 'per', ...NOW_WORDS]);
const QUALIFIER = /\b(around|about|roughly|approximately|nearly|almost|over|under|more than|less than)\s+$/i;

/**
 * "Sorry, 30 bakers, not 40": a correction that says nothing but the new amount rewrites the amount
 * in the note it corrects and keeps the note's other words ("I know 30 bakers in Lyon personally"),
 * with "around" and the like kept before the new amount. Undefined when the correction says more.
 * `text`: the correction without its marks ("sorry", "make it", "…, not 40").
 */
export function amountRewritten(recount: AmountCorrection, text: string): string | undefined {
  const found = recount.said.exec(text);
  if (!found) return undefined;
  const several = countsRewritten(recount.note, text);
  if (several) return several;
  const before = text.slice(0, found.index);
  const noteWords = contentWords(recount.note);
  const around = contentWords(`${before} ${text.slice(found.index + found[0].length)}`);
  if (around.some((w) => w.length > 1 && !AMOUNT_FILLER.has(w) && !noteWords.includes(w))) return undefined;
  // "actually 450 customers now" does not rewrite "We plan to reach 500 customers by December": a count
  // said of now is another fact than one tied to a plan or another time.
  if (around.some((w) => NOW_WORDS.has(w)) && TIED_TO_A_TIME.test(recount.note)) return undefined;
  // "1 500 kroner": an amount written with spaces in it is left to the correction as said.
  if (/\d[\s,.]?$/.test(before) || /\d\s\d/.test(recount.old) || /\d[\s,.]?$/.test(recount.note.slice(0, recount.note.indexOf(recount.old)))) return undefined;
  const amount = found[0].replace(/[.,]+$/, '');
  // "9 hen groups" → "11 hen groups": a count keeps the words between it and what it counts.
  const fresh = COUNT_FIRST.test(recount.old) && COUNT_FIRST.test(amount) ? countWritten(recount.old, COUNT_FIRST.exec(amount)![0]) : amount;
  const qualifier = QUALIFIER.exec(before)?.[1];
  const kept = qualifier && !recount.note.toLowerCase().includes(`${qualifier} ${recount.old}`.toLowerCase());
  return recount.note.replace(recount.old, kept ? `${qualifier} ${fresh}` : fresh);
}

const ONE = /^(?:one|1)$/i;
/**
 * A count of a note ("Two patents") with a new number ("one"): written as the note wrote its number ("One" at the head of a
 * sentence), and what it counts said of one or of several when the count crosses one ("One patent", "two patents").
 */
function countWritten(old: string, said: string): string {
  const was = COUNT_FIRST.exec(old)![0];
  const fresh = /^\p{Lu}/u.test(was) && /^[a-z]/.test(said) ? said[0]!.toUpperCase() + said.slice(1) : said;
  const rest = old.slice(was.length);
  return fresh + (ONE.test(said) !== ONE.test(was) ? headNounOf(rest, ONE.test(said)) : rest);
}

// A count a correction names, and the word it counts ("2 pilots", "one granted").
const COUNT_SAID = new RegExp(String.raw`${COUNT}\s*([a-z][a-z-]{2,})`, 'gi');

/**
 * "Sorry, 2 pilots and 3 drones" over "We have 3 pilots and 4 drones.", "one granted, two pending" over
 * "Two patents granted, one pending.": a correction that names two counts or more, each of what a count
 * of the note counts, rewrites them all in the note. Undefined when it names fewer, or says more than
 * the counts and words of the note.
 */
function countsRewritten(note: string, text: string): string | undefined {
  const swaps: { at: number; old: string; said: string }[] = [];
  for (const said of text.matchAll(COUNT_SAID)) {
    if (NOT_COUNTED.test(said[1]!)) continue;
    const old = [...note.matchAll(countOf(said[1]!, 'gi'))].find((m) => !swaps.some((s) => s.at === m.index));
    if (!old) return undefined;
    swaps.push({ at: old.index, old: old[0], said: COUNT_FIRST.exec(said[0])![0] });
  }
  const rest = contentWords(text.replace(COUNT_SAID, ' '));
  const noteWords = contentWords(note);
  if (swaps.length < 2 || rest.some((w) => w.length > 1 && !AMOUNT_FILLER.has(w) && !noteWords.includes(w))) return undefined;
  return swaps.sort((a, b) => b.at - a.at).reduce((written, s) => written.slice(0, s.at) + countWritten(s.old, s.said) + written.slice(s.at + s.old.length), note);
}

// "the subsidy is 40%, not 50", "58 not 85! typo", "$39 per tech, not 30", "$190 not 180 sorry": the last number before "not", what follows
// it, and the number it replaces.
const NUMBER_NOT_NUMBER = new RegExp(String.raw`${NUMBER_AT}([^.!?\d]{0,40}?)[\s,]+not\s+(?:the\s+)?[$€£¥]?\s?${NUMBER_AT}(?=\s*%?\s*(?:[.!?,;]|$|\s+(?:sorry|my bad|actually|typo|lol)\b))`, 'i');
// "not 15%, we'll do 12%", "Not 60, it is 48 pharmacies now": the old number first, then the new one.
export const NOT_NUMBER_FIRST = /^not\s+(?:the\s+)?[$€£¥]?\s?(\d[\d,.]{0,15}\d|\d)(\s*%?)\s*[,;:]\s*(?:(?:it'?s|it is|it was|we'?ll do|we do|we charge|make it|rather|more like|only|just|actually|but)\s+)?[$€£¥]?\s?(\d[\d,.]{0,15}\d|\d)/i;
// Words after a number that say nothing of what it counts.
const NOT_A_UNIT = /^(?:not|sorry|actually|instead|was|were|is|are|and|or|but|typo|lol|now|then|i|we|it|the|a|an|if|when|since)$/i;
/**
 * What a number counts, by the word or "%" right after it ("2 minutes", "40%"), if anything; a rate
 * ("450 per season, not 500") is what it counts within a few words ("500 dollars per season").
 */
function unitAfter(text: string): string | undefined {
  const rate = /^\s?(?:per|each|every)\s+([a-z]+)/i.exec(text)?.[1];
  if (rate) return String.raw`(?:\s+[^\s\d]+){0,3}?\s+(?:per|a|an|each|every)\s+${literal(rate)}\b`;
  const word = /^\s?(%|[a-z][\w-]*)/i.exec(text)?.[1];
  if (!word || NOT_A_UNIT.test(word)) return undefined;
  // "4 riders, not 5" counts what "5 motorcycle riders" counts: up to two words between.
  return word === '%' ? String.raw`\s?%` : String.raw`(?:\s+[a-z-]+){0,2}?\s?(?<![a-z-])${literal(word)}`;
}

/**
 * The note that holds the number a correction replaces ("…, not 50" for "subsidises 50% of
 * premiums"), the latest written first, with that number swapped for the new one: its unit and other
 * words stay. When the correction says what the number counts ("2 minutes, not 20"), the note's
 * number must count the same ("20 chairs" is another fact).
 */
/** `unit`: a pattern for what follows the old number (`unitAfter`). */
function numberSwapped(known: IdeaState, said: string, old: string, unit: string | undefined): Recount | undefined {
  if (said === old) return undefined;
  const counted = unit ? `(?=${unit})` : '';
  const number = new RegExp(String.raw`(?<![\d.,])${literal(old)}(?![\d]|[.,]\d)${counted}`, 'i');
  return noteRewritten(known, number, (note) => note.replace(number, said));
}

/**
 * "We charge 10 euros a month. Sorry, 12.": a number said alone corrects a number the message it is said in wrote before it,
 * else (as before) one of the last message: `known` with the message's own notes with a number as the latest, if it wrote any.
 */
function writtenNowToo(known: IdeaState, message: string): IdeaState {
  const said = message.toLowerCase();
  const now = CANVAS_BLOCKS.flatMap((block) => known.blocks[block]).filter((note) => /\d/.test(note) && !known.latest.includes(note) && said.includes(note.toLowerCase().replace(/[.!]+$/, '')));
  return now.length ? { ...known, latest: now } : known;
}

// "sorry - 1,060. typo.", "40 actually.": a number and nothing it counts, and perhaps why after it
// ("46,000, I check now", "nope, 12, two are still thinking about it").
const BARE_NUMBER = /^[\s:–—-]*(\d[\d,.]*)[\s.,!]*(?:(?:actually|sorry|typo|my bad|lol|instead|again)\b[\s.,!]*)*(?:(?<=[,.]\s*)[^\d.!?%][^.!?]{0,60}[.!]*)?$/i;
const NUMBER_IN_NOTE = /(?<![\d.,])\d[\d,.]*\d|(?<![\d.,])\d(?![\d%])/g;
const valueOf = (digits: string) => Number(digits.replace(/[,.]/g, ''));

/**
 * A number said alone corrects the count nearest to it, of as many digits, among the notes the
 * last message wrote (1,060 for 1,600; 40 for 60), prices, percentages and years aside; the note
 * keeps its words with the new number ("I know 40 tuners in the guild"). `old` is that whole note.
 * Said as "make it 2.49" (`anyNote`), it may correct any note, however long ago it was written.
 */
function bareNumberCorrected(sentence: string, known: IdeaState, anyNote: boolean): Recount | undefined {
  const said = BARE_NUMBER.exec(sentence)?.[1]?.replace(/[.,]$/, '');
  // "Sorry, 2019, I mixed up the years" corrects a year, which no count is.
  if (!said || /^(?:19|20)\d\d$/.test(said)) return undefined;
  const value = valueOf(said);
  let best: { block: CanvasBlock; note: string; rewritten: string; distance: number } | undefined;
  for (const block of CANVAS_BLOCKS) {
    for (const note of known.blocks[block].filter((n) => anyNote || known.latest.includes(n))) {
      for (const { 0: old, index: at } of note.matchAll(NUMBER_IN_NOTE)) {
        const number = valueOf(old);
        const after = note.slice(at + old.length);
        if (/^(?:19|20)\d\d$/.test(old) || /^\s?%/.test(after) || String(number).length !== String(value).length) continue;
        const distance = Math.abs(number - value) / Math.max(number, value);
        if (number !== value && distance <= 0.5 && (!best || distance <= best.distance)) best = { block, note, rewritten: note.slice(0, at) + said + after, distance };
      }
    }
  }
  return best && { block: best.block, note: best.note, rewritten: best.rewritten };
}
