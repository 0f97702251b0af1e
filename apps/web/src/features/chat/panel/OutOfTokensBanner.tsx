export function OutOfTokensBanner({ onGoToBilling }: { onGoToBilling(): void }) {
  return (
    <p className="out-of-tokens" role="status">
      No tokens remaining.{' '}
      <button type="button" className="link-button" onClick={onGoToBilling}>
        Add more decks
      </button>{' '}
      to continue chatting.
    </p>
  );
}
