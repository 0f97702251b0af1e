import { Markdown } from '../../../components/ui/Markdown.tsx';

export function TourText({ markdown }: { markdown: string }) {
  return (
    <div className="tour-text">
      <Markdown text={markdown} headingLevel={3} />
    </div>
  );
}
