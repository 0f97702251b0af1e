import { IDEA_STAGES } from '@ideapilot/contract';
import { useRef, useState } from 'react';
import { ChevronLeftIcon, ChevronRightIcon } from '../icons.tsx';

const STEP_PX = 250;
const LAST = IDEA_STAGES.length - 1;

/** The 7 idea stages; only the first is available, the others carry 'Coming Soon'. */
export function StageCarousel() {
  const track = useRef<HTMLOListElement>(null);
  const [index, setIndex] = useState(0);
  const move = (by: 1 | -1) => {
    const next = Math.min(LAST, Math.max(0, index + by));
    setIndex(next);
    // An absolute target: quick clicks interrupt a smooth scroll, and relative steps would fall short.
    track.current?.scrollTo({ left: next * STEP_PX, behavior: 'smooth' });
  };
  return (
    <nav className="stage-carousel" aria-label="Idea stages">
      <button type="button" className="stage-nav" aria-label="Previous stages" disabled={index === 0} onClick={() => move(-1)}>
        <ChevronLeftIcon size={16} />
      </button>
      <ol className="stage-track" ref={track} tabIndex={0}>
        {IDEA_STAGES.map((stage, i) => (
          <li key={stage} className={`stage-card${i === 0 ? ' is-current' : ''}`} aria-current={i === 0 ? 'step' : undefined}>
            <span className="stage-number">{i + 1}</span>
            <span className="stage-name">{stage}</span>
            {i > 0 && <span className="stage-badge">Coming Soon</span>}
          </li>
        ))}
      </ol>
      <button type="button" className="stage-nav" aria-label="Next stages" disabled={index === LAST} onClick={() => move(1)}>
        <ChevronRightIcon size={16} />
      </button>
    </nav>
  );
}
