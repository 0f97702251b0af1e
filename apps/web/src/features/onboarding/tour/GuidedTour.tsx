import { MOBILE_BREAKPOINT_PX } from '@ideapilot/contract';
import { useEffect, useRef, useState } from 'react';
import { MediaViewer } from './MediaViewer.tsx';
import { TourDesktop } from './TourDesktop.tsx';
import { TourMobile } from './TourMobile.tsx';
import { TOUR_STEPS } from './tour-steps.ts';
import { useMediaQuery } from '../../../lib/use-media-query.ts';
import './tour.css';

export type TourEnd = { reason: 'finished' | 'skipped' | 'escape' | 'backdrop'; step: number };

/** Spec §2/§4 guided tour: starts at step 1, locks body scroll, ends by finish, skip, Escape or backdrop. */
export function GuidedTour({ onEnd }: { onEnd: (end: TourEnd) => void }) {
  const [index, setIndex] = useState(0);
  const [viewerOpen, setViewerOpen] = useState(false);
  const isMobile = useMediaQuery(`(max-width: ${MOBILE_BREAKPOINT_PX}px)`);
  const dialog = useRef<HTMLDivElement>(null);
  const step = TOUR_STEPS[index]!;
  const total = TOUR_STEPS.length;
  const src = isMobile ? step.mobileImage : step.image;

  // Read through a ref so the key handler is bound once and always sees the current state.
  const state = useRef({ index, viewerOpen, onEnd });
  state.current = { index, viewerOpen, onEnd };

  useEffect(() => {
    const { overflow } = document.body.style;
    document.body.style.overflow = 'hidden';
    const previous = document.activeElement as HTMLElement | null;
    dialog.current?.focus();
    const onKey = (e: KeyboardEvent) => {
      if (e.key !== 'Escape') return;
      e.stopPropagation();
      if (state.current.viewerOpen) setViewerOpen(false);
      else state.current.onEnd({ reason: 'escape', step: state.current.index });
    };
    document.addEventListener('keydown', onKey);
    return () => {
      document.removeEventListener('keydown', onKey);
      document.body.style.overflow = overflow;
      previous?.focus?.();
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
    <div
      className="tour-backdrop"
      onMouseDown={(e) => e.target === e.currentTarget && onEnd({ reason: 'backdrop', step: index })}
    >
      <div
        ref={dialog}
        className={`tour ${isMobile ? 'tour--mobile' : 'tour--desktop'}`}
        role="dialog"
        aria-modal="true"
        aria-labelledby="tour-title"
        tabIndex={-1}
      >
        {isMobile ? <TourMobile {...view} /> : <TourDesktop {...view} />}
      </div>
      {viewerOpen && src && <MediaViewer src={src} alt={step.alt ?? step.title} onClose={() => setViewerOpen(false)} />}
    </div>
  );
}
