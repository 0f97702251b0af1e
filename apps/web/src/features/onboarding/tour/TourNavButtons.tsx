import { useRef } from 'react';

/** Back (disabled on the first step) and Next ('Get Started' on the last), on both layouts. */
export function TourNavButtons({ index, last, onBack, onNext }: { index: number; last: boolean; onBack(): void; onNext(): void }) {
  const next = useRef<HTMLButtonElement>(null);
  const back = () => {
    // Back to the first step disables Back, which would drop the focus to the page: it goes to Next.
    if (index === 1) next.current?.focus();
    onBack();
  };
  return (
    <>
      <button type="button" className="button" onClick={back} disabled={index === 0}>
        Back
      </button>
      <button ref={next} type="button" className="button button--primary" onClick={onNext}>
        {last ? 'Get Started' : 'Next'}
      </button>
    </>
  );
}
