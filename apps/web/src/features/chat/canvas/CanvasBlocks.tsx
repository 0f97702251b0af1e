import { splitCanvas, type CanvasBlock } from '@ideapilot/contract';
import { Markdown } from '../../../components/ui/Markdown.tsx';
import type { Reworking } from './useCanvasDocument.ts';

/**
 * The current canvas block by block, each with its "Rework" action; the block being reworked
 * shows its new text as it streams. A canvas without the nine blocks is shown as plain markdown.
 * Under the panel's h2, the title and the blocks are h3s; a heading in a block's text is an h4.
 * `reworkOffReason`: the id of the text saying why Rework is off (no tokens), read with each button.
 */
export function CanvasBlocks({
  text,
  reworking,
  canRework,
  reworkOffReason,
  onRework,
}: {
  text: string;
  reworking: Reworking | null;
  canRework: boolean;
  reworkOffReason?: string;
  onRework(block: CanvasBlock): void;
}) {
  const { head, blocks } = splitCanvas(text);
  if (blocks.length === 0) return <Markdown text={text} className="canvas-markdown" headingLevel={3} />;
  return (
    <div className="canvas-markdown canvas-blocks">
      <Markdown text={head} headingLevel={3} />
      {blocks.map((block) => {
        const live = reworking?.block === block.name ? reworking : null;
        const id = `canvas-block-${block.name.replace(/\s+/g, '-').toLowerCase()}`;
        return (
          <section key={block.name} className={`canvas-block${live ? ' is-reworking' : ''}`} aria-labelledby={id} aria-busy={live !== null}>
            <div className="canvas-block-head">
              <h3 id={id}>{block.name}</h3>
              <button
                type="button"
                className="button button--soft canvas-rework"
                aria-label={`Rework ${block.name}`}
                aria-describedby={reworkOffReason}
                disabled={!canRework}
                onClick={() => onRework(block.name)}
              >
                {live ? 'Reworking…' : 'Rework'}
              </button>
            </div>
            <Markdown text={live ? live.text : block.body} streaming={live !== null} headingLevel={4} />
          </section>
        );
      })}
    </div>
  );
}
