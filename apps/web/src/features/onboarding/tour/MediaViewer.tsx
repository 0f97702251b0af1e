import { Modal } from '../../../components/ui/Modal.tsx';
import { TourMedia } from './TourMedia.tsx';

/** The full-size view of a step's media, a dialog over the tour: Escape closes it first. */
export function MediaViewer({ src, alt, onClose }: { src: string; alt: string; onClose: () => void }) {
  return (
    <Modal title="Full-size view" onClose={onClose} backdropClassName="tour-viewer" boxClassName="tour-viewer-box">
      <button type="button" className="tour-viewer-close" onClick={onClose}>
        Close full-size view
      </button>
      <TourMedia src={src} alt={alt} className="tour-viewer-media" />
    </Modal>
  );
}
