import { RecentMap } from './recent-map.ts';
import { scoreClause, strongest } from './cues.ts';
import { looksLikePeople } from './people.ts';
import { plainText } from './plain-text.ts';
import type { Ask } from './reader-terms.ts';
import { STEPS_KEPT } from './kept-readings.ts';
import { LEAD } from './note-text.ts';
import { HEDGED_FIRST, isSmallTalk, UNSURE } from './small-talk.ts';
import { CORRECTION } from './corrections.ts';

/**
 * Questions both ways: what the last question of a coach's reply asks for (`askedIn`, kept), and a
 * founder's question to the coach (`asksCoach`, `asksTheCoach`, `asksAboutTopic`, `followsQuestion`),
 * and the words to the coach a message closes with (`withoutWordsToCoach`).
 */

/** What the last question of a reply asks for, read with the same cues as the founder's words. */
export const askedIn = (reply: string): Ask => asks.remember(reply, () => lastQuestionAsks(reply));
const asks = new RecentMap<string, Ask>(STEPS_KEPT);

function lastQuestionAsks(reply: string): Ask {
  const questions = plainText(reply).match(/[^.!?\n]*\?/g);
  const last = questions?.at(-1);
  // "Tell me about your idea, for example: …" asks without a question mark.
  if (!last) return IDEA_QUESTION.test(plainText(reply)) ? 'IDEA' : null;
  return questionAsks(last);
}

/** What a question asks for. Kept: the coach asks its few questions (`ASKS`) again and again, each in a reply of its own. */
const questionAsks = (question: string): Ask =>
  questions.remember(question, () => {
    if (IDEA_QUESTION.test(question)) return 'IDEA';
    const scores = scoreClause(question);
    const best = strongest(scores);
    return best && scores[best] > 0 ? best : null;
  });
const questions = new RecentMap<string, Ask>(STEPS_KEPT);
const IDEA_QUESTION = /\b(your idea|what (do|would) you (want to )?(build|make|create|sell|offer)|what is it|what are you building)\b/i;
// "Can you help me with my idea?": a question to the coach states no fact.
// "Maybe "Slot"?", "Or everybody does it?", "I don't know if I'm allowed to count that?", "Pitch?" too.
const QUESTION_TO_COACH = /^¿[^?]*\?\s*$|^(?:(?:(?:roughly|just|(?:a |one |quick |small )+question)[,:]?\s+)?(?:can|could|would|will|should|shall|may|might|do|does|did|is|are|am|was|were|have|has|had|what|how|why|where|when|which|who|whom|whose|any|maybe|or|i wonder|i (?:don'?t|do not) know (?:if|whether)|not sure (?:if|whether)|(?:do\s+)?you\s+(?:want|need|mean|prefer))\b[^.!]*|[\w'-]+|(?:too|so|very|that|this|it'?s) [\w'-]+(?: [\w'-]+)?)\?\s*$/i;

// "wait is etsy traction or just a side thing?", "so random q before i start - does it matter if …?":
// a question after "wait" or "sorry", or after a few words and a dash or colon, is one too.
// "what do you mean by secret sauce", "wait is the law thing why now or pain", "ok what's next": a
// question about the canvas or what comes next, asked without its question mark.
const ABOUT_THE_CANVAS =
  /^(?:wait,?\s+)?(?:(?:what|how|which|is|are|does|do|should|can|where)\b.*\b(?:secret sauce|why you|why now|pitch|slogan|tagline|users? benefit|your profit|your team|canvas|block|vibe[ -]?cod(?:e|ing))\b|what(?:'s| is)? (?:next|now|missing)\b|what else (?:do you need|is missing)\b|tell me (?:if|what) (?:something |anything )?(?:is )?missing\b|is (?:this|that|it) enough\b)[^.!]*[.!?\s]*$/i;
// "Quick question before I start, do I need …?", "just checking, you're a bot right?": what opens a question.
const QUESTION_PREFACE = /^(?:(?:(?:hi|hey|hello|howya)(?: coach| there)?|(?:not sure|no idea|idk|dunno|hmm+)(?=[,:!.]\s*(?:what|how|which|who|where|when|why|can|could|should|would|do|does|is|are)\b)|(?:a |one )?(?:(?:quick|small|random|silly|dumb|stupid) )?(?:question|one|q)(?: first| before (?:i|we) (?:start|begin|go on))?|just (?:checking|wondering)|wait|back|oh)[,:!.]?\s+)+/i;
// "is that daft cheap", "Is that clear enough or am I rambling", "Kindly advise whether this is
// sufficient.", "and the team?": questions to the coach said without their question mark, or short.
const UNMARKED_QUESTION =
  /^(?:(?:is|are|am|does|do|can|could|should|would|will)\s+(?:that|this|it|i|we|my|our|there)\b(?:\s+[^\s.!?]+){0,8}|(?:whats|what's|what is) (?:a good|the best|the difference)\b[^.!?]*|(?:please |kindly )(?:tell me|advise|let me know|confirm)\b[^.!]*|(?:(?:and|what about|how about)\s+)?the\s+[\w'-]+\?|(?:what about|how about)\s+[\w'-]+(?:\s+[\w'-]+)?\?|anything else(?: you need)?\?|you(?:'re| are)\b[^.!?]*\?)[\s?.!]*$/i;
// "help me with the pitch", "explain why now please", "I dont understand the secret sauce question", "give me an example",
// "not sure what secret sauce is": asked of the coach, without a question mark.
// ("tbh idk what the secret sauce is": a hedge typed first asks the same.)
const REQUEST_TO_COACH = new RegExp(String.raw`^${HEDGED_FIRST}?(?:(?:can|could|would) you\s+)?(?:please\s+|kindly\s+)?(?:help (?:me|us) (?:with|on|write|phrase|word|fill)|explain|tell (?:me |us )?what (?:is|are) (?:meant by|the meaning of)|summari[sz]e|give (?:me|us) (?:an? )?(?:example|hint|suggestion|idea)s?|i (?:don'?t|do not|dont) (?:understand|get)|not sure what .{1,40} means?|(?:i'?m |im |i am )?not sure what (?:the |a |an )?(?:secret sauce|why now|why you|pitch|users? benefit|unfair advantage|moat) is|(?:idk|(?:i )?(?:don'?t|do not) know) what (?:the |a |an )?[\w' -]{2,30} (?:is|means)\b)\b[^.!]*[.!?\s]*$`, 'i');
/**
 * "please give me your feedback", "tell me what you think of it", "I would love your honest
 * opinion", "give me some advice on pricing": the coach's view asked for, without a question mark.
 */
export const FEEDBACK_REQUEST =
  /^(?:(?:can|could|would) you\s+)?(?:please\s+|kindly\s+)?(?:(?:(?:give (?:me|us)|(?:i|we)(?:'d| would) (?:love|like|appreciate|welcome))(?: (?:your|some|any|an?))?|(?:i|we) (?:want|need) your)(?: (?:honest|quick|brief|frank|short|first))? (?:feedback|opinion|thoughts|advice|take|input|critique|review)|(?:tell|let) (?:me|us)(?: know)? (?:what|how) you (?:think|feel)|(?:your )?(?:feedback|thoughts|opinion)s?,? please)\b[^.!]*[.!?\s]*$/i;
// "make it shorter", "can you rewrite it?", "make the pitch punchier please": the coach asked to word a note anew.
const REWRITE_ASKED =
  /^(?:(?:can|could|would|will) you\s+)?(?:please\s+)?(?:(?:re-?write|rephrase|reword|shorten|polish|improve|tweak|sharpen|tighten)\s+(?:it|that|this|the (?:pitch|line|slogan|note)|my (?:pitch|slogan|line))|make\s+(?:it|that|this|the (?:pitch|line|slogan)|my (?:pitch|slogan|line))\s+(?:(?:a (?:bit|little|lot)|much|way|even|slightly|more)\s+)*(?:shorter|punchier|catchier|snappier|better|simpler|clearer|crisper|sharper|stronger|nicer|cooler))(?:\s+(?:for me|please|pls|a bit|a little))*[\s.!?]*$/i;
export function asksCoach(lead: string): boolean {
  const prefaced = lead.replace(QUESTION_PREFACE, '');
  return (
    REQUEST_TO_COACH.test(prefaced) ||
    REWRITE_ASKED.test(prefaced) ||
    FEEDBACK_REQUEST.test(prefaced) ||
    QUESTION_TO_COACH.test(lead.replace(CORRECTION, '')) ||
    QUESTION_TO_COACH.test(lead.replace(/^[^?]{0,60}?(?:\s[-–—]|:)\s+/, '')) ||
    QUESTION_TO_COACH.test(prefaced) ||
    UNMARKED_QUESTION.test(prefaced) ||
    ABOUT_THE_CANVAS.test(lead)
  );
}

// Not a line in quotes: "How do I say this in one line? 'Capital by Friday'?" proposes a pitch.
// Nor people: "Is this ok? Tourists from cruise ships?" answers who it is for.
export const followsQuestion = (text: string) => /^[^?\d$€£¥%"“”‘]*\?[\s?!]*$/.test(text) && !/(?:^|\s)'/.test(text) && text.split(/\s+/).length <= 5 && !looksLikePeople(text);

/** Whether a sentence asks the coach something: plainly, after small talk, or of a thing it names first. */
export const asksTheCoach = (sentence: string) => asksCoach(sentence) || asksAfterSmallTalk(sentence) || asksAboutTopic(sentence);

// "ok and the vibe thing", "the secret sauce": a thing named with "the", "this", "that" or "your", and nothing said of it.
const TOPIC = /^(?:(?:ok(?:ay)?|so|and|but|also|hmm+|what about)[,]?\s+){0,3}(?:the|this|that|your)\s+(?:[\w-]+\s+){0,3}?[\w-]+$/i;
// "how does it work?", "what does it mean", "how do I do that?": asked of what was just named.
const ASKED_OF_IT = /^(?:how|what|why|where|when)\s+(?:does|do|is|are|was|can|should|would)\s+(?:it|that|this|they|those|i|we|one)\b[^.!?,;]*\?*$/i;
/** "ok and the vibe thing, how does it work?", "the secret sauce, what does it mean?": a thing named, then asked about. */
export function asksAboutTopic(sentence: string): boolean {
  const [, topic, after] = /^([^,]{1,40}),\s*(.+)$/.exec(sentence) ?? [];
  return after !== undefined && TOPIC.test(topic!.trim()) && ASKED_OF_IT.test(after.trim());
}

/**
 * "great, what next?", "sounds good, what should I do now?": small talk, then a question to the coach, in one sentence.
 * Not a hedged answer: "idk who exactly, maybe busy professionals?", "not sure, maybe a small fee per session?".
 */
function asksAfterSmallTalk(sentence: string): boolean {
  const [, before, after] = /^([^,]{1,30}),\s*(.+)$/.exec(sentence) ?? [];
  if (after === undefined || UNSURE.test(before!) || !isSmallTalk(before!)) return false;
  const question = after.replace(LEAD, '');
  return !/^(?:maybe|perhaps|probably|or)\b/i.test(question) && asksCoach(question);
}

// "1200 per session, does that sound ok", "Drama teachers, why", "Right now it's just me, should I find a cofounder first":
// what the founder asks the coach after the fact, closing a sentence, is no part of it.
const ASKED_BACK = String.raw`(?:or\s+)?(?:(?:is|does|would|will|could|can|did|was|isn'?t|doesn'?t)\s+(?:that|this|it)|(?:should|shall|can|could|do|must|would)\s+(?:i|we)|(?:do|would|will|did)\s+(?:you|u)|(?:how|what)\s+(?:does|do|is|would)\s+(?:that|this|it|you|u))\b[^,.;:!?]{0,50}|right|correct|agreed?|you know|know what i mean|or not|why(?: not)?|thoughts|any thoughts|(?:what do|wdy)\s+(?:you|u)\s+(?:think|reckon|say)`;
const SENTENCE_CLOSES = String.raw`(?:\s*([?!.]+)(?=\s|$)|\s*$)`;
const TAIL_TO_COACH = new RegExp(String.raw`,\s*(?:${ASKED_BACK})${SENTENCE_CLOSES}`, 'gi');
// "Independent groomers I guess": a message of one sentence closed by how sure the founder is (that "I" tells nothing of them).
const HEDGE_CLOSING = new RegExp(String.raw`(?<=[^\s,])(?<!\b(?:what|how|than|as|if|when|that|who|which|where)),?\s+(?:i|we)\s+(?:guess|think|suppose|reckon)${SENTENCE_CLOSES}`, 'i');
const ONE_SENTENCE = /^[^.!?]*[.!?]*$/;
// "what do you think, is it a good idea?", "Before I start, how does this work, do I …?", "Is it for parents, right?": a sentence
// that asks something itself keeps all of it.
const ASKS = /(?:^|,\s*)(?:(?:so|and|but|ok(?:ay)?|hmm+)[,]?\s+)*(?:what|how|why|who|which|where|when|is|are|does|do|did|can|could|would|will|should|shall|may|might)\b/i;
// "Hi, quick question, do you …?", "hmm, is that enough?": with no fact before it, the question is all there is (greetings are short).
const asksOrGreetsOnly = (sentence: string) => ASKS.test(sentence) || QUESTION_PREFACE.test(`${sentence.replace(LEAD, '')}, `) || !sentence.replace(LEAD, '').trim() || (sentence.length <= 80 && isSmallTalk(sentence));
/**
 * The message without what the founder asks the coach at the end of a sentence (a sentence that goes on keeps its stop), unless
 * it has asked already ("Is that enough to live on? Probably not at first, right?" answers itself, and tells nothing).
 */
export function withoutWordsToCoach(message: string): string {
  const unhedged = ONE_SENTENCE.test(message.trim()) ? message.replace(HEDGE_CLOSING, (hedge: string, _stop: string | undefined, at: number) => (asksOrGreetsOnly(message.slice(0, at)) ? hedge : '')) : message;
  return unhedged.replace(TAIL_TO_COACH, (tail: string, stop: string | undefined, at: number, whole: string) => {
    const before = whole.slice(0, at);
    if (before.includes('?') || asksOrGreetsOnly(before.split(/[.!]\s+/).at(-1)!.trim())) return tail;
    return stop && whole.slice(at + tail.length).trim() ? '.' : '';
  });
}
