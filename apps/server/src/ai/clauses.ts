import { createRequire } from 'node:module';
import type nlpType from 'compromise';
import { RecentMap } from './recent-map.ts';

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

// The model takes about a second to load, so it loads on the first message read, not at start-up.
let nlp: typeof nlpType | undefined;
const load = () => (nlp ??= createRequire(import.meta.url)('compromise') as typeof nlpType);

// A conversation is read again on every turn; its messages are parsed once.
const cache = new RecentMap<string, Clause[][]>(5000);

// Where a clause starts within a sentence that compromise kept whole: "… and we charge $5".
const SPLIT_BEFORE = '(and|but|while|whereas|although|though) (#Pronoun|#Possessive|#Plural #Verb|#Determiner #Noun+ #Verb)';

type Term = { text: string; pre: string; post: string; tags: string[] };

/** The sentences of a message, each split into clauses. */
export function sentencesOf(message: string): Clause[][] {
  return cache.remember(
    message,
    () =>
      load()(message)
        .sentences()
        .map((sentence) =>
          ((sentence as View).clauses().splitBefore(SPLIT_BEFORE).json() as { text: string; terms: Term[] }[]).map(({ text, terms }) => describe(text, terms)),
        ) as Clause[][],
  );
}

function describe(text: string, terms: Term[]): Clause {
  const has = (tag: string) => terms.some((t) => t.tags.includes(tag));
  return {
    text: text.trim(),
    money: has('Money') || has('Currency') || /[$€£¥]\s?\d/.test(text),
    number: has('Value') || has('Percent'),
    time: has('Date') || has('Duration') || /\b(19|20)\d\d\b/.test(text),
    hasVerb: terms.some((t) => t.tags.includes('Verb') && !t.tags.includes('Copula')),
    pastTense: has('PastTense'),
    noun: terms.some((t) => t.tags.includes('Noun') && !t.tags.includes('Pronoun')),
  };
}
