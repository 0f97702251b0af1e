export function ChatTab() {
  return (
    <section className="tab-page">
      <h1 className="tab-title">AI Idea Assistant</h1>
    </section>
  );
}
