import { IDEA_STAGES } from '@ideapilot/contract';
import { memo, useCallback, useLayoutEffect, useRef, useState } from 'react';
import { ChevronLeftIcon, ChevronRightIcon } from '../icons.tsx';

const STEP_PX = 250;
const LAST = IDEA_STAGES.length - 1;

/**
 * The 7 idea stages; only the first is available, the others carry 'Coming Soon'. The buttons
 * move by 250 px (positions 0 to 6) and disable where the track really ends, whatever its width.
 */
export const StageCarousel = memo(function StageCarousel() {
  const track = useRef<HTMLOListElement>(null);
  const [edges, setEdges] = useState({ start: true, end: false });

  const measure = useCallback(() => {
    const el = track.current;
    if (!el) return;
    const start = el.scrollLeft <= 1;
    const end = el.scrollLeft >= el.scrollWidth - el.clientWidth - 1;
    setEdges((e) => (e.start === start && e.end === end ? e : { start, end }));
  }, []);

  // Measured by the observer, whose first call comes once the browser has laid the page out, before
  // it paints: measured here, the chat's first commit forced the page's first layout
  // (docs/decisions/2026-12-06-the-chat-screens-first-layout-out-of-its-commit.md).
  useLayoutEffect(() => {
    const el = track.current;
    if (!el) return;
    const observer = new ResizeObserver(measure);
    observer.observe(el);
    return () => observer.disconnect();
  }, [measure]);

  const move = (by: 1 | -1) => {
    const el = track.current;
    if (!el) return;
    // An instant jump: the buttons' state then always matches where the track is.
    const position = Math.min(LAST, Math.max(0, Math.round(el.scrollLeft / STEP_PX) + by));
    el.scrollTo({ left: position * STEP_PX });
  };

  return (
    <nav className="stage-carousel" aria-label="Idea stages">
      <button type="button" className="stage-nav" aria-label="Previous stages" disabled={edges.start} onClick={() => move(-1)}>
        <ChevronLeftIcon size={16} />
      </button>
      <ol className="stage-track" ref={track} tabIndex={0} onScroll={measure}>
        {IDEA_STAGES.map((stage, i) => (
          <li key={stage} className={`stage-card${i === 0 ? ' is-current' : ''}`} aria-current={i === 0 ? 'step' : undefined}>
            <span className="stage-number">{i + 1}</span>
            <span className="stage-text">
              <span className="stage-name">{stage}</span>
              {i > 0 && <span className="stage-badge">Coming Soon</span>}
            </span>
          </li>
        ))}
      </ol>
      <button type="button" className="stage-nav" aria-label="Next stages" disabled={edges.end} onClick={() => move(1)}>
        <ChevronRightIcon size={16} />
      </button>
    </nav>
  );
});
