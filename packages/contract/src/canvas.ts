/** The layout of the Stage 1 idea canvas, shared by the coach, the model prompts and the web app. */
import { CANVAS_BLOCKS, type CanvasBlock } from './constants.ts';

export const CANVAS_STAGE_HEADING = '## Stage 1 — Simply Explained Idea';
export const CANVAS_NOT_COVERED = 'Not covered yet.';

/** The question an empty block asks, so the founder knows what would fill it. */
export const CANVAS_BLOCK_QUESTIONS: Record<CanvasBlock, string> = {
  WHO: 'Who exactly is your customer? Describe the person or business that would use this.',
  PAIN: 'What problem do they have today, and how do they cope with it now?',
  'USERS BENEFIT': 'What changes for them when they use your product? What do they save or gain?',
  'YOUR PROFIT': 'How will you make money: who pays, how much, and how often?',
  'WHY YOU': 'Why are you the right person to build this? What experience or insight do you bring?',
  'WHY NOW': 'Why is now the right time? What has changed recently that makes this possible or urgent?',
  'YOUR TEAM': 'Who is on your team, or who do you still need to bring in?',
  'SECRET SAUCE': 'What do you have that others cannot easily copy? What is your unfair advantage?',
  PITCH: 'How would you pitch the idea in one sentence?',
};

/**
 * The canvas markdown: a `#` title, the stage heading, then one `###` section per block in the
 * fixed order. `body` gives a block's text, or null for a block with nothing yet.
 */
export function canvasMarkdown(title: string, body: (block: CanvasBlock) => string | null): string {
  const sections = CANVAS_BLOCKS.map((block) => `### ${block}\n${body(block) ?? `_${CANVAS_NOT_COVERED}_ ${CANVAS_BLOCK_QUESTIONS[block]}`}`);
  return `# ${title}\n\n${CANVAS_STAGE_HEADING}\n\n${sections.join('\n\n')}\n`;
}
