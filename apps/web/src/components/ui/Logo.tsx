export function Logo({ withName = true }: { withName?: boolean }) {
  return (
    <span className="logo">
      <img src="/logo.svg" alt="" width={32} height={32} />
      {withName && <span className="logo-name">IdeaPilot</span>}
    </span>
  );
}
