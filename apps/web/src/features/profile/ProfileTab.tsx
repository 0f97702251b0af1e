export function ProfileTab() {
  return (
    <section className="tab-page">
      <h1 className="tab-title">Profile Settings</h1>
    </section>
  );
}
