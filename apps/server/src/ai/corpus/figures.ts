/**
 * Prints the offline coach's figures on its corpus, as a round of changes weighs them
 * (docs/decisions/2026-11-28-offline-coach-eighteenth-round.md): the training parts four times over
 * (each quarter of their conversations scored by a word model trained without it), the development
 * parts, each held-out part and the tuned part. `npm run coach:figures`; add `-- --labels` for each
 * label's precision and recall. Only the tuned, training and development parts' mistakes may be read.
 */
import { execFile } from 'node:child_process';
import { readFileSync, rmSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { promisify } from 'node:util';
import { savedWordModel, useBuiltWordModel } from '../classifier.ts';
import { LEARNING_FILES, type Conversation } from './corpus.ts';
import { DEVELOPMENT_PARTS } from './development.ts';
import { combined, evaluate, report, type Score } from './evaluate.ts';
import { HELD_OUT_PARTS } from './held-out.ts';

const FOLDS = 4;
const LEARNT = new Map(LEARNING_FILES.map((file) => [file, JSON.parse(readFileSync(new URL(`./${file}`, import.meta.url), 'utf8')) as Conversation[]]));
// Of the parts the word model learns, the training parts are folded and the tuned part is always learnt.
const FOLDED = [...LEARNT].filter(([file]) => file.startsWith('training-')).map(([, part]) => part);
const WHOLE = [...LEARNT].filter(([file]) => !file.startsWith('training-')).map(([, part]) => part);
const TUNED = LEARNT.get('tuned.json')!;
const DEVELOPMENT = 'development parts';
const TUNED_PART = 'tuned part';

/** The conversations of fold `k` of every training part, or all the others. */
function fold(k: number, inside: boolean): Conversation[] {
  return FOLDED.flatMap((part) => {
    const size = Math.ceil(part.length / FOLDS);
    return inside ? part.slice(k * size, (k + 1) * size) : [...part.slice(0, k * size), ...part.slice((k + 1) * size)];
  });
}

/** Scores fold `k` with a word model trained on every other conversation the model learns from. */
function scoreFold(k: number): Record<string, Score> {
  const file = join(tmpdir(), `ideapilot-word-model-${process.pid}.json`);
  try {
    writeFileSync(file, savedWordModel([...WHOLE.flat(), ...fold(k, false)]));
    useBuiltWordModel(file);
  } finally {
    rmSync(file, { force: true });
  }
  return { [`fold-${k}`]: evaluate(fold(k, true)) };
}

/** Scores the parts the word model never learns, and the tuned part, with the model of the whole corpus. */
function scoreParts(): Record<string, Score> {
  return {
    [DEVELOPMENT]: combined(Object.values(DEVELOPMENT_PARTS).map(evaluate)),
    ...Object.fromEntries(HELD_OUT_PARTS.map(([name, part]) => [name, evaluate(part)])),
    [TUNED_PART]: evaluate(TUNED),
  };
}

const messages = (parts: Conversation[][]) => parts.flat().reduce((n, c) => n + c.messages.length, 0);

/** Runs each fold, and the other parts, in a process of its own (the word model is one per process), two at a time. */
async function printFigures(labels: boolean) {
  const run = async (job: string) => JSON.parse((await promisify(execFile)(process.execPath, ['--import', 'tsx', import.meta.filename, job], { maxBuffer: 256 * 1024 * 1024 })).stdout) as Record<string, Score>;
  const jobs = [...Array.from({ length: FOLDS }, (_, k) => `fold-${k}`), 'parts'];
  const scores: Record<string, Score> = {};
  for (let i = 0; i < jobs.length; i += 2) Object.assign(scores, ...(await Promise.all(jobs.slice(i, i + 2).map(run))));
  const rows: [string, Score][] = [
    [`training parts, ${FOLDS} folds (${messages(FOLDED)} messages)`, combined(Array.from({ length: FOLDS }, (_, k) => scores[`fold-${k}`]!))],
    [`${DEVELOPMENT} (${messages(Object.values(DEVELOPMENT_PARTS))} messages)`, scores[DEVELOPMENT]!],
    ...HELD_OUT_PARTS.map(([name, part]): [string, Score] => [`${name} (${messages([part])} messages)`, scores[name]!]),
    [`${TUNED_PART} (${messages([TUNED])} messages)`, scores[TUNED_PART]!],
  ];
  for (const [name, score] of rows) console.log(labels ? `${report(name, score)}\n` : `${name}: ${score.macroF1.toFixed(3)}`);
}

const job = process.argv[2];
if (job?.startsWith('fold-')) console.log(JSON.stringify(scoreFold(Number(job.slice('fold-'.length)))));
else if (job === 'parts') console.log(JSON.stringify(scoreParts()));
else if (job === undefined || job === '--labels') await printFigures(job === '--labels');
else throw new Error('usage: npm run coach:figures [-- --labels]');
