import { CANVAS_BLOCKS, type CanvasBlock } from '@ideapilot/contract';

/** What an idea canvas states: its title and the founder's lines per block (empty blocks have none). */
export type CanvasFacts = { title: string | null; blocks: Record<CanvasBlock, string[]> };

const NOT_COVERED = /^_?not covered yet\.?_?/i;

/** Reads a canvas in the Default Format (`# title`, `### BLOCK`, bullet or paragraph lines). */
export function readCanvas(markdown: string): CanvasFacts {
  const blocks = Object.fromEntries(CANVAS_BLOCKS.map((b) => [b, [] as string[]])) as Record<CanvasBlock, string[]>;
  let title: string | null = null;
  let current: CanvasBlock | null = null;
  let skipping = false;
  for (const raw of markdown.split('\n')) {
    const line = raw.trim();
    if (!line) continue;
    const heading = /^(#{1,6})\s+(.*)$/.exec(line);
    if (heading) {
      const name = heading[2]!.replace(/[*_`]/g, '').trim();
      if (heading[1] === '#' && title === null) title = name || null;
      current = CANVAS_BLOCKS.find((b) => b === name.toUpperCase()) ?? null;
      skipping = false;
      continue;
    }
    if (!current || skipping) continue;
    const item = line.replace(/^([-*+]|\d+\.)\s+/, '').trim();
    if (NOT_COVERED.test(item)) {
      skipping = true;
      continue;
    }
    if (item) blocks[current].push(item);
  }
  return { title, blocks };
}

export const filledBlocks = (facts: CanvasFacts) => CANVAS_BLOCKS.filter((b) => facts.blocks[b].length > 0);
