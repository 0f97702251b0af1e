import { IDEA_STAGES } from '@ideapilot/contract';
import { useCallback, useLayoutEffect, useRef, useState } from 'react';
import { ChevronLeftIcon, ChevronRightIcon } from '../icons.tsx';

const STEP_PX = 250;
const LAST = IDEA_STAGES.length - 1;

/**
 * The 7 idea stages; only the first is available, the others carry 'Coming Soon'. The buttons
 * move by 250 px; Next stops (and disables) once the last stage is in full view.
 */
export function StageCarousel() {
  const track = useRef<HTMLOListElement>(null);
  const [index, setIndex] = useState(0);
  /** The furthest position the track can scroll to at its current width. */
  const [lastIndex, setLastIndex] = useState(LAST);

  const measure = useCallback(() => {
    const el = track.current;
    if (!el) return;
    setLastIndex(Math.min(LAST, Math.ceil((el.scrollWidth - el.clientWidth) / STEP_PX)));
  }, []);

  useLayoutEffect(() => {
    const el = track.current;
    if (!el) return;
    measure();
    const observer = new ResizeObserver(measure);
    observer.observe(el);
    return () => observer.disconnect();
  }, [measure]);

  const move = (by: 1 | -1) => {
    const next = Math.min(lastIndex, Math.max(0, index + by));
    setIndex(next);
    // An absolute target: quick clicks interrupt a smooth scroll, and relative steps would fall short.
    track.current?.scrollTo({ left: next * STEP_PX, behavior: 'smooth' });
  };

  /** After a swipe or keyboard scroll, the buttons follow where the track stopped. */
  const settle = () => {
    const el = track.current;
    if (!el) return;
    const atEnd = el.scrollLeft >= el.scrollWidth - el.clientWidth - 1;
    setIndex(atEnd ? lastIndex : Math.round(el.scrollLeft / STEP_PX));
  };

  return (
    <nav className="stage-carousel" aria-label="Idea stages">
      <button type="button" className="stage-nav" aria-label="Previous stages" disabled={index === 0} onClick={() => move(-1)}>
        <ChevronLeftIcon size={16} />
      </button>
      <ol className="stage-track" ref={track} tabIndex={0} onScrollEnd={settle}>
        {IDEA_STAGES.map((stage, i) => (
          <li key={stage} className={`stage-card${i === 0 ? ' is-current' : ''}`} aria-current={i === 0 ? 'step' : undefined}>
            <span className="stage-number">{i + 1}</span>
            <span className="stage-name">{stage}</span>
            {i > 0 && <span className="stage-badge">Coming Soon</span>}
          </li>
        ))}
      </ol>
      <button type="button" className="stage-nav" aria-label="Next stages" disabled={index >= lastIndex} onClick={() => move(1)}>
        <ChevronRightIcon size={16} />
      </button>
    </nav>
  );
}
