import { ExpandIcon } from './ExpandIcon.tsx';
import { mediaKind } from './media-kind.ts';

/** A step's illustration: video or image by file extension, else a notice. */
export function TourMedia({ src, alt, className = '' }: { src: string; alt: string; className?: string }) {
  switch (mediaKind(src)) {
    case 'video':
      return <video className={`tour-media ${className}`} src={src} aria-label={alt} autoPlay muted loop playsInline />;
    case 'image':
      return <img className={`tour-media ${className}`} src={src} alt={alt} />;
    default:
      return <p className="tour-media-unsupported">Unsupported media type</p>;
  }
}

/** The media pane of a step: the illustration and the button that opens the full-size viewer. */
export function TourMediaPane({ src, alt, onViewFullSize }: { src: string; alt: string; onViewFullSize(): void }) {
  return (
    <div className="tour-media-pane">
      <TourMedia src={src} alt={alt} />
      <button type="button" className="tour-expand" onClick={onViewFullSize}>
        <ExpandIcon />
        View full size
      </button>
    </div>
  );
}
