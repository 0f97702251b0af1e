import type { Conversation } from './corpus.ts';
import HELD_OUT_1 from './held-out-1.json' with { type: 'json' };
import HELD_OUT_2 from './held-out-2.json' with { type: 'json' };
import HELD_OUT_3 from './held-out-3.json' with { type: 'json' };
import HELD_OUT_4 from './held-out-4.json' with { type: 'json' };
import HELD_OUT_5 from './held-out-5.json' with { type: 'json' };
import HELD_OUT_6 from './held-out-6.json' with { type: 'json' };
import HELD_OUT_7 from './held-out-7.json' with { type: 'json' };
import HELD_OUT_8 from './held-out-8.json' with { type: 'json' };

/**
 * Parts that were written before a round of changes and are only ever scored, never read for
 * their mistakes (see the records of the offline coach's rounds in docs/decisions/).
 */
export const HELD_OUT_PARTS: [string, Conversation[]][] = [
  ['held-out part 1', HELD_OUT_1 as Conversation[]],
  ['held-out part 2', HELD_OUT_2 as Conversation[]],
  ['held-out part 3', HELD_OUT_3 as Conversation[]],
  ['held-out part 4', HELD_OUT_4 as Conversation[]],
  ['held-out part 5', HELD_OUT_5 as Conversation[]],
  ['held-out part 6', HELD_OUT_6 as Conversation[]],
  ['held-out part 7', HELD_OUT_7 as Conversation[]],
  ['held-out part 8', HELD_OUT_8 as Conversation[]],
];
