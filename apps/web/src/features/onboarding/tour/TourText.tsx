import Markdown from 'react-markdown';
import remarkGfm from 'remark-gfm';

export function TourText({ markdown }: { markdown: string }) {
  return (
    <div className="tour-text">
      <Markdown remarkPlugins={[remarkGfm]}>{markdown}</Markdown>
    </div>
  );
}
