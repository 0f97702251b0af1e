import { TourMediaPane } from './TourMedia.tsx';
import { TourProgress } from './TourProgress.tsx';
import { TourText } from './TourText.tsx';
import type { TourViewProps } from './tour-view.ts';
import { TourNavButtons } from './TourNavButtons.tsx';

/** Desktop tour: dots, media on the left with a full-size view, text on the right. */
export function TourDesktop({ step, index, total, onBack, onNext, onSkip, onViewFullSize }: TourViewProps) {
  const last = index === total - 1;
  const hasMedia = step.type !== 'text-only' && !!step.image;
  return (
    <>
      <header className="tour-header spread-row">
        <TourProgress step={index} total={total} />
        <span className="tour-counter" aria-hidden="true">
          {index + 1}/{total}
        </span>
      </header>
      <div className={`tour-body tour-body--${step.type}`}>
        {hasMedia && (
          <TourMediaPane src={step.image!} alt={step.alt ?? step.title} onViewFullSize={onViewFullSize} />
        )}
        {/* A live region: a screen reader reads each new step's title and text (TourMobile does the same). */}
        <div className="tour-copy" aria-live="polite" aria-atomic="true">
          {step.type === 'text-only' && <img className="tour-text-logo" src="/logo.svg" alt="" width={48} height={48} />}
          <h2 id="tour-title" className="tour-title">
            {step.title}
          </h2>
          <TourText markdown={step.description} />
        </div>
      </div>
      <footer className="tour-footer spread-row">
        <button type="button" className="button button--ghost tour-skip" onClick={onSkip}>
          Skip Tour
        </button>
        <div className="tour-nav">
          <TourNavButtons index={index} last={last} onBack={onBack} onNext={onNext} />
        </div>
      </footer>
    </>
  );
}
