import { useEffect, useRef } from 'react';
import { TourMedia } from './TourMedia.tsx';

/** The full-size view of a step's media; Escape (handled by the tour) closes it first. */
export function MediaViewer({ src, alt, onClose }: { src: string; alt: string; onClose: () => void }) {
  const close = useRef<HTMLButtonElement>(null);
  useEffect(() => close.current?.focus(), []);
  return (
    <div
      className="tour-viewer"
      role="dialog"
      aria-modal="true"
      aria-label="Full-size view"
      onMouseDown={(e) => e.target === e.currentTarget && onClose()}
    >
      <button ref={close} type="button" className="tour-viewer-close" onClick={onClose}>
        Close full-size view
      </button>
      <TourMedia src={src} alt={alt} className="tour-viewer-media" />
    </div>
  );
}
