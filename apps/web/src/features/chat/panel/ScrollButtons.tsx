import { ArrowDownIcon, ArrowUpIcon } from '../icons.tsx';

export function ScrollButtons({ atTop, atBottom, onScroll }: { atTop: boolean; atBottom: boolean; onScroll(where: 'top' | 'bottom'): void }) {
  return (
    <div className="scroll-buttons">
      <button type="button" className="scroll-button" aria-label="Scroll to top" disabled={atTop} onClick={() => onScroll('top')}>
        <ArrowUpIcon size={16} />
      </button>
      <button type="button" className="scroll-button" aria-label="Scroll to bottom" disabled={atBottom} onClick={() => onScroll('bottom')}>
        <ArrowDownIcon size={16} />
      </button>
    </div>
  );
}
