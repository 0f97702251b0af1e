import { CANVAS_BLOCKS, type CanvasBlock } from '@ideapilot/contract';
import { readFileSync } from 'node:fs';
import { factOf, LEARNING_FILES, type Conversation } from './corpus/corpus.ts';

/**
 * A small logistic regression over the clauses of the tuned and training parts of the corpus
 * (words, word pairs, the opening word, numbers and money, and the other words of the clause's
 * message): how likely each block, or the idea itself, is for a clause. The reader adds the
 * blocks' odds to the cues, falls back on them for statements without a cue, and asks it before
 * taking a first statement for the idea
 * (docs/decisions/2026-11-24-offline-coach-fourth-round.md, 2026-11-26-offline-coach-fifth-round.md,
 * 2026-11-28-offline-coach-nineteenth-round.md).
 */
type Class = CanvasBlock | 'IDEA';
/** `weights` holds each feature's weights for every class side by side: feature `id`, class `k` at `id * classes.length + k`. */
type Model = { classes: Class[]; index: Map<string, number>; weights: Float64Array; bias: Float64Array };

const EPOCHS = 30;
const RATE = 0.35;
const L2 = 1e-3;
// What the other words of a clause's message weigh beside its own: chosen on the nineteenth round's
// figures together with the reader's exception for clauses with a strong cue (0.2, 0.25, 0.3, 0.4
// and 0.6 tried; see docs/decisions/2026-11-28-offline-coach-nineteenth-round.md).
const CONTEXT_WEIGHT = 0.2;

const stem = (w: string) => (w.length > 4 ? w.replace(/(?:ies|es|s|ing|ed|ly)$/, '') : w);

/** The features of a clause: its words (roughly stemmed, numbers and money as one word each), word pairs and its opening word. */
function featuresOf(text: string): string[] {
  const lower = text.toLowerCase().replace(/[\u2019]/g, "'");
  const words = lower
    .replace(/[$€£¥]\s?\d[\d.,]*|\d[\d.,]*\s?(?:dollars?|euros?|pounds?|quid|bucks|cents?)\b/g, ' _money ')
    .replace(/\d[\d.,]*\s?(?:%|percent|per ?cent)/g, ' _percent ')
    .replace(/\b\d[\d.,]*\b/g, ' _number ')
    .split(/[^a-z_']+/)
    .map((w) => w.replace(/^'+|'+$/g, ''))
    .filter(Boolean)
    .map(stem);
  const features = words.map((w) => `w:${w}`);
  for (let i = 1; i < words.length; i++) features.push(`b:${words[i - 1]} ${words[i]}`);
  if (words[0]) features.push(`^${words[0]}`);
  return features;
}

/**
 * What the rest of a clause's message says: its words that are not the clause's own ("Farmers are
 * old too, they don't have the strength to cut and replant": each clause tells what the other is about).
 */
function contextOf(own: string[], message: string): string[] {
  const ownFeatures = new Set(own);
  return wordsOfMessage(message).filter((f) => !ownFeatures.has(f)).map((f) => f.replace(/^w:/, 'mw:'));
}

/** A message's word features, each once; the reader asks about several clauses of one message in a row. */
let lastMessage = { text: '', words: [] as string[] };
function wordsOfMessage(message: string): string[] {
  if (lastMessage.text !== message) lastMessage = { text: message, words: [...new Set(featuresOf(message).filter((f) => f.startsWith('w:')))] };
  return lastMessage.words;
}

/**
 * The clauses of the corpus with their block, or IDEA for what the founder is building, and their
 * message: a clause holding a labelled fact's words is that fact's block; a clause of a message
 * whose facts are all in one block is that block. Corrections and clauses holding several blocks
 * teach nothing.
 */
export function examplesOf(conversations: Conversation[]): { text: string; message: string; block: Class }[] {
  const examples: { text: string; message: string; block: Class }[] = [];
  for (const message of conversations.flatMap((c) => c.messages)) {
    if (message.gone || !message.facts.length) continue;
    const facts = message.facts.map((f) => {
      const { label, keys } = factOf(f);
      return { label, keys: keys.map((k) => k.toLowerCase()) };
    });
    const blocks = new Set(facts.map((f) => f.label));
    for (const clause of roughClauses(message.text)) {
      const text = clause.toLowerCase().replace(/[\u2019]/g, "'");
      const held = new Set(facts.filter((f) => f.keys.some((k) => text.includes(k))).map((f) => f.label));
      const label = held.size === 1 ? [...held][0] : held.size === 0 && blocks.size === 1 ? [...blocks][0] : undefined;
      // A clause without a feature ("γεια σας": no Latin letter, number or amount) teaches nothing,
      // and its 1/√0 scale in training would turn every weight into NaN.
      if (label && featuresOf(clause).length) examples.push({ text: clause, message: message.text, block: label });
    }
  }
  return examples;
}

// Training splits clauses by punctuation and conjunctions: parsing the whole tuned part with the
// English model would take seconds on the coach's first message, and scores no better.
const roughClauses = (text: string) => text.split(/[.!?;:]+(?:\s+|$)|,\s*|\s+(?=(?:and|but|while|whereas|so|because|which)\s)/i).map((c) => c.trim()).filter(Boolean);

/** Every epoch's rows are learnt in slices of this many, so that training in slices can yield between them. */
const SLICE = 1000;

/**
 * Training as steps: it yields after each slice of rows and returns the model. `trainNow` runs it
 * at once; `prepareWordModel` runs it in slices between which other requests get the event loop.
 */
function* training(conversations: Conversation[]): Generator<void, Model> {
  const examples = examplesOf(conversations).map(({ text, message, block }) => {
    const own = featuresOf(text);
    return { own, context: contextOf(own, message), block };
  });
  yield;
  const classes = (['IDEA', ...CANVAS_BLOCKS] as Class[]).filter((c) => examples.some((e) => e.block === c));
  const index = new Map<string, number>();
  for (const feature of examples.flatMap((e) => [...e.own, ...e.context])) if (!index.has(feature)) index.set(feature, index.size);
  const weights = new Float64Array(index.size * classes.length);
  const bias = new Float64Array(classes.length);
  const rows = examples.map((e) => ({ ...rowOf([...new Set(e.own.map((f) => index.get(f)!))], e.context.map((f) => index.get(f)!)), target: classes.indexOf(e.block) }));
  yield;
  // A fixed shuffle (a linear congruential sequence) keeps training the same on every start.
  let seed = 1;
  const random = () => (seed = (seed * 48271) % 2147483647) / 2147483647;
  for (let epoch = 0; epoch < EPOCHS; epoch++) {
    for (let i = rows.length - 1; i > 0; i--) {
      const j = Math.floor(random() * (i + 1));
      [rows[i], rows[j]] = [rows[j]!, rows[i]!];
    }
    const rate = RATE / (1 + epoch * 0.2);
    for (let from = 0; from < rows.length; from += SLICE) {
      yield;
      learn(weights, bias, rows.slice(from, from + SLICE), rate);
    }
  }
  return { classes, index, weights, bias };
}

/** A clause's features (their ids) and the value of each. */
type Row = { ids: Int32Array; values: Float64Array };

/**
 * The clause's own features at 1/√(their number), its message's at CONTEXT_WEIGHT/√(theirs).
 * `contextInMessage`: how many context features the message had, seen in training or not, so that
 * a message of unknown words does not lend its few known ones more weight than training gave them.
 */
function rowOf(own: number[], context: number[], contextInMessage = context.length): Row {
  const ownValue = 1 / Math.sqrt(own.length);
  const contextValue = contextInMessage ? CONTEXT_WEIGHT / Math.sqrt(contextInMessage) : 0;
  return { ids: Int32Array.from([...own, ...context]), values: Float64Array.from([...own.map(() => ownValue), ...context.map(() => contextValue)]) };
}

/**
 * One step of stochastic gradient descent per row. A server's first message runs it millions of
 * times: plain loops over typed arrays, no allocation per row.
 */
function learn(weights: Float64Array, bias: Float64Array, rows: (Row & { target: number })[], rate: number) {
  const decay = 1 - rate * L2;
  const probabilities = new Float64Array(bias.length);
  const steps = new Float64Array(bias.length);
  for (const row of rows) {
    logitsOf(weights, bias, row, probabilities);
    softmaxInPlace(probabilities);
    for (let k = 0; k < bias.length; k++) {
      const gradient = probabilities[k]! - (k === row.target ? 1 : 0);
      bias[k]! -= rate * gradient;
      steps[k] = rate * gradient;
    }
    for (let i = 0; i < row.ids.length; i++) {
      const at = row.ids[i]! * bias.length;
      const value = row.values[i]!;
      for (let k = 0; k < bias.length; k++) weights[at + k] = weights[at + k]! * decay - steps[k]! * value;
    }
  }
}

/** Each class's bias plus its weights of the row's features times their values, into `out`. */
function logitsOf(weights: Float64Array, bias: Float64Array, row: Row, out: Float64Array): Float64Array {
  out.set(bias);
  for (let i = 0; i < row.ids.length; i++) {
    const at = row.ids[i]! * bias.length;
    const value = row.values[i]!;
    for (let k = 0; k < bias.length; k++) out[k]! += value * weights[at + k]!;
  }
  return out;
}

function trainNow(conversations: Conversation[]): Model {
  const steps = training(conversations);
  for (;;) {
    const step = steps.next();
    if (step.done) return step.value;
  }
}

/** Turns logits into probabilities, in place. */
function softmaxInPlace(logits: Float64Array): Float64Array {
  let top = -Infinity;
  for (let k = 0; k < logits.length; k++) top = Math.max(top, logits[k]!);
  let total = 0;
  for (let k = 0; k < logits.length; k++) total += logits[k] = Math.exp(logits[k]! - top);
  for (let k = 0; k < logits.length; k++) logits[k]! /= total;
  return logits;
}

let trained: Model | undefined;
let preparing: Promise<void> | undefined;

/**
 * Makes the model ready, if it is not yet: the one built with the server when there is one (see
 * `builtModel`), else trained a slice at a time with the event loop turning in between: training
 * takes a second or two, and done at once on a busy server it held every other request (and
 * its database connection) for that long. The coach calls this before it reads; a reader that finds
 * no model loads or trains it at once.
 */
export function prepareWordModel(): Promise<void> {
  if (trained) return Promise.resolve();
  preparing ??= (async () => {
    const built = builtModel();
    if (built) {
      trained ??= built;
      return;
    }
    const steps = training(learningParts());
    for (;;) {
      const step = steps.next();
      if (step.done) {
        trained ??= step.value;
        return;
      }
      await new Promise((resolve) => setImmediate(resolve));
    }
  })();
  return preparing;
}

/**
 * The corpus the model learns from, read on first use so that its 800 KB of JSON stay out of the
 * start-up heap: beside this module in the source, in `corpus/` beside the compiled server
 * (`scripts/build-server.mjs` copies it there).
 */
const learningParts = (): Conversation[] =>
  LEARNING_FILES.flatMap((file) => JSON.parse(readFileSync(new URL(`./corpus/${file}`, import.meta.url), 'utf8')) as Conversation[]);

/**
 * The trained model as JSON: its classes, its features in the order of their ids, and its weights
 * and biases as the bytes of their float64 arrays (base64), so that a loaded model is the trained
 * one to the last bit.
 */
type SavedModel = { classes: Class[]; features: string[]; weights: string; bias: string };

/**
 * Trains the model from the corpus, or from the conversations given, and returns it as JSON
 * (`cli/word-model.ts` writes it for the build; `corpus/figures.ts` trains one without the part it scores).
 */
export function savedWordModel(conversations: Conversation[] = learningParts()): string {
  const model = trainNow(conversations);
  const bytes = (values: Float64Array) => Buffer.from(values.buffer, values.byteOffset, values.byteLength).toString('base64');
  return JSON.stringify({ classes: model.classes, features: [...model.index.keys()], weights: bytes(model.weights), bias: bytes(model.bias) } satisfies SavedModel);
}

function readModel(file: URL | string): Model {
  const saved = JSON.parse(readFileSync(file, 'utf8')) as SavedModel;
  const floats = (base64: string) => {
    const buffer = Buffer.from(base64, 'base64');
    return new Float64Array(buffer.buffer.slice(buffer.byteOffset, buffer.byteOffset + buffer.byteLength));
  };
  return { classes: saved.classes, index: new Map(saved.features.map((feature, id) => [feature, id])), weights: floats(saved.weights), bias: floats(saved.bias) };
}

/** Where the build writes the trained model: `corpus/` beside the compiled server. */
const BUILT_MODEL = new URL('./corpus/word-model.json', import.meta.url);

/**
 * The model trained when the server was built (`scripts/build-server.mjs`), so that a compiled
 * server does not train it again on its first message; undefined when running from source.
 */
function builtModel(): Model | undefined {
  try {
    return readModel(BUILT_MODEL);
  } catch (err) {
    if ((err as NodeJS.ErrnoException).code === 'ENOENT') return undefined;
    throw err;
  }
}

/**
 * Uses the model a build wrote to `file` instead of training one: the server tests run the source,
 * and load the model of the build they make anyway for their child processes.
 */
export function useBuiltWordModel(file: string): void {
  trained ??= readModel(file);
}

/**
 * How likely each class is for a clause of a message, or null when none of the clause's own
 * features was seen in training.
 */
function oddsOf(text: string, message: string): Map<Class, number> | null {
  trained ??= builtModel() ?? trainNow(learningParts());
  const model = trained;
  const known = (features: string[]) => [...new Set(features.map((f) => model.index.get(f)).filter((id) => id !== undefined))];
  const features = featuresOf(text);
  const own = known(features);
  if (!own.length) return null;
  const context = contextOf(features, message);
  const probabilities = softmaxInPlace(logitsOf(model.weights, model.bias, rowOf(own, known(context), context.length), new Float64Array(model.classes.length)));
  return new Map(model.classes.map((c, k) => [c, probabilities[k]!]));
}

/**
 * How likely each block is for a clause of a message (the idea left out), or null when none of the
 * clause's features was seen in training. A clause given without its message is read on its own.
 */
export function blockOdds(text: string, message = text): Map<CanvasBlock, number> | null {
  const odds = oddsOf(text, message);
  if (!odds) return null;
  const rest = 1 - (odds.get('IDEA') ?? 0);
  return new Map(CANVAS_BLOCKS.map((block) => [block, (odds.get(block) ?? 0) / rest]));
}

// Chosen on the fifth round's development conversations (docs/decisions/2026-11-26-offline-coach-fifth-round.md).
const UNLIKELY_IDEA = 0.1;
const LIKELY_BLOCK = 0.3;

/** Whether the model is sure a clause states something other than what the founder is building. */
export function surelyNotTheIdea(text: string, message = text): boolean {
  const odds = oddsOf(text, message);
  if (!odds) return false;
  const likeliestBlock = Math.max(...CANVAS_BLOCKS.map((b) => odds.get(b) ?? 0));
  return (odds.get('IDEA') ?? 0) < UNLIKELY_IDEA && likeliestBlock >= LIKELY_BLOCK;
}

/** The likeliest block for a clause of a message and how sure the model is of it (0–1). */
export function guessBlock(text: string, message = text): { block: CanvasBlock; confidence: number } | null {
  const odds = blockOdds(text, message);
  if (!odds) return null;
  const [block, confidence] = [...odds].reduce((a, b) => (b[1] > a[1] ? b : a));
  return { block, confidence };
}
