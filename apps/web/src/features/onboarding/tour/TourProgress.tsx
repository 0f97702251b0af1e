/** One dot per step; the current one is drawn long, those visited are filled. */
export function TourProgress({ step, total }: { step: number; total: number }) {
  return (
    <div className="tour-dots" role="img" aria-label={`Step ${step + 1} of ${total}`}>
      {Array.from({ length: total }, (_, i) => (
        <span key={i} className={`tour-dot${i === step ? ' is-current' : i < step ? ' is-done' : ''}`} />
      ))}
    </div>
  );
}
