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

/** A canvas cut at its `### BLOCK` headings: everything before the first block, then each block. */
export type CanvasParts = { head: string; blocks: { name: CanvasBlock; heading: string; body: string }[] };

const BLOCK_HEADING = /^### (.+?)[ \t]*$/gm;

/**
 * Cuts a canvas into its head and its known blocks, so that joining `head`, each `heading` and
 * `body` gives back the exact text. A `###` heading that is not a block stays in the body before it.
 */
export function splitCanvas(markdown: string): CanvasParts {
  const known = new Set<string>(CANVAS_BLOCKS);
  const starts: { index: number; name: CanvasBlock; heading: string }[] = [];
  for (const match of markdown.matchAll(BLOCK_HEADING)) {
    const name = match[1]!.trim().toUpperCase();
    if (known.has(name) && !starts.some((s) => s.name === name)) starts.push({ index: match.index, name: name as CanvasBlock, heading: match[0] });
  }
  const head = markdown.slice(0, starts[0]?.index ?? markdown.length);
  const blocks = starts.map((start, i) => ({
    name: start.name,
    heading: start.heading,
    body: markdown.slice(start.index + start.heading.length, starts[i + 1]?.index ?? markdown.length),
  }));
  return { head, blocks };
}

/** The canvas title: its first `#` heading, without the `#`. */
export function canvasTitle(markdown: string): string | null {
  return /^#\s+(.+?)\s*$/m.exec(markdown)?.[1]?.trim() || null;
}

/**
 * The canvas with one block's text replaced; every other byte stays as it was. The new text
 * keeps the blank line that separated the block from the next one.
 */
export function replaceCanvasBlock(markdown: string, block: CanvasBlock, text: string): string {
  const { head, blocks } = splitCanvas(markdown);
  return (
    head +
    blocks
      .map((b) => {
        if (b.name !== block) return b.heading + b.body;
        const trailing = /\s*$/.exec(b.body)?.[0] ?? '';
        return `${b.heading}\n${text.trim()}${trailing.includes('\n') ? trailing : '\n'}`;
      })
      .join('')
  );
}
