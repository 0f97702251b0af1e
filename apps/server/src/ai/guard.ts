/** The offline guard: restricted topics and small talk are declined; anything about a business passes. */

// Market words count too: "The housing shortage is now the top political topic" is why now is the time.
const BUSINESS_SIGNAL =
  /\b(idea|startup|business|product|app|apps|platform|service|customers?|clients?|users?|market|compan(y|ies)|build|building|launch|sell|selling|revenue|pricing|prices|team|founder|co-?founder|saas|tool|b2b|b2c|subscription|marketplace|problem|pain|shop|store|brand|software|website|shortages?|demand|regulations?|subsid\w*|investors?|industry|sector)\b/i;

const RESTRICTED = [
  /\b(politic\w*|elections?|voting|vote for|democrats?|republicans?|president|prime minister|parliament|congress|senators?|left-wing|right-wing|trump|biden|putin|abortion|propaganda)\b/i,
  // A church is also a place and a community: "a strength class in the church hall" is a business fact.
  /\b(religio\w*|god|allah|jesus|bible|quran|pray\w*)\b/i,
  // "my ex-colleague" is on the team; "their symptoms" are the customers'.
  /\b(my (ex(?![-\w])|marriage|divorce|relationship|love life|health|therapist|therapy|depression|anxiety|diagnosis|feelings)|dating|break ?up|broke up|i feel (sad|lonely|depressed|anxious)|medical advice|(my|i have|i've got) symptoms?|am i sick)\b/i,
  // A partner is often on the team ("my husband runs a cafe"); trouble with one is a personal matter.
  /\bmy (girlfriend|boyfriend|wife|husband|partner)\b.*\b(left me|cheat\w*|fight\w*|fought|argu\w*|divorc\w*|doesn'?t (love|care about|listen to) me|hates? me|ignores? me|jealous)\b/i,
];

// One word of greeting in the languages founders often open with before writing in English; alone or
// before "there", "all", "coach", "from", … only, as many are also names and brands ("Ola does the coding",
// "Aloha shirts for tourists", "Jambo Tours sells safaris").
const FOREIGN_HELLO = String.raw`(?:hola|bonjour|ciao|hallo|salut|ol[aá]|hej|namaste|salaam|salam|servus|moin|merhaba|shalom|aloha|jambo|habari|privet|ahoj|cze[sś][cć]|sawubona|sannu)(?=\s*(?:[!,.?:;]|$)|\s+(?:there|all|everyone|everybody|coach|amigos?|friends?|team|from)(?![\p{L}]))`;
/** A word of greeting that opens a message: "hi", "hello", "hey", or one of another language. */
export const HELLO = String.raw`(?:hi+|hello+|hey+|heya|hiya)(?![\p{L}])|${FOREIGN_HELLO}`;
export const GREETING = new RegExp(String.raw`^(?:${HELLO}|(?:yo|howdy|greetings|kia ora|good (?:morning|afternoon|evening|day)|how (?:are|r) (?:you|u|ya)(?: doing)?(?!\s+(?:going to|gonna)\b)|how'?s it going|what'?s up|sup)\b)`, 'iu');
// "thanks", "thank you so much", "thx", "cheers": said alone, or before a goodbye.
export const THANK_WORDS = String.raw`thanks?(?: you)?(?: so much| a lot)?|thx|ty|cheers`;
const THANKS = new RegExp(String.raw`^(?:(?:ok(?:ay)?|great|cool|perfect|awesome|nice)[,!. ]+)?(?:${THANK_WORDS}|much appreciated)\b`, 'i');
// "ok cool bye", "ok thanks bye", "thanks, gotta go": a goodbye after a word of agreement or thanks is one too.
const FAREWELL = new RegExp(String.raw`^(?:(?:ok(?:ay)?|cool|great|alright|right|good|perfect|awesome|nice|${THANK_WORDS})[,!. ]+)*(?:bye|goodbye|see you|see ya|cya|good night|talk (?:to you )?(?:later|soon)|(?:i )?(?:gotta|have to|need to|must) go|that'?s (?:all|it) for (?:now|today))\b`, 'i');
/** "ok", "okay", "k", "alright", "okey dokey": a word that agrees to go on (alone, it files nothing). */
export const OK_WORDS = String.raw`okey[- ]dokey|ok(?:ay|ey|ie|i|k)?|kk?|alright|all right`;
// "ok what do you think?" asks about the idea: only the word alone is small talk.
const CHITCHAT = new RegExp(String.raw`^(?:${OK_WORDS}|cool|nice|great|lol|haha)[\s!.,]*$|^(?:who are you|what are you|are you (?:a bot|human|real|an ai))\b`, 'i');

/** ":)", ";-)", ":D", "<3": a face typed in marks, which says no more than an emoji does (not "3:1", "10:30", "http://"). */
export const EMOTICON = String.raw`(?<![\p{L}\d])(?:[:;=][-'^o]?[)(\]\[DPpO3*|/\\]+|<3+)(?![\p{L}\d])`;
// "Hi 👋 we make …": an emoji (with its joiners, variation selectors and skin tones) closes a greeting as a face typed in marks does.
export const EMOJI_MARK = String.raw`\p{Extended_Pictographic}|\p{Regional_Indicator}|[\u{1F3FB}-\u{1F3FF}]|\u200d|\ufe0f`;
const GREETING_CLOSED = new RegExp(String.raw`^(?:${EMOTICON}|${EMOJI_MARK}|[\s,!.:;-])+`, 'u');
/** What a message says after its greeting: "Hi, we make tortillas" → "we make tortillas", "Hi :) we make …" and "Hi 👋 we make …" too. */
export const afterGreeting = (message: string) => message.trim().replace(GREETING, '').replace(GREETING_CLOSED, '');

export type SmallTalk = 'greeting' | 'thanks' | 'farewell' | 'other';

/** What kind of small talk a declined chit-chat message is, so the answer can fit it. */
export function smallTalkKind(message: string): SmallTalk {
  const text = message.trim();
  if (FAREWELL.test(text)) return 'farewell';
  if (THANKS.test(text)) return 'thanks';
  if (GREETING.test(text)) return 'greeting';
  return 'other';
}

const OFF_TOPIC = /\b(jokes?|poems?|songs?|weather|recipes?|homework|football|soccer|movies?|tv shows?|capital of|translate|horoscope|lottery|riddle)\b/i;
// Off-topic is a request or a question: "It tells them how much to bake from the weather" states a fact.
const REQUEST =
  /^(please\s+)?((can|could|would|will) you|write|tell|give|make|compose|sing|translate|recommend|suggest|find|show|create|generate|explain)\b|^(what|what's|whats|how|who|where|when|which|why|do you|did you|is there|are there)\b|\?\s*$/i;

const FOUNDER_SPEAKING = /\b(our|we|we're|we've|us)\b/i;
/** What only facts carry: a number, or the founders speaking of themselves ("we ran four pop-up clinics in a church hall"). */
const factual = (text: string) => /\d/.test(text) || FOUNDER_SPEAKING.test(text);
// "thanks! it's me and my wife", "thx. 300 a season": thanks closed by a mark, and more said after it ("thanks for the help" thanks for something).
const THANKS_THEN = new RegExp(`${THANKS.source}[!.,:;]+\\s*(?=\\S)`, 'i');
// Who the founders are, said after thanks: "it's me and my wife", "just me".
const FOUNDERS_NAMED = /\b(?:me and|and me|just me)\b/i;
/**
 * The fact a message says after thanks closed by a mark ("thx. 300 a season" → "300 a season"), or null: only a number or
 * who the founders are is one ("Thank you, that was easier than I expected", "Thanks, this is helpful for our grant
 * application" are remarks on the chat).
 */
export const factAfterThanks = (message: string): string | null => {
  const thanks = THANKS_THEN.exec(message.trim());
  const rest = thanks ? message.trim().slice(thanks[0].length) : '';
  return /\d/.test(rest) || FOUNDERS_NAMED.test(rest) ? rest : null;
};
/**
 * A greeting that goes on to say who the founder is or what they do is not small talk: "Hi there,
 * I'm an optometrist in Cardiff", "hey! so I make hot sauce", "hello, dairy farmer from Wales here".
 */
const INTRODUCES = [
  /\b(i'?m|i am) (a|an)\b|\bi (make|sell|run|grow|build|own|teach|bake|brew|cook|design|work|started|founded)\b/i,
  // "firefighter here", not "Tita Luz here": a trade, not a name.
  /\b(?!(?:am|is|are|still|just|ok|okay|right|so)\b)[a-z][a-z-]{2,}( from [\w -]+)? here\b(?! goes| we go)/,
];

export type GuardVerdict = 'allow' | 'restricted' | 'chitchat' | 'offtopic';

/** Restricted topics, small talk and off-topic requests are declined unless the message is about a business. */
export function classifyMessage(message: string): GuardVerdict {
  const text = message.trim();
  const business = BUSINESS_SIGNAL.test(text);
  if (RESTRICTED.some((r) => r.test(text)) && !business && !factual(text)) return 'restricted';
  const words = text.split(/\s+/).filter(Boolean).length;
  if (!business && words <= 8 && [GREETING, THANKS, FAREWELL, CHITCHAT].some((r) => r.test(text)) && !INTRODUCES.some((r) => r.test(text))) return 'chitchat';
  // "our sauce recipe is from his grandmother" is the founder's own product, not a request for one.
  if (!business && OFF_TOPIC.test(text) && REQUEST.test(text) && !FOUNDER_SPEAKING.test(text)) return 'offtopic';
  return 'allow';
}

