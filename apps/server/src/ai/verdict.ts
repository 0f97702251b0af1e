import { sentencesOf } from './clauses.ts';
import { looksLikePeople } from './people.ts';
import { afterGreeting, classifyMessage, factAfterThanks, GREETING, type GuardVerdict } from './guard.ts';
import type { IdeaState } from './idea-state.ts';
import type { Change } from './reader-terms.ts';
import { DOES_WORK, namesAThingTied, PLANS_FOR_OTHERS } from './idea.ts';
import { nextAsk, readStep } from './reader.ts';

/**
 * The offline guard's verdict as the reader refines it (`offlineVerdict`): a greeting or thanks that
 * goes on to say the first idea, what the founder does, or a fact for the canvas is read, not answered
 * as small talk.
 */

/**
 * The offline guard's verdict on a message, except that a short greeting that goes on to say the
 * first idea plainly, or what the founder does, is read ("Hi! Meal kits for busy parents.", "Hi, we
 * make tortillas for restaurants"), and so is one that goes on to change the canvas once the idea is
 * known ("Hello, the price is 20 euros"); a greeting followed by anything else ("Hello! Long time no
 * see.", "Hello hello from Grenada, the Spice Isle") is still answered as one; so is thanks closed
 * by a mark that goes on to change the canvas ("thx. 300 a season"). `stateOf` gives the notes so
 * far; it is called only for such a greeting or thanks.
 */
export function offlineVerdict(message: string, stateOf: () => IdeaState): GuardVerdict {
  const verdict = classifyMessage(message);
  const thanked = verdict === 'chitchat' ? factAfterThanks(message) : null;
  if (verdict !== 'chitchat' || !(GREETING.test(message.trim()) || thanked)) return verdict;
  const state = stateOf();
  const { state: after, changes } = readStep(state, message, nextAsk(state));
  // "thanks! it's me and my wife", "thx. 300 a season": thanks, and then a fact for the canvas, are read.
  if (thanked) return state.idea && thanked.split(/\s+/).length >= 2 && changes.some((c) => c.kind !== 'repeat') ? 'allow' : verdict;
  const rest = afterGreeting(message);
  // "Hi again! We charge 20 euros a month": once the idea is known, a greeting that goes on to change the canvas is read.
  // A line without a verb or a number after it ("Hi! Meal kits for busy parents.") is no statement about the idea known, but
  // for the customers named when asked who it is for.
  if (state.idea) return (rest.split(/\s+/).length >= 3 && sentencesOf(rest).flat().some((c) => c.hasVerb || c.money || c.number) && changes.some((c) => c.kind !== 'repeat')) || customersAnswered(state, rest, changes) ? 'allow' : verdict;
  // "Hi, we make tortillas for restaurants", "Hi! Pet insurance for reptiles and birds.": what the founder says they do, or a
  // thing named with what it is for, after the greeting, is the idea too.
  return after.ideaSaidPlainly || (after.idea && (SAYS_WHAT_THEY_DO.test(rest) || namesAThingTied(rest))) ? 'allow' : verdict;
}
// What sets people apart, after their name: "… with tiny balconies", "… on night shifts", "… for busy parents".
const SET_APART_BY = /(?<=\S)\s+(?:with|without|in|on|at|from|near|who|that|whose|for|over|under|aged)\s+/i;
/**
 * "Hi! Urban gardeners with tiny balconies.", asked who it is for: a greeting, and then people named first, is the answer (the
 * WHO block is empty, and only notes under WHO are taken from it; "Hi! Meal kits for busy parents." names a thing first).
 */
function customersAnswered(state: IdeaState, rest: string, changes: readonly Change[]): boolean {
  const named = rest.trim().replace(/[.!]+$/, '').split(SET_APART_BY)[0]!;
  return nextAsk(state) === 'WHO' && looksLikePeople(named) && changes.length > 0 && changes.every((c) => c.kind === 'added' && c.block === 'WHO');
}
// What a trade does, or is doing ("we make …", "we do bookkeeping", "I'm opening …"); not who they are ("we are a small family in Porto").
const SAYS_WHAT_THEY_DO = new RegExp(
  String.raw`^(?:so\s+)?(?:we|i)\s+(?:(?:make|sell|run|grow|bake|brew|roast|cook|repair|fix|rent|deliver|organi[sz]e|teach|tutor|coach|mentor|train|translate|build|design|develop|create|import|export|produce|manufacture|print|sew|knit|breed|farm|supply|ship|distribute|install|clean|walk|host|lend|offer|provide|operate)\b|(?:${PLANS_FOR_OTHERS}|${DOES_WORK})\s+[a-z]|(?:'re|'m|are|am)\s+[a-z]+ing\b)`,
  'i',
);
