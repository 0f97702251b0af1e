import { CANVAS_BLOCKS, type CanvasBlock } from '@ideapilot/contract';
import { RecentMap } from './recent-map.ts';
import { sentencesOf } from './clauses.ts';
import { plainText } from './plain-text.ts';
import { EMOJI_MARK, EMOTICON } from './guard.ts';
import type { IdeaState } from './idea-state.ts';
import type { Change } from './reader-terms.ts';
import { STEPS_KEPT } from './kept-readings.ts';
import { FILLER_WORDS, leadOf } from './note-text.ts';
import { INTRODUCTION, isSmallTalk, SKIP, UNSURE, WAIT } from './small-talk.ts';
import { asksTheCoach, followsQuestion } from './questions.ts';

/**
 * Remarks: what a message that states no fact is (`remarkKind`, kept), remarks about the chat
 * (`chatRemark`, `blockGoneBackTo`), the blocks' names as a founder says them (`LABELS`), and commands
 * to the canvas (`canvasCommand`: take back or move the last note).
 */

// "ok so I have this idea 🧗‍♀️": emoji (with their joiners, variation selectors and skin tones) are not words.
// "A booking app for dentists :)": faces typed in marks too.
export const EMOJI = new RegExp(String.raw`(?:${EMOJI_MARK}|${EMOTICON})+`, 'gu');
// "that's wrong", "not exactly", "no, you misunderstood", "meh, not really": the founder says the canvas is wrong, without saying how.
export const OBJECTION = new RegExp(String.raw`^(?:(?:no|nope|hmm+|umm*|well|ugh|${FILLER_WORDS})[,.!]*\s+)*(?:(?:that'?s|that is|this is|it'?s|it is)\s+(?:(?:all|totally|completely|a bit|kind of|not quite|just)\s+)?(?:wrong|incorrect|not (?:right|correct|it|true|what i (?:said|meant|wrote))|not quite (?:right|it))|not (?:exactly|quite|really|right)|wrong|incorrect|(?:you|u) (?:got (?:it|that|me) wrong|misunderstood(?: me)?|(?:don'?t|didn'?t) (?:get|understand) (?:it|me))|(?:that'?s|that is) not what i (?:said|meant|wrote)|(?:it|that|this|the pitch)\s+sounds?\s+(?:(?:too|a bit|kind of|so|very|really|quite)\s+)*(?:generic|boring|bland|long|weird|off|cheesy|cringe|corny|flat|vague|wrong))(?:,?\s+(?:sorry|lol|haha|coach|mate))?[\s.!]*$`, 'i');

// "I like it but make it shorter", "hmm not quite, it should mention the new law", "a bit long", "ok but shorter", "good but can
// you add the price", given for the pitch (or when it was offered back): the pitch judged, with what to change, but not the new
// words: no line to put in its place. (Given for another block, "it's too complicated" is a pain, "could you add a setup fee" a price.)
const JUDGED_AS = String.raw`(?:(?:(?:it'?s|it is|that'?s|that is|this is|the pitch is|still)\s+)?(?:(?:(?:a bit|a little|kind of|slightly|way|far|much|still)\s+){0,2}too\s+(?:long|wordy|short|generic|vague|boring|bland|complicated|complex|much)|(?:a bit|a little|kind of|slightly|still)\s+(?:long|wordy|generic|vague|bland))|(?:(?:a bit|a little|much|way|even)\s+)?(?:shorter|punchier|catchier|snappier|simpler|clearer|crisper)(?:\s+please)?|(?:it|that|this|the pitch|the line)\s+(?:should|could|must|needs? to|has to)\s+(?:also\s+)?(?:mention|say|include|name|talk about|show|cover)\b[^.!?]{0,80}|(?:can|could) you\s+(?:also\s+)?(?:add|mention|include|put in)\b[^.!?]{0,80}|make\s+(?:it|that|this|the pitch)\s+(?:(?:a bit|a little|much|way|even)\s+)?(?:shorter|punchier|catchier|snappier|simpler|clearer|crisper|better|stronger))`;
export const PITCH_JUDGED = new RegExp(String.raw`^(?:(?:hmm+|um+|well|no|nope|ok(?:ay)?|yes|yeah|yep|so)[,.!]*\s+)*(?:(?:not quite|not exactly|close|almost|nearly|not bad|good|nice|great|(?:i\s+)?(?:like|love) it|ok(?:ay)?|yes|yeah)[,.!]*\s+)?(?:but\s+)?${JUDGED_AS}(?:,?\s+(?:please|pls|thanks?))?[\s.!?]*$`, 'i');

type RemarkKind = 'small talk' | 'introduction' | 'unsure' | 'skip' | 'question' | 'objection' | 'wait' | ChatRemark | null;
/**
 * What a message that states no fact is: thanks or agreement, not knowing yet, a question to the coach, or neither.
 * Kept, as the steps are: every reply asks it again of the founder's last messages (which blocks they passed on).
 */
export const remarkKind = (message: string): RemarkKind => remarks.remember(message, () => remarkKindOf(message));
const remarks = new RecentMap<string, RemarkKind>(STEPS_KEPT);
function remarkKindOf(message: string): RemarkKind {
  // "ok 👍", "i dunno 🤷": emoji say how, not what; a message of emoji alone is small talk.
  const plain = plainText(message).replace(EMOJI, ' ');
  if (!plain.trim()) return /\S/.test(message) ? 'small talk' : null;
  const sentences = sentencesOf(plain).map(leadOf);
  if (!sentences.length) return null;
  if (OBJECTION.test(plain.trim())) return 'objection';
  if (WAIT.test(plain.trim())) return 'wait';
  const aboutTheChat = chatRemark(plain);
  if (aboutTheChat) return aboutTheChat;
  if (sentences.every((s) => isSmallTalk(s))) {
    const says = (kind: RegExp) => sentences.some((s) => s.split(/[,;.!?]+\s*/).some((part) => kind.test(part.trim())));
    if (says(SKIP)) return 'skip';
    if (says(UNSURE)) return 'unsure';
    // "My name is Carlos, I'm from Bogotá.": who is writing, and nothing else.
    return says(INTRODUCTION) ? 'introduction' : 'small talk';
  }
  const asking = sentences.some(asksTheCoach);
  return sentences.every((s) => isSmallTalk(s) || asksTheCoach(s) || (asking && followsQuestion(s))) ? 'question' : null;
}

// "who: small farmers", "WHY NOW: …": the canvas's own block names, and the short labels founders use for them.
export const LABELS: Record<string, CanvasBlock> = {
  ...Object.fromEntries(CANVAS_BLOCKS.map((block) => [block.toLowerCase(), block])),
  who: 'WHO',
  customers: 'WHO',
  customer: 'WHO',
  'target group': 'WHO',
  benefit: 'USERS BENEFIT',
  benefits: 'USERS BENEFIT',
  'new pitch': 'PITCH',
  'why me': 'WHY YOU',
  'why us': 'WHY YOU',
  market: 'WHO',
  'target market': 'WHO',
  target: 'WHO',
  audience: 'WHO',
  'target audience': 'WHO',
  'ideal customer': 'WHO',
  users: 'WHO',
  b2b: 'WHO',
  b2c: 'WHO',
  problem: 'PAIN',
  price: 'YOUR PROFIT',
  pricing: 'YOUR PROFIT',
  revenue: 'YOUR PROFIT',
  'business model': 'YOUR PROFIT',
  money: 'YOUR PROFIT',
  profit: 'YOUR PROFIT',
  'user benefit': 'USERS BENEFIT',
  monetisation: 'YOUR PROFIT',
  monetization: 'YOUR PROFIT',
  'in one line': 'PITCH',
  'in one sentence': 'PITCH',
  catchphrase: 'PITCH',
  strapline: 'PITCH',
  motto: 'PITCH',
  team: 'YOUR TEAM',
  traction: 'SECRET SAUCE',
};

// What founders call the blocks (`LABELS`), when they tell the coach where a note goes.
const BLOCK_NAME = `(${Object.keys(LABELS).sort((a, b) => b.length - a.length).join('|')})`;
const ASKING = String.raw`(?:(?:no|nope|oops|sorry|please|pls|ok(?:ay)?|hmm+|actually)[,.!]?\s+)*(?:(?:can|could|would) you\s+)?(?:please\s+)?`;
// "delete that", "remove the last note", "ignore my last message": what the last message wrote comes off.
const TAKE_BACK_LAST = new RegExp(String.raw`^${ASKING}(?:delete|remove|undo|erase|ignore|scratch|drop)\s+(?:that|this|it|the last (?:note|one|message|thing|line|bit|part)|my last (?:message|answer|note)|what i (?:just )?(?:said|wrote))(?:\s+(?:one|note|message|please|pls|thanks))*[\s.!?]*$`, 'i');
// "move that to pain", "no that's the pain, not the benefit": what the last message wrote, under another block.
const MOVE_LAST = new RegExp(
  String.raw`^${ASKING}(?:(?:move|put|file)\s+(?:that|this|it|the last (?:note|one))\s+(?:to|under|in|into)\s+(?:the\s+)?${BLOCK_NAME}(?:\s+block)?|(?:that|this|it)\s+(?:should|must|needs to|has to)\s+(?:go|be)\s+(?:to|under|in|into)\s+(?:the\s+)?${BLOCK_NAME}(?:\s+block)?|(?:that|this|it)\s+(?:belongs|goes)\s+(?:to|under|in|into)\s+(?:the\s+)?${BLOCK_NAME}(?:\s+block)?|(?:no|nope|actually)[,.!]?\s+(?:that'?s|that is|this is|it'?s|it is)\s+(?:the\s+|a\s+|more\s+)?${BLOCK_NAME}(?:,?\s+not\s+(?:the\s+|a\s+)?${BLOCK_NAME})?|(?:that'?s|that is|this is|it'?s|it is)\s+(?:the\s+|a\s+|more\s+)?${BLOCK_NAME},?\s+not\s+(?:the\s+|a\s+)?${BLOCK_NAME})[\s.!?]*$`,
  'i',
);
// Said to the coach about the chat itself, never a fact for the canvas.
type ChatRemark = 'asked already' | 'later' | 'hard' | 'repeat' | 'go back' | 'show canvas';
const LAUGH = String.raw`(?:[\s,]+(?:lol|haha\w*|lmao))?`;
// How much: "so", "really", "a bit" … (of "this is so hard").
const SO = String.raw`(?:so |really |very |a bit |kind of |pretty |quite |super |just |almost |nearly )?`;
const CHAT_REMARKS: [ChatRemark, RegExp][] = [
  // "you already asked that", "I already told you that", "same question again?"
  ['asked already', new RegExp(String.raw`^(?:(?:but|hmm+|um+|well|wait)[,]?\s+)?(?:you(?:'ve| have)? already asked(?: me)?(?: (?:that|this|about (?:that|this|it)))?|(?:i|we)(?:'ve| have)? already (?:told|said|answered|given|gave|explained)(?: (?:you|it))?(?: (?:that|this|it))?|(?:that'?s|it'?s) the same question|same question|why (?:do you keep|are you) asking(?: (?:me|that|this))*)(?: (?:before|already|above|earlier|again|twice))*${LAUGH}[\s.!?]*$`, 'i')],
  // "let's continue tomorrow", "I'll come back later"
  ['later', new RegExp(String.raw`^(?:(?:ok(?:ay)?|so|alright)[,.]?\s+)?(?:let'?s|let us|can we|could we|we can|i'?ll|i will|i'?d like to)\s+(?:continue|go on|finish|carry on|pick (?:this|it) up|come back(?: to (?:this|it))?)\s+(?:tomorrow|later|another (?:day|time)|next (?:time|week)|tonight|in a bit|after (?:lunch|dinner|work))${LAUGH}[\s.!?]*$`, 'i')],
  // "this is hard lol", "Impossible.", "Seriously? That's hard.", "tough one": how hard the question is, with no answer in it.
  ['hard', new RegExp(String.raw`^(?:(?:wow|ugh|phew|oof|man|omg|hmm+|seriously|honestly|well|oh|gosh|jeez)[,!?.]?\s+)*(?:(?:this|it|that)(?:'s| is)\s+${SO}(?:a lot(?: of questions)?|harder than i thought)|(?:(?:this|it|that)(?:'s| is| seems| sounds| looks)\s+)?${SO}(?:hard|difficult|tough|tricky|impossible|not easy|complicated|(?:a )?(?:hard|tough|tricky|difficult) (?:one|question)))${LAUGH}[\s.!?]*$`, 'i')],
  // "can you repeat the question?", "what was the question?"
  ['repeat', /^(?:(?:sorry|pardon)[,.]?\s+)?(?:(?:can|could) you (?:please )?(?:repeat|rephrase|say again|ask again)(?: (?:the|your|that) question)?(?: please)?|what (?:was|is) (?:the|your) question(?: again)?|(?:say|ask) (?:that|it) again)[\s.!?]*$/i],
  // "go back to the customer", "can we go back to pain?"
  ['go back', new RegExp(String.raw`^(?:(?:can|could) we\s+|let'?s\s+|please\s+)?(?:go back|return|get back|back)\s+to\s+(?:the\s+)?${BLOCK_NAME}(?:\s+(?:block|part|question))?(?: please)?[\s.!?]*$`, 'i')],
  // "show me my canvas so far", "where is my canvas?"
  ['show canvas', /^(?:(?:can|could) you\s+)?(?:please\s+)?(?:show|give|send|tell)(?: me)? (?:my|the|our)(?: whole| full| entire| complete)? (?:canvas|notes|summary|progress)(?: so far)?(?: please)?[\s.!?]*$|^(?:where|what) (?:is|'s) my canvas(?: so far)?[\s.!?]*$/i],
];
/** What a message says to the coach about the chat itself ("you already asked that"), or null. */
export function chatRemark(message: string): ChatRemark | null {
  return CHAT_REMARKS.find(([, said]) => said.test(message.trim()))?.[0] ?? null;
}
/** The block "go back to the customer" asks for again. */
export function blockGoneBackTo(message: string): CanvasBlock | null {
  const named = CHAT_REMARKS.find(([kind]) => kind === 'go back')![1].exec(plainText(message).trim())?.[1];
  return named ? LABELS[named.toLowerCase()]! : null;
}

/** "delete that", "move that to pain": an instruction about the notes the last message wrote, carried out; false when the message is none. */
export function canvasCommand(state: IdeaState, message: string, changes: Change[]): boolean {
  const moved = MOVE_LAST.exec(message);
  if (!moved && !TAKE_BACK_LAST.test(message)) return false;
  // In every way of saying it, the first block named is where the note goes ("that's the pain, not the benefit").
  const to = moved ? LABELS[moved.slice(1).find((name) => name !== undefined)!.toLowerCase()]! : undefined;
  for (const note of state.latest) {
    const from = CANVAS_BLOCKS.find((block) => state.blocks[block].includes(note));
    if (!from || from === to) continue;
    state.blocks[from].splice(state.blocks[from].indexOf(note), 1);
    changes.push({ kind: 'removed', block: from, text: note });
    if (to) {
      state.blocks[to].push(note);
      changes.push({ kind: 'added', block: to, text: note });
    }
  }
  if (!to) state.latest = [];
  return true;
}
