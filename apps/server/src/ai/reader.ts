import { CANVAS_BLOCKS, type CanvasBlock } from '@ideapilot/contract';
import { sentencesOf, type Clause } from './clauses.ts';
import { plainText } from './plain-text.ts';

/**
 * The offline coach's understanding: it reads a conversation clause by clause and keeps notes,
 * the founder's own words filed under one block each, the way a careful note-taker would.
 */

export type IdeaState = {
  /** What the founder is building, in their words ("a scheduling app"). */
  idea: string | null;
  blocks: Record<CanvasBlock, string[]>;
};

/** What the coach asked for at the end of a turn: the idea itself, a block, or nothing. */
export type Ask = CanvasBlock | 'IDEA' | null;

/** A founder's message and, when known, the reply that followed it. */
export type Turn = { founder: string; coach?: string };

export type Change =
  | { kind: 'idea'; text: string }
  | { kind: 'added'; block: CanvasBlock; text: string }
  | { kind: 'replaced'; block: CanvasBlock; text: string; old: string }
  | { kind: 'repeat'; block: CanvasBlock | 'IDEA'; text: string };

const MAX_NOTES_PER_BLOCK = 5;

export const emptyState = (): IdeaState => ({
  idea: null,
  blocks: Object.fromEntries(CANVAS_BLOCKS.map((b) => [b, [] as string[]])) as unknown as Record<CanvasBlock, string[]>,
});

/** The block the coach asks about next: the idea first, then the first empty block. */
export function nextAsk(state: IdeaState): Ask {
  if (!state.idea) return 'IDEA';
  return CANVAS_BLOCKS.find((b) => state.blocks[b].length === 0) ?? null;
}

/** Reads a whole conversation, oldest turn first. */
export function read(turns: Turn[]): IdeaState {
  let state = emptyState();
  let asked: Ask = 'IDEA';
  for (const turn of turns) {
    state = readMessage(state, turn.founder, asked).state;
    asked = turn.coach === undefined ? nextAsk(state) : askedIn(turn.coach);
  }
  return state;
}

/** What the last question of a reply asks for, read with the same cues as the founder's words. */
export function askedIn(reply: string): Ask {
  const questions = plainText(reply).match(/[^.!?\n]*\?/g);
  const last = questions?.at(-1);
  if (!last) return null;
  if (IDEA_QUESTION.test(last)) return 'IDEA';
  const scores = scoreClause(last);
  const best = strongest(scores);
  return best && scores[best] > 0 ? best : null;
}
const IDEA_QUESTION = /\b(your idea|what (do|would) you (want to )?(build|make|create|sell|offer)|what is it|what are you building)\b/i;

/** Reads one message into a copy of the state, given what the coach asked just before it. */
export function readMessage(before: IdeaState, message: string, asked: Ask): { state: IdeaState; changes: Change[] } {
  const state: IdeaState = { idea: before.idea, blocks: Object.fromEntries(CANVAS_BLOCKS.map((b) => [b, [...before.blocks[b]]])) as IdeaState['blocks'] };
  const changes: Change[] = [];
  for (const sentence of sentencesOf(plainText(message))) {
    for (const fact of factsOf(sentence, asked, state.idea)) apply(state, fact, changes);
  }
  return { state, changes };
}

type Fact = { block: CanvasBlock | 'IDEA'; text: string; corrects?: string | true };

function apply(state: IdeaState, fact: Fact, changes: Change[]) {
  if (fact.block === 'IDEA') {
    if (state.idea && sameFact(state.idea, fact.text)) changes.push({ kind: 'repeat', block: 'IDEA', text: fact.text });
    else if (!state.idea || fact.corrects) {
      state.idea = fact.text;
      changes.push({ kind: 'idea', text: fact.text });
    }
    return;
  }
  if (fact.corrects) {
    // The correction belongs where the corrected fact was filed.
    const old = typeof fact.corrects === 'string' ? findNote(state, fact.corrects, fact.block) : lastNote(state, fact.block);
    if (old) {
      const list = state.blocks[old.block];
      list.splice(list.indexOf(old.text), 1, fact.text);
      changes.push({ kind: 'replaced', block: old.block, text: fact.text, old: old.text });
      return;
    }
  }
  const notes = state.blocks[fact.block];
  const known = CANVAS_BLOCKS.flatMap((block) => state.blocks[block].map((text) => ({ block, text }))).find((n) => sameFact(n.text, fact.text, n.block === fact.block));
  if (known || (state.idea && sameFact(state.idea, fact.text, false))) {
    changes.push({ kind: 'repeat', block: known?.block ?? 'IDEA', text: fact.text });
    return;
  }
  notes.push(fact.text);
  if (notes.length > MAX_NOTES_PER_BLOCK) notes.shift();
  changes.push({ kind: 'added', block: fact.block, text: fact.text });
}

function findNote(state: IdeaState, words: string, preferred: CanvasBlock) {
  const wanted = contentWords(words);
  const blocks = [preferred, ...CANVAS_BLOCKS.filter((b) => b !== preferred)];
  for (const block of blocks) {
    const text = state.blocks[block].findLast((note) => wanted.some((w) => contentWords(note).includes(w)));
    if (text) return { block, text };
  }
  return undefined;
}

function lastNote(state: IdeaState, block: CanvasBlock) {
  const text = state.blocks[block].at(-1);
  return text ? { block, text } : undefined;
}

const STOP = new Set('a an the and or but of to for in on at by with from is are was were be been it its it\'s this that these those we our i my me they them their you your he she his her as so also just very really about into than then there here do does did have has had will would can could should'.split(' '));
const stem = (w: string) => w.replace(/(ies|es|s|ing|ed)$/, '');
function contentWords(text: string): string[] {
  return text.toLowerCase().split(/[^a-z0-9%$€£]+/).filter((w) => w && !STOP.has(w)).map(stem);
}

/**
 * Two notes say the same thing when one's content words hold nearly all of the other's; across
 * blocks, where a pitch may reuse the words of a benefit, only when they are nearly identical.
 */
function sameFact(a: string, b: string, sameBlock = true): boolean {
  const x = new Set(contentWords(a));
  const y = new Set(contentWords(b));
  if (!x.size || !y.size) return a.trim().toLowerCase() === b.trim().toLowerCase();
  const shared = [...x].filter((w) => y.has(w)).length;
  const ofShorter = shared / Math.min(x.size, y.size);
  const ofLonger = shared / Math.max(x.size, y.size);
  return sameBlock ? ofShorter >= 0.8 && ofLonger >= 0.5 : ofLonger >= 0.75;
}

// ——— one sentence into facts ———

const SMALL_TALK = /^(?:(?:hi|hello|hey|hiya|howdy|good (?:morning|afternoon|evening)|thanks?(?: you)?(?: so much| a lot)?|thank you|cheers|ok(?:ay)?|great|cool|perfect|awesome|nice|sure|yes|yeah|yep|no|nope|right|exactly|correct|got it|sounds good|hmm+|well|so|lol|haha)(?: there| again| guys| coach)?[\s,.!?]*)+$/i;
// Agreement that carries no fact ("that was helpful", "that is the team, yes").
const ACKNOWLEDGEMENT = /^(?:that|this|it)(?:'s| is| was)? (?:very |really |super |all )?(?:helpful|useful|great|good|nice|right|correct|true|it|all|everything|the (?:team|plan|idea|pitch))\b[\s\w,.!]{0,12}$|^(?:makes sense|sounds (?:good|great|right)|good question|fair enough)\b/i;
const LEAD = /^(?:(?:and|but|so|also|plus|then|well|basically|honestly|oh|ok(?:ay)?|yes|yeah|right(?! now)|sure|hmm|hi|hello|hey|anyway|i think|i guess|i believe|we think|in fact|to be honest|as i said|like i said|again)\b[,:]?\s*)+/i;
const CORRECTION = /^(?:actually|correction|sorry|wait|no|oops|to correct that|let me correct that|i meant|i mean)\b[,:!]?\s*/i;
const NOT_THIS = /,?\s+(?:and\s+)?(?:not|instead of|rather than)\s+(?:the\s+|a\s+|an\s+)?([\w\s'-]+?)\s*[.!]?$/i;

function factsOf(sentence: Clause[], asked: Ask, knownIdea: string | null): Fact[] {
  let lookForIdea = knownIdea === null;
  const whole = sentence.map((c) => c.text).join(' ');
  const lead = whole.replace(LEAD, '');
  // "Actually it's for vets, not groomers": the clause before "not" replaces the note about groomers.
  const not = NOT_THIS.exec(lead);
  let corrects: string | true | undefined;
  if (CORRECTION.test(lead) || (not && /^(?:it'?s|it is|we|they|the)\b/i.test(lead))) corrects = not?.[1] ?? true;
  if (/\b(also|too|as well)\b/i.test(whole) && corrects === true) corrects = undefined;
  const clauses = not && corrects ? [merge(sentence, whole.slice(0, whole.length - not[0].length))] : joinDependents(sentence);

  const labelled = corrects ? null : labelledFact(lead);
  if (labelled) return [labelled];

  const facts: (Fact & { raw: string })[] = [];
  let previous: CanvasBlock | null = null;
  for (const clause of clauses) {
    const text = clause.text.replace(LEAD, '').replace(CORRECTION, '').replace(LEAD, '');
    if (!text || SMALL_TALK.test(text) || ACKNOWLEDGEMENT.test(text) || !/[a-z0-9]/i.test(text) || PREAMBLE.test(text)) continue;
    const idea = lookForIdea || corrects ? ideaOf(text, asked === 'IDEA' && lookForIdea) : null;
    if (idea) {
      facts.push(...idea.map((f) => ({ ...f, raw: '' })));
      lookForIdea = false;
      continue;
    }
    const block = placeClause({ ...clause, text }, asked, previous, knownIdea);
    if (!block) continue;
    const last = facts.at(-1);
    // Clauses of one sentence that land in the same block are one fact.
    if (last?.raw && last.block === block && block === previous) {
      last.raw = `${last.raw} ${clause.text}`;
      last.text = noteOf(block, last.raw);
    } else facts.push({ block, raw: text, text: noteOf(block, text), ...(corrects ? { corrects } : {}) });
    previous = block;
  }
  return facts.filter((f) => f.text).map(({ raw: _raw, ...fact }) => fact);
}

/** "Pitch: …" or "In one sentence: …": a short label before a colon names the block of what follows. */
function labelledFact(sentence: string): Fact | null {
  const match = /^([^:]{2,40}):\s+(.+)$/.exec(sentence);
  if (!match || match[1]!.split(/\s+/).length > 4) return null;
  const scores = scoreClause(match[1]!);
  const block = strongest(scores);
  if (!block || scores[block] < 2) return null;
  // A head that is a statement itself ("We are three: …") stays part of the note.
  const text = noteOf(block, /\b(is|are|am|was|were|have|has)\b/i.test(match[1]!) ? sentence : match[2]!);
  return text ? { block, text } : null;
}

function merge(parts: Clause[], text: string): Clause {
  const any = (key: 'money' | 'number' | 'time' | 'hasVerb' | 'pastTense') => parts.some((c) => c[key]);
  return { text, money: any('money'), number: any('number'), time: any('time'), hasVerb: any('hasVerb'), pastTense: any('pastTense') };
}

// A clause that only qualifies the one before it ("…, billed monthly", "…, which competitors don't").
const DEPENDENT = /^(?:which|that|who|whom|whose|something|including|especially|like|unlike|billed|about|around|roughly|on average|with|without|plus)\b/i;

// An opening clause that only sets the scene for the next one ("After the wedding, …").
const INTRO = /^(?:after|before|when|whenever|once|if|during|since|as soon as|until|in)\b.*,$/i;

/** Joins clauses that only qualify a neighbour: openers, relative clauses, fragments of one or two words. */
function joinDependents(clauses: Clause[]): Clause[] {
  const out: Clause[] = [];
  for (const clause of clauses) {
    const prev = out.at(-1);
    if (prev && INTRO.test(prev.text) && out.length === 1) {
      out[0] = merge([prev, clause], `${prev.text} ${clause.text}`);
      continue;
    }
    const dependent = clause.text.split(/\s+/).length <= 2 || DEPENDENT.test(clause.text);
    if (prev && dependent && !SMALL_TALK.test(clause.text) && !SMALL_TALK.test(prev.text)) out[out.length - 1] = merge([prev, clause], `${prev.text} ${clause.text}`);
    else out.push(clause);
  }
  return out;
}

// ——— the idea ———

// A clause that announces an idea without saying it.
const PREAMBLE = /^(?:so )?(?:i|we)(?:'ve| have)? (?:have|got|had) (?:an?|this|my|one|a few) (?:\w+ )?(?:idea|ideas|question|plan)\b(?: (?:for|about) (?:an?|my|our) (?:\w+ )?(?:startup|business|company|app|product|project))?[\s.!?]*$/i;

const BUILD =
  /^(?:.*?\b)?(?:i|we)(?:'m|'re| am| are)?\s+(?:(?:really\s+)?(?:want(?:ing)?|plan(?:ning)?|going|hop(?:e|ing)|would like|'d like|aim(?:ing)?|intend(?:ing)?|thinking about|try(?:ing)?))\s+(?:to\s+)?(?:build|create|make|launch|start|develop|design|open|offer|run|set up|building|creating|making|launching|starting|developing|opening)\s+(.+)|^(?:.*?\b)?(?:i|we)(?:'m|'re| am| are)\s+(?:building|creating|making|launching|starting|developing|opening|working on)\s+(.+)|^(?:.*?\b)?(?:my|our|the) (?:startup |business |app |product )?idea(?: is|:)(?: to [a-z]+| about| for)?\s+(.+)/i;
const PRODUCT_NOUN = /\b(app|apps|application|tool|platform|service|marketplace|product|website|site|software|saas|bot|chatbot|plugin|extension|api|subscription box|box|shop|store|agency|network|community|kiosk|device|gadget|system|dashboard|tracker|planner|finder|club|cafe|café|bakery|studio|clinic|school|course|program|franchise|brand|business|company|startup)s?\b/i;
const IDEA_NOUN_PHRASE = /^(?:it'?s |it is |this is |basically |just )?(?:an?|the|our|my)\s+(?:[\w-]+\s+){0,5}?(?:app|apps|application|tool|platform|service|marketplace|product|website|site|software|saas|bot|chatbot|plugin|extension|api|box|shop|store|agency|network|community|kiosk|device|system|dashboard|tracker|planner|finder|club|cafe|café|bakery|studio|course|program)\b/i;
const FOR_WHO = /\s+for\s+(.+?)(?=\s+(?:that|which|to help|to(?!\s+\d)|so|where|because|by|in order)\b|[,;]|$)/i;
const TO_WHO = /\s+to\s+(?!(?:help|make|get|find|manage|track|plan|book|keep|let|do|be|have|work|use|learn|pay|save|sell|buy|reach|build|run|answer|teach|the (?:market|app|platform))\b)((?:[\w-]+\s+){0,4}?[\w-]+)(?=\s+abroad|\s+(?:that|which|who|so|where|because|by|in|at|with|on)\b|[,;.!]|$)/i;
const WHERE_WHO = /\bwhere\s+((?:[\w-]+\s+){0,2}?[\w-]+)\s+(?:can\s+)?[a-z]+/i;
const LETS_WHO = /\b(?:lets|helps|allows|enables|connects|matches|gives)\s+((?:[\w-]+\s+){0,3}?[\w-]+s)\s+(?:to\s+)?(?:with\s+)?[\w-]+/i;
const SOLVES = /\s*,?\s*(?:that|which|to|and)\s+(?:solves?|fix(?:es)?|address(?:es)?|remov(?:es|e)|reduc(?:es|e)|eliminat(?:es|e)|tackl(?:es|e)|ends?|stops?|prevents?|help(?:s)? (?:them )?(?:with|avoid|stop))\s+(.+)$/i;
const SO_THAT = /\s*,?\s*(?:so (?:that )?(?=(?:[\w-]+\s+){0,2}?(?:can|could|will|get|never|no longer|don'?t|stop)\b)|to help (?:them|people)|that (?:lets|helps) (?:them|people|users))\s*(.+)$/i;
const NOT_CUSTOMERS = /\b(products|goods|items|parts|clothes|clothing|equipment|documents|files|tools|services|analytics|logistics|data|software|content|food|furniture|meals?|pets?|dogs?|cats?|plants|bikes?|cars?|books|art|coffee|tea|wine|beer|gear|supplies|materials|waste|recipes|events?|weddings|homes|houses|apartments|rent|money|taxes)\s*$/i;
const PEOPLE =
  /\b(people|persons?|owners?|managers?|freelancers?|students?|parents|mums|moms|dads|families|teachers?|nurses?|doctors?|vets?|veterinarians?|groomers?|smbs?|small businesses|businesses|enterprises?|startups|agencies|clinics|restaurants|cafes|shops|retailers|landlords?|tenants?|drivers?|farmers?|gyms?|coaches|athletes|seniors|elderly|retirees|developers?|designers?|accountants?|lawyers?|dentists?|therapists?|physiotherapists?|anyone|everyone|professionals|companies|teams|hotels|schools|universities|musicians|artists|creators|photographers|writers|commuters|cyclists|runners|hikers|travell?ers|tourists|kids|children|women|men|homeowners|renters|contractors|plumbers|electricians|couples|patients|employees|workers|staff|hr|recruiters|brands|sellers|buyers|shoppers|users|gamers|readers|learners|beginners|investors|creatives|makers|bakers|chefs|florists|salons|barbers|hairdressers|caregivers|carers|volunteers|nonprofits|charities|churches|clubs|organizers|planners|agents|brokers|realtors|truckers|couriers|pilots|dog walkers|pet sitters|firms|practices|bakeries|venues|hospitals|offices|stores|labs|pharmacies|factories|warehouses|farms|wineries|breweries|hostels|spas|councils|ngos|residents|guests|couples|newlyweds|children abroad|crews|cafés|cafes|libraries|volunteers|visitors|communities|households|neighbours|neighbors)\b/i;

function looksLikePeople(phrase: string): boolean {
  const text = phrase.trim().replace(/[.!?]+$/, '');
  return PEOPLE.test(text) || (/\b[a-z]+(?:ers|ists|ians)\b/i.test(text) && !NOT_CUSTOMERS.test(text));
}

/** The idea in a clause, with the customer and problem it names, or null when it states no idea. */
function ideaOf(text: string, answersIdeaQuestion: boolean): Fact[] | null {
  const build = BUILD.exec(text);
  let rest: string;
  if (build) rest = (build[1] ?? build[2] ?? build[3] ?? '').trim();
  else if (IDEA_NOUN_PHRASE.test(text) || (answersIdeaQuestion && PRODUCT_NOUN.test(text) && !scoreIsStrong(text))) rest = text.replace(/^(?:it'?s |it is |this is |basically |just )/i, '');
  else return null;
  const facts: Fact[] = [];
  const solves = SOLVES.exec(rest);
  if (solves) {
    facts.push({ block: 'PAIN', text: tidy(solves[1]!) });
    rest = rest.slice(0, solves.index);
  }
  const soThat = SO_THAT.exec(rest);
  if (soThat) {
    facts.push({ block: 'USERS BENEFIT', text: tidy(soThat[1]!) });
    rest = rest.slice(0, soThat.index);
  }
  const who = FOR_WHO.exec(rest);
  if (who && looksLikePeople(who[1]!)) {
    facts.unshift({ block: 'WHO', text: tidy(who[1]!) });
    rest = rest.slice(0, who.index) + rest.slice(who.index + who[0].length);
  } else {
    // "…sell vegetables to restaurants", "…lets remote workers book a desk": named inside the idea, kept there.
    const inside = [TO_WHO.exec(rest), LETS_WHO.exec(rest), WHERE_WHO.exec(rest)].find((m) => m && looksLikePeople(m[1]!));
    if (inside) facts.unshift({ block: 'WHO', text: tidy(inside[1]!) });
  }
  const idea = tidy(rest.replace(/^(?:to|about)\s+(?:build|make|create|launch|start)\s+/i, ''));
  if (!idea) return facts.length ? facts : null;
  return [{ block: 'IDEA', text: idea }, ...facts];
}

const scoreIsStrong = (text: string) => {
  const scores = scoreClause(text);
  return Object.values(scores).some((s) => s >= 2);
};

// ——— placing a clause ———

type Cue = [RegExp, number];
const PEOPLE_CUE = new RegExp(PEOPLE.source, 'gi');
const CUES: Record<CanvasBlock, Cue[]> = {
  WHO: [
    [/^(for|mostly|mainly|primarily|aimed at|designed for|built for|made for|meant for)\b|\b(it'?s|it is|this is) (for|aimed at|meant for)\b|\b(we|i) (target|serve|sell to|focus on)\b/gi, 2],
    [/\bwho is (it|this) for\b|\bwho (are|is|would be) (your|the) (customers?|users?|buyers?)\b|\b(people|those|anyone|folks) (who|that|with)\b|\btarget(ed|ing)? (group|audience|market|customers?)\b|\b(our|my|the) (main |ideal |first )?(customers?|clients?|audience|users?) (are|is|would be|will be)\b/gi, 2],
  ],
  PAIN: [
    [/\b(problems?|pain\w*|struggl\w*|frustrat\w*|wast\w*|headaches?|annoy\w*|hassle|suffer\w*|challeng\w*|stress\w*|nightmare|chaos|chaotic|mess|messy|overwhelm\w*|worr\w*|fear\w*|afraid|scared|risk\w*|complain\w*|hate|hates|tired of|fed up|drown\w*|lonely|isolat\w*|awkward|fail|fails|failing|falls? through|burn-?out|quit|kill|kills|die|dies)\b/gi, 2],
    [/\b(hard|harder|difficult|can'?t|cannot|unable|impossible|too (expensive|slow|long|complex|many|much)|expensive|costly|tedious|error-prone|time-consuming|painful|confusing|unreliable|no way to|don'?t know|doesn'?t know|have to|has to|forced to|end up|ends up|nobody|lack|lacks|no (time|idea|way)|costs?|takes (time|hours|days|ages))\b/gi, 1.5],
    [/\b(manual(ly)?|by hand|spreadsheets?|paper|whatsapp|excel|phone calls?|on the phone|currently|today|right now|at the moment|still|lose|loses|losing|lost|miss|misses|missed|missing|forget|forgets|forgot|spend (hours|days|too much)|spends|no-?shows?|late|cancell?ations?|cancel|churn|scattered|juggl\w*|chas(e|es|ing)|double-?book\w*|guess\w*|throw away|thrown away|go(es)? bad|spoil\w*|sit empty|empty|wait|waits|waiting|never|dozens?|grow out|fall apart|falls apart|go(es)? wrong|break(s)? down|strangers|spends?)\b/gi, 1],
    [/\bspend\w* (whole|entire|hours|days|evenings|weekends|nights|ages|too much)\b/gi, 1.5],
  ],
  'USERS BENEFIT': [
    [/^so (that )?(nobody|no one|they|you|everyone|people|customers|users)\b|\b(sav(e|es|ed|ing)|benefits?|helps? them|so (that )?(they|you|users|customers|people)|instead of|no longer|never again|peace of mind|without (having|the|any))\b/gi, 2],
    [/\b(faster|cheaper|easier|simpler|quicker|sooner|gains?|reduc\w*|improv\w*|boost\w*|increas\w*|cuts?|halv\w*|more (time|money|customers|sales|clients|bookings|sleep)|less (time|stress|work|waste|food)|fewer|in one (place|tap|click)|automatic(ally)?|one tap|one click|in (minutes|seconds)|within (minutes|seconds)|on time|finally (get|have|know)|get (their|a|an|more|back|paid|notified|reminded)|gets? (a|an|their|reminders|notified)|included|for the price of|half (the )?price|lower price|second life|stay alive|same (day|night)|(few|two|three) (taps|clicks)|without (chasing|waiting|asking)|with (the|our) app|double (their|your|the)( \w+)?|in (a few|two|three|five|ten|\d+) (minutes|seconds|taps|clicks))\b/gi, 1.5],
  ],
  'YOUR PROFIT': [
    [/\b(revenue|moneti[sz]\w*|charg(e|es|ing)|(?<!(half|lower|better|fair) )pric(e|es|ed|ing)|subscriptions?|business model|make money|earn\w*|freemium|licen[cs]\w*|margins?|commissions?|fees?|per (month|year|user|seat|location|transaction|order|booking|head|box|delivery|class|session|lesson|hour|visit|client|nurse|family)|pay (us|for|per|a|an|\d)|pays|paying (customers|users)|ads|advertis\w*|upsell\w*|premium|tiers?|(we|i|they) (sell|sold)|take a cut|cut of|share (the )?(money|revenue)|(get|gets|take|takes) a (share|cut)|share of|revenue share|plans? (costs?|starts?)|sponsor\w*|affiliate|wholesale|markup|one-off|one-time|free (trial|month|tier|plan|version)|(is|are) free|for free)\b/gi, 2],
    [/\b(monthly|yearly|annual(ly)?)\b/gi, 1],
    [/\b(keep|take|takes|get)s? (\d+|a|an)\s?(%|percent|per ?cent|cut|share)|\d+\s?(%|percent|per ?cent) (of|on|from) (each|every|all|the)\b/gi, 2],
  ],
  'WHY YOU': [
    [/\b(background|experience\w*|expert\w*|career|ph\.?d|degree|diploma|certified|work(ed)? as|spent \w+ years|years (as|in|at|of|running|working)|used to|i was an?|i'?m an?|i am an?|former|formerly|ex-\w+|know (the|this|how|firsthand|first-hand)|i'?ve (seen|been|built|run|done|lived|had|managed|worked)|i have been|i (run|ran|built|founded|started|managed|led|owned|own|studied|trained|taught|practi[sc]ed|cared|grew up|worked)|myself|my own|personally|i know)\b/gi, 2],
  ],
  'WHY NOW': [
    [/\b(now that|nowadays|recent(ly)?|trends?|timing|emerging|finally|this year|last year|next year|these days|in 20\d\d|by 20\d\d|since (20\d\d|covid|the pandemic|last)|pandemic|covid|adoption|changed|shift(ed|ing)? (to|towards|away)|new (?:[\w-]+ ){0,3}(law|laws|rules?|regulations?|standards?|requirements?)|new (technolog\w*|generation)|regulations?|directive|mandatory|ban|banned|growing|grew|boom\w*|ris(e|ing)|rose|went up|gone up|going up|jumped|doubled|tripled|will (double|triple|grow|reach)|cheaper than ever|just (became|launched|got|passed)|for the first time|inflation|right time|window|ai (has|is|now|models|can)|llms?|gen(erative)? ai|starting (next|this)|from (next|this) (year|month)|post-covid|remote work|shortages?|short of|(are|is) now|record (high|low|levels?)|than ever|all-time|lockdowns?|(have|has) started|started (selling|using|to)|dropped|fell|falling|declin\w*|this (january|february|march|april|may|june|july|august|september|october|november|december|spring|summer|autumn|fall|winter)|from (this|next) \w+)\b/gi, 2],
    [/^since\b(?! i\b)|\bmust\b/gi, 1],
    [/(?<!right |for |until |just |from )\bnow\b/gi, 1],
  ],
  'YOUR TEAM': [
    [/\b(team|teammates?|co-?founders?|cofounders?|founding|hire|hiring|recruit\w*|cto|ceo|coo|cfo|partner|partners|we are (two|three|four|five|\d+)|(two|three|four|five|\d+) of us|solo|alone|by myself|on my own|my (brother|sister|friend|colleague|wife|husband|cousin|dad|mom)|advisors?|mentors?|need (a|an|someone)|looking for (a|an|someone)|join(s|ed|ing)?|(just|only) me|me and|with me|colleagues?|wants in|(want|wants|agreed|are going) to (join|run|help|work))\b/gi, 2.5],
    [/\b(designers?|developers?|engineers?|marketers?|salespe(rson|ople)|programmers?|coders?|accountant)\b/gi, 1],
  ],
  'SECRET SAUCE': [
    [/\b(unique\w*|secret|unfair|advantage|moat|patent\w*|proprietary|exclusive\w*|hard to copy|can'?t copy|nobody else|no one else|only (one|ones|we|us|company)|unlike|the only|competitors?|competition|better than|edge|network effects?|our own (data|model|recipe|\w+ data)|data ?set|algorithm|partnerships?|(partnering|partnered) with|access to|relationships? with|first mover|lock-?in|trademark|contracts? with|deals? with|know-how|tested on|trained on|vetted|insured|inside out|our own \w+|no (other )?competitors?|built with|based on)\b/gi, 2.5],
    [/\b(which|that|what) (\w+ ){0,4}(can'?t|cannot|don'?t|do not|never|won'?t|didn'?t)\b|\b(trained|tested|proven|validated) (on|with|in)\b|\bpilot\b/gi, 3],
  ],
  PITCH: [
    [/\b(pitch|one-liner|in one sentence|tagline|elevator|slogan|in short|in a nutshell|think of it as|(uber|airbnb|netflix|spotify|tinder|duolingo|shopify|stripe|notion|slack|canva|strava|tripadvisor|linkedin|grammarly|calendly) (for|of)|we are the|we'?re the)\b/gi, 3],
  ],
};

const REVENUE = /\b(we|us|our|plans?|subscriptions?|fees?|per|charge|pay|pays|price|box|costs? (us|them)|a (month|year|week)|one-time|bundle)\b/i;
const countCues = (text: string, cues: Cue[]) => cues.reduce((sum, [cue, weight]) => sum + (text.match(cue)?.length ?? 0) * weight, 0);

/**
 * How strongly a clause speaks to each block. Money goes to profit and dates to timing; "I" is
 * needed for WHY YOU; people named in a clause with a verb are its actors, so they count for WHO
 * only in a short phrase without one ("Parents with two kids").
 */
export function scoreClause(text: string, clause?: Clause, idea?: string | null): Record<CanvasBlock, number> {
  const scores = Object.fromEntries(CANVAS_BLOCKS.map((block) => [block, countCues(text, CUES[block])])) as Record<CanvasBlock, number>;
  const firstPerson = /\b(i|i'?m|i'?ve|i'?d|my|me)\b/i.test(text);
  if (!firstPerson) scores['WHY YOU'] *= 0.3;
  // Money the founder earns is profit; money the customer spends today is part of the pain.
  const aboutProduct = !!idea && contentWords(text).some((w) => contentWords(idea).includes(w) && w.length > 3);
  if (clause?.money && (REVENUE.test(text) || aboutProduct)) scores['YOUR PROFIT'] += 3;
  else if (clause?.money) scores.PAIN += 1.5;
  if (firstPerson && clause?.pastTense) scores['WHY YOU'] += clause.time ? 3 : 1.5;
  if (clause?.time && /(?<!-)\b(year|years|since|now|20\d\d)\b/i.test(text) && !firstPerson) scores['WHY NOW'] += 1;
  if (!clause?.hasVerb && text.split(/\s+/).length <= 10) scores.WHO += (text.match(PEOPLE_CUE)?.length ?? 0) + (/\b(customers?|clients?|audience|users)\b/i.test(text) ? 1 : 0);
  // The product as the subject ("It tells them…") or the customer gaining something is a benefit.
  if (PRODUCT_SUBJECT.test(text)) scores['USERS BENEFIT'] += 1.5;
  if (CUSTOMER_GAINS.test(text)) scores['USERS BENEFIT'] += 1;
  return scores;
}

const PRODUCT_SUBJECT = /^(?:it|the (?:app|tool|platform|service|software|product|box)|our (?:app|tool|platform|service)|with (?:it|the app|our app|us))\b(?!'s for| is for)/i;
const CUSTOMER_GAINS = /^(?:they|users|customers|clients|people|children|kids|parents|families)\s+(?:can\s+|now\s+|finally\s+)?(?:find|finds|keep|keeps|get|gets|know|knows|enjoy|enjoys|see|sees|receive|receives|save|saves|learn|learns)\b/i;

function strongest(scores: Record<CanvasBlock, number>, prefer: (CanvasBlock | null)[] = []): CanvasBlock | null {
  let best: CanvasBlock | null = null;
  for (const block of CANVAS_BLOCKS) {
    if (scores[block] <= 0) continue;
    const better = !best || scores[block] > scores[best] || (scores[block] === scores[best] && prefer.indexOf(block) >= 0 && (prefer.indexOf(best) < 0 || prefer.indexOf(block) < prefer.indexOf(best)));
    if (better) best = block;
  }
  return best;
}

/**
 * The block of a clause: its strongest cue, ties going to the block asked for and then to the
 * sentence's previous clause; a clause with no cue continues the previous clause, or answers the
 * question asked.
 */
function placeClause(clause: Clause, asked: Ask, previous: CanvasBlock | null, idea: string | null): CanvasBlock | null {
  const scores = scoreClause(clause.text, clause, idea);
  const askedBlock = asked === 'IDEA' ? null : asked;
  // A short phrase without a verb is how people answer a question.
  if (askedBlock && (scores[askedBlock] > 0 || !clause.hasVerb)) scores[askedBlock] += clause.hasVerb ? 1 : 1.75;
  const best = strongest(scores, [askedBlock, previous]);
  if (best) return best;
  if (previous) return previous;
  return askedBlock && clause.text.split(/\s+/).length >= 2 ? askedBlock : null;
}

// ——— the note ———

const FRAMES: Partial<Record<CanvasBlock, RegExp[]>> = {
  WHO: [
    /^(?:it'?s|it is|this is|that'?s|the (?:app|product|tool|service|platform) is)\s+(?:mostly |mainly |really |primarily )?(?:for|aimed at|meant for|designed for|built for|made for)\s+/i,
    /^(?:our|my|the)\s+(?:main |ideal |target |primary |first |core )?(?:customers?|users?|audience|clients?|market|buyers?|segment|target group|target)(?: group| audience| market)?\s+(?:are|is|would be|will be)\s+/i,
    /^(?:we|i)\s+(?:target|serve|sell to|focus on|are targeting|want to help|help|work with)\s+/i,
    /^(?:for|mostly|mainly|primarily)\s+/i,
  ],
  PAIN: [/^(?:the|their|our)\s+(?:main |biggest |real |core )?(?:problem|pain|issue|challenge)(?: they have)?\s+(?:is|are)\s+(?:that\s+)?/i],
  PITCH: [/^(?:my|our|the)\s+(?:pitch|one-liner|tagline|elevator pitch)(?: would be| is)?\s*[:,-]?\s*/i, /^in (?:one sentence|short|a nutshell)[:,]?\s*/i],
};

/** The fact of a clause as a note: the founder's words without fillers and frames, ending as their sentence did. */
function noteOf(block: CanvasBlock, clause: string): string {
  let text = clause;
  for (const frame of FRAMES[block] ?? []) text = text.replace(frame, '');
  text = tidy(text);
  return text && /[.!]["'”’]?\s*$/.test(clause) ? `${text}.` : text;
}

function tidy(fragment: string): string {
  const text = fragment
    .replace(/\s+/g, ' ')
    .replace(/^["'“‘\s,;:-]+|["'”’\s,;:.!?-]+$/g, '')
    .trim();
  return text.charAt(0).toUpperCase() + text.slice(1);
}
