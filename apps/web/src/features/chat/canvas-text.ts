import { CANVAS_BLOCKS, CANVAS_STAGE_HEADING } from '@ideapilot/contract';

/** What a new chat's canvas says before the first turn. */
export const CANVAS_INTRO = `# Your Idea Canvas

As you describe your idea in the chat, this canvas fills in, block by block, with a clear summary you can share with teammates and investors.

${CANVAS_STAGE_HEADING}

${CANVAS_BLOCKS.join(' · ')}

*Start by telling the assistant what you want to build, for whom, and which problem it solves.*`;

/**
 * The canvas while it streams: a wrapping ```md fence is hidden as soon as it opens, so the
 * reader never sees the fence the finished text will lose to stripMarkdownFence.
 */
export function liveCanvasText(partial: string): string {
  const open = /^\s*```(?:md|markdown)?[ \t]*\r?\n/i.exec(partial);
  if (!open) return /^\s*`{1,3}[a-z]*$/i.test(partial) ? '' : partial;
  return partial.slice(open[0].length).replace(/\r?\n?`{0,3}\s*$/, (tail) => (tail.includes('`') ? '' : tail));
}
