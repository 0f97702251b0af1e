import { Link } from 'react-router';

/** Spec §2: shown on every screen until the visitor makes a choice. */
export function CookieBanner({
  onAcceptAll,
  onDeclineAll,
  onManage,
}: {
  onAcceptAll: () => void;
  onDeclineAll: () => void;
  onManage: () => void;
}) {
  return (
    <section className="cookie-banner" aria-labelledby="cookie-banner-title">
      <div className="cookie-banner-text">
        <h2 id="cookie-banner-title">We value your privacy</h2>
        <p>
          IdeaPilot uses essential cookies to keep you signed in and secure. With your permission we also use
          analytics cookies to learn how the product is used, and marketing cookies to measure our campaigns. See
          our <Link to="/platform/privacy">Privacy Policy</Link>.
        </p>
      </div>
      <div className="cookie-banner-actions">
        <button type="button" className="button" onClick={onDeclineAll}>
          Decline All
        </button>
        <button type="button" className="button" onClick={onManage}>
          Manage Preferences
        </button>
        <button type="button" className="button button--primary" onClick={onAcceptAll}>
          Accept All
        </button>
      </div>
    </section>
  );
}
