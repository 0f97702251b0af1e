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
