export function BillingTab() {
  return (
    <section className="tab-page">
      <h1 className="tab-title">Billing & Subscription</h1>
    </section>
  );
}
