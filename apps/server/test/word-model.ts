import { join } from 'node:path';
import { inject } from 'vitest';
import { useBuiltWordModel } from '../src/ai/classifier.ts';

// The offline coach's word model as the run's build trained it (`global-setup.ts`), so that no test
// worker trains it again: the same model, to the last bit (`classifier.test.ts`).
useBuiltWordModel(join(inject('serverBuildDir'), 'corpus/word-model.json'));
