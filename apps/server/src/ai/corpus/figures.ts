/**
 * Prints the offline coach's figures on its corpus, as a round of changes weighs them
 * (docs/decisions/2026-11-28-offline-coach-eighteenth-round.md): the training parts four times over
 * (each quarter of their conversations scored by a word model trained without it), the development
 * parts, each held-out part and the tuned part. `npm run coach:figures`; add `-- --labels` for each
 * label's precision and recall. Only the tuned, training and development parts' mistakes may be read.
 */
import { execFile } from 'node:child_process';
import { rmSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { promisify } from 'node:util';
import { savedWordModel, useBuiltWordModel } from '../classifier.ts';
import type { Conversation } from './corpus.ts';
import { combined, evaluate, report, type Score } from './evaluate.ts';
import { HELD_OUT_PARTS } from './held-out.ts';
import TUNED from './tuned.json' with { type: 'json' };
import TRAINING_A from './training-a.json' with { type: 'json' };
import TRAINING_B from './training-b.json' with { type: 'json' };
import TRAINING_C from './training-c.json' with { type: 'json' };
import TRAINING_D from './training-d.json' with { type: 'json' };
import DEVELOPMENT_1 from './development-1.json' with { type: 'json' };
import DEVELOPMENT_2 from './development-2.json' with { type: 'json' };
import DEVELOPMENT_3 from './development-3.json' with { type: 'json' };
import DEVELOPMENT_4 from './development-4.json' with { type: 'json' };

const FOLDS = 4;
const TRAINING = [TRAINING_A, TRAINING_B, TRAINING_C, TRAINING_D] as Conversation[][];
const DEVELOPMENT = [DEVELOPMENT_1, DEVELOPMENT_2, DEVELOPMENT_3, DEVELOPMENT_4] as Conversation[][];

/** The conversations of fold `k` of every training part, or all the others. */
function fold(k: number, inside: boolean): Conversation[] {
  return TRAINING.flatMap((part) => {
    const size = Math.ceil(part.length / FOLDS);
    return inside ? part.slice(k * size, (k + 1) * size) : [...part.slice(0, k * size), ...part.slice((k + 1) * size)];
  });
}

/** Scores fold `k` with a word model trained on the tuned part and the other folds. */
function scoreFold(k: number): Record<string, Score> {
  const file = join(tmpdir(), `ideapilot-word-model-${process.pid}.json`);
  writeFileSync(file, savedWordModel([...(TUNED as Conversation[]), ...fold(k, false)]));
  useBuiltWordModel(file);
  rmSync(file);
  return { [`fold-${k}`]: evaluate(fold(k, true)) };
}

/** Scores the parts the word model never learns, and the tuned part, with the model of the whole corpus. */
function scoreParts(): Record<string, Score> {
  return {
    'development parts 1–4': combined(DEVELOPMENT.map(evaluate)),
    ...Object.fromEntries(HELD_OUT_PARTS.map(([name, part]) => [name, evaluate(part)])),
    'tuned part': evaluate(TUNED as Conversation[]),
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
    [`training parts, ${FOLDS} folds (${messages(TRAINING)} messages)`, combined(Array.from({ length: FOLDS }, (_, k) => scores[`fold-${k}`]!))],
    [`development parts 1–4 (${messages(DEVELOPMENT)} messages)`, scores['development parts 1–4']!],
    ...HELD_OUT_PARTS.map(([name, part]): [string, Score] => [`${name} (${messages([part])} messages)`, scores[name]!]),
    [`tuned part (${messages([TUNED as Conversation[]])} messages)`, scores['tuned part']!],
  ];
  for (const [name, score] of rows) console.log(labels ? `${report(name, score)}\n` : `${name}: ${score.macroF1.toFixed(3)}`);
}

const job = process.argv[2];
if (job?.startsWith('fold-')) console.log(JSON.stringify(scoreFold(Number(job.slice('fold-'.length)))));
else if (job === 'parts') console.log(JSON.stringify(scoreParts()));
else await printFigures(job === '--labels');
