import { useRef, type FocusEventHandler, type KeyboardEvent, type PointerEvent } from 'react';

/**
 * A drag handle that resizes a neighbour. `axis` x drags sideways, y up and down; `direction`
 * -1 means moving left or up makes the value grow. Arrow keys step by 16 px.
 */
export function ResizeHandle({
  label,
  value,
  min,
  max,
  axis = 'x',
  direction = 1,
  onChange,
  onCommit,
  className = '',
  onFocus,
  onBlur,
}: {
  label: string;
  value: number;
  min: number;
  max: number;
  axis?: 'x' | 'y';
  direction?: 1 | -1;
  onChange(value: number): void;
  onCommit(value: number): void;
  className?: string;
  onFocus?: FocusEventHandler;
  onBlur?: FocusEventHandler;
}) {
  const drag = useRef<{ start: number; from: number; last: number } | null>(null);
  const clamp = (v: number) => Math.round(Math.min(max, Math.max(min, v)));
  const at = (e: PointerEvent) => (axis === 'x' ? e.clientX : e.clientY);

  const onPointerDown = (e: PointerEvent<HTMLDivElement>) => {
    e.preventDefault();
    e.currentTarget.setPointerCapture(e.pointerId);
    drag.current = { start: at(e), from: value, last: value };
    document.body.classList.add('is-resizing');
  };
  const onPointerMove = (e: PointerEvent<HTMLDivElement>) => {
    if (!drag.current) return;
    const next = clamp(drag.current.from + direction * (at(e) - drag.current.start));
    drag.current.last = next;
    onChange(next);
  };
  const onPointerUp = () => {
    if (!drag.current) return;
    onCommit(drag.current.last);
    drag.current = null;
    document.body.classList.remove('is-resizing');
  };
  const onKeyDown = (e: KeyboardEvent) => {
    const grow = axis === 'x' ? { ArrowRight: 1, ArrowLeft: -1 } : { ArrowDown: 1, ArrowUp: -1 };
    const step = grow[e.key as keyof typeof grow];
    if (!step) return;
    e.preventDefault();
    onCommit(clamp(value + direction * step * 16));
  };

  return (
    <div
      role="separator"
      aria-label={label}
      aria-orientation={axis === 'x' ? 'vertical' : 'horizontal'}
      aria-valuenow={Math.round(value)}
      aria-valuemin={min}
      aria-valuemax={max}
      tabIndex={0}
      className={`resize-handle resize-handle--${axis} ${className}`}
      onPointerDown={onPointerDown}
      onPointerMove={onPointerMove}
      onPointerUp={onPointerUp}
      onPointerCancel={onPointerUp}
      onKeyDown={onKeyDown}
      onFocus={onFocus}
      onBlur={onBlur}
    />
  );
}
