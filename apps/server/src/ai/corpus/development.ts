import type { Conversation } from './corpus.ts';
import DEVELOPMENT_1 from './development-1.json' with { type: 'json' };
import DEVELOPMENT_2 from './development-2.json' with { type: 'json' };
import DEVELOPMENT_3 from './development-3.json' with { type: 'json' };
import DEVELOPMENT_4 from './development-4.json' with { type: 'json' };

/**
 * Parts whose mistakes a round may read and fit rules to, and that the word model never learns
 * (README.md), by the name `note-taker.json` gives them.
 */
export const DEVELOPMENT_PARTS: Record<string, Conversation[]> = {
  'development-1': DEVELOPMENT_1 as Conversation[],
  'development-2': DEVELOPMENT_2 as Conversation[],
  'development-3': DEVELOPMENT_3 as Conversation[],
  'development-4': DEVELOPMENT_4 as Conversation[],
};
