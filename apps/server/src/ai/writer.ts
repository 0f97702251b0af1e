import { CANVAS_BLOCKS, CANVAS_BLOCK_QUESTIONS, MAX_SESSION_NAME, canvasMarkdown, truncateName, type CanvasBlock } from '@ideapilot/contract';
import { asDoing, isNounPhrase, opensWithName } from './clauses.ts';
import { PEOPLE_NOUNS, customersNamed, looksLikePeople, sharpens } from './people.ts';
import { contentWords, literal } from './words.ts';
import { GREETING, OK_WORDS, THANK_WORDS, afterGreeting, smallTalkKind, type GuardVerdict } from './guard.ts';
import { FEEDBACK_REQUEST, FOUNDER_BLOCKS, PITCH_JUDGED, askedIn, blockGoneBackTo, ideaAnnounced, ideaAskedAbout, marketSaidBig, namesAnyone, nextAsk, pointsElsewhere, productName, read, readStep, remarkKind, type Ask, type Change, type IdeaState, type Turn } from './reader.ts';

/**
 * The offline coach's voice: replies that say what changed on the canvas in one sentence and ask
 * one question, the canvas itself, and the session's name. It writes only the founder's words.
 */

export const IDEA_QUESTION =
  'Tell me about your idea, for example: "I want to build [solution] for [who] that solves [problem]. Currently they [pain point]. My background is [relevant experience]."';

/** Asked again after the template went unanswered: shorter, and each keeps words the reader recognises it by. */
const IDEA_AGAIN = [
  'What do you want to build or sell? One line is enough, for example: "a booking app for dog groomers".',
  'In one line: what are you building, and for whom?',
  'What would you offer? Name the product or service itself.',
];

/** Ways to ask for each block; every one keeps the words the reader recognises the question by. */
export const ASKS: Record<CanvasBlock, string[]> = {
  WHO: [CANVAS_BLOCK_QUESTIONS.WHO, 'Who is it for? Picture the customer who needs this most.', 'Which customers would use this first?'],
  PAIN: [CANVAS_BLOCK_QUESTIONS.PAIN, 'What problem does this solve for them, and what do they put up with today?', 'What is the pain today: what goes wrong without you?'],
  'USERS BENEFIT': [CANVAS_BLOCK_QUESTIONS['USERS BENEFIT'], 'What do they save or gain once they use it?', 'How does their day get better with it: what do they save?'],
  'YOUR PROFIT': [CANVAS_BLOCK_QUESTIONS['YOUR PROFIT'], 'Who pays you, and what price do you have in mind?', 'What is the business model: who pays, and how much?'],
  'WHY YOU': [CANVAS_BLOCK_QUESTIONS['WHY YOU'], 'What experience do you bring to this?', 'What in your background makes you the one to build it?'],
  'WHY NOW': [CANVAS_BLOCK_QUESTIONS['WHY NOW'], 'Why is now the right time: what changed recently?', 'What trend or recent change makes this the right time?'],
  'YOUR TEAM': [CANVAS_BLOCK_QUESTIONS['YOUR TEAM'], 'Who is on your team so far, and who would you hire first?', 'Are you building it alone, or with a team?'],
  'SECRET SAUCE': [CANVAS_BLOCK_QUESTIONS['SECRET SAUCE'], 'What is your unfair advantage over competitors?', 'What makes it hard for a competitor to copy you?'],
  PITCH: [CANVAS_BLOCK_QUESTIONS.PITCH, 'Can you give me your pitch in one sentence?', 'What would your one-sentence pitch be?'],
};

const EXAMPLES: Record<CanvasBlock, string> = {
  WHO: 'independent dental clinics with 2 to 10 chairs',
  PAIN: 'they phone every patient by hand to confirm appointments',
  'USERS BENEFIT': 'it saves the front desk about five hours a week',
  'YOUR PROFIT': 'clinics pay 49 euros a month per location',
  'WHY YOU': 'I ran a clinic front desk for eight years',
  'WHY NOW': 'a new regulation requires digital patient records from next year',
  'YOUR TEAM': 'my co-founder is a backend developer; we need a salesperson',
  'SECRET SAUCE': 'partnerships with the two largest clinic software vendors',
  PITCH: 'Dentflow is the autopilot for dental front desks',
};

const AGREED = ['Glad that fits.', 'Good, on we go.', 'Great.'];
const AGREEMENT = /\b(?:yes|yeah|yep|sure|definitely|absolutely|certainly|of course|totally|indeed|exactly)\b/i;
// "ok", "okay", "alright" alone: the founder agrees to go on, in the words the guard takes for small talk; with thanks
// either side ("ok thanks", "thanks, ok") as well, though the guard reads the thanks.
const GOING_ON = new RegExp(String.raw`^\s*(?:(?:${OK_WORDS})(?:[\s.!,]+(?:${THANK_WORDS}))?|(?:${THANK_WORDS})[\s.!,]+(?:${OK_WORDS}))[\s.!]*$`, 'i');
const PRICE_AGAIN = 'Then what price do you have in mind: how much would they pay you, and how often?';
const ACKS = ['Got it.', 'Thanks, that helps.', 'Good, that sharpens the picture.', 'Clear.', 'Noted.'];
const pick = <T>(options: T[], turn: number): T => options[turn % options.length]!;

/** The coach's reply to an allowed message, given the earlier answered turns. */
export function coachReply(previous: Turn[], message: string): string {
  const before = read(previous);
  const asked = previous.length ? askedAfter(previous, before) : 'IDEA';
  const { state, changes } = readStep(before, message, asked);
  const turn = previous.length;
  const recent = recentAsks(previous);
  // "what should I put as my pitch?": the block asked about is the next question, whichever comes first.
  const about = state.idea && !changes.length && !ADVICE.some(([question]) => question.test(message)) ? blockAskedAbout(message, asked) : null;
  if (about) return `Here is what **${about}** asks for, with an example.\n\n${blockQuestion(about, turn)}`;
  // Offered once, the pitch is offered again only when it or the idea changed: a second price added says only the next step.
  const pitchOffered = pitchOfferedIn(previous) && changes.every((c) => c.kind === 'repeat' || c.kind === 'other idea' || (c.kind !== 'idea' && c.block !== 'PITCH'));
  // "can you repeat the question?", "go back to the customer": the block asked again, or the one named.
  const remark = remarkKind(message);
  const again = remark === 'repeat' && asked && asked !== 'IDEA' ? asked : remark === 'go back' ? blockGoneBackTo(message) : null;
  // A question or a remark to the coach is no answer: the block it came instead of is asked again, however often it was asked.
  const stillAsked = ['question', 'show canvas', 'hard', 'later'].includes(remark ?? '') && !changes.length ? recent.slice(-1) : recent;
  // "yes, definitely" to who pays and how much: they would pay, but no price is said; it is asked for once more, in other words.
  // Once only until a price is filed: "sure", "ok", "sure", … then meets the usual "asked twice, move on".
  // Not after two asks running ("ok", then "yes"): a founder who keeps agreeing moves on at the same pace whatever the words.
  const askedTwice = recent.length === 2 && recent.every((a) => a === 'YOUR PROFIT');
  if (asked === 'YOUR PROFIT' && !changes.length && remark === 'small talk' && AGREEMENT.test(message) && !askedTwice && !priceAskedAgain(previous, before)) {
    return `${pick(AGREED, turn)}\n\n**Next, YOUR PROFIT:** ${PRICE_AGAIN}\n\n_For example: "${EXAMPLES['YOUR PROFIT']}"._`;
  }
  const filed = changes.some((c) => c.kind === 'added' || c.kind === 'replaced' || c.kind === 'idea');
  return `${acknowledge(before, state, changes, turn, message, remark, asked)}\n\n${again ? blockQuestion(again, turn) : question(state, turn, stillAsked, { passed: passedOn(previous, message, asked), movedOn: () => (filed ? [] : movedOnFrom(previous)), pitchOffered, filed })}`;
}

/** Whether the price was asked again, in other words, since YOUR PROFIT was last filled (in the run of replies asking for it, if it holds notes). */
function priceAskedAgain(previous: Turn[], before: IdeaState): boolean {
  if (!before.blocks['YOUR PROFIT'].length) return previous.some((t) => t.coach?.includes(PRICE_AGAIN));
  for (let i = previous.length - 1; i >= 0 && previous[i]!.coach !== undefined && askedIn(previous[i]!.coach!) === 'YOUR PROFIT'; i--) if (previous[i]!.coach!.includes(PRICE_AGAIN)) return true;
  return false;
}

// How many turns back a pass is remembered: one for each block.
const PASSES_KEPT = CANVAS_BLOCKS.length;
/**
 * The blocks the founder passed on in this message and the last turns ("skip", "not sure yet"), the latest last:
 * each the block the coach had asked just before (`asked`, for this message). They wait until every other empty
 * block has been asked.
 */
function passedOn(previous: Turn[], message: string, asked: Ask): Set<CanvasBlock> {
  const passed = new Set<CanvasBlock>();
  const pass = (block: Ask, text: string) => {
    if (!block || block === 'IDEA' || !['skip', 'unsure', 'asked already'].includes(remarkKind(text) ?? '')) return;
    passed.delete(block);
    passed.add(block);
  };
  for (let i = Math.max(1, previous.length - PASSES_KEPT); i < previous.length; i++) {
    const coach = previous[i - 1]!.coach;
    pass(coach === undefined ? null : askedIn(coach), previous[i]!.founder);
  }
  pass(asked, message);
  return passed;
}

/**
 * The block a question to the coach is about ("what do you mean by secret sauce?", "how should I
 * price it?"); one that names none ("what do you mean?", "can you give me an example?") is about
 * the block just asked.
 */
function blockAskedAbout(message: string, asked: Ask): CanvasBlock | null {
  if (remarkKind(message) !== 'question' || !WHAT_GOES_IN.test(message)) return null;
  return BLOCK_WORDS.find(([, words]) => words.test(message))?.[0] ?? (asked === 'IDEA' ? null : asked);
}
// "what should I put as my pitch?", "what do you mean by secret sauce?", "how should I price it?"
const WHAT_GOES_IN =
  /^\s*(?:and\s+|so\s+)?(?:the\s+)?(?:why now|why you|secret sauce|pitch|team|profit|pricing|benefits?|pain)\s*\?+\s*$|\bwhat (?:should|do|shall|would|could|can) (?:i|we) (?:put|write|say|answer|add|enter|use)\b|\bwhat (?:do you mean|does [^?]{1,30} mean)|\bwhat(?:\s+is|'s)\s+(?:meant by\s+)?(?:(?:a|an|the)\s+)?(?:pitch|secret sauce|users? benefit|why now|why you|pain|one-liner|tagline)\s*(?:\?|$)|\b(?:can|could|would) you (?:please )?(?:suggest|guess|tell me|write|fill(?: in)?|come up with|propose)\b(?![^?]*\b(?:pitch|slogan|tagline|one-liner)\b)|\bhow (?:should|do|shall|would|can) (?:i|we) (?:price|charge|answer|fill|write|describe|phrase|word|say)\b|\bwhat goes (?:in|under|into)\b|\bhelp (?:me |us )?(?:with|on|write|phrase|word|fill)\b|\bexplain\b|\b(?:example|hint)s?\b|\b(?:don'?t|do not|dont) (?:understand|get)\b|\bnot sure what\b|\b(?:idk|(?:don'?t|do not|dont) know) what\b/i;
const BLOCK_WORDS: [CanvasBlock, RegExp][] = [
  ['PITCH', /\b(?:pitch|slogan|tagline|one-liner)\b/i],
  ['SECRET SAUCE', /\b(?:secret sauce|unfair advantage|moat)\b/i],
  ['WHY YOU', /\bwhy you\b/i],
  ['WHY NOW', /\bwhy now\b|\btiming\b/i],
  ['YOUR TEAM', /\b(?:your team|my team|the team|co-?founders?)\b|^\s*team\s*\?/i],
  ['YOUR PROFIT', /\b(?:your profit|profit|pric(?:e|es|ing)|charge|business model|make money|monetis\w*|monetiz\w*)\b/i],
  ['USERS BENEFIT', /\b(?:users? benefit|benefits?)\b/i],
  ['PAIN', /\bpain\b|\bproblem\b/i],
  ['WHO', /\bwho (?:is it|it'?s|exactly) for\b|\b(?:customers?|target (?:group|audience|market))\b/i],
];

/**
 * The block to ask about: the first empty one, unless the founder passed on it (`passed`), the coach
 * moved on from it with nothing filed since (`movedOn`), or the last two replies asked for it and it is
 * still empty; then the next empty one that does not wait, and is not the one the last two replies asked.
 * The idea is asked first until it is said, but not a third time running while the founder files notes
 * without it (`filed`): one empty block comes between, and then the idea again.
 */
function toAsk(state: IdeaState, recent: (Ask | undefined)[], passed: ReadonlySet<CanvasBlock> = new Set(), movedOn: () => readonly CanvasBlock[] = () => [], filed = false): Ask {
  const ask = nextAsk(state);
  if (!ask) return ask;
  const left = movedOn();
  const twice = recent.length >= 2 && recent.every((a) => a === recent[0]) ? recent[0] : undefined;
  // A block the coach moved on from, still empty, waits as one passed on does: "sure", "ok", "yes" … go on to the next.
  const waits = (b: CanvasBlock) => passed.has(b) || left.includes(b);
  if (ask === 'IDEA') return (twice === 'IDEA' && filed && CANVAS_BLOCKS.find((b) => !state.blocks[b].length && !waits(b))) || ask;
  const askedTwice = ask === twice;
  if (!waits(ask) && !askedTwice) return ask;
  const empty = CANVAS_BLOCKS.filter((b) => !state.blocks[b].length);
  const fresh = empty.find((b) => b !== ask && b !== twice && !waits(b));
  if (fresh) return fresh;
  // Every empty block passed on: the one passed on longest ago comes back first; then the one moved on from longest ago.
  const latest = [...passed].at(-1);
  return [...passed].find((b) => empty.includes(b) && b !== latest) ?? left.find((b) => empty.includes(b) && b !== twice) ?? ask;
}

/** What the coach's last two replies asked for. */
const recentAsks = (previous: Turn[]) => previous.slice(-2).map((t) => (t.coach === undefined ? undefined : askedIn(t.coach)));

// How many replies back a block moved on from is remembered: two for each block.
const MOVES_KEPT = 2 * CANVAS_BLOCKS.length;
// A reply that says what it filed: "… I added", "Sharpened:", "Corrected:", "Your idea as I have it" ….
const FILED = /\bI (?:added|put|changed|replaced|took|cleared)\b|^(?:Sharpened|Corrected|Moved|Updated your idea|New idea|Your idea as I have it|Done):?/;
/**
 * The blocks the coach asked in two replies running and then moved on from, since the founder's last message that filed
 * a note, the one left longest ago first. With a note filed, they may come back at once, as before.
 */
function movedOnFrom(previous: Turn[]): CanvasBlock[] {
  const replies = previous.slice(-MOVES_KEPT).map((t) => t.coach);
  const asks = replies.map((coach) => (coach === undefined ? undefined : askedIn(coach)));
  const left: CanvasBlock[] = [];
  for (let i = 0; i < asks.length; i++) {
    if (FILED.test(replies[i] ?? '')) left.length = 0;
    const block = asks[i - 1];
    if (i < 2 || !block || block === 'IDEA' || asks[i - 2] !== block || asks[i] === block) continue;
    const at = left.indexOf(block);
    if (at >= 0) left.splice(at, 1);
    left.push(block);
  }
  return left;
}

function askedAfter(previous: Turn[], before: IdeaState) {
  const last = previous.at(-1)!;
  return last.coach === undefined ? nextAsk(before) : askedIn(last.coach);
}

/**
 * Where a note rewritten in place differs from what it said, with the words after the change for
 * context ("40 bakers" → "30 bakers"); null when the two share fewer than three words around it.
 */
function changedWords(before: string, after: string): { from: string; to: string } | null {
  const a = before.split(' ');
  const b = after.split(' ');
  let head = 0;
  while (head < a.length && head < b.length && a[head] === b[head]) head++;
  let tail = 0;
  while (tail < a.length - head && tail < b.length - head && a[a.length - 1 - tail] === b[b.length - 1 - tail]) tail++;
  if (head + tail < 3 || head === a.length || head === b.length) return null;
  // The words after the change up to the first that names something: "$14.99 a month", "40 dads"; a name
  // changed for another ("Wealthsimple" to "Shopify") says it alone.
  const following = a.slice(a.length - tail);
  const names = (w: string) => w.replace(/\W/g, '').length >= 4 && !/^(?:each|every|that|this|with|from|your|their|into|over|than|them|they)$/i.test(w);
  const isName = (words: string[]) => words.every((w) => /^\p{Lu}/u.test(w));
  const context = isName(a.slice(head, a.length - tail)) && isName(b.slice(head, b.length - tail)) ? 0 : Math.min(following.findIndex(names) + 1 || following.length, 4);
  return { from: a.slice(head, a.length - tail + context).join(' '), to: b.slice(head, b.length - tail + context).join(' ') };
}

/** The answer to "what do you think?", of the idea or the canvas. */
const JUDGED_BY_CUSTOMERS = 'Your customers are the best judges of that; my part is to get the idea down clearly. Once the canvas is filled, it shows what is strong and what is still open.';

/** One sentence on what changed on the canvas, or why nothing did. */
function acknowledge(before: IdeaState, after: IdeaState, changes: readonly Change[], turn: number, message: string, remark: ReturnType<typeof remarkKind>, asked: Ask): string {
  const idea = changes.find((c) => c.kind === 'idea');
  const added = changes.filter((c) => c.kind === 'added');
  const replaced = changes.filter((c) => c.kind === 'replaced');
  const blocks = [...new Set([...added, ...replaced].map((c) => c.block))];
  const said = idea && ideaAsSaid(idea.text, after);
  if (said && !before.idea) {
    const forWho = forCustomer(said, firstNote(after, 'WHO'));
    const more = blocks.filter((b) => b !== 'WHO');
    // "A booking app" and "tending graves" alike: the idea as a label, not the object of "build".
    // Asked whether it will work, the coach says who can tell.
    const judged = ideaAskedAbout(message) ? ` ${JUDGED_BY_CUSTOMERS}` : '';
    return `Your idea as I have it: **${lowerFirst(withoutFinalStop(said))}**${forWho}${more.length ? `, and I noted ${list(more.map((b) => `**${b}**`))} too` : ''}.${judged}`;
  }
  if (idea?.renewed) {
    const kept = FOUNDER_BLOCKS.some((b) => after.blocks[b].length) ? ', and kept what you told me about you and your team' : '';
    return `New idea: **${lowerFirst(withoutFinalStop(said!))}**${forCustomer(said!, firstNote(after, 'WHO'))}. I cleared the notes of "${lowerFirst(ideaTitle(before, 80)!)}"${kept}.`;
  }
  if (said) return `Updated your idea: **${lowerFirst(withoutFinalStop(said))}**, in place of "${lowerFirst(withoutFinalStop(ideaAsSaid(before.idea!, before)))}".`;
  // The notes a message added beside what it took back or changed are said too.
  const addedToo = added.length === 1 ? `"${withoutFinalStop(added[0]!.text)}" under **${added[0]!.block}**` : `${added.length} notes`;
  const removed = changes.find((c) => c.kind === 'removed');
  // "move that to pain": a note taken off one block and put under another.
  const moved = removed && added.find((c) => c.text === removed.text);
  if (removed && moved) return `Moved: "${withoutFinalStop(removed.text)}" is now under **${moved.block}**, not **${removed.block}**.`;
  if (removed) return `Done: I took "${withoutFinalStop(removed.text)}" off **${removed.block}**${added.length ? ` and added ${addedToo}` : ''}.`;
  if (replaced.length) {
    const r = replaced[0]!;
    const also = added.length ? `, and I added ${addedToo}` : '';
    // "Dentists" → "Dentists in Germany": the customers said more precisely, not a correction.
    const old = withoutFinalStop(r.old);
    if (r.text.length > r.old.length && sharpens(r.text, old)) return `Sharpened: under **${r.block}** "${old}" is now "${withoutFinalStop(r.text)}"${also}.`;
    const changed = changedWords(old, withoutFinalStop(r.text));
    if (changed) return `Corrected: under **${r.block}** I changed "${changed.from}" to "${changed.to}"${also}.`;
    return `Corrected: under **${r.block}** I replaced "${old}" with "${withoutFinalStop(r.text)}"${also}.`;
  }
  // "would 9 dollars a month work?": a price put as a question is noted as the one to try, and how to try it said.
  if (added.length === 1 && added[0]!.block === 'YOUR PROFIT' && /\d/.test(added[0]!.text) && /\?\s*$/.test(message)) {
    return `I put "${withoutFinalStop(added[0]!.text)}" under **YOUR PROFIT** as the price to test. Whether it works, your customers will tell you: ask five of them whether they would pay it today.`;
  }
  if (added.length) {
    const where = blocks.map((b) => `**${b}**`);
    if (added.length === 1) return `${pick(ACKS, turn)} I added "${withoutFinalStop(added[0]!.text)}" under ${where[0]}.`;
    return `${pick(ACKS, turn)} I added ${added.length} notes to ${list(where)}.`;
  }
  if (changes.some((c) => c.kind === 'repeat')) return 'That is already on your canvas, so I left it as it is.';
  const other = changes.find((c) => c.kind === 'other idea');
  if (other) {
    const idea = lowerFirst(withoutFinalStop(other.text));
    return `That sounds like another idea than "${lowerFirst(ideaTitle(before, 80)!)}", so I left the canvas as it is. To start afresh with it, write "new idea: ${idea}".`;
  }
  // "Hi, I need help with my startup.": before any idea, a greeting with a request agrees to nothing.
  // "no", "nope", given for an open question about a block: nothing to say there yet, not agreement.
  if ((remark === 'small talk' || remark === null) && BARE_NO.test(message.trim()) && asked && asked !== 'IDEA' && asked !== 'PITCH') return 'No problem, we can come back to that one.';
  // "I like it but make it shorter", "too long", "it should mention the new law": the pitch asked for (or offered back), judged.
  if (asked === 'PITCH' && PITCH_JUDGED.test(message.trim())) return PITCH_WANTED.test(message) ? PITCH_IS_YOURS : SAY_IT_YOUR_WAY;
  if (remark === 'small talk') return !after.idea && GREETING.test(message.trim()) ? SMALL_TALK.greeting : pick(AGREED, turn);
  // Late in a conversation "I'm from Melbourne" is a remark, not a greeting.
  if (remark === 'introduction') return turn < 3 ? 'Nice to meet you.' : pick(AGREED, turn);
  if (remark === 'unsure' || remark === 'skip') return 'No problem, we can come back to that one.';
  if (remark === 'wait') return 'Take your time.';
  // "it sounds too generic": said of the pitch offered back.
  if (remark === 'objection' && /\bsounds?\b|\bpitch\b/i.test(message)) return SAY_IT_YOUR_WAY;
  if (remark === 'objection') return 'Sorry about that. Tell me what is off, for example "the pain is …" or "move that to PAIN", and I will fix the canvas.';
  if (remark === 'asked already') return 'Sorry, I asked that one already. If your answer landed in the wrong block, say so, for example "move that to PAIN"; here is another question meanwhile.';
  if (remark === 'later') return 'Of course. Your canvas is saved, and we go on from here when you are back.';
  if (remark === 'hard') return 'It is a lot at first. One block at a time, in your own words, is all it takes; rough answers are fine.';
  if (remark === 'repeat') return 'Sure, here it is again.';
  if (remark === 'go back') return 'Sure, back to that one.';
  if ((remark === 'question' && SUMMARY_REQUEST.test(message)) || remark === 'show canvas') return summary(after);
  // "the vibe thing, how does it work?" asks about the step, not about the chat.
  if (remark === 'question' && VIBE_CODE.test(message)) return VIBE_CODE_EXPLAINED;
  // Asked without a question mark too: "how are you different from chatgpt".
  const howItWorks = remark === 'question' || remark === null ? aboutTheChat(message) : null;
  if (howItWorks) return howItWorks;
  if (remark === 'question' && WEIGHING.test(message)) return weighed(message);
  if (remark === 'question' && WHATS_NEXT.test(message)) {
    const empty = CANVAS_BLOCKS.filter((b) => !after.blocks[b].length).length;
    if (empty) return `${empty === 1 ? 'One block is' : `${NUMBER_WORDS[empty]} of the nine blocks are`} still empty; here is the next.`;
    return /\b(?:missing|left)\b/i.test(message) ? 'Nothing is missing: all nine blocks are filled.' : 'Here is the next step.';
  }
  const explained = remark === 'question' ? blocksExplained(message, asked) : null;
  if (explained) return explained;
  const advice = remark === 'question' ? ADVICE.find(([asked]) => asked.test(message))?.[1] : undefined;
  if (advice) return advice;
  if (remark === 'question') return 'Good question. The canvas answers most of them once it is filled, so let us keep going.';
  const announced = after.idea ? null : ideaAnnounced(message);
  if (announced === 'choice') return 'Pick the one you would like to shape first; the other can have a chat of its own.';
  if (announced === 'coming') return 'Please go ahead.';
  const name = productName(message);
  if (name) return `A good name to keep for your pitch: **${name}**.${after.idea ? '' : ' What does it do, and for whom?'}`;
  if (!after.idea) return "I couldn't find the idea itself in that yet.";
  // A size with no number fills no block; the number would go under WHO.
  if (marketSaidBig(message)) return 'Good to hear, but how big is it? Tell me roughly how many such customers there are, for example "about 4,000 dental clinics in Germany", and I will note it under **WHO**.';
  if (pointsElsewhere(message)) return "I can't open websites or files from here. Could you say it in your own words, in a sentence or two?";
  return "I couldn't place that in your canvas yet. Could you say it more concretely, in a sentence or two?";
}

/** What each block holds, said plainly. */
const BLOCK_MEANING: Record<CanvasBlock, string> = {
  WHO: 'who your customers are',
  PAIN: 'what goes wrong for them today, before your product',
  'USERS BENEFIT': 'what they gain once they use it',
  'YOUR PROFIT': 'how you make money: who pays, how much and how often',
  'WHY YOU': 'why you are the one to build it',
  'WHY NOW': 'why this is the moment for it',
  'YOUR TEAM': 'who builds it with you, and whom you still need',
  'SECRET SAUCE': 'what others cannot easily copy',
  PITCH: 'the whole idea in one line',
};
/** Why the coach asks for each block. */
const BLOCK_PURPOSE: Record<CanvasBlock, string> = {
  WHO: 'everything else on the canvas depends on whom it is for',
  PAIN: 'people pay to make a real problem go away: the sharper the pain, the easier the sale',
  'USERS BENEFIT': 'it is what your customers buy: the change in their day, not the features',
  'YOUR PROFIT': 'an idea becomes a business once someone pays for it',
  'WHY YOU': 'customers and investors back people, and your own story is what makes them trust you',
  'WHY NOW': 'what changed lately is what makes the idea possible, or urgent, today rather than five years ago',
  'YOUR TEAM': 'an idea is only as good as the people who build it',
  'SECRET SAUCE': 'it is what keeps a bigger company from copying you the day you succeed',
  PITCH: 'you will say it a hundred times, to customers, investors and friends',
};
// "what's the difference between pain and users benefit?", "pain vs benefit?"
const DIFFERENCE = /\bdifferen(?:ce|t)\b|\bvs\.?\s|\bversus\b|\bsame (?:thing|as)\b/i;
// "why do you ask about timing?", "why does the team matter?"
const WHY_ASKED = /\bwhy (?:do|did|would) you (?:ask|need|want)\b|\bwhy (?:does|do|is|are) (?:this|that|it|the [\w ]{2,20}) (?:matter|important|needed)\b|\bwhat(?:'s| is) the point of\b/i;
/** The answer to a question about the blocks themselves: how two differ, or why one is asked; null for any other. */
function blocksExplained(message: string, asked: Ask): string | null {
  const named = BLOCK_WORDS.map(([block, words]) => ({ block, at: message.search(words) })).filter(({ at }) => at >= 0).sort((a, b) => a.at - b.at).map(({ block }) => block);
  if (DIFFERENCE.test(message) && named.length === 2) return named.map((block) => `**${block}** is ${BLOCK_MEANING[block]}`).join('; ') + '.';
  const block = named[0] ?? (asked && asked !== 'IDEA' ? asked : null);
  return WHY_ASKED.test(message) && block ? `I ask for **${block}** because ${BLOCK_PURPOSE[block]}.` : null;
}

/** What founders ask most beside the canvas, each answered in a line and tied to the block it fills. */
const ADVICE: [RegExp, string][] = [
  [
    /\b(?:do|should|must) (?:i|we) (?:really )?(?:need|get|find|have) (?:a |an )?(?:co-?founders?|business partner|technical (?:co-?founder|partner)|cto)\b|\bhow (?:do|can|should) (?:i|we) find (?:a |an )?(?:co-?founder|cto|technical (?:co-?founder|partner))\b/i,
    'Not always. A co-founder is worth it when the work you cannot do yourself is the heart of the product. Say who builds what under **YOUR TEAM**, and whom you still need.',
  ],
  [
    /\bwho (?:are|is|would be) (?:my|our|the) (?:main )?(?:competitors?|competition|rivals?)\b|\b(?:what about|are there(?: any)?|any) (?:the )?(?:competitors?|competition)\b|\bdoes (?:this|it|something like (?:this|it|that)) (?:already )?exist\b|\bhas (?:someone|anyone|somebody) (?:already )?(?:done|built|made) (?:this|it)\b/i,
    'Look at what your customers use today instead of you, even a spreadsheet or a phone call: that is your real competition. What you do that it cannot easily copy goes under **SECRET SAUCE**.',
  ],
  [
    /\bhow (?:do|can|should|would|will) (?:i|we) (?:find|get|reach|attract|acquire|win|sign) (?:my |our |the )?(?:first )?(?:\d+ )?(?:customers?|clients?|users?|buyers?)\b|\bwhere (?:do|can|should) (?:i|we) find (?:my |our )?(?:first )?(?:customers?|clients?|users?)\b/i,
    'Start with ten of the people under **WHO**, one by one: where do they already gather, online or in person? What they tell you sharpens **PAIN** too.',
  ],
  [
    /\bhow much (?:money|capital|funding|cash|investment) (?:do|would|will|should) (?:i|we) need\b|\b(?:should|do|must) (?:i|we) (?:raise|get|look for) (?:money|funding|investment|investors?|a loan|a grant)\b|\bhow (?:do|can|should) (?:i|we) (?:get|raise|find) (?:funding|investors?|investment|money|a loan|a grant)\b/i,
    'That depends on what the first version costs to build and to run. A filled canvas is what an investor or a bank asks about first: **YOUR PROFIT** and **YOUR TEAM** answer most of their questions.',
  ],
  [
    /\bhow (?:do|can|should|would) (?:i|we) (?:validate|test|check|prove) (?:the |my |our |this |that )?(?:idea|demand|market|concept|interest)\b/i,
    'Before you build anything, ask ten of the people under **WHO** how they cope today and what it costs them. Their words go under **PAIN**, and whether they would pay your price under **YOUR PROFIT**.',
  ],
  [
    /\b(?:do|should|must) (?:i|we) (?:first )?(?:need to )?(?:register|incorporate|form|set up|open|start) (?:a |an |the |my |our )?(?:company|business|llc|ltd|gmbh|corporation)\b|\b(?:is|would) (?:it|this|that) (?:be )?legal\b|\bdo (?:i|we) need (?:a |an )?(?:licen[cs]e|permit)\b/i,
    'That depends on your country; a local accountant or lawyer answers it in one meeting. A licence or a rule you depend on goes under **WHY NOW** if it is new, or under **SECRET SAUCE** if you hold it and others do not.',
  ],
  [
    /\bhow (?:do|should|can|would) (?:i|we) (?:start )?(?:build|make|code|develop|create) (?:it|this|that|the (?:app|product|mvp|website|platform))\b|\bwhat (?:should|do) (?:i|we) build first\b|\bdo (?:i|we) need (?:an? )?(?:app|website|mvp|prototype)\b/i,
    'Build the smallest thing that takes away the **PAIN** for a few customers, even by hand at first. Once the canvas is filled, **Vibe Code** turns it into a brief for a first landing page.',
  ],
];

// "how do I use vibe code?", "how do I get to the landing page?"
const VIBE_CODE = /\bvibe[ -]?(?:cod(?:e|ing)|thing|button|step|part|bit|feature|tool)\b|\blanding[ -]?page\b/i;
const VIBE_CODE_EXPLAINED =
  'The **Vibe Code** button, with the wand, is at the top of the Idea Canvas panel (on a phone, open the Canvas tab). It turns your canvas into a brief for a landing page and writes the first prompt for a landing-page generator.';

const NUMBER_WORDS = ['None', 'One', 'Two', 'Three', 'Four', 'Five', 'Six', 'Seven', 'Eight', 'Nine'];
// "what's next?", "what's left?", "what's missing?", "anything else?", "sounds good, what should I do now?", "nice. and now?"
const WHATS_NEXT = /^(?:(?:ok(?:ay)?|so|and|alright|cool|great|nice|perfect|awesome|good|sounds good|looks good|love it|yes|yeah|yep)[,.!]?\s+)*(?:what(?:'s| is| comes)? next|what (?:do|should|can) (?:i|we) do (?:next|now)|now|what(?:'s| is) (?:left|missing)|(?:is )?anything missing|what else(?: do you need)?|anything else(?: you need)?|what now|now what|how many (?:more )?(?:(?:questions|blocks|steps) )?(?:are )?(?:left|to go|remaining))\b[\s?!.]*$/i;
// "what if instead we make it for hair salons?", "should we charge per seat?": the founder weighs a change.
const WEIGHING = /^(?:(?:hmm+|so|ok(?:ay)?|but|and|or)[,.]?\s+)*(?:what if|what about|how about|should (?:i|we)|would it be better (?:to|if))\b/i;
const FOR_PEOPLE = /\bfor\s+((?:[\p{L}'’-]+\s+){0,3}?[\p{L}'’-]+)(?:\s+instead)?\s*\?*\s*$/u;
/** The answer to a change the founder weighs: theirs to decide, and how to say it once decided. */
function weighed(message: string): string {
  const people = FOR_PEOPLE.exec(message)?.[1];
  const example = people && looksLikePeople(people) ? ` (for example "make it for ${people}")` : '';
  return `That is your call to make. Once you decide, say it plainly${example} and I will update the canvas.`;
}

const BARE_NO = /^(?:no|nope|nah|no no)[\s.!]*$/i;
const SAY_IT_YOUR_WAY = 'Then say it your way, in one short line, and I will put it in place of the pitch.';

/** The answer to a question about the chat itself: what the coach does, what to tell it, whether it helps. */
function aboutTheChat(message: string): string | null {
  if (PRIVACY.test(message) && !REPORTED.test(message)) return 'Your chats and your canvas belong to your account. The Privacy Policy says what is kept and for how long, and "Export my data" and "Delete my account" on your profile do what they say.';
  if (SAVED.test(message)) return 'Everything is saved: each message and your canvas go to your account as you write. You can close the tab and pick this session up again from your sessions.';
  if (WHAT_IS_THE_CANVAS.test(message)) return 'The idea canvas is the panel beside the chat: nine blocks, from WHO and PAIN to your PITCH, that I fill in from what you tell me.';
  if (DIFFERENT.test(message)) return 'Unlike a general chat, I keep your idea on a canvas beside the chat: each point you make goes into its block, and I ask for what is still missing.';
  if (WHAT_YOU_DO.test(message)) return 'I help you shape your idea: you tell me about it in your own words, and I note each point on the canvas beside the chat, one block at a time.';
  if (WHAT_TO_SAY.test(message)) return 'Just what you know about your idea, in your own words: I ask for one block at a time.';
  if (HELP_REQUEST.test(message)) return 'Happy to help: we will fill in your canvas one block at a time.';
  if (PRICE_QUESTION.test(message)) return 'That one is yours to set. A good start is what your customers pay today for the problem, or for the nearest alternative.';
  if (PITCH_WANTED.test(message)) return PITCH_IS_YOURS;
  if (OPINION.test(message) || FEEDBACK_REQUEST.test(message)) return JUDGED_BY_CUSTOMERS;
  return null;
}
// "how much should we charge?", "what's a good price for this?"
const PRICE_QUESTION = /\b(?:what|how much) (?:should|shall|could|do|would|can) (?:i|we) (?:charge|ask(?: for)?|price (?:it|this|them))\b|\bwhat(?:'s| is| would be) (?:a |the )?(?:good|fair|right|reasonable) price\b|\badvice on (?:the |my |our )?pric(?:e|es|ing)\b/i;
const PITCH_IS_YOURS = 'The pitch is yours to word; I keep your canvas in your words. A good one says who it is for and what changes for them in under ten words, for example "Never lose a chair again".';
// "can you suggest a pitch for me?", "can you make it sound better?": the founder asks the coach to write the pitch.
const PITCH_WANTED = /\b(?:suggest|write|give me|come up with|make|improve|rewrite|polish)\b[^?.!]*\b(?:pitch|slogan|tagline|one-liner)\b|\bmake (?:it|that|this) (?:sound )?(?:better|catchier|punchier|shorter|nicer)\b|\b(?:rewrite|rephrase|reword|shorten|polish) (?:it|that|this)\b/i;
// "what do you think?", "is it a good idea?", "would this work?": the founder asks for a verdict.
// "what do you think, is it a good idea?": two ways of asking, one after the other, ask once.
const ASKS_OPINION = String.raw`(?:what do you think(?: of (?:it|this|that|my idea))?|(?:is|does) (?:it|this|my idea|that) (?:sound )?(?:a )?(?:good|viable|realistic|feasible|worth it|any good)(?: idea)?|would (?:it|this|that) work|(?:your|any) (?:honest )?(?:opinion|thoughts))`;
const OPINION = new RegExp(String.raw`^(?:(?:ok(?:ay)?|so|well|and|hmm+)[,.!]?\s+)*${ASKS_OPINION}(?:[\s?.!,;]+${ASKS_OPINION})*[\s?.!]*$`, 'i');
// "is my data private?", "who can see my idea?"
const PRIVACY = /\b(?:is|are|will|would) (?:my|our) (?:data|ideas?|chats?|information|info|conversations?|messages?|canvas)(?: be)? (?:private|safe|secure|confidential|shared|sold|stolen)\b|\bwho (?:can|will) (?:see|read|access) (?:my|our|this)\b|\bdo you (?:share|sell|store|keep|use) (?:my|our) (?:data|ideas?|chats?|messages?|information)\b|\bwill (?:you|anyone|someone) steal (?:my|our) idea\b/i;
// "customers ask: do you store my data?": a question the founder reports, not one they ask.
const REPORTED = /\b(?:ask|asks|asked|asking|wonder|wonders|wondered|worry|worries|worried)\b/i;
// "is this saved?", "is this thing saving what I write?", "will I lose this if I close the tab?"
const SAVED = /(?:\b(?:is|are|does|will) (?:this|it|that|my (?:canvas|chat|work|progress|idea|answers?)|everything|the (?:canvas|chat))(?: thing)? (?:being |getting |auto-?)?sav(?:ed|e|ing)|\bdo(?:es)? (?:you|it|this) (?:auto-?)?save|\bwill (?:i|we) lose (?:this|it|my (?:canvas|chat|work|progress|answers?)|everything)|\bhow do (?:i|we) save(?: (?:this|it|my (?:canvas|chat|work|progress)))?)(?: (?:what (?:i|we) (?:write|type|say)|my (?:work|answers?|progress)|everything|automatically|anywhere|somewhere))?(?: (?:if|when) [^?.!]*)?[\s?.!]*$/i;
// "what is the idea canvas?", "what are the blocks?"
const WHAT_IS_THE_CANVAS = /(?:^|[.!?]\s+)(?:(?:so|and|ok(?:ay)?|sorry|but|wait)[,]?\s+)?what(?:'s| is) (?:the |this |an? )?(?:idea )?canvas(?: thing)?(?: (?:here|for|about|exactly|again|on the (?:right|left|side)))*[\s?.!]*$|\bwhat(?:'s| is) (?:the |this |an? )?idea canvas\b|\bwhat are (?:the |these )?(?:nine |9 )?blocks\b/i;
// "how are you different from chatgpt?", "why not just use ChatGPT?"
const DIFFERENT = /\bhow (?:are|r) (?:you|u|ya|this|it) (?:any )?(?:different|better|compared (?:to|with))\b|\bwhy (?:not|shouldn'?t (?:i|we)) (?:just )?use chat ?gpt\b|\b(?:vs\.?|versus) chat ?gpt\b/i;
// "what can you do?", "how does this help me?", "who are you?"
const WHAT_YOU_DO = /(?:\bwhat (?:can|do|will) (?:you|u) do(?: for (?:me|us))?|\bhow (?:can|do|will|(?:are|r) (?:you|u) (?:going to|gonna)) (?:you |u )?help(?: (?:me|us))?|\bhow (?:can|does|will) (?:this|it|you) help (?:me|us)|^(?:and |so )?(?:who|what) are you|\bwhat is this (?:app|tool|thing|site|chat))(?:\s+(?:exactly|here|again))?[\s?.!]*$/i;
// "what do you need from me?", "what else do you need?", "where do I start?"
const WHAT_TO_SAY = /\bwhat (?:else )?(?:do )?you need (?:from|to know from|of) (?:me|us)\b|^(?:(?:so|ok(?:ay)?|and)[,.!]?\s+)?what (?:else )?(?:do )?you need(?: to know)?[\s?.!]*$|\bwhat (?:should|do|shall) (?:i|we) (?:tell|give|send|write) you\b|\bwhat (?:should|do|shall) (?:i|we) (?:write|say|type)(?: (?:here|first|now))?[\s?.!]*$|\bwhere (?:do|should|shall) (?:i|we) (?:start|begin)\b|\bhow does (?:this|it) work(?:\s+(?:exactly|then|here|again|lol))?[\s?.!]*$/i;
// "Can you help me with my startup idea?", "could you help us?"
const HELP_REQUEST = /^(?:(?:hi|hey|hello)\b[\s,!]*)?(?:(?:can|could|would|will) you (?:please )?help (?:me|us)|(?:can|could) i (?:get|have) (?:some )?help)\b/i;
// "can you summarise what we have?", "what do you have so far?", "can you recap?"
const SUMMARY_REQUEST = /\b(?:summari[sz]e|summary|recap|sum (?:it|this|that) up|what (?:do )?(?:you|we) have so far|what have (?:you|we) got)\b/i;

/** What the canvas holds so far, a block to a line (its latest note), for a founder who asked. */
function summary(state: IdeaState): string {
  const lines = CANVAS_BLOCKS.filter((b) => state.blocks[b].length).map((b) => `- **${b}:** ${withoutFinalStop(state.blocks[b].at(-1)!)}`);
  const idea = state.idea ? `**${ideaName(state)}**` : 'No idea noted yet';
  if (!lines.length) return `Here is what I have so far: ${idea}, and no blocks yet.`;
  return `Here is what I have so far: ${idea}.\n\n${lines.join('\n')}`;
}

const ALL_FILLED = 'All nine blocks of Stage 1 are filled.';
const CANVAS_COMPLETE = 'Your canvas is complete. When your pitch says it the way you want, use **Vibe Code** to prepare the first prompt for your landing page.';
/** Whether the coach's last reply offered the pitch back, or said what comes next (nothing is missing any more). */
const pitchOfferedIn = (previous: Turn[]) => [ALL_FILLED, CANVAS_COMPLETE].some((said) => previous.at(-1)?.coach?.includes(said));

/**
 * One question for the most valuable missing block, or the pitch back when all nine are filled; once
 * offered, and with nothing changed since (`pitchOffered`), only the next step.
 */
function question(state: IdeaState, turn: number, recent: (Ask | undefined)[], { passed, movedOn, pitchOffered = false, filed = false }: { passed?: ReadonlySet<CanvasBlock>; movedOn?: () => readonly CanvasBlock[]; pitchOffered?: boolean; filed?: boolean } = {}): string {
  const ask = toAsk(state, recent, passed, movedOn, filed);
  if (ask === 'IDEA') return recent.includes('IDEA') ? pick(IDEA_AGAIN, turn) : IDEA_QUESTION;
  if (ask) return blockQuestion(ask, turn);
  if (pitchOffered) return CANVAS_COMPLETE;
  const pitch = state.blocks.PITCH.at(-1);
  return `${ALL_FILLED} Your pitch, in your words: "${withoutFinalStop(pitch ?? '')}". Does that pitch say it the way you would to an investor? If anything sounds off, tell me and I will correct it; when you are happy with it, use **Vibe Code** to prepare the first prompt for your landing page.`;
}

const blockQuestion = (block: CanvasBlock, turn: number) => `**Next, ${block}:** ${pick(ASKS[block], turn)}\n\n_For example: "${EXAMPLES[block]}"._`;

const DECLINES: Record<Exclude<GuardVerdict, 'allow' | 'chitchat'>, string> = {
  restricted: "I'd rather not go into politics, religion or personal matters here. I'm here to help you shape your business idea.",
  offtopic: "That's outside what I can help with. I focus on framing business ideas.",
};
const SMALL_TALK = {
  greeting: 'Hello! Good to have you here.',
  thanks: "You're welcome!",
  farewell: 'See you soon. Your canvas will be here when you come back.',
  other: "Hello! I'm your IdeaPilot assistant. I'm best used on your idea, so let's get to work.",
};

/** The answer to a declined message: short and friendly, then the question that moves the canvas on. */
export function coachDecline(verdict: Exclude<GuardVerdict, 'allow'>, previous: Turn[], message: string): string {
  const state = read(previous);
  const turn = previous.length;
  const recent = recentAsks(previous);
  // "ok", "cool" in the middle of a conversation: an acknowledgement, not the introduction again.
  const kind = smallTalkKind(message);
  const smallTalk = kind === 'other' && state.idea ? pick(AGREED, turn) : SMALL_TALK[kind];
  // "hi there, what should I write?": a greeting with a question about the chat gets its answer.
  const opening = verdict === 'chitchat' ? (aboutTheChat(message) ?? aboutTheChat(afterGreeting(message)) ?? smallTalk) : DECLINES[verdict];
  // "cool", "lol": no answer, so the question it came instead of is asked again, however often it was asked. "ok" agrees
  // to go on, as "yes" does: a block asked twice running waits, and the next empty one is asked.
  const noAnswer = verdict === 'chitchat' && !GOING_ON.test(message);
  // The blocks passed on wait whatever the founder says after the pass, as in `coachReply`.
  const passed = passedOn(previous, message, previous.length ? askedAfter(previous, state) : 'IDEA');
  return `${opening}\n\n${question(state, turn, noAnswer ? recent.slice(-1) : recent, { passed, movedOn: () => movedOnFrom(previous), pitchOffered: pitchOfferedIn(previous) })}`;
}

/** A short name for the idea, at most `max` characters, cut at a word. */
export function ideaTitle(state: IdeaState, max = MAX_SESSION_NAME): string | null {
  if (!state.idea) return null;
  const idea = ideaName(state);
  const customer = customerToAdd(state, idea);
  // "Independent designers who sell their own furniture" is too long for a name: "independent designers" is not ("people",
  // of "People who have many houseplants", names no one, unless the idea's name alone would be a word: "App for people").
  const who = [customer, customer && customersNamed(customer)].find((c) => c && idea.length + c.length + 5 <= max && (!namesAnyone(c) || contentWords(idea).length < 2));
  return truncateName(who ? `${idea}${forCustomer(idea, who)}` : idea, max);
}

/** The Stage 1 canvas of the notes; an empty PITCH offers a draft made of the founder's words. */
export function renderCanvas(state: IdeaState): string {
  return canvasMarkdown(ideaTitle(state, 80) ?? 'Your idea', (block) => {
    const notes = state.blocks[block];
    if (notes.length) return notes.map((n) => `- ${n}`).join('\n');
    const draft = block === 'PITCH' ? pitchDraft(state) : null;
    return draft ? `_Not covered yet._ ${CANVAS_BLOCK_QUESTIONS.PITCH}\n\nA draft from your own words: "${draft}"` : null;
  });
}

function pitchDraft(state: IdeaState): string | null {
  if (!state.idea || !state.blocks.WHO.length) return null;
  const idea = ideaName(state);
  const who = customerToAdd(state, idea);
  const pain = firstNote(state, 'PAIN');
  // "App that helps restaurants reduce food waste, solving food waste": a pain the idea names already is said once.
  const saidAgain = pain && contentWords(pain).some((w) => contentWords(idea).includes(w));
  return `${idea}${forCustomer(idea, who)}${pain && namesTheProblem(pain) && !saidAgain ? `, solving ${lowerFirst(pain)}` : ''}.`;
}

/**
 * Whether a pain note reads after "solving": a short noun phrase ("missed appointments"), not a
 * clause ("clinics lose 10% to no-shows", "they count stock on paper every sunday …").
 */
const namesTheProblem = (pain: string) => pain.split(/\s+/).length <= 8 && !SAYS_IT_IS.test(pain) && isNounPhrase(pain);
// "its all whatsapp and paper diarys": "it's" typed without its apostrophe opens a clause, though the model reads "its" as "whose".
const SAYS_IT_IS = /^(?:its|it'?s|it is|there'?s|theres)\s/i;
/** All block names of a list, joined as a sentence would. */
const list = (items: string[]) => (items.length <= 1 ? items.join('') : `${items.slice(0, -1).join(', ')} and ${items.at(-1)}`);
const withoutArticle = (s: string) => s.replace(/^(an?|the|my|our)\s+/i, '');
const withoutFinalStop = (s: string) => s.replace(/[.!?]+$/, '');
const upperFirst = (s: string) => s.charAt(0).toUpperCase() + s.slice(1);
/** Whether an idea already names the customer, in words of its own ("refurbished laptops to students" and "students"; "men" is not in "supplements"). */
// ("Dog owners and dog sitters" of "a platform that connects dog owners with dog sitters": each side is named.)
const mentions = (idea: string, who: string) =>
  withoutFinalStop(who)
    .split(/\s+and\s+/i)
    .every((people) => new RegExp(String.raw`(?<![\p{L}\p{N}])${literal(people)}(?![\p{L}\p{N}])`, 'iu').test(idea));
// "App that helps people with adhd plan their day", "… that lets dog owners book walkers": people the idea says it serves.
const SERVES_PEOPLE = new RegExp(String.raw`\b(?:helps|lets|allows|enables|serves|connects|matches)\s+(?:[\w-]+\s+){0,2}?${PEOPLE_NOUNS}\b`, 'i');
// "Helping small ryokans in japan get more foreign guests", "…helps family farms sell direct": whom it helps, named in the plural,
// and what it helps them do ("helps with meal planning", "helps reduce food waste" name no one; `helpsThem` asks who they are).
const HELPS_THEM_DO = /\b(?:help|helps|helping)\s+(?!(?:with|to|out|them|you|us|me)\b)(?:[\w-]+\s+){0,2}?(?=([\w-]+))\1(?<=s)(?:\s+in\s+[\w-]+)?\s+(?:get|find|sell|reach|book|grow|save|win|keep|fill|hire|manage|run|cut|track|plan|learn|pay|stay|make|attract|sort|share|swap|rent|buy)\b/i;
/** Whether an idea says whom it is for already: "… for florists", people it serves, or the customer named inside it. */
const namesCustomer = (idea: string, who: string) => /\bfor\b/i.test(idea) || SERVES_PEOPLE.test(idea) || helpsThem(idea, who) || mentions(idea, who);
/** Whether those the idea helps are people, or the customers' own word ("small ryokans" of "Ryokan owners"), not "pets" or "savings". */
const helpsThem = (idea: string, who: string) => {
  const helped = HELPS_THEM_DO.exec(idea)?.[1];
  return !!helped && (looksLikePeople(helped) || who.toLowerCase().includes(helped.toLowerCase().replace(/s$/, '')));
};
// People and then a word that says something of them: "old people love their dogs", "families pay ₦45,000"
// ("seniors who …", "shops in Germany", "students living away from home" only name them).
const SAID_OF_THEM = new RegExp(String.raw`\b${PEOPLE_NOUNS}\s+(?!(?:in|on|at|of|from|with|without|near|across|around|and|or|who|that|which|whose|where|like|under|over|aged|between|for|to|by|above|below|such|e\.g|only|abroad|new|nationwide|along|outside|including|older|younger)\b)(?![a-z]+(?:ing|ed|ies)\b)[a-z]`, 'i');
// A note that opens with a pronoun is a sentence about them ("We would match them with people who …"), not their name.
const OPENS_WITH_PRONOUN = /^(?:we|i|you|they|he|she|it)\b/i;
/** Whether a note names customers and says nothing of them. */
const namesOnly = (who: string) => !SAID_OF_THEM.test(who) && !OPENS_WITH_PRONOUN.test(who);
/** " for dog groomers" after an idea, unless it says whom it is for already. */
const forCustomer = (idea: string, who: string | undefined) => (who && !namesCustomer(idea, who) && namesOnly(who) ? ` for ${lowerFirst(who)}` : '');
/**
 * The customer a title or a drafted pitch adds to the idea: the first WHO note, unless the idea
 * names one of the notes already. After a switch of idea the first note may be the old idea's
 * customer ("Teaching coding to kids in rural Kenya", with "Dog owners" and "Kids").
 */
const customerToAdd = (state: IdeaState, idea: string) => (state.blocks.WHO.some((note) => mentions(idea, note)) ? undefined : firstNote(state, 'WHO'));
/** A block's first note as a sentence quotes it: without its final stop. */
const firstNote = (state: IdeaState, block: CanvasBlock) => {
  const note = state.blocks[block][0];
  return note === undefined ? undefined : withoutFinalStop(note);
};
/** The idea as a name: "Booking app" for "a booking app.", "Fixing surfboards by post" for "Fix surfboards by post". */
const ideaName = (state: IdeaState) => upperFirst(withoutArticle(withoutFinalStop(ideaAsSaid(state.idea!, state))));
/**
 * The idea as a reply or a title says it: what the founder said they do, as a doing ("fixing surfboards by post"
 * of "Fix surfboards by post"), which reads as what is offered where the founder's verb alone reads as an order.
 */
const ideaAsSaid = (idea: string, state: IdeaState) => (state.ideaSaidAsDoing ? (asDoing(idea) ?? idea) : idea);
// An acronym ("AI assistant", "EU rules") and a name ("Lagos families", "Polish shops") keep their capitals.
// So do a product's name ("ShiftSwap", and "Fixly" in "Fixly — an on-demand bike repair service").
const lowerFirst = (s: string) => (/^[A-Z](?:[a-z]|\s)/.test(s) && !/^\p{Lu}\p{Ll}*\p{Lu}|^\S+\s+—\s/u.test(s) && !opensWithName(s) ? s.charAt(0).toLowerCase() + s.slice(1) : s);
