import { useLayoutEffect, useRef, useState } from 'react';

/** How far the banner reaches up from the bottom of the window, for pages to leave free. */
const SPACE_VAR = '--cookie-banner-space';

/** Shown on every screen until the visitor makes a choice. */
export function CookieBanner({
  onAcceptAll,
  onDeclineAll,
  onManage,
  onPrivacyPolicy,
}: {
  onAcceptAll: () => void;
  onDeclineAll: () => void;
  onManage: () => void;
  /** Shows the policy over the screen: its tab needs sign-in, and leaving would lose the screen. */
  onPrivacyPolicy: () => void;
}) {
  const banner = useRef<HTMLElement>(null);
  const text = useRef<HTMLDivElement>(null);
  // On a short phone the text scrolls inside the banner (cookies.css): then the keyboard can reach it too.
  const [textScrolls, setTextScrolls] = useState(false);
  // Measured in the effect, before the browser first places the page for painting: what stands above
  // the banner (the sign-in card) is placed once, with the banner's room. Measured later, in the
  // observer's first call or in an animation frame, the card could be placed without that room in a
  // first pass and then moved up: a layout shift. The observer follows later changes in size.
  useLayoutEffect(() => {
    const element = banner.current!;
    const root = document.documentElement.style;
    const update = () => {
      root.setProperty(SPACE_VAR, `${Math.ceil(window.innerHeight - element.getBoundingClientRect().top)}px`);
      setTextScrolls(text.current!.scrollHeight > text.current!.clientHeight);
    };
    update();
    const observer = new ResizeObserver(update);
    observer.observe(element);
    observer.observe(text.current!);
    window.addEventListener('resize', update);
    return () => {
      observer.disconnect();
      window.removeEventListener('resize', update);
      root.removeProperty(SPACE_VAR);
    };
  }, []);
  return (
    <section ref={banner} className="cookie-banner" aria-labelledby="cookie-banner-title">
      <div ref={text} className="cookie-banner-text" tabIndex={textScrolls ? 0 : undefined}>
        <h2 id="cookie-banner-title">We value your privacy</h2>
        <p>
          IdeaPilot uses essential cookies to keep you signed in and secure. With your permission we also use
          analytics cookies to learn how the product is used, and marketing cookies to measure our campaigns. See
          our{' '}
          <button type="button" className="cookie-policy-link" onClick={onPrivacyPolicy}>
            Privacy Policy
          </button>
          .
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
