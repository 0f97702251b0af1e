import { useEffect, useState } from 'react';
import { Modal } from '../../../components/ui/Modal.tsx';
import { MediaViewer } from './MediaViewer.tsx';
import { TourDesktop } from './TourDesktop.tsx';
import { TourMobile } from './TourMobile.tsx';
import { TOUR_STEPS } from './tour-steps.ts';
import { useMobileLayout } from '../../../lib/use-media-query.ts';
import './tour.css';

export type TourEnd = { reason: 'finished' | 'skipped' | 'escape' | 'backdrop'; step: number };

/** Guided tour: starts at step 1, locks body scroll, ends by finish, skip, Escape or backdrop. */
export function GuidedTour({ onEnd }: { onEnd: (end: TourEnd) => void }) {
  const [index, setIndex] = useState(0);
  const [viewerOpen, setViewerOpen] = useState(false);
  const isMobile = useMobileLayout();
  const step = TOUR_STEPS[index]!;
  const total = TOUR_STEPS.length;
  const src = isMobile ? step.mobileImage : step.image;

  useEffect(() => {
    const { overflow } = document.body.style;
    document.body.style.overflow = 'hidden';
    return () => {
      document.body.style.overflow = overflow;
    };
  }, []);

  const go = (next: number) => {
    setViewerOpen(false);
    setIndex(next);
  };
  const view = {
    step,
    index,
    total,
    onBack: () => index > 0 && go(index - 1),
    onNext: () => (index === total - 1 ? onEnd({ reason: 'finished', step: index }) : go(index + 1)),
    onSkip: () => onEnd({ reason: 'skipped', step: index }),
    onViewFullSize: () => setViewerOpen(true),
  };

  return (
    <Modal
      labelledBy="tour-title"
      backdropClassName="tour-backdrop"
      boxClassName="tour"
      className={isMobile ? 'tour--mobile' : 'tour--desktop'}
      onClose={() => onEnd({ reason: 'escape', step: index })}
      onBackdrop={() => onEnd({ reason: 'backdrop', step: index })}
    >
      {isMobile ? <TourMobile {...view} /> : <TourDesktop {...view} />}
      {viewerOpen && src && <MediaViewer src={src} alt={step.alt ?? step.title} onClose={() => setViewerOpen(false)} />}
    </Modal>
  );
}
