import { useRef, useState, type PointerEvent, type ReactNode } from 'react';

const OPEN_THRESHOLD_PX = 80;
const OPEN_PX = 160;
const MOVE_SLOP_PX = 6;

/**
 * A row that slides left to reveal its actions: past 80 px it snaps open to 160 px, otherwise it
 * closes. A tap on an open row only closes it, and so does using an action. Keyboard focus on an action
 * opens the row.
 */
export function SwipeRow({
  children,
  actions,
  label,
  current,
  onTap,
}: {
  children: ReactNode;
  actions: ReactNode;
  /** The row's name for screen readers. */
  label: string;
  current: boolean;
  onTap(): void;
}) {
  const [offset, setOffset] = useState(0);
  const [dragging, setDragging] = useState(false);
  const gesture = useRef<{ x: number; y: number; from: number; moved: boolean } | null>(null);
  const swallowClick = useRef(false);

  const onPointerDown = (e: PointerEvent<HTMLButtonElement>) => {
    gesture.current = { x: e.clientX, y: e.clientY, from: offset, moved: false };
  };
  const onPointerMove = (e: PointerEvent<HTMLButtonElement>) => {
    const g = gesture.current;
    if (!g) return;
    const dx = e.clientX - g.x;
    if (!g.moved) {
      if (Math.abs(dx) < MOVE_SLOP_PX || Math.abs(dx) < Math.abs(e.clientY - g.y)) return;
      g.moved = true;
      setDragging(true);
      e.currentTarget.setPointerCapture(e.pointerId);
    }
    setOffset(Math.max(-OPEN_PX, Math.min(0, g.from + dx)));
  };
  const onPointerUp = () => {
    const g = gesture.current;
    gesture.current = null;
    if (!g?.moved) return;
    swallowClick.current = true;
    setDragging(false);
    setOffset((o) => (-o > OPEN_THRESHOLD_PX ? -OPEN_PX : 0));
  };
  const onClick = () => {
    if (swallowClick.current) {
      swallowClick.current = false;
      return;
    }
    if (offset !== 0) setOffset(0);
    else onTap();
  };

  return (
    <li className="swipe-row">
      <div
        className="swipe-actions"
        // Keyboard focus opens the row; focus coming back after a tap on an action (the dialog it
        // opened has closed) must not, and the tap itself closes the row.
        onFocus={(e) => e.target.matches(':focus-visible') && setOffset(-OPEN_PX)}
        onClick={() => setOffset(0)}
      >
        {actions}
      </div>
      <button
        type="button"
        className={`swipe-front${dragging ? ' is-dragging' : ''}`}
        style={{ transform: `translateX(${offset}px)` }}
        aria-label={label}
        aria-current={current ? 'true' : undefined}
        data-open={offset === -OPEN_PX || undefined}
        onPointerDown={onPointerDown}
        onPointerMove={onPointerMove}
        onPointerUp={onPointerUp}
        onPointerCancel={onPointerUp}
        onClick={onClick}
      >
        {children}
      </button>
    </li>
  );
}
