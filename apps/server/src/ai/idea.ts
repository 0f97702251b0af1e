import { asDoing, brandCased, BRANDS, COUNT_OF_THEM, isNounPhrase, namesAPlace, opensWithPastVerb, sentencesOf, type Clause } from './clauses.ts';
import { surelyNotTheIdea } from './classifier.ts';
import { HAS_AMOUNT, PAIN_SAID_OF, scoreClause, strongest } from './cues.ts';
import { looksLikePeople } from './people.ts';
import { plainText } from './plain-text.ts';
import { PRICE } from './amount-corrections.ts';
import type { Fact, PlaceInMessage } from './reader-terms.ts';
import { AIMED, LEAD, leadOf, tidy } from './note-text.ts';
import { ACKNOWLEDGEMENT, SMALL_TALK, UNSURE } from './small-talk.ts';
import { EARNING, isTrade, KIN, scoreIsStrong, TRADE_ENDING } from './place-clause.ts';

/**
 * The idea: what counts as the idea in a clause (`ideaOf`), its parts (`ideaParts`: the thing, whom it
 * is for, what it does), what is not the idea (`notTheIdea`), a thing named for people
 * (`thingForPeople`), an idea labelled or announced (`labelledIdea`, `ideaAnnounced`), and the
 * product's name (`productName`).
 */

// "I want to do home eye tests" names the service; "I want to do something with AI" does not.
const NOT_VAGUE = String.raw`(?!\s+(?:it|this|that|something|anything|more|better|well|so|the same|what|my|our|a lot|business|research|marketing|sales|some|things|stuff)\b)`;
// "We plan weddings abroad": plans made for customers, not a plan of the founder's ("We plan to …", "We plan on …").
export const PLANS_FOR_OTHERS = String.raw`plan(?!\s+(?:to|on|for|ahead|is|was|it|this|that)\b)`;
// "We do bookkeeping for dentists": what "we do" names the work ("We do not …", "We do everything by hand" do not).
export const DOES_WORK = String.raw`do${NOT_VAGUE}(?!\s+(?:not|nothing|everything|all|both|each|have|need|want|know|get|use|make|pay|charge|take|offer|sell|[a-z]+ly)\b)`;

/** What a message that names no idea says of one: that it is coming ("I would like to present my idea"), or that there are several to choose from. */
export function ideaAnnounced(message: string): 'coming' | 'choice' | null {
  const sentences = sentencesOf(plainText(message)).map(leadOf);
  if (OFFERS_CHOICE.test(message) || sentences.some((s) => OPTION.test(s))) return 'choice';
  return sentences.some((s) => PREAMBLE.test(s)) ? 'coming' : null;
}

// Who a sentence speaks of, when they are not the founder's own people, nor everyone, nor the customers in general.
export const NOT_THE_CUSTOMERS = /^(?:(?:the|a|an|all|most|many|some|other|our|my)\s+)?(?:people|customers?|clients?|users?|everyone|everybody|anyone|nobody|competitors?|rivals?|incumbents?|investors?|co-?founders?|partners?|founders?|others|friends?|mentors?|advis[oe]rs?)$|^(?:the|my|our|your|his|her|their|its|this|that|these|those|there|here|what|which|one|each of|in|at|on|for|after|before|since|during|when|also|already|now|then|so|today|\d)\b|\b(?:competitors?|rivals?|incumbents?|investors?|co-?founders?)\b/i;

/**
 * A first statement that the word model is sure is about something else — a greeting, the
 * founder's background, the market — is not the idea, unless it opens its sentence by saying what
 * "we" do or build ("…, and we record them in a big ledger" is how things are done today).
 */
export function notTheIdea(text: string, message: string, firstIdea: boolean, opensSentence: boolean): boolean {
  return firstIdea && !BUILD.test(text) && !PRODUCT_DOES.test(text) && !FIRST_IDEA.test(text) && !BARE_PRODUCT.test(text) && !thingSoldSo(text) && !namesAMadeThing(text) && !SERVICE_FOR.test(text) && !(PRODUCT_FOR.test(text) && !PRICE.test(text)) && !(opensSentence && (/^(?:we|we're|we are)\b/i.test(text) || OFFERED_ONLINE.test(text) || offeredTo(text))) && surelyNotTheIdea(text, message);
}
// "I teach piano online", "I sell candles online": what the founder offers online, said first, is their business ("I teach
// maths at a secondary school" is their job).
const OFFERED_ONLINE = /^i\s+(?:teach|tutor|coach|sell|offer|run|give|host|design|make)\s+(?:[\p{L}'’-]+\s+){1,4}?online[.!]*$/iu;
// "I offer bookkeeping to small restaurants", "I teach maths online to kids who …": what the founder offers to customers, said
// first, is their business too, when the customers end it ("I sell to cafés" names no offer; "I teach maths to kids at a
// secondary school" is a job).
const OFFERED_TO = /^i\s+(?:teach|tutor|coach|sell|offer|give|provide|supply|deliver|rent(?:\s+out)?|lend)\s+(?!to\b)(?:[\p{L}'’-]+\s+){1,4}?to\s/iu;
// "(Hi 👋) I make candles for spas", "I design logos for startups.": what the founder makes for customers named at its end.
const OFFERED_FOR = /^i\s+(?:make|bake|build|design|cook|brew|sew|knit|print|repair|fix|clean|teach|tutor|coach|offer|provide|sell)\s+(?!for\b)(?:[\p{L}'’-]+\s+){1,4}?for\s+((?:[\p{L}'’-]+\s+){0,3}?[\p{L}'’-]+)[.!]?$/iu;
const offeredTo = (text: string) => {
  const sold = OFFERED_TO.test(text) ? toWho(text) : null;
  const forWhom = OFFERED_FOR.exec(text.trimEnd())?.[1];
  return (!!sold && namesCustomers(sold[1]!) && soldToAtEnd(text, sold) !== null) || (!!forWhom && namesCustomers(forWhom) && !NOT_THE_CUSTOMERS.test(forWhom) && isNounPhrase(`the ${forWhom}`));
};

// Doings that name an idea only with their verb, and the verb as the idea says it.
const ING: Record<string, string> = {
  'rent out': 'renting out', 'hire out': 'hiring out', rent: 'renting', sell: 'selling', bring: 'bringing', connect: 'connecting', host: 'hosting', organise: 'organising',
  organize: 'organizing', teach: 'teaching', help: 'helping', produce: 'producing', manufacture: 'manufacturing', import: 'importing', export: 'exporting', install: 'installing',
};
export const DOINGS = Object.keys(ING).join('|').replace(/ /g, String.raw`\s+`);
const ACTIVITY = new RegExp(String.raw`\b(${DOINGS})\s+$`, 'i');
const ALSO_DOING = new RegExp(String.raw`^and\s+(${DOINGS})\s+`, 'i');
const MAKES_AND_SELLS = /\s+and\s+(sell|rent)(?=\s+(?:them|it)\b)/i;
const MAKING: Record<string, string> = {
  make: 'making', bake: 'baking', grow: 'growing', cook: 'cooking', brew: 'brewing', roast: 'roasting', sew: 'sewing', knit: 'knitting', print: 'printing',
  build: 'building', repair: 'repairing', fix: 'fixing',
};
export const gerund = (verb: string) => ING[verb.toLowerCase().replace(/\s+/g, ' ')] ?? verb;
export const OFFERS_CHOICE = /(?:\b(?:i|we)(?:'ve|\s+have|\s+ve|ve)?\s+(?:have\s+|got\s+|had\s+)?|(?:^|[.!?]\s+)(?:(?:hi|hey|hello|so|ok)[,!.]?\s+)?)(?:like\s+|about\s+)?(?:two|three|2|3|several|a couple of)\s+(?:[\w-]+\s+)?ideas\b(?!\s+(?:for|about|on)\s+(?:the|a|an|our|my)\s+(?:name|pitch|price|pricing|logo|slogan|tagline|team)\b)/i;
export const OPTION = /^(?:the\s+)?(?:first|second|third|other|another|last|1st|2nd|3rd)\s+(?:one|idea|option)\s*(?:is|would be|[:=-])\s/i;
// A clause that announces an idea without saying it.
export const PREAMBLE = /^(?:i|we) (?:need|want|would like) (?:some )?(?:help|advice|feedback) (?:with|on|w\/?|for) (?:my|our|an?|this) (?:\w+ )?(?:idea|plan|startup|business)[\s.!?,]*$|^(?:i|we)(?: should like| would like|'d like| want| wanna) to (?:present|share|pitch|explain|describe|tell you about|discuss|talk about|talk through|go over|go through|brainstorm) (?:my|our|an?|this) (?:[\w'’-]+ ){0,2}(?:idea|plan|startup|business|project|initiative|product)(?: (?:with|to) you)?[\s.!?]*$|^(?:i|we)(?: would like|'d like| want| wanna) to (?:develop|validate|refine|work on|improve|test) (?:my|our|this) (?:[\w'’-]+ )?(?:idea|plan)(?: (?:with|to) you)?(?: further)?[\s.!?]*$|^(?:(?:please )?(?:allow|let) me(?: to)? (?:present|share|explain|introduce)(?: (?:my|our|an?|this) (?:[\w'’-]+ )?(?:idea|plan|startup|business|project|initiative|company))?|(?:i|we)(?: want| would like|'d like) to ask (?:for )?your (?:opinion|advice|feedback|help) (?:on|about) (?:my|our|an?|this) (?:[\w'’-]+ ){0,2}(?:idea|plan|project))[\s.!?]*$|^(?:(?:a|my|our|the) )?(?:quick |short |little )?(?:pitch|question|idea)s?(?: dump| list)? (?:coming(?: up)?|incoming|here|below|first|for you)[\s.!:]*$|^(?:the|my|our) (?:problem|idea|solution|concept)[\s.!:]*$|^(?:(?:ok(?:ay)?|so|alright|right)[,!.]?\s+)?(?:here (?:goes|it is|we go)|let'?s (?:go|start|begin|do (?:this|it))|(?:a )?(?:long|big) (?:message|post|text|one)(?: incoming| coming(?: up)?| ahead)?|(?:a )?wall of text(?: incoming| ahead)?|bear with me)(?:,?\s+sorry)?[\s.!:]*$|^(?:so )?(?:i|we)(?:'ve| have)? (?:have|got|had) (?:an?|this|my|one|a few|two|three|2|3|several|some|a couple of) (?:[\w-]+ ){0,2}(?:idea|ideas|question|plan)\b(?: actually)?(?: (?:about|in|around|regarding|concerning|related to|on) (?:an?|my|our|the)?\s?(?:[\w-]+ ){0,2}[\w-]+| for (?:(?:an?|my|our|the)\s(?:[\w-]+ ){0,2}(?:startup|business|company|project|app|product|venture|side hustle|side project|thing|website|platform|industry|sector|market|field|space|thesis|hackathon|competition|contest|course|class|assignment)s?(?: in [\w-]+)?|(?!(?:an?|my|our|the)\b)[\w-]+(?: [\w-]+)?)| (?:that|which)(?:'s|\s+is|\s+has|\s+keeps)?(?:\s+[\w'-]+){1,8})?[\s.!?]*$/i;

// What founders build or run, named by its head noun.
const IDEA_NOUNS = 'app|apps|application|tool|platform|service|marketplace|product|website|site|software|saas|bot|chatbot|plugin|extension|api|box|shop|store|agency|network|community|kiosk|device|system|dashboard|tracker|planner|finder|club|cafe|café|bakery|studio|course|program';
// Who plans: "I", "we", "me and my cousin" ("me n my cousin"), "Tom and me".
const PLANNERS = String.raw`(?:i|we|me\s+(?:and|n|&)\s+my\s+[\w-]+|[\w-]+\s+(?:and|n|&)\s+me)`;
// "I want to make money online" is no plan to build something.
const NOT_MONEY = String.raw`(?!\s+(?:money|a living|some money|extra money|cash)\b)`;
export const BUILD = new RegExp(
  String.raw`^(?:.*?\b)?(?:i|we)(?:'ve| have)?\s+(?:made|built|developed|designed|created|launched)\s+(?:a|an|the|our)\s+(?:first\s+|working\s+|small\s+)?(?:prototype|mvp|beta|demo|pilot|first version)\s+(?:of|for)\s+(.+)|^(?:.*?\b)?${PLANNERS}(?:'m|'re| am| are| r)?(?:\s+|(?='d)|\s+[^,.;!?]{1,40}?\s+and\s+)(?:(?:really\s+)?(?:want(?:ing)?|wanna|plan(?:ning)?|going|hop(?:e|ing)|would like|'d like|would rather|'d rather|aim(?:ing)?|intend(?:ing)?|thinking (?:about|of)|try(?:ing)?))\s+(?:to\s+)?(?:build|create|make${NOT_MONEY}|launch|start|develop|design|open|offer|run|set up|rent out|rent|sell|provide|hire out|bring|connect|host|do${NOT_VAGUE}|organi[sz]e|give(?=\s+(?:workshops|courses|classes|lessons|trainings?|talks|tours|sessions)\b)|teach|produce|manufacture|import|export|install|help(?!\s+(?:me|us|you|out|with|them|him|her|my|our|his|their)\b)|turn (?:it|this|that) into|building|creating|making${NOT_MONEY}|launching|starting|developing|opening)\s+(.+)|^(?:.*?\b)?${PLANNERS}(?:'m|'re| am| are| r)\s+(?:building|creating|making|launching|starting|developing|designing|opening|working on|doing(?=\s+an?\s)|thinking (?:about|of)(?=\s+an?\s))\s+(.+)|^(?:.*?\b)?(?:i|we)(?:'d| would)\s+(?:build|create|make|launch|open|offer|run)\s+(.+)|^(?:really\s+)?(?:want|wanna|planning|hoping|would like|'d like|trying)\s+to\s+(?:build|create|make${NOT_MONEY}|launch|start|develop|design|open|offer|run|set up|sell|provide)\s+(.+)|^(?:.*?\b)?(?:i|we)\s*(?:(?:'d|would)\s+like|(?:really\s+)?(?:want|wanna|need|imagine|envision))\s+((?:an?|one)\s+(?:[\w-]+\s+){0,3}?(?:${IDEA_NOUNS})\b.*)|^(?:.*?\b)?(?:my|our|the) (?:startup |business |app |product )?idea(?: is|:)(?: to [a-z]+| about| for)?\s+(.+)`,
  'i',
);
// "thinking about an uber for dog walking" said without "I'm", "I have this idea for a …", "it's
// like airbnb but for parking", "there should be a better way to find a babysitter": only ever the first idea; later they are as often a plan or a feature.
const FIRST_IDEA = new RegExp(
  String.raw`^(?:so\s+)?(?:i|we)(?:'ve|\s+have)?\s+(?:started|launched|developed|built|created|designed)\s+(an?\s(?!.*\b(?:ago|years|since|in (?:19|20)\d\d)\b).+)|^(?:(?:so|just|currently|now)\s+)?thinking (?:about|of)\s+(?:doing|setting up)\s+(?!(?:something|anything|it|that|this|more|some|the|my|our|an?|masters)\b)([\w+-]+\s+[\w+-].*)|^(?:(?:so|just|currently)\s+)?thinking (?:about|of)\s+(an?\s.+|(?!(?:this|its|it|us|yes|[a-z]+ing)\b)[a-z]+s\s.+)|^(?:it'?s|its|it is)\s+(?:basically\s+|kind of\s+|sort of\s+|just\s+)?like\s+((?:an?\s+)?[\w-]+(?:\s+but)?\s+for\s+.+)|^(?:(?:so|ok|okay|well)[\s,]+)?(?:(?:it'?s|its|it is|think|imagine)\s+)?(?:basically\s+|kind of\s+|sort of\s+|just\s+)?(?:like\s+)?(?:an?\s+)?((?:${BRANDS})(?:\s+but)?\s+(?:for|of)\s+(?!(?:(?!(?:who|that|which|where|so)\b)[\w'’,-]+\s+)*?(?:is|are|was|were|exists?|existed|costs?|failed|has|have|had|takes?|took|been|did|already|will|would|could|can|sounds?|seems?)\b)(?:[\w'’-]+,?\s+){0,11}?[\w'’-]+)[\s.!]*$|^(?:.*?\b)?there\s+(?:should|has to|must|needs to|ought to)\s+be\s+(an?\s+(?:better|easier|simpler|cheaper|faster|smarter|safer|fairer|proper)\s+(?:way|place|app|service|platform|tool)\s+(?:to|for)\s(?!(?:me|us|you|them)\b)(?![\w-]+\s+(?:this|that|it|them)[\s.!?]*$).+)|^(?:.*?\b)?(?:someone|somebody)\s+(?:should|needs to|has to)\s+(?:build|make|create|start|open)\s+(an?\s+(?:[\w-]+\s+){0,2}(?:app|platform|site|website|tool|service|marketplace|shop|store|bakery|caf[eé]|daycare|school|club|bot|device|software|business)\b.*)|^(?:.*?\b)?(?:i|we)(?:'ve| have)?\s+(?:have|got|had)\s+(?:an?|this|my|one)\s+(?:[\w-]+\s+)?idea\s+(?:for|of|about)\s+(?!(?:an?|my|our|the)\s+(?:[\w-]+\s+)?(?:app|business|startup|product|company|project)\s*[.!?]*$)(.+)`,
  'i',
);
// "My startup helps hospitals schedule nurses": the idea is the product and what it does.
const PRODUCT_DOES =
  /^(?:so\s+)?(?:my|our)\s+((?:[\w-]+\s+)?(?:startup|app|product|platform|service|tool|company|business|website|marketplace|software|bot))\s+((?:helps|lets|allows|enables|connects|matches|gives|turns|makes|builds|creates|develops|designs|produces|finds|tracks|sends|shows|books|pairs|teaches|automates|predicts|schedules|delivers|sells|rents|handles|manages|monitors|reminds|warns)\b.+)/i;
// "We rent solar cold boxes to fishers", "We pair refugees with retirees", "We're putting vans on the road": the first
// thing a founder says they do, with any verb of doing in the present (not one of having, wanting, paying or thinking),
// unless it only mentions an idea.
const NOT_DOING = 'am|are|is|was|were|be|have|has|had|want|need|think|know|like|love|hope|guess|believe|feel|wish|can|could|will|would|should|shall|may|might|must|do|does|got|get|plan|aim|intend|try|also|just|really|already|still|only|usually|often|never|always|all|both|each|too|lose|spend|pay|charge|earn|save|struggle|waste|hate|worry|throw|forget|miss|panic|fail|suffer|chase|wait|see|hear|live|work|go|come|say|tell|call|mean|keep|use|agree|disagree|take|own|run out|started|alone|together|two|three|four|five';
const NOT_DOING_NOW = 'thinking|hoping|trying|looking|planning|going|aiming|struggling|getting|having|being|doing|losing|spending|paying|charging|earning|saving|wasting|worrying|seeing|living|working|coming|saying|telling|talking|asking|wondering|hiring|raising|growing|using|waiting|keeping|taking|still|also|just|really|now|currently|already';
const WE_DO_WORK = String.raw`^we\s+${DOES_WORK}\s+(?=[a-z])(.+)`;
const DOES = new RegExp(
  String.raw`^(?:i'm|i am|we're|we are)\s+(?!(?:${NOT_DOING_NOW})\b)([a-z]+ing\s+(?!.*\bideas?\b).+)|^(?:i|we)\s+(?:(?:build|create|develop|make|rent out|rent|sell|offer|provide|produce|lend)\s+(?!(?:it|them|us|a|an|the)\s+(?:for|at)\b)(.+)|((?!.*\bideas?\b)(?![a-z]+ed\s|[a-z]*'[a-z]+\s)(?:${PLANS_FOR_OTHERS}|(?!(?:${NOT_DOING})\b)[a-z]+),?\s+.+))|${WE_DO_WORK}`,
  'i',
);
// "My startup is a booking app for vets": the company is the product it names.
const COMPANY_IS = /^(?:my|our)\s+(?:startup|company|business|venture)\s+(?:is|will be)\s+(?=an?\s)/i;
export const IT_IS_A_PRODUCT = /^(?:it'?s|it is|this is|it(?:'ll| will| would|'d) be)\s+(?:an?\s+(?:[\w-]+\s+){0,4}?(?:app|platform|tool|marketplace|software|saas|website|service|bot|chatbot|plugin|device|kit|subscription box)|(?:[\w-]+\s+){0,2}?(?:software|saas))[.!]?$/i;
export const PRODUCT_NOUN = /\b(app|apps|application|tool|platform|service|marketplace|product|website|site|software|saas|bot|chatbot|plugin|extension|api|subscription box|box|shop|store|agency|network|community|kiosk|device|gadget|system|dashboard|tracker|planner|finder|club|cafe|café|bakery|studio|clinic|school|course|program|franchise|brand|business|company|startup)(?:s|es)?\b/i;
const IDEA_NOUN_PHRASE = new RegExp(String.raw`^(?:it'?s |it is |this is |basically |just )?(?:an?|the|our|my)\s+(?:[\w-]+\s+){0,5}?(?:${IDEA_NOUNS})\b`, 'i');
// "a platform to book the whole party in one place": a product and what it is for is an idea, whatever
// the word model says ("A box for 50 people is 60 pounds a week" is a price).
const PRODUCT_FOR = new RegExp(String.raw`${IDEA_NOUN_PHRASE.source}\s+(?:to|that|which|for|where|connecting|helping|letting)\s`, 'i');
// "B2B SaaS for HR teams …", "Mobile app that …": a product named without an article, and what it is for
// (a "club for …" or a "website for …" needs its article to be the idea).
const BARE_PRODUCT = new RegExp(String.raw`^(?!(?:an?|the|our|my|this|that|each|every|one|he|she|they|i|we|you|it|his|her|their)\s)(?:[\w-]+\s+){0,3}?(?!(?:product|website|site|community|club|cafe|café|bakery|studio)s?\s)(?:${IDEA_NOUNS})s?\s+(?:for|that|which|where|to|helping|connecting|matching|letting)\s`, 'i');
// "Seed swapping for allotment gardeners.", "Travel insurance built specifically for people with type 1
// diabetes.": before any idea, a thing named without a verb, and the people it is for.
const MADE_FOR = String.raw`(?:built|designed|made|tailored)(?:\s+(?:specifically|just|only|especially))?`;
// "A dog walking app (but) only [for seniors]": what narrowed it to them has gone with them.
const MADE_AT_END = new RegExp(String.raw`,?\s+(?:(?:but|and)\s+)?(?:${MADE_FOR}|only|just|especially|exclusively|specifically|mainly|mostly|primarily)\s*$`, 'i');
const THING_FOR = new RegExp(String.raw`^((?:[\p{L}\d+&'’-]+\s+){0,6}?[\p{L}\d'’-]+),?\s+(?:${MADE_FOR}\s+)?for\s+\S`, 'iu');
// Words that make "X for …" something else: a greeting, thanks, an amount, a remark, a hedge ("Free
// for families", "Lots of demand for dog walkers", "Congrats for all founders", "Probably for students").
const NOT_A_THING = /^(?:lots|plenty|many|much|more|most|some|any|no|not|thanks|thank|congrats|congratulations|greetings|sorry|help|love|respect|demand|need|needs|room|time|same|also|just|so|very|too|good|great|bad|big|huge|little|free|cheap|affordable|available|perfect|ideal|easy|hard|difficult|important|useful|ready|enough|nothing|something|everything|all|getting|going|looking|working|waiting|paying)\b/i;
// What changes or compares, not a thing: "Higher taxes for diesel cars", "New rules for landlords".
export const CHANGE = /^(?:higher|lower|rising|falling|new|more|less|fewer|better|worse|cheaper|bigger|smaller)\b/i;
// Said of everyone, not of customers: "Happy new year for everyone!".
const EVERYONE = /^(?:every(?:one|body)|any(?:one|body)|all|you|y'all)\b/i;
// Someone is or does something in the sentence: "Sport in Moldova for kids, after school, is very poor".
export const IS_SAID = /\b(?:is|are|was|were|isn'?t|aren'?t|wasn'?t|weren'?t)\b/i;
// "…for small fishing boats": things the customers use, in a plural of its own (the English model reads "boats" as a verb).
const THINGS = /^(?:[\p{L}-]*[^s\s]\s+){0,3}[\p{L}-]+[^s]s$/u;
/**
 * "A tool-sharing platform among neighbours", "Coworking desks used by remote workers": a thing and the people it ends on, read
 * as "… for neighbours" is (`thingForPeople`).
 */
export function thingTiedToPeople(sentence: string, nothingDone = false): boolean {
  const tied = tiedAtEnd(sentence);
  return !!tied && thingForPeople(`${sentence.slice(0, tied.index)} for ${tied[1]}`, nothingDone);
}
/** "Meal kits for busy parents": a thing and who it is for, and nothing else; with `nothingDone`, no verb in the thing either. */
export function thingForPeople(sentence: string, nothingDone = false): boolean {
  const thing = THING_FOR.exec(sentence)?.[1];
  const forWho = FOR_WHO.exec(sentence)?.[1];
  const forThings = !!forWho && !looksLikePeople(forWho) && THINGS.test(forWho);
  if (!thing || !forWho || !(looksLikePeople(forWho) || forThings) || sentence.includes('?') || NOT_A_THING.test(thing) || EVERYONE.test(forWho) || HAS_AMOUNT.test(thing)) return false;
  if (nothingDone && sentencesOf(thing).flat().some((clause) => clause.hasVerb)) return false;
  // "Accountant for small businesses, 15 years.", "Social worker for children": a role is the founder's background.
  const role = /[a-z]+(?:er|or|ist|ian)$/i.exec(thing)?.[0];
  if ((looksLikePeople(thing) && !peopleOffered(thing, forWho, nothingDone)) || (role && looksLikePeople(`${role}s`)) || /\b(?:consultant|accountant|assistant|agent|attendant)$/i.test(thing)) return false;
  // One word is a thing only as a plural or a name of an activity ("overlays", "childminding"), not
  // a remark ("Expensive for students", "Probably for students").
  if (!/\s/.test(thing) && !/(?:[^s]s|ing)$/i.test(thing)) return false;
  // No one does anything in it: no pronoun or auxiliary before a relative clause ("Families want to
  // tune them for …"; "IT" is no "it"), no verb said of the people ("Childcare for working parents
  // costs a fortune"), and no "is" anywhere ("Respite care for carers who look after a parent is …").
  const head = sentence.split(/\s+(?:who|that|which|where|whose)\s/i)[0]!.replace(/\b(?:IT|US)\b/g, '');
  // "…for kids aged 4 to 7": how old they are is said of them, and "aged" is no verb of theirs. Read after "the", as the English
  // model reads a plural alone ("kids") as a verb.
  const people = forWho.split(/(?<!\s)\s+(?:who|that|which|where|whose|aged)\s/i)[0]!;
  return !SENTENCE_WORD.test(head) && !/\b(?:them|to\s+[a-z]+)\b/i.test(head) && !IS_SAID.test(sentence) && (forThings || !sentencesOf(`the ${people}`).flat().some((clause) => clause.hasVerb));
}
/**
 * "Video interpreters for hospitals", "Dog walkers for busy owners": people of a trade, named in the plural for other
 * people, before any idea, are the service offered to them ("Accountant for small businesses" is the founder's background).
 */
const peopleOffered = (thing: string, forWho: string, nothingDone: boolean) =>
  !nothingDone && /\s/.test(thing.trim()) && /s$/i.test(thing) && TRADE_ENDING.test(thing.slice(0, -1)) && looksLikePeople(forWho) && !looksLikePeople(thing.split(/\s+/)[0]!);
// "my cousin in Romania do this service for elderly …": what someone else does is not the founder's idea.
const SOMEONE_ELSE_DOES = new RegExp(String.raw`^(?:my|our|his|her|their)\s+(?:[\w-]+\s+)?${KIN}\b`, 'i');
// "catering for office lunches", given for the idea: a service named by what it does, and for what.
const SERVICE_FOR = new RegExp(String.raw`^(?!(?:${NOT_DOING_NOW})\b)[a-z]+ing\s+(?:for|of)\s+\S`, 'i');
// "…for kids learning to read", "…for seniors who want to stay at home": a customer who is learning,
// wanting or able to do something keeps the "to".
const FOR_WHO = /(?<!\s)\s+for\s+(.+?)(?<!\b(?:learning|trying|wanting|starting|hoping|planning|able|ready|going|struggling|want|wants|need|needs|hope|hopes|try|tries|like|love|have|has|about))(?=\s+(?:that|which|to help|to(?!\s+\d)|so|where|because|bc|b\/c|cuz|coz|cos|by|in order|at|near|around|while|when|whenever|during|(?<!\b(?:worry|worries|worried|care|cares|caring|serious|curious|confused|bad|good|passionate|excited|anxious|nervous|concerned|crazy|mad|know|knows|learn|learning|think|thinking|talk|talking|feel|feels|unsure|sure|clueless|enthusiastic|obsessed)\s+)about(?!\s+(?:to\b|\d|once\b|twice\b|half\b))|(?:(?:primarily|mainly|mostly|specifically|especially|largely)\s+)?(?:aimed|targeted|geared)|for|(?<!\b(?:work|works|worked|working|live|lives|living|study|studies|studying|who\s+[a-z'-]+)\s+)(?:automatically|instantly|remotely|overnight)|(?<!\b(?:people|folks|those|anyone|everyone|someone|fans|women|men|kids|teens|guys|girls)\s+)into)\b|[,;:]|$)/i;
const AIMED_AT = new RegExp(
  FOR_WHO.source.replace(String.raw`\s+for\s+`, String.raw`,?\s+${AIMED}\s+`),
  'i',
);
const TO_WHO = /\s+to\s+(?!(?:help|make|get|find|manage|track|plan|book|keep|let|do|be|have|work|use|learn|pay|save|sell|buy|reach|build|run|answer|teach|connect|match|link|pair|bring|deliver|give|send|show|offer|provide|rent|lend|share|swap|trade|order|collect|compare|monitor|hire|fix|repair|clean|cook|grow|bake|ship|print|design|create|organi[sz]e|host|train|coach|support|serve|protect|reduce|cut|lower|simplify|automate|replace|turn|convert|bridge|gather|the (?:market|app|platform))\b)((?:[\p{L}\w-]+\s+){0,4}?[\p{L}\w-]+)(?=\s+abroad|\s+(?:that|which|who|so|where|because|by|in|at|with(?=\s+(?:our|the|a|an|us|it|them|their|its|my|your)\b)|on|for|every|each|before|after|daily|weekly)\b|[,;.!]|$)/iu;
// "…direct to buyers in Europe": where the customers are is part of who they are. Case-sensitive, as
// a place is capitalised: "…to factories in the plains" stops before "in".
const IN_PLACE = /^\s+in\s+\p{Lu}[\p{L}'’-]*(?:\s+\p{Lu}[\p{L}'’-]*)*/u;
function toWho(text: string): RegExpExecArray | null {
  const match = TO_WHO.exec(text);
  const place = match && IN_PLACE.exec(text.slice(match.index + match[0].length));
  if (place) {
    match[1] += place[0];
    match[0] += place[0];
  }
  return match;
}
// "…where delivery drivers reserve…", "…where people who lost a pet can talk…": the shortest run of words that names people, with its relative clause.
const WHERE_WHO = /\bwhere\s+((?:[\p{L}\w-]+\s+){0,2}?(?:[\p{L}\w-]*people|staff|everyone|anyone|[\p{L}\w-]+s)(?:\s*\([^)]*\))?(?:\s+who\s+(?:[\p{L}\w-]+\s+){0,5}?[\p{L}\w-]+(?=\s+(?:can|could|will)\b))?)\s+(?:can\s+)?[a-z]+/iu;
// "…helps landlords find tradespeople", and the people it ends on: "I want to help small bakeries".
const LETS_WHO = /\b(?:lets|helps|allows|enables|connects|matches|gives|warns|alerts|tells|reminds|notifies|pays|teaches|trains|connect|match|pair|help|teach|train|connecting|matching|pairing|linking|helping|teaching|training)\s+(?!(?:them|us|you|it|me|him|her)\b)((?:(?!(?:to|for|with|in|on|at|by|from|of)\b)[\p{L}\w-]+\s+){0,3}?(?:[\p{L}\w-]+s|women|men|people|children|staff))(?:\s+(?:to\s+)?(?:with\s+)?[\p{L}\w-]+|[.!]?$)/iu;
// "…where local farms sell vegetables to restaurants": those who sell on the platform are its suppliers, unless
// they sell "to each other".
const whereWho = (text: string) => {
  const match = WHERE_WHO.exec(text);
  return match && (!/\b(?:sell|sells|offer|offers|supply|supplies|list|lists|lend|lends|rent|rents)$/i.test(match[0]) || /\b(?:each other|one another)\b/i.test(text)) ? match : null;
};
const CUSTOMERS_THAT = /^\s+(?:that|which)\s+(?!(?:is|was|has|does|will|would|can|could|should|might|may|must)\b)[a-z]+(?<![^s]s)\b[^,;.!?]*/i;
const WITH_WHO = /\b(?:matches|connects|pairs)\b.*?\bwith\s+((?:[\p{L}\w-]+\s+){0,2}?[\p{L}\w-]+s)\b/iu;
// "…for language exchange between refugees and locals": the two sides it serves.
// ("…compare prices between supermarkets and discounters", "…a courier service between shops and homes" name no customers.)
const betweenWho = (text: string) => {
  const match = BETWEEN_WHO.exec(text);
  if (!match || /\b(?:compar\w*|choos\w*|choice|switch\w*|decid\w*|pick\w*)\s+(?:[\w-]+\s+){0,2}between\b/i.test(text)) return null;
  return match[1]!.split(/\s+and\s+/i).every(looksLikePeople) ? match : null;
};
// "…connecting dog owners with local walkers", "…matches farmers and restaurants": a marketplace's two sides, both its customers.
const SIDES = /\b(?:connect|connects|connecting|match|matches|matching|pair|pairs|pairing|link|links|linking)\s+((?:[\p{L}\w'’-]+\s+){0,3}?[\p{L}\w-]+)(?:\s+\p{L}+ly)?\s+(?:with|and|to)\s+((?:[\p{L}\w'’-]+\s+){0,3}?[\p{L}\w-]+?)(?=\s+(?:who|that|which|for|in|near|looking|to|so|on|at|from|through|via|by)\b|[,;.!]|$)/iu;
const bothSides = (text: string): RegExpExecArray | null => {
  const match = SIDES.exec(text);
  if (!match || !looksLikePeople(match[1]!) || !looksLikePeople(match[2]!)) return null;
  match[1] = `${match[1]} and ${match[2]}`;
  return match;
};
const BETWEEN_WHO = /\bbetween\s+((?:[\p{L}\w-]+\s+){0,3}?[\p{L}\w-]+\s+and\s+(?:[\p{L}\w-]+\s+){0,3}?[\p{L}\w-]+)(?=[,;.!]|$|\s+(?:in|who|that|so|to|at|on)\b)/iu;
// "…between students", "…among neighbours", "…used by freelance designers", "a honey brand owned by beekeepers in Chitwan"
// (the corpus files whom it is owned by as its customers; "run by volunteers" names who works in it), "…that helps busy
// owners who work late": people tied to the product at the end of the idea, with what is said of them after ("who work
// late", "at the same school"). The last word named must be people, and no verb come before it ("…that helps nurses swap shifts", "…helps landlords screen tenants" say
// what it does; "…between builds" names no one). Read as said ("widowed seniors") or after "the", as the English model reads a
// plural alone ("kids") as a verb.
const TIED_AT_END = /(?<!\s)\s+(?:among(?:st)?|between|(?:used|owned)\s+by|(?:that|which)\s+(?:helps|serves|supports))\s+((?:[\p{L}'’-]+\s+){0,3}?[\p{L}'’-]+)((?:\s+(?:who|that|in|at|on|from|across|around|near|with)\s[^,;.!?]*)?)[.!]?$/iu;
function tiedAtEnd(text: string): RegExpExecArray | null {
  // Only the words after the last mark can hold it: tried there alone, a long message costs no more than its last clause.
  const said = text.trimEnd();
  const from = Math.max(...[',', ';', ':', '.', '!', '?'].map((mark) => said.slice(0, -1).lastIndexOf(mark))) + 1;
  const match = TIED_AT_END.exec(said.slice(from));
  if (!match) return null;
  match.index += from;
  const named = match[1]!;
  // "…language exchange between refugees and locals": an activity between two sides stays in the idea, and both are the
  // customers (`betweenWho`); "…between students" names the one group it serves.
  if (/^\s+between\s/i.test(match[0]) && /\s(?:and|&)\s/i.test(named)) return null;
  if (!looksLikePeople(named.split(/\s+/).at(-1)!) || !(isNounPhrase(named) || isNounPhrase(`the ${named}`)) || /\b(?:compar\w*|choos\w*|choice|switch\w*|decid\w*|pick\w*)\s+(?:[\w-]+\s+){0,2}between\b/i.test(text)) return null;
  // "…that helps small charities" is said in a clause of its own, and goes with its people; "…between" after one stays.
  if (!/^\s+(?:that|which)\s/i.test(match[0]) && SAID_IN_A_CLAUSE.test(text.slice(0, match.index))) return null;
  // "…helps teachers with dyslexia read faster", "…people with adhd plan their day": what they do with it, no people.
  const withWhat = /^\s+with\s+(.+)$/i.exec(match[2]!);
  if (withWhat && (/\b(?:their|his|her|its|your|our|my)\b/i.test(withWhat[1]!) || !isNounPhrase(withWhat[1]!))) return null;
  match[1] = `${named}${match[2]}`;
  return match;
}
// What may follow the people an idea is sold to, for them to be its customers: what is said of them ("…to kids who struggle at
// school"), or when ("…to offices every Monday").
const SOLD_TO_WHOM = /^(\s+(?:who|that)\s[^,;.!?]*)?[.!]?$/i;
const SOLD_WHEN = /^\s+(?:every|each|daily|weekly|monthly|twice|once)\b[^,;.!?]*[.!]?$/i;
// "…an app that swaps stock between pharmacies", "…where students sell textbooks to other students": people after a doing said
// in a clause of its own are part of that doing, and stay in the idea.
const SAID_IN_A_CLAUSE = /\b(?:that|which|who|where|whose)\s/i;
// "…selling it to cafes": what "it" is was said before; the people give the doing its sense, and stay.
const SOLD_IT = /\b(?:it|them)$/i;
/** "sell vegan snacks to gyms": the idea without the people it is sold to at its end, and those people; null when more follows them. */
function soldToAtEnd(rest: string, sold: RegExpExecArray): { who: string; rest: string } | null {
  // "…direct to buyers in Europe": the way it goes to them goes with them.
  const before = rest.slice(0, sold.index).replace(/(?<!\s)\s+(?:direct(?:ly)?|straight)$/i, '');
  if (SAID_IN_A_CLAUSE.test(before) || SOLD_IT.test(before)) return null;
  const after = rest.slice(sold.index + sold[0].length).trimEnd();
  const whom = SOLD_TO_WHOM.exec(after);
  if (whom) return { who: `${sold[1]!}${whom[1] ?? ''}`, rest: before };
  return SOLD_WHEN.test(after) ? { who: sold[1]!, rest: before + after } : null;
}
// (`BECAUSE_THEY`, `SOLVES` and `SO_THAT` never start inside a run of spaces or commas, and read the spaces around a comma one
// way only: tried from each space of a run, and split between two `\s*` at each, they took time growing with the run's cube.)
// Typed on a phone: "bc", "b/c", "cuz", "cos" for "because", "rn" for "right now", "ppl" for "people", and "it's all …" (how
// it is done today: "…bc rn its all whatsapp and paper diarys").
const BECAUSE_WORD = String.raw`(?:because|since|bc|b\/c|cuz|coz|cos)`;
const IT_IS_DONE = String.raw`(?:it'?s|its|it is) (?:all|still|always|mostly|done)\b`;
const HOW_IT_IS_DONE = new RegExp(`^${IT_IS_DONE}`, 'i');
const NOW_WORD = String.raw`(?:right now|rn|now|currently|today|at the moment|atm|these days)`;
const BECAUSE_THEY = new RegExp(
  String.raw`(?<![\s,])\s*(?:,\s*)?${BECAUSE_WORD}\s+(?:${NOW_WORD},?\s+)?((?:they|their|people|ppl|most|many|customers|parents|owners|users|${IT_IS_DONE})\s+.+)$`,
  'i',
);
const SOLVES = /(?<![\s,])\s*(?:,\s*)?(?:that|which|to|and)\s+(?:solves?|(?<fix>fix(?:es)?)|address(?:es)?|remov(?:es|e)|reduc(?:es|e)|eliminat(?:es|e)|tackl(?:es|e)|ends?|stops?|prevents?|help(?:s)? (?:them )?(?:with|avoid|stop))\s+(?<pain>.+)$/i;
// "…coding kits for kids by subscription", "… files GST automatically for ₹499 a month", "…, sold by monthly subscription":
// how the idea is paid for, at its end. (Never from inside a run of spaces: tried from each of them, it took time growing with the run's cube.)
const PAID_TAIL = /(?<!\s)(?:\s*,)?\s*(?:((?:sold\s+)?(?:by|on|as a|via) (?:a )?(?:monthly |yearly |annual )?subscription|for (?:a )?(?:monthly|yearly|annual) fee)|for (?:just |only )?([$€£¥₹]\s?\d[\d,.]*k?(?: (?:a|per) (?:month|year|week)|\/(?:mo|month|yr|year))?))\s*[.!]?$/i;
const BENEFIT_SUBJECT = /^((?:[\p{L}\w-]+\s+){0,2}?[\p{L}\w-]+)\s+(?:can|could|will|get|never|no longer|don'?t|stop)\b/iu;
const SO_THAT = /(?<![\s,])\s*(?:,\s*)?(?:so (?:that )?(?=(?:[\p{L}\w-]+\s+){0,2}?(?:can|could|will|get|never|no longer|don'?t|stop)\b|(?:they|you|people|customers|users|clients|patients|parents|owners)\s+(?!(?:are|were|is|was|have|had|do|did)\b)[a-z]+\b)|to help (?:them|people)|that (?:lets|helps) (?:them|(?:people|users)(?!\s+(?:with|who|of|aged|over|under|living|suffering|from|in)\b)))\s*(.+)$/iu;

/**
 * The idea in a clause, with the customer and problem it names, or null when it states no idea.
 * What the founder says they do is the first idea only in the clause that opens the sentence:
 * "…, and we track it in Outlook folders" is how things are done today.
 */
export function ideaOf(clause: Clause, answersIdeaQuestion: boolean, firstIdea = false, opensSentence = true, where: PlaceInMessage = 'follows'): Fact[] | null {
  const { text } = clause;
  const does = PRODUCT_DOES.exec(text);
  // "Our startup makes biodegradable phone cases": what the company makes is the idea.
  const makes = does && /^(?:[\w-]+\s+)?(?:startup|company|business)$/i.test(does[1]!) ? /^(?:makes|sells|produces|builds|creates|designs|brews|bakes|grows|manufactures)\s+(?!(?:money|it|people|them|us|to|on|online|about|around|over|up|by|from|through|in|\d)\b)(.+)$/i.exec(does[2]!) : null;
  if (makes) return ideaParts(makes[1]!);
  if (does) return ideaParts(`${/^[aeiou]/i.test(does[1]!) ? 'an' : 'a'} ${does[1]!.toLowerCase()} that ${does[2]}`);
  const planned = BUILD.exec(text);
  const done = !planned && firstIdea && !clause.money && opensSentence ? DOES.exec(text) : null;
  const build = planned ?? done ?? (firstIdea && !clause.money ? FIRST_IDEA.exec(text) : null);
  let rest: string;
  let doing = false;
  if (build) {
    rest = brandCased((build.slice(1).find((g) => g !== undefined) ?? '').trim().replace(/\s+but\s+for\s+/i, ' for '));
    // "want to make it into a proper business", "We make it and post it": what "it" is was said before
    // ("IT support", "it support" are no "it"; "this app", "this: …" name one).
    if (/^(?:it|them)\b(?!\s+(?:support|services?|consult\w*|solutions?|training|security|systems?|outsourcing|helpdesk|infrastructure)\b)/.test(rest)) return null;
    // "I want to teach coding to kids", "We plan to rent out e-bikes to tourists": the idea is the doing ("teaching coding to kids"), not "coding to kids";
    // "…to organise a service of daily calls" names the thing itself.
    const activity = planned && !/^an?\s/i.test(rest) ? ACTIVITY.exec(text.slice(0, planned.index + planned[0].length - (planned.slice(1).find((g) => g !== undefined) ?? '').length)) : null;
    // "…to manufacture and sell bamboo bicycles": both doings.
    if (activity) rest = `${gerund(activity[1]!)} ${rest.replace(ALSO_DOING, (_, verb: string) => `and ${gerund(verb)} `)}`;
    // "i make candles at home and sell them at markets": what they make, and that they sell it.
    const makes = !planned && MAKES_AND_SELLS.test(rest) ? /^(?:i|we)\s+(make|bake|grow|cook|brew|roast|sew|knit|print|build|repair|fix)\s/i.exec(text) : null;
    if (makes) rest = `${MAKING[makes[1]!.toLowerCase()]} ${rest.replace(new RegExp(String.raw`^${makes[1]}\s+`, 'i'), '').replace(MAKES_AND_SELLS, (_, verb: string) => ` and ${gerund(verb)}`)}`;
    // "We design escape rooms for corporate teams": the note keeps the founder's words ("Design escape rooms"),
    // and a reply or a title says them as a doing (`IdeaState.ideaSaidAsDoing`).
    else doing = done?.[3] !== undefined && asDoing(rest) !== null;
  } else if ((/^(?:i|we)\b/i.test(text) || opensWithPastVerb(text)) && clause.pastTense) return null;
  else if (IDEA_NOUN_PHRASE.test(text) || IT_IS_A_PRODUCT.test(text) || (firstIdea && BARE_PRODUCT.test(text)) || (firstIdea && where !== 'follows' && (thingSoldSo(text) || namesAMadeThing(text))) || (answersIdeaQuestion && (PRODUCT_NOUN.test(text) || namesAThing(clause) || namesAThingTied(text) || SERVICE_FOR.test(text) || (where !== 'follows' && where !== 'alone' && namesAThingPlainly(clause))) && !scoreIsStrong(text))) {
    if (SOMEONE_ELSE_DOES.test(text) || namesOnePerson(text)) return null;
    rest = text.replace(/^(?:it'?s |it is |this is |it(?:'ll| will| would|'d) be |basically |just )/i, '').replace(COMPANY_IS, '');
  } else return null;
  // "(Hi) from sunny Seville!": where the founder writes from is no idea ("From farm to table boxes" is one).
  if (/^from\s+(?:\p{Ll}+\s+){0,2}\p{Lu}[\p{L}'’-]*(?:,?\s+\p{Lu}[\p{L}'’-]*)*[\s!.]*$/u.test(rest.trim())) return null;
  // "I've got an idea for people with celiac disease": whom the idea is for, and the idea still to come.
  if (/\bidea\s+for\s/i.test(text) && text.trim().endsWith(rest.trim()) && looksLikePeople(rest) && !PRODUCT_NOUN.test(rest)) return [{ block: 'WHO', text: tidy(rest) }];
  const parts = ideaParts(rest);
  return doing && parts ? parts.map((f): Fact => (f.block === 'IDEA' ? { ...f, doing } : f)) : parts;
}

// "Idea: linen rental for restaurants", "idea is a WhatsApp hiring bot …", "The idea would be a swap service: …", "Our service is remote repair support",
// "so the idea — short float loans", "The proposal: a housing navigation service …", "So the plan: a heat pump package …": the idea by name.
// "my startup: AI that reads tenders": the company, as a label, names the idea after it (not "my startup is 3 people").
// "thats the idea, a maintenance log for …": typed after the trouble, the label points on to the thing named after it.
const IDEA_LABEL =
  /^(?:(?:(?:ok(?:ay)?,?\s+)?so(?:\s+basically)?|basically|alors)\s*:|(?:i|we)\s+(?:have|'ve got|have got|got)\s+(?:a|an|this|one)\s+(?:(?:small|new|little)\s+)?(?:startup\s+|business\s+)?idea\s*:(?!\s*(?:i|we|so|but|ok|okay|hear|can|could|would|will|please)\b)(?![^?]*\?)|(?:(?:my|our|the)\s+)?(?:startup\s+|business\s+)?idea(?:\s+in\s+one\s+(?:line|sentence))?(?:(?:'s|\s+is|\s+(?:would|will|could|might)\s+be)\s*:?|\s*:|\s*=|\s*->|\s+[—–])|(?:my|our)\s+(?:product|service|solution|platform|app|tool|software|project|business|concept|plan)(?:'s|\s+is|\s*:)|(?:my|our)\s+(?:startup|company|venture)\s*:|(?:that'?s|thats|this is|here'?s|heres)\s+(?:the|my|our)\s+idea\s*(?:,|:|\s[—–-])(?=\s+an?\s+(?!(?:bit|little|lot|few|couple)\b))|(?:the\s+)?(?:solution|product|concept)\s*:|(?:(?:the|my|our)\s+)?(?:plan\s*:|proposal(?:'s|\s+is|\s*:))(?=\s+an?\s+(?!(?:bit|little|lot|few|couple|pilot|soft|trial|test|mess)\b)(?!(?:[\w-]+\s+)?(?:pilot|partnership|meeting|call|deal|budget|discount|contract|grant|loan|fee|share|venture)s?(?:\s+(?:with|for|to|of|in|on|at|between|from)\b|[\s.!]*$)))|(?:so\s+)?what\s+(?:i|we)(?:'m|'re|\s+am|\s+are)?\s+(?:(?:really\s+)?(?:want|wanna|would like|'d like|plan|hope|am going|are going)\s+(?:to\s+)?)?(?:build|make|create|do|offer|start|launch|open|building|making|creating|doing|offering|starting|launching|opening)(?:\s+is|\s*:))\s+(?:to\s+(?:build|make|create|launch|start|offer|run)\s+)?(.+)$/i;
// "My idea is called ShiftSwap", "It's called ShiftSwap, an app for …", "The app will be named Stallkeeper.": a product's name, and what follows it.
export const CALLED = /^(?:(?:(?:my|our|the)\s+(?:[\w-]+\s+)?(?:idea|startup|app|product|company|business|platform|project|brand|service|tool|website|shop|store)|it|we)(?:'s|'re|\s+is|\s+are|\s+will\s+be|'ll\s+be)\s+(?:called|named)|the name is|its name is)\s+["“]?(\p{Lu}?[\p{L}\d.&'’-]*(?:\s+\p{Lu}[\p{L}\d.&'’-]*){0,2})["”]?(?:\s*[,:;—–-]\s*(.+?))?[\s.!]*$/iu;
/** The product's name in "It's called ShiftSwap", "My app is named Stallkeeper."; null when the message names none. */
export function productName(message: string): string | null {
  const name = CALLED.exec(leadOf(sentencesOf(plainText(message))[0] ?? []))?.[1];
  return name?.trim().replace(/[.!]+$/, '') || null;
}
const SAYS_HOW_IT_IS = /^(?:(?:pretty|quite|very|really|super|actually|kind of)\s+)?(?:simple|easy|basic|straightforward|this|the following|as follows|like this|here)$/i;
// Where a named idea ends and its details begin: a colon, a dash, a comma or a full stop.
export const IDEA_END = /\s*(?::|\s[-–—]\s|,|\.(?:\s|$)).*$/;

/** The idea a sentence names with a label, with the customer and problem it names, and the details after it; or null. */
export function labelledIdea(sentence: string): { facts: Fact[]; details: string } | null {
  const stated = IDEA_LABEL.exec(sentence)?.[1];
  const idea = stated?.replace(IDEA_END, '');
  // "Idea: hmm, not sure yet", "My idea — not sure yet how to say it": a label, and no idea after it.
  if (idea !== undefined && (!idea.replace(LEAD, '').trim() || UNSURE.test(idea.replace(LEAD, '')))) return null;
  // "So the idea is pretty simple: a marketplace where …": the label says how the idea is; it follows.
  if (idea !== undefined && SAYS_HOW_IT_IS.test(idea.trim())) {
    const details = stated!.slice(idea.length).replace(/^[\s:,.–—-]+/, '');
    const facts = details ? ideaParts(details.replace(IDEA_END, '')) : null;
    return facts && { facts: facts.map((f) => (f.block === 'IDEA' ? { ...f, plainly: true } : f)), details: details.slice(details.replace(IDEA_END, '').length).replace(/^[\s:,.–—-]+/, '') };
  }
  // "My platform is for landlords who …": the idea is the platform, for them.
  const kind = /^(?:my|our)\s+(product|service|platform|app|tool|software)\s+is\s+for\s/i.exec(sentence)?.[1]?.toLowerCase();
  const named = kind && idea ? `${/^[aeiou]/.test(kind) ? 'an' : 'a'} ${kind} ${idea}` : idea;
  const facts = named ? ideaParts(named) : null;
  return facts && { facts: facts.map((f) => (f.block === 'IDEA' ? { ...f, plainly: true } : f)), details: stated!.slice(idea!.length).replace(/^[\s:,.–—-]+/, '') };
}

/** The parts of a stated idea: the idea itself, and the customer, problem, benefit and price it names. */
export function ideaParts(stated: string): Fact[] | null {
  // "…for data warehouses (Snowflake, BigQuery) that …": what is in brackets is read as one word.
  const facts = ideaPartsOf(stated.replace(/\([^()]*\)/g, (inside) => inside.replace(/[,;:]/g, (mark) => BRACKETED[mark]!)));
  return facts && facts.map((f) => ({ ...f, text: f.text.replace(/[\u2062-\u2064]/g, (mark) => UNBRACKETED[mark]!) }));
}
// Punctuation inside brackets stands in as invisible characters while the idea is taken apart.
const BRACKETED: Record<string, string> = { ',': '\u2062', ';': '\u2063', ':': '\u2064' };
const UNBRACKETED = Object.fromEntries(Object.entries(BRACKETED).map(([mark, stand]) => [stand, mark]));

// "an app that helps people find a plumber fast": people who name no customers leave what the product does in the idea
// (the gain is noted too); "…so parents can …", "…that lets them …" say it of customers named elsewhere, and go.
const doneForAnyone = (gain: string) => /^\s*(?:,\s*)?that\s+(?:lets|helps)\s+(?:people|users)\b/i.test(gain);

// "…that lets people book a groomer", "…connects users with …": people in general are no customers to name.
const ANYONE = /^(?:(?:all|most|many|other)\s+)?(?:people|users|everyone|everybody|anyone|others)$/i;
/** "people", "most users": people in general, who name no customers. */
export const namesAnyone = (people: string) => ANYONE.test(people.trim());
const namesCustomers = (people: string) => looksLikePeople(people) && !ANYONE.test(people.trim());

function ideaPartsOf(stated: string): Fact[] | null {
  // '"Shelfie" - inventory for …': a name in quotes keeps its words, not its quotes.
  let rest = stated.replace(/["“]([^"“”]{1,40})["”]/g, '$1');
  // "I want to do a rehearsal room booking app instead": "instead" closing the idea says it replaces the one before, and is no part
  // of it ("a booking app instead of phone calls" says what it replaces, and stays).
  const closedInstead = /\binstead[\s.!]*$/i.exec(rest);
  if (closedInstead && /\s$/.test(rest.slice(0, closedInstead.index))) rest = rest.slice(0, closedInstead.index).trimEnd().replace(/,$/, '').trimEnd();
  const facts: Fact[] = [];
  // "…that solves weeknight dinner stress", "…because they forget everything": the problem.
  const solves = SOLVES.exec(rest);
  // "…that fixes your bike at your office", "…fixes broken phones": what is fixed, said with no cue of a pain, is what the product does.
  if (solves && !(solves.groups!.fix && scoreClause(solves.groups!.pain!).PAIN === 0)) {
    facts.push({ block: 'PAIN', text: tidy(solves.groups!.pain!) });
    rest = rest.slice(0, solves.index);
  }
  // "…because customers wait two hours": the reason goes where its cues say (none: nowhere), not in the idea.
  const because = BECAUSE_THEY.exec(rest);
  if (because) {
    // "…because its all word of mouth": how it is done today is their trouble, with no cue of its own.
    const block = strongest({ ...scoreClause(because[1]!), WHO: 0 }) ?? (HOW_IT_IS_DONE.test(because[1]!) ? 'PAIN' : undefined);
    if (block && block !== 'WHO') facts.push({ block, text: tidy(because[1]!) });
    rest = rest.slice(0, because.index);
  }
  const paid = PAID_TAIL.exec(rest);
  if (paid) {
    // "on subscription": a note-taker writes "Subscription" (and keeps "By subscription", as the corpus notes do).
    facts.push({ block: 'YOUR PROFIT', text: tidy(paid[1]?.replace(/^on\s+/i, '') ?? paid[2]!) });
    rest = rest.slice(0, paid.index);
  }
  const soThat = SO_THAT.exec(rest);
  // "…so independent cafés get supermarket prices": the people who gain are the customers.
  const gainer = soThat && BENEFIT_SUBJECT.exec(soThat[1]!);
  if (soThat) {
    facts.push({ block: 'USERS BENEFIT', text: tidy(soThat[1]!) });
    if (!doneForAnyone(soThat[0])) rest = rest.slice(0, soThat.index);
  }
  // "…invoice OCR aimed at small accounting firms": whom it is aimed at are the customers, when no "for" before
  // names people ("A kids app for parents, with content aimed at toddlers") and it is people, not a purpose ("aimed at improving sleep").
  const aimed = AIMED_AT.exec(rest);
  const aimedAt = aimed && !/^(?:[a-z]+ing|to)\b/i.test(aimed[1]!) && looksLikePeople(aimed[1]!.split(/\s+(?:who|that|which|with|in|from)\s/i)[0]!)
    && ![...rest.slice(0, aimed.index).matchAll(new RegExp(FOR_WHO.source, 'gi'))].some((m) => looksLikePeople(m[1]!)) ? aimed : null;
  if (aimedAt) {
    facts.unshift({ block: 'WHO', text: tidy(aimedAt[1]!) });
    rest = rest.slice(0, aimedAt.index) + rest.slice(aimedAt.index + aimedAt[0].length);
  }
  // "…only for pet-friendly homes, for renters with dogs and cats": the first "for" that names
  // people, a later one only after a comma ("…records for matching patients" is what it does).
  const fors = aimedAt ? [] : [...rest.matchAll(new RegExp(FOR_WHO.source, 'gi'))];
  // "…for second-hand medical equipment for small clinics": after a "for" that names a thing, the next one may name people.
  const who = fors.find((m, i) => looksLikePeople(m[1]!) && (i === 0 || rest[m.index - 1] === ',' || (!looksLikePeople(fors[i - 1]![1]!) && !/^[a-z]+ing\b/i.test(m[1]!)))) ?? fors[0] ?? null;
  // "…for adults who always wanted to learn": the relative clause keeps its "to".
  const purpose = who && /\bwho\b/i.test(who[1]!) ? /^\s+to\s+[\p{L}\w-]+(?=[,;.!]?$)/iu.exec(rest.slice(who.index + who[0].length)) : null;
  // "…for salons that hate no-shows": a verb without its "s" speaks of the customers, not of the product.
  const theirs = who && !purpose && /s\b/i.test(who[1]!) ? CUSTOMERS_THAT.exec(rest.slice(who.index + who[0].length)) : null;
  // "…for tourists who visit Lisbon for the first time": a relative clause runs on to the end of its clause.
  const clauseRest = who && !purpose && !theirs && /\b(?:who|that)\b/i.test(who[1]!) ? /^\s+(?:for|by|in|on|at|with|from|during|after|before)\s[^,;.!?:]*(?=[,;.!?:]|$)/i.exec(rest.slice(who.index + who[0].length)) : null;
  // "…for mid-sized companies, 250 to 5000 employees", "…for farmers, 3 million of them": how big they are, or how many,
  // set off by a comma at the end, is said of them.
  const size = who && !purpose && !theirs && !clauseRest ? (CUSTOMERS_SIZE.exec(rest.slice(who.index + who[0].length)) ?? customersPlace(rest.slice(who.index + who[0].length))) : null;
  const extension = purpose ?? theirs ?? clauseRest ?? size;
  if (who && extension) {
    who[1] += extension[0];
    who[0] += extension[0];
  }
  const actors = [bothSides(rest), LETS_WHO.exec(rest), whereWho(rest)].find((m) => m && looksLikePeople(m[1]!));
  if (facts.some((f) => f.block === 'WHO')) {
    // Named already.
  } else if (actors && who && actors.index < who.index) facts.unshift({ block: 'WHO', text: tidy(actors[1]!) });
  else if (who && (looksLikePeople(who[1]!) || (fors.length === 1 && BODIES.test(who[1]!.trim())))) {
    // "…for busy parents with 15-minute recipes": what comes with the product, not with the people, stays in the idea.
    const withThing = /\s+with\s+(\d+-[a-z]+\b[^,;.!?]*)$/i.exec(who[1]!);
    if (withThing && !looksLikePeople(withThing[1]!) && !/\b(?:kids?|children|dogs?|cats?|pets?|horses?|babies|cars?|trucks?|employees|staff|years?|months?)\b/i.test(withThing[1]!)) {
      who[1] = who[1]!.slice(0, withThing.index);
      who[0] = who[0].slice(0, who[0].length - withThing[0].length);
    }
    facts.unshift({ block: 'WHO', text: tidy(who[1]!) });
    // "Travel insurance built specifically [for people with type 1 diabetes]": what it was made for has gone to WHO;
    // "software for dentists to manage their inventory" keeps them, as "their" speaks of them.
    const after = rest.slice(who.index + who[0].length);
    // "an app for nurses, to swap shifts": what it is for, without the comma that set off the people.
    if (!THEIR_NEXT.test(after)) rest = rest.slice(0, who.index).replace(MADE_AT_END, '') + after.replace(/^\s*,\s*(?=to\s)/i, ' ');
  } else {
    // "…lets remote workers book a desk", "…where farmers sell to restaurants": named inside the idea, kept there.
    const sold = toWho(rest);
    const tied = tiedAtEnd(rest);
    const inside = [bothSides(rest), sold, LETS_WHO.exec(rest), whereWho(rest), WITH_WHO.exec(rest), betweenWho(rest), tied].filter((m) => m && namesCustomers(m[1]!)).sort((a, b) => a!.index - b!.index)[0];
    // "We sell vegan snacks to gyms", "a marketplace for used textbooks between students": the people the idea ends on are its
    // customers, no part of it (the idea is "Vegan snacks", "A marketplace for used textbooks").
    const cut = inside && inside === sold ? soldToAtEnd(rest, sold) : inside && inside === tied ? { who: tied[1]!, rest: rest.slice(0, tied.index) } : null;
    if (cut) {
      facts.unshift({ block: 'WHO', text: tidy(cut.who) });
      rest = cut.rest;
    } else if (inside) facts.unshift({ block: 'WHO', text: tidy(inside[1]!) });
    else if (gainer && looksLikePeople(gainer[1]!)) facts.unshift({ block: 'WHO', text: tidy(gainer[1]!) });
  }
  // "to build a …", "building a …" (said without "I'm"): the idea is what is built.
  const idea = tidy(rest.replace(/^(?:(?:to|about)\s+(?:build|make|create|launch|start)|(?:building|creating|making|developing|launching|starting)(?=\s+(?:an?|the|my|our)\s))\s+/i, ''));
  if (!idea || VAGUE_IDEA.test(idea.replace(LOCATED, ''))) return facts.length ? facts : null;
  return [{ block: 'IDEA', text: idea }, ...facts];
}
// "Laos, Luang Prabang province", "Kenya, Nairobi", "Accra, Ghana and Lagos, Nigeria": where the founder is, named
// with nothing of what they do, is no idea. Each part is one name, or names with a word for a place, and
// a comma is among them ("Mobile Clinic, Northern Uganda" and "Coffee & Tea" name things).
const PLACE_WORDS = ['province', 'region', 'district', 'state', 'county', 'island', 'islands', 'lake', 'river', 'valley', 'village', 'town', 'city', 'coast', 'highlands', 'delta'];
const DIRECTIONS = ['north', 'south', 'east', 'west', 'northern', 'southern', 'eastern', 'western', 'central', 'upper', 'lower', 'rural'];
/** Alternatives for the words, each with or without its capital ("Province", "province"). */
const eitherCase = (words: string[]) => words.map((w) => `[${w[0]}${w[0]!.toUpperCase()}]${w.slice(1)}`).join('|');
export const PLACE_WORD = eitherCase(PLACE_WORDS);
export const DIRECTION = eitherCase(DIRECTIONS);
export const NAME_WORD = String.raw`\p{Lu}[\p{L}'’-]*`;
// "software for local government", "a platform for trucking fleets": bodies that are customers when a product is
// made for them, though no people noun names them (elsewhere they are as often something else).
const BODIES = /^(?:[\p{L}-]+\s+){0,2}(?:governments?|departments|fleets|brokerages|authorities|districts|co-?ops|unions)[.!]*$/iu;
// "A marketplace", "A mobile app", "A SaaS startup": an idea that names only the kind of thing.
const BARE_IDEA = new RegExp(String.raw`^(?:an?\s+)?(?:(?:mobile|web|online|digital|new|small|simple|saas|b2b|b2c|ai|tech)\s+)?(?:${IDEA_NOUNS}|startup|business|company|saas)[.!]?$`, 'i');
const IT_IS = /^(?:(?:it'?s|it is|it will be|it'll be|so|basically|like|just)\s+)*(?=an?\s)/i;
/** The facts of the idea said in full, after an idea that named only its kind ("a marketplace where students sell …"); null otherwise. */
export function ideaSaidInFull(known: string, said: string): Fact[] | null {
  if (!BARE_IDEA.test(known.trim())) return null;
  const text = said.replace(IT_IS, '');
  const head = new RegExp(String.raw`^an?\s+(?:[\w-]+\s+){0,3}?(?:${IDEA_NOUNS}|startup|business|company|saas)\s+(?:where|that|which|for|to|connecting|helping|letting|matching)\s`, 'i');
  if (!head.test(text)) return null;
  const parts = ideaParts(text);
  return parts && parts.map((f): Fact => (f.block === 'IDEA' ? { ...f, corrects: true, plainly: true } : f));
}
const CUSTOMERS_SIZE = new RegExp(
  String.raw`^\s*,\s*(?:${COUNT_OF_THEM}|(?:(?:about|around|roughly|under|over|up to|fewer than|less than|more than|between)\s+)?\d[\d,.]*(?:\s*(?:to|and|-|–)\s*\d[\d,.]*)?\+?\s+(?:employees|staff|people|workers|beds|chairs|seats|members|students|pupils|patients|machines|locations|sites|stores|shops|vehicles|trucks|rooms))(?=[\s.!]*$)`,
  'iu',
);
// "…for seniors, canada", "…for hairdressers, london": where they are, set off by a comma at the end, is said of them
// (`namesAPlace`: only words the English model knows for places).
const CUSTOMERS_PLACE = /^\s*,\s*((?:the\s+)?[\p{L}'’-]+(?:\s+[\p{L}'’-]+)?)(?=[.!]*$)/iu;
const customersPlace = (after: string) => {
  const place = CUSTOMERS_PLACE.exec(after);
  return place && namesAPlace(place[1]!) ? place : null;
};
const THEIR_NEXT = /^\s+(?:to|that|which)\s+(?:[\p{L}-]+\s+){1,4}?(?:their|them|themselves)\b/iu;
// "start something of my own", "we run a small thing already", "My idea is simple": no idea yet.
const VAGUE_IDEA =
  /^(?:we(?:'re|\s+are)\s+)?(?:(?:run|do|have|start|build|make|open|own|create|launch)\s+)?(?:(?:a|an|my|our|the|some)\s+)?(?:(?:small|little|new|different|own|simple|first|big|cool|registered|local|family|young)\s+)*(?:thing|something|anything|stuff|business|company|startup|project|initiative|venture|idea|simple|cooperative|co-op|ngo|organi[sz]ation|association)(?:\s+(?:of (?:my|our) own|new|different|else|already|here|now))*[.!]?$/i;
// "… in Musanze District, Rwanda": where a company is, said after it (names only, so "a company in Nairobi that delivers gas" keeps its idea).
const LOCATED = new RegExp(String.raw`\s+(?:in|from|based in)\s+(?:(?:${DIRECTION})\s+)?${NAME_WORD}(?:(?:\s*,\s*|\s+)(?:${NAME_WORD}|${PLACE_WORD}))*[.!]?$`, 'u');

const MAX_THING_SOLD = 120;
// What names how money comes in, not a product ("Premium tier on subscription", "Payment by subscription").
const MONEY_THING = /\b(?:pric\w*|payments?|revenue|income|model|billing|access|plans?|tiers?|options?|charges?|rates?)\b/i;
/**
 * "Mushroom grow kits on subscription": a thing named without a verb, and how it is sold. At the head of a
 * message that comes before any idea, the thing is the idea, and how it is sold goes under YOUR PROFIT (`PAID_TAIL`).
 */
function thingSoldSo(text: string): boolean {
  // A short line only: `PAID_TAIL` tries every start, and a long one is never a thing and its selling alone.
  if (text.length > MAX_THING_SOLD) return false;
  const paid = PAID_TAIL.exec(text);
  const thing = paid?.[1] ? text.slice(0, paid.index).trim() : '';
  const words = thing.split(/\s+/).length;
  return words >= 2 && words <= 6 && !/\d/.test(thing) && !SENTENCE_WORD.test(thing) && !EARNING.test(thing) && !MONEY_THING.test(thing) && namesNoOneAndNoRemark(thing);
}

// "Pet insurance for reptiles and birds", "Electric boat rentals on lakes": a thing of two to six words, and what it is for or on.
const THING_TIED = /^(?:[\p{L}'’-]+\s+){1,5}?([\p{L}'’-]+)\s+(?:for|on)\s+(?:[\p{L}'’-]+\s+){0,3}[\p{L}'’-]+[.!]*$/iu;
/**
 * A thing named with what it is for or on, in which no one does anything, given for the idea: the idea, though the English
 * model reads a verb in it ("Pet" and "boat" as verbs, "lakes" as one said in the third person).
 */
export function namesAThingTied(text: string): boolean {
  const head = THING_TIED.exec(text)?.[1];
  return !!head && !SENTENCE_WORD.test(text) && !NOT_A_THING.test(text) && !CHANGE.test(text) && isNounPhrase(`the ${head}`) && namesNoOneAndNoRemark(text);
}

// What is made or let: a product, a rental, a subscription, a hire.
const MADE_NOUNS = String.raw`(?:${IDEA_NOUNS}|rentals?|subscriptions?|hire)`;
// "kids ski gear rental subscription in sweden", "baby clothes subscription": a thing of three to six words that ends on what is
// made or let ("rental", "subscription", "app"), and where, at most (not how it is paid: "premium monthly subscription").
const MADE_THING_NAMED = new RegExp(
  String.raw`^(?:an?\s+)?(?!(?:monthly|yearly|annual|weekly|premium|basic|paid|free|pro|standard|cheap|my|our|the|this|that|no|any|some)\b)(?:[\p{L}'’-]+\s+){2,5}?${MADE_NOUNS}(?:\s+in\s+((?:the\s+)?[\p{L}'’-]+(?:\s+[\p{L}'’-]+)?))?[.!]?$`,
  'iu',
);
// "farmers want a tractor app", "parents love school apps": people and what they want or think of a thing, said of them.
const PEOPLE_WANT = /^(?:[\p{L}'’-]+\s+){0,2}?[\p{L}'’-]+s\s+(?:want|need|love|like|prefer|use|buy|ask\s+for)\b/iu;
/**
 * A thing made or let, named alone before any idea, the people it is for among its words: the idea, though the English model
 * reads "kids ski" as someone skiing and the cues read "subscription" as a price.
 */
const namesAMadeThing = (text: string) => {
  const named = MADE_THING_NAMED.exec(text.trim());
  return !!named && (named[1] === undefined || namesAPlace(named[1])) && !SENTENCE_WORD.test(text) && !PAIN_SAID_OF.test(text) && !PEOPLE_WANT.test(text) && !MONEY_THING.test(text) && namesNoOneAndNoRemark(text);
};

/** "Mail-in repair for cracked phone screens": a phrase without a verb that names a thing, not people ("Tunde is technician" says what someone is). */
const namesAThing = (clause: Clause) =>
  !headHasVerb(clause) &&
  !saysWhoSomeoneIs(clause.text) &&
  clause.noun &&
  clause.text.split(/\s+/).length >= 3 &&
  namesNoOneAndNoRemark(clause.text);

// "Licensed journeyman mechanic, Red Seal", "english teacher here (ESL …)", "mi a braider from Portmore": one person named by
// their trade (the last word before where they are from, "here", or a comma or bracket that says more of them).
const ONE_PERSON = /^(?:(?:i'?m|i am|mi|me)\s+)?(?:an?\s+)?(?:[\p{L}'’-]+\s+){0,3}?([\p{L}'’-]+)(?:\s+(?:from|here)\b|\s*[,(])/iu;
/** Whether a phrase opens by naming the founder, one person, by their trade: the founder's background, not a thing. */
function namesOnePerson(text: string): boolean {
  const trade = ONE_PERSON.exec(text)?.[1];
  return !!trade && isTrade(trade);
}

// "kids ski gear rental", "baby clothes subscription": a thing named last, the people before it only say whom it is for.
const MADE_THING = new RegExp(String.raw`\s${MADE_NOUNS}$`, 'i');
/** Whether a phrase names people, not a thing made for them ("kids ski gear rental" names a rental). */
const namesPeople = (phrase: string) => looksLikePeople(phrase) && !MADE_THING.test(phrase.trim());
/** Not a question, nor about an idea or a plan, nor people, nor small talk. */
const namesNoOneAndNoRemark = (text: string) =>
  !/\?|\b(?:question|idea|thought|plan)s?\b/i.test(text) &&
  !namesOnePerson(text) &&
  !namesPeople(text.split(/\s+(?:with|who|that|which|where|for|in|from|on)\s+/i)[0]!) &&
  !SMALL_TALK.test(text) &&
  !ACKNOWLEDGEMENT.test(text);

// Words that make a sentence of a phrase: someone (a pronoun) or an auxiliary doing something.
const SENTENCE_WORD = /\b(?:i|i'm|i've|i'd|me|we|we're|we've|we'd|us|you|they|he|she|it|it's|its|this|that|these|those|there|is|are|was|were|am|be|been|has|have|had|do|does|did|don't|doesn't|didn't|can|can't|could|will|won't|would|should|must|may|might|my|our|their|his|her|your)\b/i;
/**
 * "Podcast editing. Subscription.", "Horse sharing. Owners who can't ride every day, …", given for the
 * idea: a phrase in which no one does anything, followed by more, names what is built, though the
 * English model tags "sharing", "alerts" or "support" as verbs in it. Alone, such a phrase is as often
 * something else (held-out part 5 lost a point when it was taken alone).
 */
const namesAThingPlainly = (clause: Clause) =>
  !SENTENCE_WORD.test(clause.text) &&
  // "the crown comes back…", "from Crete!", "Scratch the old boss -", "- quick one": not a thing's name.
  !/^(?:\W|(?:the|then|so|from|in|at|on|to|for|with|scratch|forget|ignore|quick one|something|anything|nothing|stuff|things?|solutions?|problems?|issues?|help|advice|feedback|background|context|details|more|some|same|also|still|not|no)\b)/i.test(clause.text) &&
  !clause.money &&
  !clause.pastTense &&
  !/^\W*\d/.test(clause.text) &&
  /(?:^|\s)[a-z]/.test(clause.text) &&
  /\s/.test(clause.text.trim()) &&
  clause.text.split(/\s+/).length <= 15 &&
  namesNoOneAndNoRemark(clause.text);

/** "Tunde is technician", "my partner is a nurse": a clause that ends by naming someone's role. */
const saysWhoSomeoneIs = (text: string) => {
  const role = /\b(?:is|are|was|were|am)\s+(?:an?\s+|the\s+)?([\w-]+?)s?[\s.!]*$/i.exec(text)?.[1];
  return !!role && looksLikePeople(`${role}s`);
};

/** Whether a clause has a verb before any relative clause: "Parcel lockers for villages where couriers …" has none. */
function headHasVerb(clause: Clause): boolean {
  if (!clause.hasVerb) return false;
  const head = clause.text.split(/\s+(?:where|that|which|who|whose|so)\s+/i)[0]!;
  return head === clause.text || sentencesOf(head).flat().some((c) => c.hasVerb);
}
