/** Back (disabled on the first step) and Next ('Get Started' on the last), on both layouts. */
export function TourNavButtons({ index, last, onBack, onNext }: { index: number; last: boolean; onBack(): void; onNext(): void }) {
  return (
    <>
      <button type="button" className="button" onClick={onBack} disabled={index === 0}>
        Back
      </button>
      <button type="button" className="button button--primary" onClick={onNext}>
        {last ? 'Get Started' : 'Next'}
      </button>
    </>
  );
}
