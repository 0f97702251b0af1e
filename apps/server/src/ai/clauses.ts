import { createRequire } from 'node:module';
import type nlpType from 'compromise';
import { RecentMap } from './recent-map.ts';
import { literal } from './words.ts';

type View = ReturnType<typeof nlpType>;

/** One clause of a founder's message, with what the English model saw in it. */
export type Clause = {
  text: string;
  /** Money amounts, currencies and prices. */
  money: boolean;
  /** Percentages and other numbers. */
  number: boolean;
  /** Dates, years and durations. */
  time: boolean;
  hasVerb: boolean;
  pastTense: boolean;
  /** Names a thing or a person. */
  noun: boolean;
};

// The model takes a few hundred milliseconds to load (a second on a busy machine), so it loads on
// the first message read, not at start-up.
let english: { nlp: typeof nlpType; splitBefore: object[] } | undefined;
function load() {
  if (!english) {
    const nlp = createRequire(import.meta.url)('compromise') as typeof nlpType;
    // Parsed once: compromise otherwise parses a match's text again on every use.
    english = { nlp, splitBefore: nlp.parseMatch(SPLIT_BEFORE) };
  }
  return english;
}

// A conversation is read again on every turn; its messages are parsed once.
const cache = new RecentMap<string, Clause[][]>(5000);

// Where a clause starts within a sentence that compromise kept whole: "… and we charge $5".
const SPLIT_BEFORE = '(and|but|while|whereas|although|though) (#Pronoun|#Possessive|#Plural #Verb|#Plural #Negative #Verb|#Plural #Adverb #Verb|#Determiner #Noun+ #Verb)';

/** A word as the English model tagged it. */
type Term = { tags: Set<string> };
/** The words of the first sentence the English model reads in a text (none in a text without words). */
const wordsOf = (text: string) => (load().nlp(text).docs[0] ?? []) as WordTerm[];

/** The sentences of a message, each split into clauses. */
export function sentencesOf(message: string): Clause[][] {
  // The English model gives back no list for a message without words ("<b></b>", "👍").
  if (!/\S/.test(message)) return [];
  return cache.remember(message, () => {
    const { nlp, splitBefore } = load();
    const sentences = nlp(message)
      .sentences()
      .map((sentence) =>
        (sentence as View)
          .clauses()
          .splitBefore(splitBefore)
          // The text `.json()` gives and the tagged words as they are: `.json()` copied every word
          // of every clause, a third of the time spent reading the corpus.
          .map((clause) => ({ clause: describe(clause.text({ keepSpace: true, keepEndPunct: true }), clause.docs[0] as Term[]), terms: clause.docs[0] as WordTerm[] })),
      ) as Listed[][];
    return sentences.map((clauses) => joinDangling(joinBracketed(movedTails(joinListed(clauses)))));
  });
}

/** A word as the English model tagged it, with its text and what follows it. */
type WordTerm = Term & { text: string; post: string };

/** A clause and the words it was described from. */
type Listed = { clause: Clause; terms: WordTerm[] };

/**
 * "We offer meal plans, | grocery lists and cooking videos.": the English model reads a plural after a noun as a verb
 * ("grocery lists") and cuts a list there. The items go on with the clause before the comma.
 */
function joinListed(clauses: Listed[]): Clause[] {
  const out: Clause[] = [];
  for (const [i, { clause, terms }] of clauses.entries()) {
    const prev = out.at(-1);
    // The clause before ends on an item too: "We offer meal plans," ("Prices are rising, demand grows" is no list).
    const before = clauses[i - 1]?.terms ?? [];
    // A price is a fact of its own ("…to other beekeepers, £60 a hive"), and items a verb follows are its subject
    // ("Small machine shops, 5 to 30 machines, have zero visibility …", which the clauses after them read whole).
    const subjectOfNext = !!clauses[i + 1]?.terms[0]?.tags.has('Verb');
    if (prev && /,$/.test(prev.text) && !clause.money && !subjectOfNext && before.length && itemWord(before, before.length - 1) && listsOn(terms)) out[out.length - 1] = mergeClauses([prev, clause], `${prev.text} ${clause.text}`);
    else out.push(clause);
  }
  return out;
}
/**
 * Whether a clause is only items of a list: nouns, and what the model took for verbs only where a noun reads
 * as well, a plural after a noun or an "and" ("grocery lists", "and invoices") closing an item, or an "-ing"
 * word before a noun ("cooking videos"). "parents save hours" and "the app lists prices" say something.
 */
function listsOn(terms: WordTerm[]): boolean {
  if (!terms.length || terms.length > 12) return false;
  return terms.every((term, i) => !term.tags.has('Pronoun') && !term.tags.has('Copula') && !term.tags.has('Modal') && !term.tags.has('Person') && !term.tags.has('ProperNoun') && (!term.tags.has('Verb') || itemWord(terms, i)));
}
/** Whether the word at `i` names a thing where the model saw a verb: a plural closing an item, or an "-ing" word before a noun. */
function itemWord(terms: WordTerm[], i: number): boolean {
  const [term, before, after] = [terms[i]!, terms[i - 1], terms[i + 1]];
  if (term.tags.has('Pronoun')) return false;
  if (!term.tags.has('Verb')) return term.tags.has('Noun');
  const closesItem = !after || /,/.test(term.post) || after.tags.has('Conjunction');
  if (/s$/i.test(term.text) && closesItem && (!before || before.tags.has('Noun') || before.tags.has('Adjective') || before.tags.has('Conjunction'))) return true;
  return /ing$/i.test(term.text) && !!after && after.tags.has('Noun') && !after.tags.has('Pronoun');
}

/** "they show the animal on camera and a | vet decides …": words that open a clause go to the clause they open. */
function movedTails(clauses: Clause[]): Clause[] {
  return clauses.map((clause, i) => {
    const tail = i < clauses.length - 1 && !OPENS_ITSELF.test(clauses[i + 1]!.text) ? OPENING_TAIL.exec(clause.text) : null;
    const before = i > 0 && !OPENS_ITSELF.test(clause.text) ? OPENING_TAIL.exec(clauses[i - 1]!.text) : null;
    const text = `${before ? `${before[1]} ` : ''}${tail ? clause.text.slice(0, tail.index) : clause.text}`;
    return text === clause.text ? clause : { ...clause, text };
  }).filter((clause) => clause.text);
}
// Only an article or a possessive, perhaps after a conjunction: "this", "that" and "so" end clauses too ("Tourists love this | but …").
const OPENING_TAIL = /(?:^|\s+)((?:(?:and|but|or|so|while|because)\s+)?(?:a|an|the|my|our|their|his|her|its))$/i;
const OPENS_ITSELF = /^(?:and|but|or|so|while|because|i|we|they|he|she|it|you)\b/i;

/** "my mum has dementia | and we | never know if …": a conjunction and a pronoun alone open the clause after them. */
function joinDangling(clauses: Clause[]): Clause[] {
  const out: Clause[] = [];
  for (const [i, clause] of clauses.entries()) {
    const prev = out.at(-1);
    const before = i > 0 ? clauses[i - 1]!.text : '';
    const cutOff = DANGLING.test(before) || WITH_THE_PRODUCT.test(before) || (RELATIVE_AT_END.test(before) && !OPENS_ITS_OWN.test(clause.text)) || HOW_MANY_OF_THEM.test(clause.text) || HOW_SHE_IS.test(clause.text);
    if (prev && cutOff) out[out.length - 1] = mergeClauses([prev, clause], `${prev.text} ${clause.text}`);
    else out.push(clause);
  }
  return out;
}
// "and we" cut off from its verb; "…sends a message to" cut off from whom it goes to.
const DANGLING = /^(?:and|but|so|or|because)\s+(?:i|we|they|he|she|you|it)$|\s(?:to|for|with|from|of|at|by|about|into|onto)$/i;
// "With us, | small shops keep 95%", "Using our software, | month-end takes a day": the product said first, for what follows.
const WITH_THE_PRODUCT = /^(?:and |so |but |now )?(?:with|using|through|thanks to) (?:the |our |this |my )?(?:[\w-]+ )?(?:app|it|us|platform|service|tool|product|software|system|bot|box|marketplace|website|site),$/i;
// "a WhatsApp bot that | tells people …": cut off from what it does, unless what follows opens a clause of its own ("I hated that | and we built …").
const RELATIVE_AT_END = /\s(?:that|which|who)$/i;
const OPENS_ITS_OWN = /^(?:and|but|or|so|because|while|then|i|we|they|he|she|you|it|there)\b/i;
// "my mum is a retired teacher | and she's bored": how the one just named is, said of them.
const HOW_SHE_IS = /^(?:and|but|so)\s+(?:he|she)(?:['’]s|\s+is|\s+was|\s+gets|\s+feels)\s+(?:so\s+|very\s+|really\s+|quite\s+|a bit\s+|always\s+)?[a-z\d]+[\s.!]*$/i;
/** "3 million of them", "more than 12,000 of them in Germany": how many of those just named there are. */
export const COUNT_OF_THEM = String.raw`(?:(?:about|around|roughly|over|some|almost|nearly|more than|up to|at least)\s+)?\d[\d,.]*\s*(?:k|m|million|thousand|billion|lakh|crore)?\+?\s+of\s+them(?:\s+in\s+\p{Lu}[\p{L}.-]*(?:\s+\p{Lu}[\p{L}.-]*){0,2})?`;
// "A tool for farmers, | 3 million of them.": the count is said of them.
const HOW_MANY_OF_THEM = new RegExp(String.raw`^${COUNT_OF_THEM}[\s.!]*$`, 'iu');

const unclosed = (text: string) => (text.match(/\(/g)?.length ?? 0) - (text.match(/\)/g)?.length ?? 0);

/** "…where tradespeople (plumbers, electricians) get paid": a comma in brackets does not end a clause. */
function joinBracketed(clauses: Clause[]): Clause[] {
  const out: Clause[] = [];
  for (const clause of clauses) {
    const prev = out.at(-1);
    if (!prev || unclosed(prev.text) <= 0) out.push(clause);
    else out[out.length - 1] = mergeClauses([prev, clause], `${prev.text} ${clause.text}`);
  }
  return out;
}

/** Clauses read as one, with the text given: what any of them holds, the one holds. */
export function mergeClauses(parts: Clause[], text: string): Clause {
  const any = (key: 'money' | 'number' | 'time' | 'hasVerb' | 'pastTense' | 'noun') => parts.some((c) => c[key]);
  return { text, money: any('money'), number: any('number'), time: any('time'), hasVerb: any('hasVerb'), pastTense: any('pastTense'), noun: any('noun') };
}

// "Each salad 7.50", "filters at 19.99": an amount with cents is money, said without its currency (not "4.50 km", "1.25 hours", "v2.10").
const CENTS = /(?<!\b(?:weigh|weighs|weighed|last|lasts|version|update|release|until|till|before|after|by|at \d+|(?:starting|starts?|opens?|closes?|begins?|ends?|arrives?|arriving|leaves?|departs?)(?:\s+(?:at|around|about|by))?|(?:rate|rated|rating|average|score|ph)(?:\s+(?:is|was|of|around|about))*)\s+)(?<![\d.,\p{L}])\d{1,5}[.,]\d{2}(?![\d%]|[.,]\d)(?!\s*(?:to\s+\d|-\s*\d|long\b|every\b|am\b|pm\b|o'?clock|in the (?:morning|evening))|\s*(?:percent|per ?cent|km|kg|mg|ml|cm|mm|m2?|g|l|lbs?|oz|miles?|hours?|hrs?|h|mins?|minutes?|seconds?|s|stars?|points?|x|times|gb|mb|tb|kwh|kw|ha|hectares?|acres?|litres?|liters?|metres?|meters?|degrees?|years?|months?|weeks?|days?|rating|°)\b)(?:(?=\s*(?:(?:each|per|apiece|a|an)\b|\/))|(?<=(?:\b(?:at|for|costs?|charge|charges|pay|pays|price|priced|sell|sells|just|only|from|is|are|was|were|be|us|about|around|roughly)\s+|^(?:(?:each|per|a|an|one)\s+)?[\p{L}-]+\s+)\d{1,5}[.,]\d{2}))/iu;
// Currencies the English model does not tag: "350 zł", "UGX 200,000", "₦1,500", "58 million shillings".
// Not "ft", "bd", "won", "pen", "mad", "nis", "cop", "cad", "tsh" or "mk": "500 ft", "2 bd flat", "won 3 awards", NIS2, COP28, "3 CAD files", "TSH 4.5", "MK2" say other things.
export const CURRENCY = String.raw`ksh|zł|kr|kč|lei|lira|tl|gel|lari|rupees?|rs|naira|shillings?|cedis?|rand|baht|pesos?|reais|yen|yuan|rmb|dirhams?|riyals?|taka|tk|forints?|dinars?|leva|lev|hryvnias?|riel|meticais|metical|kwacha|birr|rupiah|rp|đồng|dong|quetzal(?:es)?|soles|shekels?|tenge|kip|kyat|ringgit|francs?|f?cfa|ugx|pkr|kes|ngn|inr|zar|brl|mxn|php|idr|vnd|egp|ghs|tzs|rwf|etb|aed|sar|chf|sek|nok|dkk|pln|czk|huf|ron|usd|eur|gbp|bdt|iqd|jod|jd|bhd|kwd|qar|omr|uah|bgn|khr|mzn|zmw|mwk|gtq|ils|kzt|myr|sgd|thb|lkr|npr|tnd|xof|xaf|aud|nzd|hkd|jpy|cny|krw|ars|clp|kd|uyu|pyg|dop|crc|hnl|jmd|ttd|dzd|lbp|mmk|mnt|azn|rsd|isk`;
/** Currency signs the English model does not tag ("S/ 45" is Peru's sol). */
export const CURRENCY_SIGN = String.raw`[₹₦₱₩₺₽₫₴₪₸₼₾₲₵₡₭₮৳]|S\/`;
// "thirty quid", "a hundred bucks": slang amounts said in words.
const WORDED_MONEY = /\b(?:one|two|three|four|five|six|seven|eight|nine|ten|eleven|twelve|fifteen|twenty|thirty|forty|fifty|sixty|seventy|eighty|ninety|hundred|thousand)\s+(?:quid|bucks|grand)\b/i;
const LOCAL_MONEY = new RegExp(String.raw`(?:${CURRENCY_SIGN})\s?\d|(?<![\p{L}])(?:${CURRENCY})\.?\s?\d|\d(?:[\d,.]*\d)?\s?(?:million|m|k|thousand)?\s?(?:${CURRENCY})(?![\p{L}])`, 'iu');

// "Polish shops", "Parisian bakeries", "Swiss banks": a people's name, which the English model may read as a verb or an adjective.
const DEMONYM = /^(?:Polish|British|English|Spanish|Irish|Scottish|Welsh|Danish|Swedish|Finnish|Turkish|Kurdish|Flemish|Chinese|Japanese|Vietnamese|Portuguese|Lebanese|Taiwanese|Nepalese|Sudanese|Senegalese|Congolese|Maltese|Burmese|Indian|Italian|Canadian|Australian|Brazilian|Nigerian|Ghanaian|Russian|Ukrainian|Romanian|Bulgarian|Hungarian|Croatian|Serbian|Albanian|Syrian|Iranian|Egyptian|Ethiopian|Tanzanian|Colombian|Peruvian|Chilean|Argentinian|Mexican|Cuban|Haitian|Jamaican|Norwegian|Austrian|Belgian|Parisian|Korean|Indonesian|Malaysian|Filipino|Thai|Swiss|French|Dutch|Czech|Greek|German|American|African|Asian|European|Arab|Moroccan|Pakistani|Bangladeshi|Georgian|Armenian|Estonian|Latvian|Lithuanian|Slovak|Slovenian|Icelandic)$/;

// Companies founders name their idea after ("Uber for lawn mowing", "Airbnb for boats"), in their own capitals.
const BRAND_NAMES = ['Uber', 'Airbnb', 'Netflix', 'Tinder', 'Spotify', 'DoorDash', 'Deliveroo', 'Etsy', 'Duolingo', 'LinkedIn', 'Fiverr', 'Upwork', 'Peloton', 'Shopify', 'Strava', 'Yelp', 'Zillow', 'Tripadvisor', 'Glovo', 'Lyft', 'Grubhub', 'Instacart', 'Substack', 'Patreon', 'Kickstarter', 'Canva', 'Notion', 'Slack', 'Amazon'];
export const BRANDS = BRAND_NAMES.join('|');
const BRAND = new RegExp(String.raw`^(?:${BRANDS})\b`, 'i');
/** "tinder for dogs" as the brand writes it: "Tinder for dogs". */
export const brandCased = (text: string) => text.replace(BRAND, (name) => BRAND_NAMES.find((b) => b.toLowerCase() === name.toLowerCase())!);

// Titles, replies and canvases ask again on every turn about the same few notes.
const names = new RecentMap<string, boolean>(2000);

/** Whether a text opens with a name, which keeps its capital inside a sentence: "Lagos families", "Kenyan farmers", "Polish shops". */
export function opensWithName(text: string): boolean {
  const first = /^\p{Lu}[\p{L}'’-]*/u.exec(text)?.[0];
  if (!first) return false;
  if (DEMONYM.test(first) || BRAND.test(first)) return true;
  // Asked in lower case: the model takes any capitalised word before a noun for a name ("Shift workers"),
  // while names it knows ("Lagos", "Kenyan", "Berlin") stay names.
  const lowered = text.charAt(0).toLowerCase() + text.slice(1);
  return names.remember(text, () => !!wordsOf(lowered)[0]?.tags.has('ProperNoun'));
}

const persons = new RecentMap<string, boolean>(2000);

/** Whether a word is a first name the English model knows ("Maria", "Ahmed"): not a place ("London") nor a people ("Kenyan"), which it tags as names too. */
export function isFirstName(word: string): boolean {
  return persons.remember(word, () => !!wordsOf(word)[0]?.tags.has('FirstName'));
}

const places = new RecentMap<string, boolean>(2000);

/** Whether every word of a short text names a place the English model knows ("canada", "Mexico City", "the netherlands"). */
export function namesAPlace(text: string): boolean {
  return places.remember(text, () => {
    const terms = wordsOf(text);
    return terms.length > 0 && terms.every((term, i) => term.tags.has('Place') || (i === 0 && term.tags.has('Determiner') && terms.length > 1));
  });
}

const openings = new RecentMap<string, boolean>(2000);

/** Whether a text opens with a thing named ("tractor sharing …", "a ferry app …"), not a verb, a pronoun, an adverb or a time ("need your help", "my friend", "honestly", "last year"). */
export function opensWithAThing(text: string): boolean {
  const words = text.split(/\s+/, 3).join(' ').toLowerCase();
  return openings.remember(words, () => {
    const first = wordsOf(words)[0];
    return !!first && (first.tags.has('Noun') || first.tags.has('Adjective') || first.tags.has('Determiner')) && !['Pronoun', 'Possessive', 'Verb', 'Adverb', 'Preposition', 'Date', 'Expression'].some((tag) => first.tags.has(tag));
  });
}

const things = new RecentMap<string, boolean>(2000);

type Inflect = (word: string, model: unknown) => string;
/**
 * A phrase with its head noun (the last noun before its first verb: "big hotels signed", "sales reps") said of one or of
 * several, as the English model inflects it ("hotel", "rep", "patents"); a noun the same in both ("series", "news") as it is.
 */
export function headNounOf(phrase: string, one: boolean): string {
  const { nlp } = load();
  const terms = ((nlp(phrase).json() as { terms: { text: string; tags: string[] }[] }[])[0]?.terms ?? []);
  const verb = terms.findIndex((t) => t.tags.includes('Verb'));
  const head = terms.slice(0, verb < 0 ? terms.length : verb).findLast((t) => t.tags.includes('Noun') && !t.tags.includes('Uncountable') && !t.tags.includes('Pronoun'));
  if (!head || !/^\p{L}+$/u.test(head.text)) return phrase;
  const { methods, model } = nlp.world() as unknown as { methods: { two: { transform: { noun: { toSingular: Inflect; toPlural: Inflect } } } }; model: unknown };
  const plural = /[^su]s$/i.test(head.text);
  if (one !== plural) return phrase;
  const word = one ? methods.two.transform.noun.toSingular(head.text, model) : methods.two.transform.noun.toPlural(head.text, model);
  return phrase.replace(new RegExp(String.raw`\b${literal(head.text)}\b`), word);
}

/** Whether the English model reads a word as a thing after "lack of": "time", "commute" (read as verbs alone), not "continue", "agree". */
export function canNameAThing(word: string): boolean {
  return things.remember(word, () => !!wordsOf(`lack of ${word.toLowerCase()}`)[2]?.tags.has('Noun'));
}

function describe(text: string, terms: Term[]): Clause {
  const has = (tag: string) => terms.some((t) => t.tags.has(tag));
  return {
    text: text.trim(),
    money: has('Money') || has('Currency') || /[$€£¥]\s?\d/.test(text) || LOCAL_MONEY.test(text) || WORDED_MONEY.test(text) || CENTS.test(text),
    number: has('Value') || has('Percent'),
    time: has('Date') || has('Duration') || /\b(19|20)\d\d\b/.test(text),
    hasVerb: terms.some((t) => t.tags.has('Verb') && !t.tags.has('Copula')),
    pastTense: has('PastTense'),
    noun: terms.some((t) => t.tags.has('Noun') && !t.tags.has('Pronoun')),
  };
}

const subjects = new RecentMap<string, string | null>(2000);

/**
 * The words before a sentence's first verb, up to a comma: "Small machine shops" of "Small machine shops, 5 to 30 machines, have
 * zero visibility …"; null when a pronoun comes first or no verb follows ("Shops" in "Small machine shops," is read as a noun).
 */
export function subjectOf(text: string): string | null {
  return subjects.remember(text, () => {
    const terms = wordsOf(text);
    for (const [i, term] of terms.entries()) {
      if (term.tags.has('Pronoun')) return null;
      if (i > 0 && (term.tags.has('Adverb') || term.tags.has('Negative') || (term.tags.has('Verb') && !term.post.includes(',')))) {
        const words = terms.slice(0, i).map((t) => `${t.text}${t.post}`).join('');
        return words.split(',')[0]!.trim() || null;
      }
    }
    return null;
  });
}

const doings = new RecentMap<string, string | null>(2000);
// The words of an idea read for its verbs: "wash and re-sell used wine bottles to wineries in the Cape".
const DOING_WORDS = 16;

/**
 * What "we" do, said as a doing: "designing escape rooms" of "design escape rooms", "washing and
 * re-selling used bottles" of "wash and re-sell used bottles", "dyeing yarn by hand and selling it
 * online"; null when the words after "we" open with no verb of doing ("at Acme build apps", "can
 * help"), or when a verb of it cannot be said as a doing (the founder's words, not half of them changed).
 */
export function asDoing(text: string): string | null {
  return doings.remember(text, () => {
    // No verb is longer than 30 letters.
    const head = text.split(/\s+/, DOING_WORDS).map((word) => word.slice(0, 30)).join(' ');
    const terms = wordsOf(`we ${head.charAt(0).toLowerCase()}${head.slice(1)}`);
    const roleDone = roleAsVerb(terms[1]);
    if (!doingVerb(terms[1]) && !roleDone) return null;
    // "… and sell it online", "mop and clean offices", "run, manage and clean holiday lets": a verb after "and", or in the
    // list of verbs the first one opens, is one more doing ("make soap and candles", "fix bikes, fast" have one).
    const bare = terms.map((term, i) => i > 1 && !term.tags.has('Noun') && isBareVerb(term.text));
    const listed = (i: number): boolean => i === 1 || (bare[i]! && terms[i - 1]!.post.includes(',') && listed(i - 1));
    const more = terms.filter((_, i) => bare[i] && (terms[i - 1]!.text.toLowerCase() === 'and' || listed(i)));
    const said = [terms[1]!, ...more].map((verb, i) => ({ verb: verb.text, doing: i === 0 && roleDone ? gerundOf(verb.text, true) : gerundOf(verb.text) }));
    if (said.some(({ doing }) => !doing)) return null;
    const [first, ...rest] = said;
    return rest.reduce((done, { verb, doing }) => done.replace(new RegExp(String.raw`((?:\band|,)\s+)${literal(verb)}\b`, 'i'), `$1${doing}`), text.replace(/^[^\s,]+/, first!.doing!));
  });
}
const doingVerb = (term?: Term) => !!term?.tags.has('Verb') && !term.tags.has('Modal') && !term.tags.has('Copula') && !term.tags.has('Auxiliary');
/** "sell", "clean" said by "we" alone are verbs as they stand; "candles", "games" are not ("we games" reads a verb, not its bare form). */
const isBareVerb = (word: string) => {
  const term = wordsOf(`we ${word.toLowerCase()}`)[1];
  return doingVerb(term) && !!term?.tags.has('Infinitive');
};
/**
 * "we tutor kids", "we coach teams", "we mentor founders": the English model reads the word after "we" as one who does it
 * (a role, not in the plural), where "we" can only be followed by what they do.
 */
const roleAsVerb = (term?: Term) => !!term?.tags.has('Actor') && !term.tags.has('Plural');
/**
 * "designing" of "design", "tying" of "tie"; null for a word the English model cannot conjugate ("clean" alone is an adjective to it;
 * after "we", a verb). `asVerb` makes a word it reads as a role a verb first ("tutor" → "tutoring").
 */
const gerundOf = (verb: string, asVerb = false) => {
  const said = load().nlp(`we ${verb.toLowerCase()}`);
  if (asVerb) said.terms().last().tag('Infinitive');
  return (said.verbs().conjugate()[0] as { Gerund?: string } | undefined)?.Gerund?.toLowerCase() ?? null;
};

/** "Ran the service bay at a Ford dealer …", "Worked ten years in logistics": a sentence that opens with a verb in the past, its subject (the founder) left out. */
export function opensWithPastVerb(text: string): boolean {
  const first = wordsOf(text.split(/\s+/, 3).join(' '))[0];
  return !!first?.tags.has('PastTense') && doingVerb(first);
}

const phrases = new RecentMap<string, boolean>(2000);

/**
 * Whether a text names something rather than says something of it: no verb, but for a participle
 * that opens it ("missed appointments", "wasted food"; not "clinics lose 10% to no-shows" or
 * "finding a plumber at night").
 */
export function isNounPhrase(text: string): boolean {
  return phrases.remember(text, () => {
    const terms = load().nlp(text).docs.flat() as Term[];
    return terms.every((term, i) => !term.tags.has('Verb') || (i === 0 && terms.length > 1 && term.tags.has('PastTense')));
  });
}
