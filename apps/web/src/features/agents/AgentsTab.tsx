export function AgentsTab() {
  return (
    <section className="tab-page">
      <h1 className="tab-title">Agents</h1>
    </section>
  );
}
