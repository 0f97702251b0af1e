export function LegalTab({ page }: { page: 'privacy' | 'tos' }) {
  return (
    <section className="tab-page">
      <h1 className="tab-title">{page === 'privacy' ? 'Privacy Policy' : 'Terms of Service'}</h1>
    </section>
  );
}
