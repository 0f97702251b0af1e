import { CANVAS_BLOCKS, MAX_SESSION_NAME, truncateName, type CanvasBlock } from '@ideapilot/contract';

/**
 * The offline coach: the built-in model of every role. It needs no network and answers the same
 * way for the same conversation. It reads the founder's messages, places each statement in one of
 * the nine Stage 1 blocks, reflects what was said, asks for the next missing block, declines
 * restricted topics and chit-chat, and writes the canvas from the founder's own words only.
 */

export const BLOCK_QUESTIONS: Record<CanvasBlock, { question: string; example: string }> = {
  WHO: {
    question: 'Who exactly is your customer? Describe the person or business that would use this.',
    example: 'independent dental clinics with 2 to 10 chairs',
  },
  PAIN: {
    question: 'What problem do they have today, and how do they cope with it now?',
    example: 'they phone every patient by hand to confirm appointments',
  },
  'USERS BENEFIT': {
    question: 'What changes for them when they use your product? What do they save or gain?',
    example: 'it saves the front desk about five hours a week',
  },
  'YOUR PROFIT': {
    question: 'How will you make money: who pays, how much, and how often?',
    example: 'clinics pay 49 euros a month per location',
  },
  'WHY YOU': {
    question: 'Why are you the right person to build this? What experience or insight do you bring?',
    example: 'I ran a clinic front desk for eight years',
  },
  'WHY NOW': {
    question: 'Why is now the right time? What has changed recently that makes this possible or urgent?',
    example: 'a new regulation requires digital patient records from next year',
  },
  'YOUR TEAM': {
    question: 'Who is on your team, or who do you still need to bring in?',
    example: 'my co-founder is a backend developer; we need a salesperson',
  },
  'SECRET SAUCE': {
    question: 'What do you have that others cannot easily copy? What is your unfair advantage?',
    example: 'partnerships with the two largest clinic software vendors',
  },
  PITCH: {
    question: 'How would you pitch the idea in one sentence?',
    example: 'Dentflow is the autopilot for dental front desks',
  },
};

export const IDEA_QUESTION =
  'Tell me about your idea, for example: "I want to build [solution] for [who] that solves [problem]. Currently they [pain point]. My background is [relevant experience]."';

// Each cue that matches a sentence is one point for its block.
const CUES: Record<CanvasBlock, RegExp[]> = {
  WHO: [
    /\b(customers?|clients?|audience|target(ed|ing)?|segments?|personas?|buyers?)\b/i,
    /\b(aimed at|designed for|built for|made for|meant for|people who|those who|anyone who)\b/i,
    /\b(owners?|managers?|freelancers?|students|parents|smbs?|small businesses|enterprises?|startups|agencies|clinics|restaurants|shops|retailers)\b/i,
    /\b(users|user base) (are|is|will be)\b/i,
  ],
  PAIN: [
    /\b(problems?|pain( points?)?|struggl\w*|frustrat\w*|wast\w*|headaches?|annoy\w*|hassle|suffer\w*|challeng\w*)\b/i,
    /\b(hard to|difficult|can'?t|cannot|unable|too (expensive|slow|long|complex)|expensive|costly|tedious|error-prone|time-consuming)\b/i,
    /\b(manual(ly)?|by hand|spreadsheets?|paper|currently|today they|right now they|at the moment|los(e|es|ing|t)|miss(es|ing|ed)?|forget\w*|spend\w* (too much|hours|days|weeks))\b/i,
  ],
  'USERS BENEFIT': [
    /\b(benefits?|sav(e|es|ing)|helps? them|so (that|they)|instead of|no longer|peace of mind)\b/i,
    /\b(faster|cheaper|easier|simpler|quicker|gains?|reduc(e|es|ing)|improv(e|es|ing)|boosts?|increas(e|es|ing))\b/i,
    /\b(more|less|fewer) (time|money|customers|sales|stress|work|errors|mistakes|no-shows)\b/i,
  ],
  'YOUR PROFIT': [
    /\b(revenue|moneti[sz]\w*|charg(e|es|ing)|pric(e|es|ing)|subscriptions?|business model|make money|earn\w*|freemium|licen[cs]\w*|margins?)\b/i,
    /\b(per (month|year|user|seat|location|transaction|order)|a month|monthly|yearly|annual(ly)?|fees?|commissions?|pay(s|ing)? (us|for)|paid plans?|ads|advertis\w*)\b/i,
    /([$€£]\s?\d|\d+\s?(usd|eur|gbp|dollars?|euros?|pounds?)\b)/i,
  ],
  'WHY YOU': [
    /\b(my background|background|experience\w*|expert\w*|expertise|my career|ph\.?d|degree)\b/i,
    /\b(i('ve| have)? (worked|been|spent|built|run|ran|led|managed|founded|studied)|i used to|i was an?|i know (the|this|how))\b/i,
    /\b(i'?m an?|i am an?|as an? (former )?\w+|years (of|in|as|at))\b/i,
  ],
  'WHY NOW': [
    /\b(now that|nowadays|recent(ly)?|trends?|timing|emerging|finally|this year|next year|adoption|changed|shift(ed|ing)?)\b/i,
    /\b(new (law|laws|regulations?|rules?|technolog\w*)|regulations?|directive|mandatory|growing|boom\w*)\b/i,
    /\b(since (20\d\d|covid|the pandemic)|pandemic|post-covid|ai (has|is|now|models)|llms?|gen(erative)? ai|cheaper than ever|just (became|launched))\b/i,
  ],
  'YOUR TEAM': [
    /\b(team|co-?founders?|founding|hire|hiring|recruit\w*|cto|ceo|coo|cfo)\b/i,
    /\b(designers?|developers?|engineers?|marketers?|salespe(rson|ople)|advisors?|mentors?)\b/i,
    /\b(we are (two|three|four|five|\d+)|solo|alone|by myself|on my own|my (brother|sister|friend|colleague|partner|wife|husband))\b/i,
  ],
  'SECRET SAUCE': [
    /\b(unique\w*|secret|unfair|advantage|moat|patent\w*|proprietary|exclusive\w*|hard to copy)\b/i,
    /\b(differen\w*|unlike|competitors?|competition|alternatives?|better than|edge|nobody else|no one else|only (one|we|us))\b/i,
    /\b(network effects?|our own data|algorithm|partnerships?|access to)\b/i,
  ],
  PITCH: [
    /\b(pitch|one-liner|one liner|in one sentence|tagline|elevator|slogan|in short|in a nutshell)\b/i,
    /\b(think of it as|it'?s like|(uber|airbnb|netflix|spotify|tinder) for|we are the|is the \w+ for)\b/i,
  ],
};

const BUSINESS_SIGNAL =
  /\b(idea|startup|business|product|app|apps|platform|service|customers?|clients?|users?|market|compan(y|ies)|build|building|launch|sell|selling|revenue|pricing|team|founder|co-?founder|saas|tool|b2b|b2c|subscription|marketplace|problem|pain|shop|store|brand|software|website)\b/i;

const RESTRICTED = [
  /\b(politic\w*|elections?|voting|vote for|democrats?|republicans?|president|prime minister|parliament|congress|senators?|left-wing|right-wing|trump|biden|putin|abortion|propaganda)\b/i,
  /\b(religio\w*|god|allah|jesus|church|bible|quran|pray\w*)\b/i,
  /\b(my (girlfriend|boyfriend|wife|husband|ex|marriage|divorce|relationship|love life|health|therapist|therapy|depression|anxiety|diagnosis|feelings)|dating|break ?up|broke up|i feel (sad|lonely|depressed|anxious)|medical advice|symptoms?|am i sick)\b/i,
];

const CHITCHAT =
  /^(hi|hello|hey|yo|hiya|howdy|greetings|good (morning|afternoon|evening|night)|how are you( doing)?|how'?s it going|what'?s up|sup|thanks?( you)?( so much)?|thx|ty|ok(ay)?|cool|nice|great|lol|haha|bye|goodbye|see you|who are you|what are you|are you (a bot|human|real|an ai))\b/i;
const OFF_TOPIC = /\b(jokes?|poems?|songs?|weather|recipes?|homework|football|soccer|movies?|tv shows?|capital of|translate|horoscope|lottery|riddle)\b/i;

export type GuardVerdict = 'allow' | 'restricted' | 'chitchat' | 'offtopic';

/** The coach's guard: restricted topics and chit-chat are declined; anything about a business passes. */
export function classifyMessage(message: string): GuardVerdict {
  const text = message.trim();
  const business = BUSINESS_SIGNAL.test(text);
  if (RESTRICTED.some((r) => r.test(text)) && !business) return 'restricted';
  const words = text.split(/\s+/).filter(Boolean).length;
  if (!business && words <= 8 && CHITCHAT.test(text)) return 'chitchat';
  if (!business && OFF_TOPIC.test(text)) return 'offtopic';
  return 'allow';
}

export type IdeaState = {
  /** What the founder is building, in their words ("a scheduling app"). */
  idea: string | null;
  blocks: Record<CanvasBlock, string[]>;
  /** The block the coach asks for next; null when all nine are covered. */
  next: CanvasBlock | null;
};

const emptyBlocks = () => Object.fromEntries(CANVAS_BLOCKS.map((b) => [b, [] as string[]])) as unknown as Record<CanvasBlock, string[]>;

/** Reads the founder's answered messages, oldest first, into the nine blocks. */
export function analyse(messages: string[]): IdeaState {
  const state: IdeaState = { idea: null, blocks: emptyBlocks(), next: CANVAS_BLOCKS[0] };
  let askedIdea = true;
  for (const message of messages) {
    const found = extractStatements(message, askedIdea ? null : state.next, state.idea === null);
    if (found.idea && !state.idea) state.idea = found.idea;
    for (const { block, text } of found.statements) addStatement(state.blocks[block], text);
    if (state.idea || found.statements.length) askedIdea = false;
    state.next = CANVAS_BLOCKS.find((b) => state.blocks[b].length === 0) ?? null;
  }
  return state;
}

const MAX_PER_BLOCK = 5;
function addStatement(list: string[], text: string) {
  const key = text.toLowerCase().replace(/[^a-z0-9]+/g, ' ').trim();
  if (!key || list.some((s) => s.toLowerCase().replace(/[^a-z0-9]+/g, ' ').trim() === key)) return;
  list.push(text);
  if (list.length > MAX_PER_BLOCK) list.shift();
}

type Extracted = { idea: string | null; statements: { block: CanvasBlock; text: string }[] };

const BUILD = /\b(?:i|we)(?:'m|'re| am| are)?\s+(?:want(?:ing)?|plan(?:ning)?|going|hop(?:e|ing)|would like|'d like|aim(?:ing)?)\s+to\s+(?:build|create|make|launch|start|develop|design|open|offer|run|sell|provide)\s+(.+)|\b(?:i|we)(?:'m|'re| am| are)\s+(?:building|creating|making|launching|starting|developing|opening|running)\s+(.+)|\b(?:my|our|the) (?:startup |business )?idea is(?: to [a-z]+| about)?\s+(.+)/i;
// A sentence that announces an idea without saying it.
const PREAMBLE = /^(?:(?:hi|hello|hey|so|ok(?:ay)?|well)[,!.\s]+)*(?:i|we)(?:'ve| have)? (?:have|got|had) (?:an?|this|my|one) (?:new |great |startup |business )?(?:idea|question|plan)\b[^.!?]*[.!?]?$|^(?:hi|hello|hey)[,!.\s]*$/i;
// What follows "for" names a customer only when it reads like people or organisations.
const NOT_CUSTOMERS = /\b(products|goods|items|parts|clothes|clothing|equipment|documents|files|tools|services|analytics|logistics|data|software|content|food|furniture)\s*$/i;
function looksLikeCustomers(phrase: string): boolean {
  const text = phrase.trim().replace(/[.!?]+$/, '');
  return (/s$/i.test(text) && !NOT_CUSTOMERS.test(text)) || /\b(people|owners?|teams?|families|everyone|anyone|parents|children|kids|women|men|staff)\b/i.test(text);
}
const FOR_WHO = /\s+for\s+(.+?)(?=\s+(?:that|which|who|to help|to|so|where|because|by)\b|[,;]|$)/i;
const SOLVES = /\b(?:that|which|to|and)\s+(?:solves?|fix(?:es)?|address(?:es)?|remov(?:es|e)|reduc(?:es|e)|eliminat(?:es|e)|tackl(?:es|e)|help(?:s)? (?:them )?(?:with|avoid|stop))\s+(.+)$/i;
const HELPS_WHO = /^(?:an?\s+)?(?:[\w-]+\s+){0,4}?(?:app|tool|platform|service|marketplace|product|website|software|bot)\s+(?:that|which)\s+helps\s+(.+?)\s+(?:to\s+)?(?:find|get|manage|track|plan|book|save|avoid|learn|sell|buy|organi[sz]e|keep|make|reduce|handle|run)\b/i;

/** The statements of one message. `asked` is the block the coach asked for, used when nothing else fits. */
function extractStatements(message: string, asked: CanvasBlock | null, lookForIdea: boolean): Extracted {
  const out: Extracted = { idea: null, statements: [] };
  const sentences = splitSentences(message);
  for (const sentence of sentences) {
    const build = lookForIdea && !out.idea ? BUILD.exec(sentence) : null;
    if (build) {
      let rest = (build[1] ?? build[2] ?? build[3] ?? '').trim();
      const solves = SOLVES.exec(rest);
      if (solves) {
        out.statements.push({ block: 'PAIN', text: tidy(solves[1]!) });
        rest = rest.slice(0, solves.index).trim();
      }
      const who = FOR_WHO.exec(rest);
      if (who && looksLikeCustomers(who[1]!)) {
        out.statements.push({ block: 'WHO', text: tidy(who[1]!) });
        rest = rest.slice(0, who.index).trim();
      }
      out.idea = cleanIdea(rest) || null;
      continue;
    }
    if (lookForIdea && !out.idea && PREAMBLE.test(sentence)) continue;
    if (lookForIdea && !out.idea && out.statements.length === 0 && asked === null) {
      // No "I want to build" sentence: the first sentence is the idea itself.
      const helps = HELPS_WHO.exec(sentence);
      if (helps) out.statements.push({ block: 'WHO', text: tidy(helps[1]!) });
      else {
        const who = FOR_WHO.exec(sentence);
        if (who && looksLikeCustomers(who[1]!) && /\b(app|tool|platform|service|marketplace|product|website|software|bot|business|shop)\b/i.test(sentence.slice(0, who.index))) {
          out.statements.push({ block: 'WHO', text: tidy(who[1]!) });
        }
      }
      out.idea = cleanIdea(sentence.replace(/^(so|well|basically|okay|ok)[, ]+/i, '')) || null;
      const solves = SOLVES.exec(sentence);
      if (solves) out.statements.push({ block: 'PAIN', text: tidy(solves[1]!) });
      continue;
    }
    const block = placeSentence(sentence, asked);
    if (block) out.statements.push({ block, text: tidy(sentence) });
  }
  return out;
}

function placeSentence(sentence: string, asked: CanvasBlock | null): CanvasBlock | null {
  const words = sentence.split(/\s+/).filter(Boolean).length;
  let best: CanvasBlock | null = null;
  let bestScore = 0;
  for (const block of CANVAS_BLOCKS) {
    const score = CUES[block].filter((cue) => cue.test(sentence)).length;
    if (score > bestScore || (score === bestScore && score > 0 && block === asked)) {
      best = block;
      bestScore = score;
    }
  }
  if (best) return best;
  // An answer that fits no cue is an answer to the question asked.
  return asked && words >= 2 ? asked : null;
}

function splitSentences(message: string): string[] {
  return message
    .replace(/\r/g, '')
    .split(/(?<=[.!?])\s+|\n+/)
    .map((s) => s.trim().replace(/^[-*•]\s+/, '').replace(/^(also|and|plus|so)[,]?\s+/i, ''))
    .filter((s) => /[a-z0-9]/i.test(s));
}

function tidy(fragment: string): string {
  let text = fragment.trim().replace(/\s+/g, ' ').replace(/[\s,;:]+$/, '');
  text = text.charAt(0).toUpperCase() + text.slice(1);
  return /[.!?]$/.test(text) ? text : `${text}.`;
}

function cleanIdea(fragment: string): string {
  return fragment.trim().replace(/[.!?,;:]+$/, '').replace(/^(to|about)\s+[a-z]+\s+(?=(an?|the)\s)/i, '').trim();
}

const withoutArticle = (idea: string) => idea.replace(/^(an?|the|my|our)\s+/i, '');
const mentions = (text: string, part: string) => text.toLowerCase().includes(stripStop(part).toLowerCase());

/** A short name for the idea, at most `max` characters, cut at a word. */
export function ideaTitle(state: IdeaState, max = MAX_SESSION_NAME): string | null {
  if (!state.idea) return null;
  const who = state.blocks.WHO[0]?.replace(/[.!?]$/, '');
  const idea = withoutArticle(state.idea);
  let title = idea.charAt(0).toUpperCase() + idea.slice(1);
  if (who && title.length + who.length + 5 <= max && !/\bfor\b/i.test(title) && !mentions(title, who)) title = `${title} for ${who.charAt(0).toLowerCase()}${who.slice(1)}`;
  return truncateName(title, max);
}

const STAGE_HEADING = '## Stage 1 — Simply Explained Idea';
const NOT_COVERED = '_Not covered yet._';

/** The Default Format: title, stage heading, the nine blocks in order. */
export function renderCanvas(state: IdeaState): string {
  const title = ideaTitle(state, 80) ?? 'Your idea';
  const sections = CANVAS_BLOCKS.map((block) => {
    const lines = state.blocks[block];
    if (lines.length) return `### ${block}\n${lines.map((l) => `- ${l}`).join('\n')}`;
    let body = `${NOT_COVERED} ${BLOCK_QUESTIONS[block].question}`;
    const draft = block === 'PITCH' ? pitchDraft(state) : null;
    if (draft) body += `\n\nA draft from your own words: "${draft}"`;
    return `### ${block}\n${body}`;
  });
  return `# ${title}\n\n${STAGE_HEADING}\n\n${sections.join('\n\n')}\n`;
}

function pitchDraft(state: IdeaState): string | null {
  const pain = state.blocks.PAIN[0]?.replace(/[.!?]$/, '');
  if (!state.idea || !state.blocks.WHO.length) return null;
  const who = state.blocks.WHO[0]!.replace(/[.!?]$/, '');
  const lower = (s: string) => s.charAt(0).toLowerCase() + s.slice(1);
  const idea = withoutArticle(state.idea).charAt(0).toUpperCase() + withoutArticle(state.idea).slice(1);
  const forWho = /\bfor\b/i.test(idea) || mentions(idea, who) ? '' : ` for ${lower(who)}`;
  return `${idea}${forWho}${pain ? `, solving ${lower(pain)}` : ''}.`;
}

const INTROS = ['Thanks, that helps.', 'Got it.', 'Clear.', 'Good, that sharpens the picture.', 'Noted.'];

/**
 * The coach's reply to an allowed message: what it understood, what is covered, the next question.
 * `previous` are the founder's earlier answered messages, oldest first.
 */
export function coachReply(previous: string[], message: string): string {
  const before = analyse(previous);
  const after = analyse([...previous, message]);
  const added = CANVAS_BLOCKS.flatMap((block) =>
    after.blocks[block].filter((s) => !before.blocks[block].includes(s)).map((text) => ({ block, text })),
  );
  const covered = CANVAS_BLOCKS.filter((b) => after.blocks[b].length > 0);
  const parts: string[] = [];

  if (after.idea && !before.idea) {
    const who = after.blocks.WHO[0];
    parts.push(`So you want to build **${lowerFirst(after.idea)}**${who && !/\bfor\b/i.test(after.idea) && !mentions(after.idea, who) ? ` for ${lowerFirst(stripStop(who))}` : ''}. Let's make it simple to explain.`);
  } else if (added.length) {
    parts.push(INTROS[previous.length % INTROS.length]!);
  }

  if (added.length) {
    parts.push(`Here is what I noted for your canvas:\n${added.map((a) => `- **${a.block}**: ${a.text}`).join('\n')}`);
    const thin = message.trim().split(/\s+/).length < 4 ? added[0] : undefined;
    if (thin) parts.push(`"${stripStop(thin.text)}" is quite short; a little more detail on ${thin.block} would make the canvas stronger.`);
  } else if (!after.idea) {
    parts.push(`I couldn't find the idea itself in that yet. ${IDEA_QUESTION}`);
    return parts.join('\n\n');
  } else if (before.idea) {
    parts.push("I couldn't place that in your canvas yet. Could you say it more concretely, in a sentence or two?");
  }

  if (covered.length) parts.push(`Your canvas covers ${covered.length} of ${CANVAS_BLOCKS.length} blocks: ${covered.join(', ')}.`);
  if (after.next) {
    const q = BLOCK_QUESTIONS[after.next];
    parts.push(`**Next, ${after.next}:** ${q.question}\n\n_For example: "${q.example}"._`);
  } else {
    parts.push(
      'All nine blocks of Stage 1 are covered. Read your canvas through: if anything sounds vague, tell me and I will sharpen it. When you are happy with it, use **Vibe Code** to prepare the first prompt for your landing page.',
    );
  }
  return parts.join('\n\n');
}

const DECLINES: Record<Exclude<GuardVerdict, 'allow'>, string> = {
  restricted: "I'd rather not go into politics, religion or personal matters here. I'm here to help you shape your business idea.",
  chitchat: "Hello! I'm your IdeaPilot assistant. I'm best used on your idea, so let's get to work.",
  offtopic: "That's outside what I can help with. I focus on framing business ideas.",
};

/** The polite answer to a declined message, steering back to the next question. */
export function coachDecline(verdict: Exclude<GuardVerdict, 'allow'>, previous: string[]): string {
  const state = analyse(previous);
  const ask = !state.idea && !CANVAS_BLOCKS.some((b) => state.blocks[b].length)
    ? IDEA_QUESTION
    : state.next
      ? `${state.next}: ${BLOCK_QUESTIONS[state.next].question}`
      : 'Is there anything in your canvas you would like to sharpen?';
  return `${DECLINES[verdict]}\n\n${ask}`;
}

const stripStop = (s: string) => s.replace(/[.!?]$/, '');
const lowerFirst = (s: string) => (/^[A-Z][a-z]/.test(s) ? s.charAt(0).toLowerCase() + s.slice(1) : s);

/** Splits text into small pieces the way a model streams tokens: a few words each, spacing kept. */
export function chunkText(text: string, wordsPerChunk = 3): string[] {
  const words = text.match(/\S+\s*|\s+/g) ?? [];
  const chunks: string[] = [];
  for (let i = 0; i < words.length; i += wordsPerChunk) chunks.push(words.slice(i, i + wordsPerChunk).join(''));
  return chunks;
}

/** Streams text in chunks with a delay between them; stops when the signal aborts. */
export async function* streamText(text: string, delayMs: number, signal: AbortSignal): AsyncGenerator<string> {
  for (const chunk of chunkText(text)) {
    if (signal.aborted) return;
    if (delayMs > 0) await sleep(delayMs, signal);
    else await new Promise((resolve) => setImmediate(resolve));
    if (signal.aborted) return;
    yield chunk;
  }
}

function sleep(ms: number, signal: AbortSignal): Promise<void> {
  return new Promise((resolve) => {
    const timer = setTimeout(done, ms);
    function done() {
      clearTimeout(timer);
      signal.removeEventListener('abort', done);
      resolve();
    }
    signal.addEventListener('abort', done, { once: true });
  });
}
