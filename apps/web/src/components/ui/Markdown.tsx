import { memo, useMemo } from 'react';
import ReactMarkdown, { type Components } from 'react-markdown';
import remarkGfm from 'remark-gfm';
import './markdown.css';

/** Only web and mail links are followed; anything else (javascript:, data:, relative paths) is not. */
export function safeUrl(url: string): string {
  return /^(https?:\/\/|mailto:)/i.test(url.trim()) ? url.trim() : '';
}

/**
 * Model output is untrusted. Raw HTML is shown as text (react-markdown never executes it); links
 * open in a new tab without an opener, and a link whose address is unsafe is plain text. Images
 * are never fetched (a remote image could report the reader's address): each becomes a link.
 */
const components: Components = {
  a: ({ node: _node, children, href, ...props }) =>
    href ? (
      <a {...props} href={href} target="_blank" rel="noopener noreferrer">
        {children}
      </a>
    ) : (
      <span>{children}</span>
    ),
  img: ({ src, alt }) => {
    const label = `Image: ${alt || 'untitled'}`;
    return typeof src === 'string' && src ? (
      <a href={src} target="_blank" rel="noopener noreferrer" className="markdown-image-link">
        {label}
      </a>
    ) : (
      <span>{label}</span>
    );
  },
};
const remarkPlugins = [remarkGfm];

export type HeadingLevel = 1 | 2 | 3 | 4 | 5 | 6;
const LEVELS: HeadingLevel[] = [1, 2, 3, 4, 5, 6];

/**
 * Headings for markdown whose headings start at `level`: one above it is shown at it, so markdown
 * inside a region stays below the region's own heading. Each keeps its markdown depth as a class
 * (`markdown-h1`…), which its look follows.
 */
function headings(level: HeadingLevel): Components {
  const made: Components = {};
  for (const depth of LEVELS) {
    const Tag = `h${Math.max(depth, level) as HeadingLevel}` as const;
    made[`h${depth}`] = ({ node: _node, ...props }) => <Tag {...props} className={`markdown-h${depth}`} />;
  }
  return made;
}
const componentsByLevel = LEVELS.map((level): Components => ({ ...components, ...headings(level) }));

const Block = memo(function Block({ text, components }: { text: string; components: Components }) {
  return (
    <ReactMarkdown remarkPlugins={remarkPlugins} components={components} urlTransform={safeUrl}>
      {text}
    </ReactMarkdown>
  );
});

const FENCE = /^ {0,3}(`{3,}|~{3,})/;

/**
 * Splits markdown into top-level blocks at blank lines, keeping fenced code and indented
 * continuations (list item paragraphs) whole, so each block renders on its own.
 */
export function splitBlocks(text: string): string[] {
  const blocks: string[] = [];
  let current: string[] = [];
  let fence: string | null = null;
  let blankSeen = false;
  for (const line of text.split('\n')) {
    if (fence) {
      current.push(line);
      const close = FENCE.exec(line);
      if (close && close[1]![0] === fence[0] && close[1]!.length >= fence.length && !line.trim().slice(close[1]!.length)) fence = null;
      continue;
    }
    if (!line.trim()) {
      if (current.length) blankSeen = true;
      continue;
    }
    if (blankSeen) {
      if (/^[ \t]/.test(line)) current.push('');
      else {
        blocks.push(current.join('\n'));
        current = [];
      }
      blankSeen = false;
    }
    current.push(line);
    const open = FENCE.exec(line);
    if (open) fence = open[1]!;
  }
  if (current.length) blocks.push(current.join('\n'));
  return blocks;
}

/**
 * Rendered markdown. While `streaming`, only the last (growing) block re-renders per update:
 * settled blocks keep their text, so their memoized renderers are skipped. `headingLevel` is the
 * level of its top headings: one below the heading of the region it is shown in (3 in a panel
 * headed by an h2).
 */
export function Markdown({
  text,
  streaming = false,
  className = '',
  headingLevel = 1,
}: {
  text: string;
  streaming?: boolean;
  className?: string;
  headingLevel?: HeadingLevel;
}) {
  const blocks = useMemo(() => splitBlocks(text), [text]);
  const components = componentsByLevel[headingLevel - 1]!;
  return (
    <div className={`markdown${streaming ? ' markdown--streaming' : ''} ${className}`} aria-busy={streaming || undefined}>
      {blocks.map((block, i) => (
        <Block key={i} text={block} components={components} />
      ))}
      {streaming && <span className="typing-cursor" data-testid="typing-cursor" aria-hidden="true" />}
    </div>
  );
}
