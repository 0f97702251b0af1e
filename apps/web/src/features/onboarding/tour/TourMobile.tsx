import { useRef, useState, type TouchEvent } from 'react';
import { TourMediaPane } from './TourMedia.tsx';
import { TourProgress } from './TourProgress.tsx';
import { TourText } from './TourText.tsx';
import type { TourViewProps } from './tour-view.ts';
import { TourNavButtons } from './TourNavButtons.tsx';

/** A horizontal swipe longer than this moves the tour. */
export const SWIPE_THRESHOLD_PX = 50;

/**
 * Mobile tour: swipe to move; image-only, text-only and default steps, where a default
 * step shows its text first and its media on 'View Demo'.
 */
export function TourMobile({ step, index, total, onBack, onNext, onSkip, onViewFullSize }: TourViewProps) {
  const [demoOpen, setDemoOpen] = useState(false);
  const [shownIndex, setShownIndex] = useState(index);
  if (shownIndex !== index) {
    setShownIndex(index);
    setDemoOpen(false);
  }
  const touchStart = useRef<{ x: number; y: number } | null>(null);
  const last = index === total - 1;
  const showMedia = !!step.mobileImage && (step.type === 'image-only' || (step.type === 'default' && demoOpen));

  function onTouchStart(e: TouchEvent) {
    const touch = e.touches[0];
    touchStart.current = touch ? { x: touch.clientX, y: touch.clientY } : null;
  }
  function onTouchEnd(e: TouchEvent) {
    const start = touchStart.current;
    const touch = e.changedTouches[0];
    touchStart.current = null;
    if (!start || !touch) return;
    const dx = touch.clientX - start.x;
    const dy = touch.clientY - start.y;
    if (Math.abs(dx) <= SWIPE_THRESHOLD_PX || Math.abs(dx) < Math.abs(dy)) return;
    if (dx < 0 && !last) onNext();
    if (dx > 0 && index > 0) onBack();
  }

  return (
    <>
      <header className="tour-header spread-row">
        <TourProgress step={index} total={total} />
        {showMedia ? (
          <span className="tour-counter">
            {index + 1}/{total}
          </span>
        ) : (
          <button type="button" className="button button--ghost tour-skip" onClick={onSkip}>
            Skip Tour
          </button>
        )}
      </header>
      <div className={`tour-body tour-body--mobile tour-body--${step.type}`} onTouchStart={onTouchStart} onTouchEnd={onTouchEnd}>
        {/* A live region: a screen reader reads each new step's title and text; the media stays out of it. */}
        <div className="tour-copy-mobile" aria-live="polite" aria-atomic="true">
          {step.type === 'text-only' && <img className="tour-text-logo" src="/logo.svg" alt="" width={48} height={48} />}
          <h2 id="tour-title" className="tour-title">
            {step.title}
          </h2>
          {!showMedia && <TourText markdown={step.mobileDescription ?? step.description} />}
        </div>
        {showMedia && <TourMediaPane src={step.mobileImage!} alt={step.alt ?? step.title} onViewFullSize={onViewFullSize} />}
        {step.type === 'default' && step.mobileImage && (
          <button type="button" className="button tour-demo-toggle" onClick={() => setDemoOpen((open) => !open)}>
            {demoOpen ? 'Back to Description' : 'View Demo'}
          </button>
        )}
      </div>
      <footer className="tour-footer spread-row">
        <TourNavButtons index={index} last={last} onBack={onBack} onNext={onNext} />
      </footer>
    </>
  );
}
