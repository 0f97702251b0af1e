import { CANVAS_BLOCKS, type CanvasBlock } from '@ideapilot/contract';
import { sentencesOf, type Clause } from './clauses.ts';
import { plainText } from './plain-text.ts';
import { AMOUNTS, HAS_AMOUNT } from './cues.ts';
import { GREETING } from './guard.ts';
import { AMENDS, countCorrected } from './amount-corrections.ts';
import type { IdeaState } from './idea-state.ts';
import type { Ask, Change, Fact, PlaceInMessage, Turn } from './reader-terms.ts';
import { frozen, keepReading, keptReading, stateIds, steps, type Step } from './kept-readings.ts';
import { leadOf, noteOf, PITCH_NAMES, textOf } from './note-text.ts';
import { isSmallTalk } from './small-talk.ts';
import { pitchReworded, QUOTED, sloganOf, UNSURE_OF_THE_CANVAS } from './pitch.ts';
import { scoreIsStrong } from './place-clause.ts';
import { AMOUNT_FIRST, AMOUNT_OPENS, AMOUNT_PREFERRED, CORRECTION, drop, droppedNote, figuresOf, JUDGED, JUDGED_THEN_SAID, MARKED_LAST, nameTakenBack, onCanvasAmount, otherCustomers, PRICE_CHANGED_TO, SLIP, SLIP_ALONE, SLIP_EXPLAINED, STARRED, takenBackAlone, WAS_BEFORE, WHY_OF_A_SLIP } from './corrections.ts';
import { askedIn, asksAboutTopic, asksCoach, followsQuestion, withoutWordsToCoach } from './questions.ts';
import { canvasCommand, chatRemark, EMOJI, LABELS, remarkKind } from './remarks.ts';
import { sameFact } from './same-fact.ts';
import { PREAMBLE } from './idea.ts';
import { PRICE_LINE, twoFactsApart } from './clause-notes.ts';
import { factsOf, FOREWORD } from './facts.ts';
import { apply, saysMoreOf, withWhatOthersLack } from './filing.ts';
import { hedgesAnswered, labelsSaid, listedApart, madeThingSold, marketCountedAlone, marketLineApart, peopleGuessed, saidPlainly, savingAnswered, themNamed, theyNamedFirst, UNMARKED_I } from './message-rewrites.ts';

/**
 * The offline coach's understanding: it reads a conversation clause by clause and keeps notes,
 * the founder's own words filed under one block each, the way a careful note-taker would.
 * This file is the entry point: a conversation read turn by turn (`read`, `readStep`, with the
 * readings kept), and one message read (`readMessage`); the parts of a message's reading are in the
 * modules it imports (see README.md), and what other files import from here is handed on.
 */

export type { IdeaState };
export { FOUNDER_BLOCKS } from './reader-terms.ts';
export type { Ask, Change, Turn } from './reader-terms.ts';
export { pointsElsewhere } from './small-talk.ts';
export { askedIn, FEEDBACK_REQUEST } from './questions.ts';
export { blockGoneBackTo, PITCH_JUDGED, remarkKind } from './remarks.ts';
export { ideaAnnounced, namesAnyone, productName } from './idea.ts';
export { marketSaidBig } from './facts.ts';
export { ideaAskedAbout } from './message-rewrites.ts';

export const emptyState = (): IdeaState => ({
  idea: null,
  ideaSaidPlainly: false,
  ideaSaidAsDoing: false,
  blocks: Object.fromEntries(CANVAS_BLOCKS.map((b) => [b, [] as string[]])) as unknown as Record<CanvasBlock, string[]>,
  latest: [],
});

/** The block the coach asks about next: the idea first, then the first empty block. */
export function nextAsk(state: IdeaState): Ask {
  if (!state.idea) return 'IDEA';
  return CANVAS_BLOCKS.find((b) => state.blocks[b].length === 0) ?? null;
}

/** Reads a whole conversation, oldest turn first. */
export function read(turns: readonly Turn[]): IdeaState {
  const kept = keptReading(turns);
  let state = kept?.state ?? START;
  for (let i = kept?.founders.length ?? 0; i < turns.length; i++) state = readOnce(state, turns[i]!.founder, i === 0 ? 'IDEA' : askedAfter(turns[i - 1]!, state));
  if (turns.length > (kept?.founders.length ?? 0)) keepReading(turns, state, kept);
  return state;
}

/** What the coach asked after a turn: its reply's last question, or, unanswered, what it asks next. */
const askedAfter = (turn: Turn, state: IdeaState): Ask => (turn.coach === undefined ? nextAsk(state) : askedIn(turn.coach));
const START = frozen(emptyState());

/** `readMessage`, kept when it starts from a state this module keeps (START or a step's). */
export function readStep(before: IdeaState, message: string, asked: Ask): Step {
  const id = stateIds.get(before);
  if (id === undefined) return readMessage(before, message, asked);
  return steps.remember(`${id}\u0000${asked}\u0000${message}`, () => {
    const { state, changes } = readMessage(before, message, asked);
    return Object.freeze({ state: frozen(state), changes: Object.freeze(changes) });
  });
}
const readOnce = (before: IdeaState, message: string, asked: Ask): IdeaState => readStep(before, message, asked).state;

/**
 * "Piano tuning on subscription for schools and churches." sent again: a message that, read as a first message, says the
 * idea on the canvas and only notes already on it is a repeat of them all (read with the idea known, "on subscription for
 * schools and churches" would be a new note). Null for any other message.
 */
function ideaSaidAgain(before: IdeaState, message: string): Change[] | null {
  if (!before.idea || !message.toLowerCase().includes(before.idea.toLowerCase())) return null;
  const { changes } = readMessage(emptyState(), message, 'IDEA');
  const onCanvas = (c: Change) =>
    c.kind === 'idea' ? sameFact(before.idea!, c.text) : c.kind === 'added' && before.blocks[c.block].some((note) => sameFact(note, c.text));
  if (!changes.some((c) => c.kind === 'idea') || !changes.every(onCanvas)) return null;
  return changes.map((c): Change => ({ kind: 'repeat', block: c.kind === 'added' ? c.block : 'IDEA', text: c.text }));
}

/** Reads one message into a copy of the state, given what the coach asked just before it. */
export function readMessage(before: IdeaState, message: string, askedBefore: Ask): { state: IdeaState; changes: Change[] } {
  const state: IdeaState = {
    idea: before.idea,
    ideaSaidPlainly: before.ideaSaidPlainly,
    ideaSaidAsDoing: before.ideaSaidAsDoing,
    blocks: Object.fromEntries(CANVAS_BLOCKS.map((b) => [b, [...before.blocks[b]]])) as IdeaState['blocks'],
    latest: before.latest,
  };
  const changes: Change[] = [];
  const said = plainText(message);
  if (canvasCommand(state, said.trim(), changes) || chatRemark(said) || asksAboutTopic(said.trim())) return { state, changes };
  // Asked for the pitch, the idea said again is the pitch (below).
  const again = askedBefore === 'PITCH' ? null : ideaSaidAgain(before, message);
  if (again) return { state, changes: again };
  // "*£129", "Sorry, typo. 3% per month, not 2.5.": the correction is what follows the mark.
  // "$120, I double-checked.": an amount said first is the correction, and how the slip came about is no fact.
  // ("$120, we forgot the $30 setup fee": an explanation with an amount in it is read.)
  const explained = AMOUNT_OPENS.test(message) ? SLIP_EXPLAINED.exec(message) : null;
  const cut = explained && !/\d/.test(explained[0]) ? message.slice(0, explained.index) : message;
  // "change the price to 25 euros a month", "let's make it 25", "no wait, 49 euros a month is better": a new
  // amount said over the old one, as "make it 25" and "Sorry, 25 euros" say it.
  // "oops 200 was before, it's 260 now" says "Sorry, 260, not 200"; "$6 is too much for them. We're thinking $4."
  // takes back the amount on the canvas it judges, and says the new one.
  const judged = JUDGED_THEN_SAID.exec(message);
  // "Marc ran partnerships at Shopify, not Wealthsimple, sorry, long day", "Lisa was at Uber actually" (with "Lisa
  // was at Cowboy" on the canvas): a mark of correction said last counts as one said first ("actually" only when
  // it takes a name back).
  const markedLast = SLIP.test(message) ? null : MARKED_LAST.exec(message);
  const restated = judged && onCanvasAmount(before, judged[1]!)
    ? `Sorry, ${message.slice(judged[0].length)}`
    : markedLast && (markedLast[2] !== 'actually' || nameTakenBack(before, markedLast[1]!) !== undefined)
      ? `Sorry, ${markedLast[1]!.replace(/^(?:(?:oh|ah|ok(?:ay)?|so|hmm+|well)[,!]?\s+)+/i, '')}.`
      : (otherCustomers(before, message) ?? pitchReworded(before, askedBefore, message).replace(WAS_BEFORE, 'Sorry, $2, not $1').replace(PITCH_RENEWED, 'New pitch: '));
  const corrected = STARRED.test(message) || explained ? `Sorry, ${cut.replace(/^\*|\*$/g, '')}` : restated.replace(SLIP_ALONE, 'Sorry, ').replace(PRICE_CHANGED_TO, 'Make it ').replace(AMOUNT_PREFERRED, 'Sorry, $1');
  const plain = themNamed(saidPlainly(labelsSaid(listedApart(theyNamedFirst(madeThingSold(savingAnswered(plainText(withoutWordsToCoach(corrected))))))).replace(UNMARKED_I, (word: string) => (/^im$/i.test(word) ? "I'm" : "I've")), !before.idea), before);
  // "Why now? Lots of states raised juror pay …": a message headed by a block's name answers for
  // that block, as if the coach had asked for it (a clause with a cue of its own still goes by it).
  const heading = HEADING.exec(plain);
  // "Why now. Energy prices through the roof": a block's name of two words closed by a full stop heads
  // the message too, and is no sentence of its own ("Team. Groomers work in teams" is a sentence).
  const stopped = !!heading && !/[:?]/.test(heading[2]!);
  const headed = stopped && !/\s/.test(heading[1]!.trim()) ? undefined : LABELS[heading?.[1]?.toLowerCase() ?? ''];
  const asked = headed ?? askedBefore;
  const body = headed && stopped ? plain.slice(heading[0].length - 1) : plain;
  const parsed = sentencesOf(peopleGuessed(hedgesAnswered(body, asked), asked).replace(EMOJI, ' ').trim());
  // "one sees. one hears. both scream", "Outgrown? Sold.", given for the pitch: short lines are one pitch (a question among them,
  // not last, that asks nothing, greets no one and names no block: "who pays? parents." answers a question, "hello? is it saved"
  // asks one, "Slogan? No idea." says there is none; nor when a line after it passes: "Short? Sure.", "Seriously? That's hard.").
  // Nor is a remark: "love it. what next".
  const shortLine = (text: string) => text.split(/\s+/).length <= 4 && !(text.endsWith('?') && (ASKS_SOMETHING.test(text) || PITCH_ASKED_BACK.test(text) || isSmallTalk(text.replace(/\?+$/, ''))));
  const noPitch = (text: string) => isSmallTalk(text) || UNSURE_OF_THE_CANVAS.test(text) || chatRemark(text) !== null;
  const questioned = parsed.some((sentence) => textOf(sentence).endsWith('?'));
  const lines = asked === 'PITCH' && parsed.length > 1 && remarkKind(message) === null && parsed.map(textOf).every(shortLine) && !textOf(parsed.at(-1)!).endsWith('?') && !(questioned && parsed.map(textOf).some(noPitch)) && !parsed.some((sentence, i) => i > 0 && marketCountedAlone(parsed[i - 1]!, sentence)) ? [parsed.flat()] : parsed;
  // "Paramedic. 11 yrs.", "Housing lawyer. Ten years.": how long, said on its own, goes with the sentence before.
  // "sorry not collections. I was in the credit team": a take-back said alone goes with the sentence that completes it.
  // "The market is huge. 4 million nurses.": a count said alone after the market said big is its size, as after a comma.
  const sentences = lines.map(marketLineApart).reduce<Clause[][]>((joined, sentence) => (joined.length && (DURATION_ALONE.test(textOf(sentence)) || takenBackAlone(joined.at(-1)!) || marketCountedAlone(joined.at(-1)!, sentence)) ? [...joined.slice(0, -1), [...joined.at(-1)!, ...sentence]] : [...joined, sentence]), []);
  // A message of one clause is the founder's reply to the question asked.
  const reply = sentences.length === 1 && sentences[0]!.length === 1;
  // "Sorry, €25 a month. €30 is too much for the juniors", "Make that $1,500 a month. The LLM costs
  // are higher than I thought.": what follows a corrected slip or a restated amount says why.
  const opening = leadOf(sentences[0] ?? []);
  const slip = (SLIP.test(opening) && CORRECTION.test(opening)) || ((AMENDS.test(opening) || AMOUNT_FIRST.test(opening)) && countCorrected(opening.replace(CORRECTION, ''), before) !== undefined);
  // "Is it too local? Only Spain?", "what you mean by benefit? the patient or the family?": after a
  // question to the coach, a short question goes with it.
  const asking = sentences.some((sentence) => asksCoach(leadOf(sentence)));
  // "Price correction, £3.50 per reference. £4.50 was before we switched SMS provider.": a sentence
  // that only names an amount already on the canvas, beside a new one, says why it changed.
  const onCanvas = CANVAS_BLOCKS.flatMap((b) => before.blocks[b]).join(' ');
  const amountsOf = (text: string) => text.match(AMOUNTS) ?? [];
  // Looked for only once the message names an amount: on a full canvas this is a large part of a message's reading.
  let canvasFigures: Set<string> | undefined;
  const onCanvasFigures = () => (canvasFigures ??= new Set(amountsOf(onCanvas).map(figuresOf)));
  const isNew = (amount: string) => !onCanvasFigures().has(figuresOf(amount));
  const newAmount = amountsOf(plain).some(isNew);
  const oldAmountOnly = (sentence: Clause[]) => newAmount && amountsOf(textOf(sentence)).length > 0 && !amountsOf(textOf(sentence)).some(isNew);
  // "Actually $24/month, $19 is too cheap": so is a clause that opens with an old amount and says something of it, beside one that names a new one.
  // "…, 99 is too much for tiny firms": the old amount's figures alone, judged, say why too.
  const whyOnly = (clause: Clause) => {
    const amounts = amountsOf(clause.text);
    const oldFigures = /^\s*(\d[\d,.]*)\s+(?:is|was|'s|seems|feels|sounds)\b/.exec(clause.text)?.[1];
    return JUDGED.test(clause.text) && ((AMOUNT_OPENS.test(clause.text) && amounts.length > 0 && !amounts.some(isNew)) || (!!oldFigures && onCanvasFigures().has(figuresOf(oldFigures))));
  };
  const withoutWhy = (sentence: Clause[]) => (sentence.length > 1 && sentence.some((c) => amountsOf(c.text).some(isNew)) && sentence.some(whyOnly) ? sentence.filter((c) => !whyOnly(c)) : sentence);
  const canvasNumbers = new Set((onCanvas.match(/\d[\d,.]*\d|\d/g) ?? []).map(figuresOf));
  // "Correction: the customer is the hospital, not the nurse. Hospitals would pay 2000 dollars a month per site.":
  // a later sentence that states a fact on its own (`statesMore`) is read too, for blocks the correction left alone.
  const statesMore = (sentence: Clause[]) => {
    const text = textOf(sentence);
    const oldFigures = (text.match(/\d[\d,.]*\d|\d/g) ?? []).some((figures) => canvasNumbers.has(figuresOf(figures)));
    return text.split(/\s+/).length >= 4 && !WHY_OF_A_SLIP.test(text) && !oldFigures && (amountsOf(text).some((amount) => isNew(amount) && !textOf(sentences[0]!).includes(amount)) || scoreIsStrong(text));
  };
  const afterSlip = new Set(slip ? sentences.slice(1).filter(statesMore) : []);
  const read = (slip ? [sentences[0]!, ...afterSlip] : sentences).filter((sentence) => !(asking && asked !== 'PITCH' && followsQuestion(textOf(sentence))) && !oldAmountOnly(sentence)).map(withoutWhy).reduce(withWhatOthersLack, []);
  // "students mostly. and nurses on night shifts", "Or pharmacies buy licences" after the price: a
  // sentence that opens with "and" or "or" goes on with the block the one before it ended in.
  const lastNote = before.latest.at(-1);
  let carried: CanvasBlock | null = CANVAS_BLOCKS.find((b) => lastNote !== undefined && before.blocks[b].includes(lastNote)) ?? null;
  let pricedBefore = false;
  // Notes a later sentence has joined: one joins each at most ("Clients book online. They get reminders. They pay upfront." are three).
  const grown = new Set<Change>();
  // "Bid less, win more.", "Your horse, half the bill.": a message that is only a slogan is the pitch.
  const slogan = read.length === 1 && !slip ? sloganOf(textOf(read[0]!), asked) : null;
  if (slogan) apply(state, { block: 'PITCH', text: slogan }, changes, asked);
  // "nah scratch the first user free bit, 14 day trial instead": what is dropped leaves the canvas, and
  // the rest of the sentence is read as said, with the block of what was dropped.
  // ("Scratch the old boss - he's pulled out. Need a sparky.": the next sentence when nothing else follows in its own.)
  const goesOnWith = new Map<Clause[], CanvasBlock>();
  let droppedFrom: CanvasBlock | undefined;
  const toRead = (slogan ? [] : read).flatMap((sentence) => {
    const dropped = droppedNote(state, sentence);
    if (!dropped) {
      if (droppedFrom) goesOnWith.set(sentence, droppedFrom);
      droppedFrom = undefined;
      return [sentence];
    }
    drop(state, dropped, changes);
    if (dropped.rest[0]) goesOnWith.set(dropped.rest[0], dropped.block);
    else droppedFrom = dropped.block;
    return dropped.rest;
  });
  // "Hello there. Seed swapping for …", "Ok here goes. Vending machines with fresh salads …": what follows a greeting or an
  // announcement may name the idea as what heads a message does ("ok so." is no greeting).
  const greeted = toRead.findIndex((sentence) => {
    const text = textOf(sentence);
    return !(GREETING.test(text) && isSmallTalk(text)) && !PREAMBLE.test(text.trim()) && !FOREWORD.test(text.trim());
  });
  for (const [n, sentence] of toRead.entries()) {
    // "Sweet from the tree, fair to the tapper. This is our slogan": a sentence the next one names as the pitch is the pitch,
    // and the naming says nothing more (a line in quotes is taken out of its sentence as the pitch, as before: `QUOTED`).
    if (toRead[n + 1] && PITCH_NAMED_AFTER.test(leadOf(toRead[n + 1]!).trim()) && !QUOTED.test(textOf(sentence))) {
      apply(state, { block: 'PITCH', text: noteOf('PITCH', textOf(sentence)) }, changes, asked);
      carried = 'PITCH';
      continue;
    }
    if (n > 0 && changes.at(-1)?.kind === 'added' && carried === 'PITCH' && PITCH_NAMED_AFTER.test(leadOf(sentence).trim()) && !QUOTED.test(textOf(toRead[n - 1]!))) continue;
    const where: PlaceInMessage = n === 0 ? (toRead.length > 1 ? 'heads' : 'alone') : n === greeted ? 'after greetings' : 'follows';
    const found = factsOf(sentence, plain, asked, state, reply, goesOnWith.get(sentence) ?? (CONTINUES.test(textOf(sentence)) ? carried : null), where).flatMap(twoFactsApart);
    // "Super Famicom set 28,000 yen. Game Boy 15,000 yen.": a short line with an amount after a price goes on with the prices.
    const priceList: boolean = carried === 'YOUR PROFIT' && pricedBefore && PRICE_LINE.test(textOf(sentence));
    const corrected = afterSlip.has(sentence) ? new Set(changes.flatMap((c) => (c.kind === 'replaced' || c.kind === 'removed' ? [c.block] : []))) : null;
    const kept = corrected ? found.filter((f) => f.block !== 'IDEA' && !corrected.has(f.block) && !f.corrects) : found;
    const facts: Fact[] = priceList ? kept.map((f) => (f.block === 'PAIN' ? { ...f, block: 'YOUR PROFIT' } : f)) : kept;
    pricedBefore = facts.some((f) => f.block === 'YOUR PROFIT' && HAS_AMOUNT.test(f.text));
    const previous = changes.at(-1);
    const more = n > 0 && previous && !grown.has(previous) ? saysMoreOf(previous, facts, sentence) : null;
    if (more) {
      const list = state.blocks[more.note.block];
      list.splice(list.lastIndexOf(more.note.text), 1, more.text);
      more.note.text = more.text;
      grown.add(more.note);
    } else for (const fact of facts) apply(state, fact, changes, asked);
    const last = facts.findLast((f) => f.block !== 'IDEA')?.block;
    carried = last && last !== 'IDEA' ? last : null;
  }
  const written = changes.flatMap((c) => (c.kind === 'added' || c.kind === 'replaced' ? [c.text] : []));
  if (written.length) state.latest = written;
  return { state, changes };
}

// A question that asks ("who pays?", "is it saved"), or only hesitates: no line of a pitch.
const ASKS_SOMETHING = /^(?:who|whom|whose|what|why|how|where|when|which|is|are|am|do|does|did|can|could|should|would|will|hmm+|really|ok(?:ay)?)\b/i;
const DURATION_ALONE = /^(?:for\s+)?(?:\d+\+?|one|two|three|four|five|six|seven|eight|nine|ten|eleven|twelve|fifteen|twenty|thirty)\s*(?:yrs?|years?)(?:\s+(?:now|already|so far|of (?:it|that)))?[\s.!]*$/i;
const CONTINUES = /^(?:and|also|plus|or)\b/i;
const HEADING = /^\s*([a-z][a-z ]{1,20}?)\s*([:?]|\.+)\s+\S/i;
// "change the pitch to: …", "better slogan: …", "let's make the pitch '…'": a pitch said over the one on the canvas.
const PITCH_RENEWED = new RegExp(String.raw`^(?:(?:ok(?:ay)?|so|hmm+)[,.]?\s+)?(?:(?:please|let'?s|let us|can you|could you|i'?d like to|i want to)\s+)?(?:(?:change|update|set|switch|replace)\s+(?:the|my|our)\s+${PITCH_NAMES}\s+(?:to|into|with|as)\b\s*[:,-]?|(?:make|change|update)\s+(?:the|my|our)\s+${PITCH_NAMES}\s*(?:[:–—]|\s-|(?=["“'‘]))|(?:new|better|updated|revised|final|improved)\s+${PITCH_NAMES}\s*(?:[:–—]|\s-|(?=["“'‘])))\s*(?=\S)`, 'i');
// "This is our slogan", "That's the pitch.": a sentence that only names the one before it as the pitch.
const PITCH_NAMED_AFTER = new RegExp(String.raw`^(?:that|this|it)(?:'s|’s|\s+is|\s+was|\s+(?:would|could|will)\s+be)\s+(?:the|our|my)\s+(?:${PITCH_NAMES}|line|strapline|catchphrase)[\s.!]*$`, 'i');
// "Slogan?", "One line?", "Pitch?": the coach's question said back.
const PITCH_ASKED_BACK = new RegExp(String.raw`\b(?:${PITCH_NAMES}|one[ -]line|(?:one|a) sentence)\b`, 'i');
