export const STARTER_PATTERN =
  'I want to build [solution] for [who] that solves [problem]. Currently they [pain point]. My background is [relevant experience].';

const EXAMPLES = [
  'I want to build a booking app for independent physiotherapists that solves no-shows. Currently they lose about 15% of appointments. My background is 8 years running a clinic.',
  'I want to build an invoicing tool for freelance translators that solves late payments. Currently they chase clients by e-mail for weeks. My background is in fintech sales.',
];

const TIPS = ['Be specific about who has the problem.', 'Describe the pain in their words, with numbers if you have them.', 'Answer one question at a time; the canvas fills in as you go.'];

export function EmptyState({ onUsePattern }: { onUsePattern(text: string): void }) {
  return (
    <div className="empty-state">
      <h3 className="empty-title">Welcome! Let’s shape your idea.</h3>
      <p className="empty-lead">Tell the assistant about your idea. A good first message follows this pattern:</p>
      <figure className="starter">
        <blockquote className="starter-text">{STARTER_PATTERN}</blockquote>
        <button type="button" className="button button--soft" onClick={() => onUsePattern(STARTER_PATTERN)}>
          Use this pattern
        </button>
      </figure>
      <div className="empty-columns">
        <section>
          <h4>Examples</h4>
          <ul>
            {EXAMPLES.map((e) => (
              <li key={e}>
                <button type="button" className="example-button" onClick={() => onUsePattern(e)}>
                  {e}
                </button>
              </li>
            ))}
          </ul>
        </section>
        <section>
          <h4>Tips</h4>
          <ul className="tips">
            {TIPS.map((t) => (
              <li key={t}>{t}</li>
            ))}
          </ul>
        </section>
      </div>
    </div>
  );
}
