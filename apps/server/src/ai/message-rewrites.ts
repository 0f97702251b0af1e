import { brandCased, opensWithAThing, opensWithName, type Clause } from './clauses.ts';
import { AMOUNT_START, PAIN_SAID_OF } from './cues.ts';
import { looksLikePeople } from './people.ts';
import type { IdeaState } from './idea-state.ts';
import type { Ask } from './reader-terms.ts';
import { LEAD, textOf } from './note-text.ts';
import { BUILD, NOT_THE_CUSTOMERS } from './idea.ts';
import { marketCounted } from './facts.ts';

/**
 * What the reader says over in a message before reading it: the first idea's common forms said
 * plainly (`saidPlainly`), labels ("the benefit is …"), numbered lists, "them" in a plan named, hedged
 * answers said as statements, a one-word guess at the customers, and a market line and its count apart.
 */

// "im building an app …", "ive been a nurse …": "I'm" and "I've" typed without their apostrophe, where they open a clause or come before a verb.
// ("IM", instant messaging, is no "I'm".)
export const UNMARKED_I = /(?<=^|[.!?,;:]\s*|\b(?:and|but|so|because|also|now|then|what|that|which|yes|yeah|well|ok|okay|lol|rn)\s+)(?:[Ii]m|[Ii]ve)\b(?!['’])|\b(?:[Ii]m|[Ii]ve)\b(?!['’])(?=\s+(?:[a-z]+ing|a|an|the|not|so|really|just|also|from|in|at|on|very|been|had|got|done|seen|worked|built|lived|always|never|still|already)\b)/g;

// "maybe 150 per roof?", "hmm maybe that we know all the tuners personally?": a hedge, then a statement put as a question
// (not one to the coach: "maybe you could help?", "maybe is it too much?", "Maybe 'Slot'?"; nor a wonder about more, "Maybe
// also the insurer pays it?", nor a doubt of the founder's own question, "Probably not at first, right?").
const HEDGED_QUESTION = /(^|[.!?]\s+)((?:(?:hmm+|um+|well|so|ok(?:ay)?)[,.]?\s+)?(?:maybe|perhaps|probably),?\s+(?!(?:you|u|is|are|am|do|does|did|can|could|should|would|will|shall|what|how|why|who|whom|where|when|which|also|even|not)\b|["“'‘])[^.!?]+?)(?<!,\s*right)\?+(?=\s|$)/gi;
/** A message with its hedged answers to the block asked said as statements: "maybe 150 per roof?" → "maybe 150 per roof" (a full stop before more). */
export const hedgesAnswered = (text: string, asked: Ask) =>
  asked && asked !== 'IDEA' ? text.replace(HEDGED_QUESTION, (question: string, before: string, said: string, at: number) => `${before}${said}${text.slice(at + question.length).trim() ? '.' : ''}`) : text;
// "Dentists?", given for who: one word that names people, put as a question, is a guess at the answer ("Pricing?" asks one).
const ONE_WORD_ASKED = /^\s*([\p{L}'’-]+)\?+\s*$/u;
export const peopleGuessed = (text: string, asked: Ask) => {
  const word = asked === 'WHO' ? ONE_WORD_ASKED.exec(text)?.[1] : undefined;
  return word && looksLikePeople(word) && !NOT_THE_CUSTOMERS.test(word) ? word : text;
};

// "Problem is subs never show up", "…, and the benefit is they finish on time": a block named and what it is, as a label.
const LABEL_IS = /(^|[,;.]\s*(?:and\s+|but\s+)?)(?:the\s+)?(pain|problem|benefits?|secret sauce|why now)\s+(?:is|are|would be|will be)\s*:?\s+(?!(?:the same|a part|part|too|very|so|really|quite|a bit|not|still|already|getting|going|growing|rising|falling|high|low|expensive|cheap|clear|simple|obvious|this|that|it|there|here|what|which|why|how|where|who)\b)/gi;
/** The message with each "the benefit is …" said as "Benefit: …", in a sentence of its own. */
export const labelsSaid = (text: string) => text.replace(LABEL_IS, (_, before: string, name: string) => `${before ? `${before.replace(/[,;]\s*(?:and\s+|but\s+)?$/i, '.').trimEnd()} ` : ''}${name.charAt(0).toUpperCase()}${name.slice(1).toLowerCase()}: `);

// "the restaurants also, they get fresh vegetables cheaper": who "they" are, said first.
const ALSO_THEY = /(^|[.!?]\s+)((?:the\s+)?[\p{L}'’-]+(?:\s+[\p{L}'’-]+){0,2}?)\s+(also|too|as well)\s*,\s*(?:they|he|she)\s+/giu;
export const theyNamedFirst = (text: string) => text.replace(ALSO_THEY, (whole, before: string, people: string, also: string) => (looksLikePeople(people) ? `${before}${people} ${also} ` : whole));
// The marks that number a list's items: "1. gear is expensive 2. …", "We offer (1) meal plans, (2) grocery lists",
// "a) … b) …", "(i) … (ii) …" (a number and a full stop only before a word: "It costs 2. 5 people asked").
const ITEM = String.raw`\d{1,2}|[a-h]|i{1,3}|iv|vi{0,3}`;
const LIST_MARK = new RegExp(String.raw`(?<=^|[\s,;:])(?:\((${ITEM})\)|(${ITEM})\)|(\d{1,2})\.(?=\s+\p{L}))(?=\s|$|[.,;:!?])`, 'giu');
// A mark in brackets with no item after it: "(1)", "They save 3 hours a week. (2)".
const MARK_ALONE = new RegExp(String.raw`(?:^|\s)\(?(?:${ITEM})\)(?=\s*(?:$|[.!?]))`, 'gimu');
const ROMAN: Record<string, number> = { i: 1, ii: 2, iii: 3, iv: 4, v: 5, vi: 6, vii: 7, viii: 8 };
const ordinalOf = (mark: string) => (/^\d/.test(mark) ? Number(mark) : (ROMAN[mark.toLowerCase()] ?? mark.toLowerCase().charCodeAt(0) - 96));
/**
 * A list with its items marked 1, 2, … (or a, b, …; i, ii, …) inside a line, without the marks: items that open a
 * sentence as sentences of their own; items inside one ("We offer (1) meal plans, (2) grocery lists") as a list in
 * it ("We offer meal plans, grocery lists"). A mark with no item after it goes.
 */
export function listedApart(text: string): string {
  const items = [...text.matchAll(LIST_MARK)];
  if (items.length < 2 || items.some((item, i) => ordinalOf(item[1] ?? item[2] ?? item[3]!) !== i + 1)) return text.replace(MARK_ALONE, '');
  const lead = text.slice(0, items[0]!.index).split(/[.!?]\s+/).at(-1)!.trim();
  const inline = !!lead && !/[.!?]$/.test(lead);
  let listed = '';
  let from = 0;
  for (const [i, item] of items.entries()) {
    const before = text.slice(from, item.index).trimEnd();
    if (inline) listed += i === 0 || /[,;:]$|\b(?:and|or)$/i.test(before) ? `${before} ` : `${before}, `;
    else if (before) listed += `${before}${/[.!?;:]$/.test(before) ? '' : '.'} `;
    from = item.index + item[0].length;
  }
  return listed + text.slice(from).trimStart();
}

// "tinder but for gym buddies", "kinda like duolingo but for coding\": the idea is "Tinder for gym buddies" (said
// once the idea is known, "like a gym but for clay" is a pitch, in the founder's words).
const BUT_FOR = /^((?:(?:so|ok(?:ay)?|basically|honestly|my idea is|the idea is|idea:)[,:]?\s+)*)(?:(?:it'?s|its|it is|think|kinda|kind of|sort of|something|a bit)\s+)*(?:like\s+)?(?:an?\s+)?(\p{L}[\p{L}\d.'’-]*(?:\s+\p{L}[\p{L}\d.'’-]*)?)\s*,?\s+but\s+for\s+(?=\S)/iu;
// "I want to fix that with an app that predicts demand": the idea is the app.
const FIX_WITH = /\b((?:i|we)\s+(?:want|would like|'d like|plan|hope|am going|are going|'m going|'re going)\s+to)\s+(?:fix|solve|tackle|change|address)\s+(?:that|this|it)\s+(?:with|by building|by making)\s+(?=an?\s)/gi;
// "We're a small team building a budgeting app", "ok cool. We're three ex-nurses building a shift-swap app", "I'm a
// nurse building …": who they are, then what they build.
const TEAM_BUILDING =
  /(?<=^|[.!?]\s{1,3})((?:we'?re|we are)\s+(?:(?:an?\s+)?(?:[\w-]+\s+){0,2}team(?:\s+of\s+(?:[\w-]+\s+)??[\w-]+)?|(?:two|three|four|five|six|\d+|a couple of|a pair of)\s+(?:[\w-]+\s+){0,2}?(?:[\w-]+s|people|women|men))|(?:i'?m|i am)\s+an?\s+(?:[\w-]+\s+){0,2}?(?:[\w-]*(?:er|or|ist|ian|nurse|doctor|chef|cook|mum|mom|dad|parent|student)))\s+(building|making|developing|creating|working on)\s+(?!(?:it|this|that|them)\b)/i;
// "we are a startup that helps landlords screen tenants": what the startup does is the idea.
const WE_ARE_WHAT_DOES = /^(?:we'?re|we are)\s+(an?\s+(?:[\w-]+\s+){0,2}(?:startup|company|business|non-?profit|social enterprise|charity)\s+(?:that|which)\s+(?:helps|lets|connects|matches|makes|builds|gives|brings|turns|sells|offers|provides|teaches|trains)\b)/i;
// "i run a food truck in Austin, want to add catering", "We own a bakery. We want to add a bread subscription": what is
// added to the business they run is the idea.
const ADDED_TO_BUSINESS = /^((i|we)\s+(?:run|own|have|operate|manage)\s+(?:an?|my|our)\s+[^,.;!?]{2,60}?)(?:,\s*(?:and\s+)?|\s+and\s+|[.;!]\s+(?:i\s+|we\s+)?)(?:(?:i|we)\s+)?((?:really\s+)?(?:want|plan|would like|'d like|hope)\s+to)\s+(?:add|start offering|expand into)\s+/i;
// "my friend and I were thinking about opening a coworking space": a plan said as a thought.
const THOUGHT_OF = /^((?:(?:so|ok(?:ay)?|well|hi|hey|hello)[,!.]?\s+)*(?:i|we|(?:me|i)\s+(?:and|n|&)\s+my\s+[\w-]+|my\s+[\w-]+\s+(?:and|n|&)\s+(?:i|me)))(?:'ve|\s+have)?(?:'m|'re|\s+am|\s+are|\s+was|\s+were|\s+been)?\s+(?:(?:really|seriously|also)\s+)?thinking\s+(?:about|of)\s+(open|start|launch|build|creat|mak|develop|run|set)(?:ing)?(?=\s)/i;
// "I've been working on a scheduling tool for dog groomers": what they are building.
const WORKING_ON = /^((?:(?:so|ok(?:ay)?|hi|hey|hello)[,!.]?\s+)*(?:i|we))(?:'ve|\s+have)\s+been\s+(?:working on|building|developing|making|creating)\s+(?=(?:an?|my|our)\s)/i;
// "Looking to launch a second-hand baby clothes subscription", "I'm looking to open a café".
const LOOKING_TO = /^((?:(?:so|ok(?:ay)?|hi|hey|hello)[,!.]?\s+)*)(?:(?:i'?m|i am|we'?re|we are)\s+)?looking\s+to\s+(?=(?:launch|start|build|open|create|make|set up|develop|offer|sell|run)\s)/i;
// "I need help with my idea. It's a subscription for …": what "it" is after the idea is announced.
const ANNOUNCED_THEN_SAID = /\b((?:my|our|an?|this)\s+(?:[\w-]+\s+)?(?:idea|startup|business|project))(?:[.!:]+\s+|\s*[,:—–-]\s*)(?:it'?s|it is|this is)\s+(?=an?\s)/i;
// "helping immigrants in Canada with their taxes", "Selling refurbished laptops to students": a doing said alone.
// (Not "renting": a first message "Renting …" says more often what the founder does already; held-out part 8 fell with it.)
const PLAIN_VERB: Record<string, string> = { helping: 'help', selling: 'sell', teaching: 'teach', connecting: 'connect', delivering: 'deliver', offering: 'offer', making: 'make', building: 'build', organising: 'organise', organizing: 'organize', matching: 'match' };
// (One sentence without a number: "Selling retro games, Famicom, Game Boy. 20 years." is what they do.)
const DOING_ALONE = new RegExp(String.raw`^(${Object.keys(PLAIN_VERB).sort((a, b) => b.length - a.length).join('|')})\s+(?=[^.!?\d]+[.!]?$)`, 'i');
// "Our company, GreenCrate Ltd, develops reusable packaging": the company's name said between commas, before what it does.
const COMPANY_NAMED = /(^|[.!?]\s+)((?:[Oo]ur|[Mm]y)\s+(?:company|startup|business|firm|brand))\s*,\s*\p{Lu}[^,.;:!?]{0,40},\s*(?=\p{Ll}+s\b)/gu;
// "What if there was an app that matched dog owners with walkers?"
const WHAT_IF_THERE_WAS = /^(?:(?:so|hmm+|ok(?:ay)?)[,.]?\s+)?what if there (?:was|were|is|existed)\s+(an?\s[^?]+?)\s*\?*$/i;
// "What do you think about an app for plant lovers?", "thoughts on a dating app for farmers?", "Would a subscription box for
// board games work?": the first idea, said as a question to the coach.
const IDEA_ASKED_ABOUT = new RegExp(
  String.raw`^(?:` +
    String.raw`(?:what do you think|how do you feel|what(?:'s| is) your (?:opinion|take)|(?:any |your )?thoughts|what about|how about)\s+(?:(?:about|of|on)\s+)?(an?\s[^?]*[^?\s])` +
    String.raw`|(?:do you think|is|would|could|will)\s+(an?\s[^?]*?\S)\s+(?:be\s+)?(?:a good idea|work|could work|would work|viable|make money|a good business|sell)` +
    String.raw`)\s*\?+$`,
  'i',
);
/** "What do you think about an app for plant lovers?": the first idea, asked about (the coach takes it, and says so). */
export const ideaAskedAbout = (message: string) => IDEA_ASKED_ABOUT.test(message.trim().replace(LEAD, ''));
const VERB_OF: Record<string, string> = { creat: 'create', mak: 'make', set: 'set up' };
// "Wnat to buld a app": the words a plan is said with, as they are mistyped.
const TYPOS: Record<string, string> = { wnat: 'want', wnt: 'want', watn: 'want', whant: 'want', wamt: 'want', buld: 'build', biuld: 'build', bulid: 'build', buid: 'build', buil: 'build', bild: 'build', creat: 'create', craete: 'create', statr: 'start', strat: 'start', lauch: 'launch', luanch: 'launch', launh: 'launch', plaform: 'platform', platfrom: 'platform', platfom: 'platform', bussiness: 'business', busines: 'business', buisness: 'business', bussines: 'business', bizness: 'business', marketpalce: 'marketplace', markeplace: 'marketplace', webiste: 'website', wesbite: 'website' };
const TYPO = new RegExp(String.raw`\b(${Object.keys(TYPOS).join('|')})\b`, 'gi');
// "a app", "a online shop": the article as said before a vowel.
const A_BEFORE_VOWEL = /\b([Aa]) (?=(?:app|apps|online|ai|e-\w+|uber|airbnb|ecommerce|e-commerce|easy|affordable|all-in-one|automated|open|independent|eco-friendly|electric)\b)/gi;
// "I am having one idea of …": said as "I have".
const HAVING_IDEA = /\b(i|we)\s*(?:am|are|'m|'re)\s+having\s+(?=(?:one|an?|this|some|two|three|a few)\s+(?:[\w-]+\s+)?idea)/gi;
// "so i have this idea, tractor sharing for …", "got an idea - a ferry app …", "hey, i have an idea: …": the idea announced, then
// said after a comma, a dash or a colon, as after "My idea:" (not "I have an idea, but …", "…, what do you think?", nor an idea
// put as a question, "I have an idea: Uber for dog walking?").
const IDEA_THEN_SAID = /^([!.,]*\s*(?:(?:so|ok(?:ay)?|well)[,.]?\s+)?)(?:(?:i|we)(?:'ve|\s+have)?\s+)?(?:have|had|got)\s+(?:an?|this|one)\s+(?:(?:small|new|little)\s+)?idea(?:[,:]|\s[-–—])\s*(?!(?:but|and|so|or|not|what|how|which|that|i|we|it|it'?s|its|you|can|could|would|should|do|does|is|are|about|for|if|maybe|though|lol|haha)\b)(?=\p{L})(?=[^?]*$)/iu;
// "tractor sharing for small farmers", "a ferry booking app …": what follows the idea announced opens with a thing ("please give
// me your feedback", "need your help", "last year, about …", "my friend and I want to …", "kind of silly" do not).
const namesTheIdea = (rest: string) => !/^(?:(?:kind|sort)\s+of|(?:last|next|this)\s+(?:year|month|week|time|summer|winter|spring|autumn|fall))\b/i.test(rest) && opensWithAThing(rest);
// "hey, i have an idea: …": the idea announced at the end of what opens the message is read with the idea.
const ANNOUNCED_IN_LEAD = /(?:(?:i|we)(?:'ve|\s+have)?\s+)?(?:have|got)\s+(?:an?|this|one)\s+(?:[\w-]+\s+)?idea[,:]?\s*$/i;
// "so I've been thinking about an app for …": said as "I am thinking about …", the way the idea is heard said first (not the
// founder's background, which "I've been …" often opens; "I have been thinking about this for a while" names no idea).
const BEEN_THINKING = /\b(i|we)(?:'ve|\s+have)\s+been\s+thinking\s+(about|of)(?=\s+an?\s)/gi;
// "thinking about a marketplace for used textbooks", "been thinking of an app …": the same, said without "I".
const THINKING_ALONE = /^(?:(?:been|was|just)\s+)?thinking\s+(about|of)(?=\s+an?\s)/i;
/**
 * Common ways of saying the first idea, said as the reader hears it; `first`: no idea is known yet. They are read after
 * what opens the message (`LEAD`: "Hey, quick one: we run a coffee roastery and want to add a subscription").
 */
export const saidPlainly = (message: string, first: boolean) => {
  if (!first) return message;
  const lead = (LEAD.exec(message)?.[0] ?? '').replace(ANNOUNCED_IN_LEAD, '');
  return lead + firstSaidPlainly(message.slice(lead.length));
};
const firstSaidPlainly = (message: string) =>
  message
    .replace(TYPO, (word: string) => (/^\p{Lu}/u.test(word) ? TYPOS[word.toLowerCase()]!.replace(/^./, (c) => c.toUpperCase()) : TYPOS[word.toLowerCase()]!))
    .replace(A_BEFORE_VOWEL, (_, a: string) => `${a}n `)
    .replace(HAVING_IDEA, '$1 have ')
    .replace(IDEA_THEN_SAID, (said: string, lead: string, at: number, whole: string) => (namesTheIdea(whole.slice(at + said.length)) ? `${lead}my idea is ` : said))
    .replace(BEEN_THINKING, (_, who: string, of: string) => `${who} ${/^we$/i.test(who) ? 'are' : 'am'} thinking ${of}`)
    .replace(THINKING_ALONE, 'I am thinking $1')
    .replace(BUT_FOR, '$1$2 for ')
    .replace(/\b(i|we)\s+(have|got)\s+(?:(?:a\s+)?(small|new|little)\s+)?idea\b/gi, (_, who: string, has: string, size?: string) => `${who} ${has} ${size ? `a ${size}` : 'an'} idea`)
    .replace(FIX_WITH, '$1 build ')
    .replace(TEAM_BUILDING, (_, who: string, doing: string) => `${who}. ${/^i/i.test(who) ? 'I am' : 'We are'} ${doing} `)
    .replace(WE_ARE_WHAT_DOES, 'We are building $1')
    .replace(ADDED_TO_BUSINESS, (_, business: string, who: string, plan: string) => `${business}. ${who} ${plan} offer `)
    .replace(THOUGHT_OF, (_, who: string, verb: string) => `${who} want to ${VERB_OF[verb.toLowerCase()] ?? verb.toLowerCase()}`)
    .replace(WORKING_ON, '$1 are building ')
    .replace(LOOKING_TO, '$1I want to ')
    .replace(ANNOUNCED_THEN_SAID, '$1. My idea is ')
    .replace(DOING_ALONE, (_, doing: string) => `I want to ${PLAIN_VERB[doing.toLowerCase()]} `)
    .replace(COMPANY_NAMED, '$1$2 ')
    .replace(WHAT_IF_THERE_WAS, 'I want to build $1.')
    .replace(IDEA_ASKED_ABOUT, (_, about?: string, would?: string) => `I want to build ${about ?? would}.`);
// "Is it saving them time? yes, 3 hours a week": a question the founder answers at once with an amount says what the product saves.
// Answered otherwise ("yes, definitely", "Yes, because they drive less"), or of our own money ("Will it save us money? yes,
// 200 a month"), the question and the "yes" go, and the answer is read as said ("yes or no?" is the founder asking).
const SAVING_ANSWERED = /^(?:(?:so|and|but|well)[,]?\s+)?(?:is it|does it|will it|would it|could it|can it)\s+(?:sav(?:e|ing))\s+((?:them|him|her|us|you|people|(?:the\s+)?[\p{L}'’-]+s)\s+)?(?:any\s+|some\s+)?(?:time|money)\s*\?+\s*(?:yes|yeah|yep|yup|definitely|absolutely|sure|of course)\b(?!\s+or\b)[,.!:]*\s+(?=\S)/iu;
const SAVED_AMOUNT = new RegExp(String.raw`^(?:(?:about|around|roughly|almost|nearly|up to|over|at least)\s+)?(?:${AMOUNT_START}|\d)`, 'i');
export const savingAnswered = (message: string) =>
  message.replace(SAVING_ANSWERED, (asked: string, whom = '', at: number) => (!/^us\b/i.test(whom) && SAVED_AMOUNT.test(message.slice(at + asked.length)) ? `Saves ${whom}` : ''));

// "I want to build an app for them", "a marketplace that helps them sell surplus": "them" in a plan are its customers.
const THEM_IN_PLAN = /\b(for|helps?|lets?)\s+them\b/i;
/** Whom "them" in a plan names: the one customer on the canvas, else the people the first problem is said of. */
function whoThemIs(known: IdeaState): string | undefined {
  const people = known.blocks.WHO.length
    ? known.blocks.WHO.length === 1 ? known.blocks.WHO[0]!.replace(/[.!]+$/, '') : undefined
    : known.blocks.PAIN.map((pain) => PAIN_SAID_OF.exec(pain)?.[1]).find((said) => said && !/^(?:i|we|they|you|he|she|it|my|our|their|this|that|there|people)\b/i.test(said) && looksLikePeople(said));
  // Inside the plan, as said inside a sentence: "dog owners", but "Lagos families".
  return people && (opensWithName(people) ? people : brandCased(people.replace(/^\p{Lu}(?=\p{Ll})/u, (letter) => letter.toLowerCase())));
}
/** A plan that speaks of its customers as "them", with them named instead ("an app for dog owners"). */
// "I make furniture from old pallets and want to sell online", "I knit baby blankets and want to sell them on Etsy":
// what the founder makes is what they want to sell, said or not.
const MADE_THEN_SOLD = /^((?:i|we)\s+(?:make|bake|brew|knit|sew|build|craft|grow|cook|roast|produce|design|paint|print|carve|weave)\s+)((?:[\p{L}'’-]+\s+){0,5}?[\p{L}'’-]+)(\s+(?:at home|by hand|myself|ourselves|in (?:my|our) (?:garage|kitchen|workshop|garden|shed)))?(\s+and\s+(?:i\s+|we\s+)?(?:really\s+)?(?:want|wanna|plan|hope|would like|'d like)\s+to\s+(?:start\s+)?sell(?:ing)?)(?:\s+(?:it|them))?(?=\s|[.!]*$)/iu;
/** "I make candles and want to sell them" → "I make candles and want to sell candles". */
export const madeThingSold = (message: string) => message.replace(MADE_THEN_SOLD, (_, maker: string, thing: string, where = '', plan: string) => `${maker}${thing}${where}${plan} ${thing}`);

export function themNamed(message: string, known: IdeaState): string {
  const who = THEM_IN_PLAN.test(message) && BUILD.test(message) ? whoThemIs(known) : undefined;
  return who ? message.replace(THEM_IN_PLAN, `$1 ${who}`) : message;
}
export const marketCountedAlone = (before: Clause[], sentence: Clause[]) => marketCounted(textOf(before), textOf(sentence));
/** "Huge market, 4 million nurses.": the English model keeps the market line and its count in one clause; they are two. */
export const marketLineApart = (sentence: Clause[]) =>
  sentence.flatMap((clause) => {
    const [, line, count] = /^([^,]+,)\s+(.+)$/.exec(clause.text) ?? [];
    return line && count && marketCounted(line, count) ? [{ ...clause, text: line }, { ...clause, text: count }] : [clause];
  });
