/**
 * Trains the offline coach's word model and writes it to the file given as the first argument, for
 * the compiled server to load instead of training it on its first message (`scripts/build-server.mjs`).
 */
import { writeFileSync } from 'node:fs';
import { savedWordModel } from '../ai/classifier.ts';

const file = process.argv[2];
if (!file) throw new Error('usage: word-model <file>');
writeFileSync(file, savedWordModel());
