import { Markdown } from '../../../components/ui/Markdown.tsx';

/** The canvas as markdown, its headings under the panel's "Idea Canvas" (an h2). */
export function CanvasBody({ text, streaming }: { text: string; streaming: boolean }) {
  return (
    <div className="canvas-body" tabIndex={0} role="region" aria-label="Canvas content">
      {text || streaming ? (
        <Markdown text={text} streaming={streaming} className="canvas-markdown" headingLevel={3} />
      ) : (
        <p className="canvas-empty">Start a new chat to build your idea canvas.</p>
      )}
    </div>
  );
}
