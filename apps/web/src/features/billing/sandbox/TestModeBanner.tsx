/** Marks the sandbox provider's pages: nothing here moves real money. */
export function TestModeBanner() {
  return (
    <div className="test-mode-banner" role="note">
      <strong>TEST MODE</strong> — sandbox payment provider. No card is needed and no real money moves.
    </div>
  );
}
